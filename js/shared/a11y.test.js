// ARIA on every board, in every fixture position (the rules axe-core checks in the browser
// tests, here for positions those tests do not reach): an aria-label only on an element
// with a role that takes a name, no control inside another, and names that hold the words
// a control shows (label in name).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import skyIslands from "../entries/sky_islands.js";
import skyTowers from "../entries/sky_towers.js";
import traders from "../entries/traders_air.js";
import merchants from "../entries/merchants_seas.js";
import { nameWithText, s } from "./dom.js";
import { fakeModel, page } from "../testing/jsdom.js";

const BOARDS = { sky_islands: skyIslands, sky_towers: skyTowers, traders_air: traders,
  merchants_seas: merchants };
/** Elements whose role (none, generic, paragraph) may not carry a name. */
const NAMELESS = new Set(["div", "span", "g", "p"]);
const CONTROL = "button, select, input, [role=button], [tabindex='0']";

function positions(game) {
  const all = JSON.parse(readFileSync(new URL(`../${game}/fixture.json`, import.meta.url), "utf8"));
  return Object.entries(all).filter(([, traits]) => traits && traits.view);
}

for (const [game, widget] of Object.entries(BOARDS)) {
  test(`${game}: labels on named roles only, no nested controls, in every position`, () => {
    const problems = new Set();
    for (const [name, traits] of positions(game)) {
      const { el } = page();
      widget.render({ model: fakeModel(traits), el });
      for (const node of el.querySelectorAll("[aria-label]")) {
        const role = node.getAttribute("role");
        const bad = role ? ["none", "presentation", "generic"].includes(role)
          : NAMELESS.has(node.localName);
        const id = (node.getAttribute("data-testid") || node.getAttribute("class") || "")
          .replace(/\d+/g, "N");
        if (bad) problems.add(`aria-label on a ${node.localName} without a role: ${id} (${name})`);
      }
      for (const node of el.querySelectorAll(CONTROL)) {
        const inner = node.querySelector(CONTROL);
        if (inner) problems.add(`${node.getAttribute("data-testid")} holds the control ` +
          `${inner.getAttribute("data-testid")} (${name})`);
      }
    }
    assert.deepEqual([...problems], []);
  });
}

test("label in name: the words shown lead the name, unless it holds them already", () => {
  const { document } = page();
  const hex = s(document, "g", {}, s(document, "text", { text: "A3" }), s(document, "text", { text: "G" }));
  assert.equal(nameWithText(hex, "A3, forest: choose"), "A3 G: A3, forest: choose");
  assert.equal(hex.textContent, "A3 G", "SVG texts spaced, read as two words");
  const undo = document.createElement("button");
  undo.textContent = "↶ Undo";
  assert.equal(nameWithText(undo, "Undo the last move (key u)"), "Undo the last move (key u)");
  const marks = document.createElement("button");
  marks.textContent = "−";
  assert.equal(nameWithText(marks, "Smaller board"), "Smaller board", "no words shown");
});
