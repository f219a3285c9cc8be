// What keeps a Sky Islands click cheap in the browser (docs/performance.md, "Click → board
// changed"): focus never sits on a node the answer removes (removing a focused node makes
// Chromium blur it with a style and layout pass over the half-redrawn page), and the open
// cells, restyled by dozens on every move, do not animate.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import * as board from "./board.js";
import { mount } from "../shared/app.js";
import { click, fakeModel, fixture, page, press, tick } from "../testing/jsdom.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const at = (name, step) => ({ ...fixture(name), step });

/** The tile the fixture's move places, and the cell it goes to. */
function placed() {
  const before = fixture("moved_place_prev").view.tiles;
  return fixture("moved_place").view.tiles.find((t) => !before.some((o) => o.id === t.id));
}

/** Select the placed tile in the hand and turn it until its cell is highlighted. */
async function legalCell(window, el) {
  const tile = placed();
  click(window, el.querySelector(`[data-testid=hand-tile-${tile.id}]`));
  await tick();
  const selector = `[data-testid="cell-${tile.x}-${tile.y}"].sw-si-legal`;
  for (let turn = 0; turn < 4 && !el.querySelector(selector); turn += 1) {
    click(window, el.querySelector("[data-testid=rotate-tile]"));
    await tick();
  }
  const cell = el.querySelector(selector);
  assert.ok(cell, "the move's cell is highlighted");
  return cell;
}

/** Mount the position before the move; `answer()` sets the position after it, as Python does,
 * and returns the focus events seen while the board redrew. */
function mounted() {
  const { el, window, document } = page();
  const model = fakeModel(at("moved_place_prev", 0));
  mount(board, model, el);
  const root = el.querySelector("[data-testid=sw-app]");
  const answer = async () => {
    const seen = [];
    const note = (event) => seen.push({ testid: event.target.getAttribute("data-testid"),
      connected: event.target.isConnected });
    root.addEventListener("focusout", note);
    for (const [name, value] of Object.entries(at("moved_place", 1))) model.set(name, value);
    await tick();
    root.removeEventListener("focusout", note);
    return seen;
  };
  return { el, window, document, model, root, answer };
}

test("a mouse move: the press keeps focus off the cell, so the answer blurs nothing", async () => {
  const { el, window, document, model, root, answer } = mounted();
  const cell = await legalCell(window, el);
  const down = new window.MouseEvent("mousedown", { bubbles: true, cancelable: true, button: 0 });
  cell.dispatchEvent(down);
  assert.equal(down.defaultPrevented, true, "the press does not move focus to the cell");
  assert.equal(document.activeElement, root);
  click(window, cell);
  assert.equal(model.sent.at(-1).action.type, "place_tile");
  const seen = await answer();
  assert.deepEqual(seen, [], "no node lost focus while the board redrew");
  assert.equal(cell.isConnected, false, "the cell now holds the tile: its node went");
  assert.equal(document.activeElement, root);
});

test("a keyboard move: focus leaves the cell before the redraw changes anything", async () => {
  const { el, window, document, model, root, answer } = mounted();
  const cell = await legalCell(window, el);
  cell.focus();
  press(window, cell, "Enter");
  assert.equal(model.sent.at(-1).action.type, "place_tile");
  const testid = cell.getAttribute("data-testid");
  const seen = await answer();
  // blurred while still on the page, to the app; then the app hands it to the tile
  assert.deepEqual(seen, [{ testid, connected: true }, { testid: "sw-app", connected: true }]);
  // then the tile placed there takes it (a keyboard user's focus stays where they played)
  const tile = el.querySelector(`[data-testid="${testid}"]`);
  assert.notEqual(tile, cell, "the cell's node went");
  assert.equal(document.activeElement, tile, "focus is on the tile just placed");
  assert.equal(tile.getAttribute("tabindex"), "-1", "focusable, but no tab stop");
  assert.notEqual(root, tile);
});

test("open cells never animate (no transition on any open-cell rule)", () => {
  const css = readFileSync(join(HERE, "board.css"), "utf8");
  const rules = css.split("}").map((rule) => rule.split("{"))
    .filter((parts) => parts.length === 2 && /transition/.test(parts[1]))
    .map(([selector]) => selector.replace(/\/\*[\s\S]*?\*\//g, "").trim());
  const onCells = rules.filter((selector) => /sw-si-open/.test(selector));
  assert.deepEqual(onCells, []);
  assert.ok(rules.length > 0, "the board's other transitions are still found");
});

test("tiles copied from one template: each board's copies act for that board only", () => {
  const traits = fixture("build_teacher");
  const build = traits.legal.find((e) => e.type === "build").action;
  const boards = [0, 1].map(() => {
    const { el, window } = page();
    const model = fakeModel(traits);
    mount(board, model, el);
    return { el, window, model };
  });
  const [a, b] = boards.map(({ el }) =>
    el.querySelector(`[data-testid="region-${build.x}-${build.y}-${build.region}"]`));
  assert.notEqual(a, b);
  assert.ok(a.isEqualNode(b), "the same drawing");
  press(b.ownerDocument.defaultView, b, "Enter");
  // the region's one legal build is built on the first press (no offer to confirm)
  assert.deepEqual(boards[1].model.sent, [{ type: "play", action: build }]);
  assert.deepEqual(boards[0].model.sent, [], "nothing reached the first board's model");
  const open = new Set(traits.legal.filter((e) => e.type === "build")
    .map((e) => `${e.action.x},${e.action.y},${e.action.region}`));
  const tile = traits.view.tiles.find((t) => t.regions.length && !open.has(`${t.x},${t.y},0`));
  click(boards[0].window, boards[0].el.querySelector(`[data-testid="region-${tile.x}-${tile.y}-0"]`));
  assert.deepEqual(boards[0].model.sent, [{ type: "play",
    action: { type: "build", building: "house", x: tile.x, y: tile.y, region: 0 } }]);
  assert.equal(boards[1].model.sent.length, 1, "the second board's model saw only its own");
});
