// Test helpers for the Merchants board (not part of the bundle): the fixture positions from
// the real rule model (make_fixture.py) and a board mounted on one of them.
import { readFileSync } from "node:fs";
import widget from "../entries/merchants_seas.js";
import { byTestId, fakeModel, page } from "../testing/jsdom.js";

/** Every named position of fixture.json: the traits a notebook's board would sync. */
export const ALL = JSON.parse(readFileSync(new URL("./fixture.json", import.meta.url), "utf8"));

/** A deep copy of JSON data (a mounted board may change its traits). */
export const copy = (x) => JSON.parse(JSON.stringify(x));

/** The board rendered on a copy of position `name`, traits overridden by `overrides`. */
export function mountAt(name, overrides = {}) {
  const p = page();
  const model = fakeModel({ ...copy(ALL[name]), ...overrides });
  widget.render({ model, el: p.el });
  return { ...p, model };
}

/** The texts of the offer menu's choices (Cancel left out). */
export const offered = (el) => [...byTestId(el, "offer").querySelectorAll("button")]
  .filter((b) => b.getAttribute("data-testid") !== "offer-cancel").map((b) => b.textContent);
