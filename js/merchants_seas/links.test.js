// The canal and the bridges (links.js): hover and focus targets with their rule, and a click on
// one goes to the hex under the pointer (never to the line itself).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ALL, copy, mountAt } from "./mount.js";
import { byTestId, click, press } from "../testing/jsdom.js";
import { centre } from "./geometry.js";
import { hexAt, pointIn } from "./links.js";

const CSS = readFileSync(new URL("./board.css", import.meta.url), "utf8");

const links = (el) => [...el.querySelectorAll("[data-testid^='canal-'], [data-testid^='bridge-']")];
// a map drawn at half size, 10 px right and 20 px down of the window's corner
const CTM = { a: 0.5, b: 0, c: 0, d: 0.5, e: 10, f: 20 };
const toClient = ([x, y]) => [x * CTM.a + CTM.e, y * CTM.d + CTM.f];

/** Click the invisible stroke of `node` at map point (x, y). */
function clickAt(p, node, [x, y]) {
  p.el.querySelector("svg.sw-ms-map").getScreenCTM = () => CTM;
  const [clientX, clientY] = toClient([x, y]);
  node.querySelector(".sw-ms-hit").dispatchEvent(new p.window.MouseEvent("click",
    { bubbles: true, cancelable: true, clientX, clientY }));
}

test("canal and bridges carry their rule, words, a wide hit stroke, and are focusable", () => {
  const p = mountAt("over_teacher");
  const found = links(p.el);
  const ids = found.map((g) => g.getAttribute("data-testid")).sort();
  const bridges = ALL.over_teacher.view.bridges.map(([a, b]) => `bridge-${a}-${b}`);
  assert.ok(bridges.length >= 2, "the fixture's game ends with bridges on the map");
  assert.deepEqual(ids, [...bridges, "canal-41-65", "canal-41-66"].sort());
  for (const g of found) {
    const id = g.getAttribute("data-testid");
    assert.match(g.getAttribute("data-rule"), /^(Canal|.+'s bridge between .+) — .+ \((Terra Mystica|Merchants of the Seas) — .+\)$/, id);
    assert.equal(g.getAttribute("tabindex"), "0", id);
    assert.match(g.getAttribute("aria-label"), /^(canal|.+'s bridge) between .+\S and \S.+/, id);
    assert.ok(g.querySelector("line.sw-ms-hit"), `${id}: a hit stroke`);
    g.focus();
    assert.equal(p.document.activeElement, g, `${id} takes the focus`);
    const tip = byTestId(p.el, "rule-tip");
    assert.equal(tip.hidden, false);
    assert.equal(tip.textContent, g.getAttribute("data-rule"), `${id}: focus shows its rule`);
  }
});

test("board.css: the hit stroke is invisible, wider than the lines, and takes only stroke hits", () => {
  const hit = CSS.match(/\.sw-ms-hit \{([^}]*)\}/);
  assert.ok(hit);
  assert.match(hit[1], /stroke: transparent;/);
  assert.match(hit[1], /pointer-events: stroke;/);
  const width = (rule) => Number(CSS.match(new RegExp(`${rule} \\{[^}]*stroke-width: ([\\d.]+)`))[1]);
  assert.ok(width("\\.sw-ms-hit") >= 2 * width("\\.sw-ms-bridge-deck"));
  assert.ok(width("\\.sw-ms-hit") >= 3 * width("\\.sw-ms-canal-line"));
  assert.match(CSS, /\.sw-ms-canal-line \{[^}]*pointer-events: none;/);
});

test("a click on a bridge goes to the legal hex under the pointer, not to the bridge", () => {
  // the bridge 53-78 runs along the edge of river hexes 65 and 66; a ship may go on 66
  const legal = [{ id: 0, type: "place_ship", label: "place a ship at river F:4",
    action: { type: "place_ship", hex: 66 } }];
  const p = mountAt("ship_teacher", { legal });
  const bridge = byTestId(p.el, "bridge-53-78");
  const hexes = ALL.ship_teacher.view.hexes;
  const [x53, y53] = centre(hexes[53].row, hexes[53].col);
  const [, y78] = centre(hexes[78].row, hexes[78].col);
  const mid = [x53 + 5, (y53 + y78) / 2];   // on the deck's hit stroke, just over hex 66
  assert.equal(hexAt(hexes, (id) => centre(hexes[id].row, hexes[id].col), ...mid), 66);
  clickAt(p, bridge, mid);
  assert.deepEqual(p.model.sent, [{ type: "play", action: { type: "place_ship", hex: 66 } }]);
});

test("a click on the canal does what a click on the hex under it does", () => {
  const hexes = ALL.actions_teacher.view.hexes;
  const at53 = centre(hexes[53].row, hexes[53].col);   // the canal 41-65 crosses hex 53
  const viaCanal = mountAt("actions_teacher");
  clickAt(viaCanal, byTestId(viaCanal.el, "canal-41-65"), [at53[0] + 3, at53[1] - 4]);
  const direct = mountAt("actions_teacher");
  click(direct.window, byTestId(direct.el, "hex-53"));
  assert.ok(direct.model.sent.length > 0, "a click on hex 53 asks Python");
  assert.deepEqual(viaCanal.model.sent, direct.model.sent);
});

test("without a pointer position, or from the keyboard, a link does nothing", () => {
  const p = mountAt("actions_teacher");
  const canal = byTestId(p.el, "canal-41-65");
  click(p.window, canal.querySelector(".sw-ms-hit"));   // jsdom: no getScreenCTM
  canal.focus();
  press(p.window, canal, "Enter");
  press(p.window, canal, " ");
  assert.deepEqual(p.model.sent, []);
  assert.equal(pointIn({ getScreenCTM: () => null }, { clientX: 1, clientY: 2 }), null);
  assert.deepEqual(pointIn({ getScreenCTM: () => CTM }, { clientX: 60, clientY: 70 }), [100, 100]);
});
