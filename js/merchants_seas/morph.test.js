// The Merchants board is morphed into the live column (board.morph, js/shared/morph.js): after a
// move the hexes, pieces and ships are the same DOM nodes, with the new handlers, and the
// last-move marks sit on exactly what changed.
import test from "node:test";
import assert from "node:assert/strict";
import { ALL, copy, mountAt } from "./mount.js";
import * as board from "./board.js";
import { byTestId, click, tick } from "../testing/jsdom.js";

const KEYS = ["view", "legal", "history", "current_player", "phase", "phase_id", "can_undo", "step"];

async function show(model, name) {
  for (const key of KEYS) model.set(key, copy(ALL[name][key]));
  await tick();
}

const hexNodes = (el) => new Map([...el.querySelectorAll("[data-testid^='hex-']")]
  .map((g) => [g.getAttribute("data-testid"), g]));
const marked = (el, cls) => [...el.querySelectorAll(`svg .${cls}`)]
  .map((n) => n.getAttribute("data-testid")).sort();

test("the board asks to be morphed, and keys its hexes, pieces and ships", () => {
  assert.equal(board.morph, true);
  const { el } = mountAt("over_teacher");
  const keyed = (sel) => [...el.querySelectorAll(sel)].every((n) => n.hasAttribute("data-key"));
  for (const sel of [".sw-ms-hex", ".sw-ms-structure", ".sw-ms-ships", ".sw-ms-trades", ".sw-ms-bridge",
    ".sw-ms-canal", ".sw-ms-menus button"]) assert.ok(keyed(sel), sel);
});

test("after a move every hex node is reused and a click on one runs the new position's handler", async () => {
  const before = ALL.build_before;
  const after = ALL.build_after;
  const p = mountAt("build_before");
  const old = hexNodes(p.el);
  await show(p.model, "build_after");
  const now = hexNodes(p.el);
  assert.equal(now.size, old.size);
  for (const [id, node] of now) assert.equal(node, old.get(id), `${id} reused`);
  // a hex with legal moves after the move, and other moves (or none) before it
  const moves = (traits, hex) => traits.legal.filter((e) => e.action.hex === hex).map((e) => e.label);
  const hx = after.view.hexes.find((h) => moves(after, h.id).length > 1 &&
    JSON.stringify(moves(after, h.id)) !== JSON.stringify(moves(before, h.id)));
  assert.ok(hx, "the fixture has such a hex");
  click(p.window, byTestId(p.el, `hex-${hx.id}`));
  const offered = [...byTestId(p.el, "offer").querySelectorAll("button")]
    .filter((b) => b.getAttribute("data-testid") !== "offer-cancel").map((b) => b.textContent);
  assert.deepEqual(offered, moves(after, hx.id), "the offer lists the new position's moves");
  assert.equal(p.model.sent.length, 0);
});

test("after a morph the last-move marks sit on exactly the changed pieces, and leave with them", async () => {
  const before = ALL.build_before;
  const after = ALL.finish_teacher;   // right after the build (its seat may still convert)
  const p = mountAt("build_before");
  assert.deepEqual(marked(p.el, "sw-last"), []);
  await show(p.model, "finish_teacher");
  const built = after.view.hexes.find((hx) => hx.building && !before.view.hexes[hx.id].building);
  const changed = after.view.hexes.filter((hx) => JSON.stringify(hx) !== JSON.stringify(before.view.hexes[hx.id]));
  assert.deepEqual(marked(p.el, "sw-last"),
    [...changed.map((hx) => `hex-${hx.id}`), `structure-${built.id}`].sort());
  assert.deepEqual(marked(p.el, "sw-enter"), [`structure-${built.id}`]);
  // a step back is no "last move": every mark is gone from the reused nodes
  await show(p.model, "build_before");
  assert.deepEqual(marked(p.el, "sw-last"), []);
  assert.deepEqual(marked(p.el, "sw-enter"), []);
  assert.equal(byTestId(p.el, `structure-${built.id}`), null, "the structure left the map");
});

test("a bridge placed after a morph: the spots leave, the new bridge alone enters", async () => {
  const p = mountAt("bridge_teacher");
  const spot = p.el.querySelector(".sw-ms-bridge-spot");
  assert.ok(spot);
  await show(p.model, "bridge_after");
  assert.equal(p.el.querySelector(".sw-ms-bridge-spot"), null);
  const [a, b] = ALL.bridge_after.view.bridges.at(-1);
  assert.deepEqual(marked(p.el, "sw-enter"), [`bridge-${a}-${b}`]);
});

test("a move never reorders the hexes: id order, the legal ones outlined in a layer above", async () => {
  const p = mountAt("build_before");
  const order = (el) => [...el.querySelectorAll(".sw-ms-hexes > g")].map((g) => Number(g.getAttribute("data-hex")));
  const ids = ALL.build_before.view.hexes.map((hx) => hx.id);
  assert.deepEqual(order(p.el), ids);
  const rings = (el) => [...el.querySelectorAll(".sw-ms-lit-ring")].map((r) => r.getAttribute("data-key")).sort();
  const legal = (el) => [...el.querySelectorAll(".sw-ms-hexes > .sw-ms-legal")]
    .map((g) => `lit-${g.getAttribute("data-hex")}`).sort();
  assert.ok(legal(p.el).length > 0);
  assert.deepEqual(rings(p.el), legal(p.el));
  const first = p.el.querySelector(".sw-ms-hexes > g");
  await show(p.model, "build_after");
  assert.deepEqual(order(p.el), ids);
  assert.equal(p.el.querySelector(".sw-ms-hexes > g"), first);
  assert.deepEqual(rings(p.el), legal(p.el));
  assert.notDeepEqual(rings(p.el), [], "bob's legal hexes are outlined");
});

