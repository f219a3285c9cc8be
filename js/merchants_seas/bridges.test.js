// Placing a bridge on the map (issue 9 item 6): while a bridge is being placed (Power action
// ACT1 here), each legal bridge spot is a button over its river crossing, with its rule; a
// click or a key plays that move, and the menus no longer list the bridges.
import test from "node:test";
import assert from "node:assert/strict";
import { ALL, copy, mountAt } from "./mount.js";
import { byTestId, click, press, tick } from "../testing/jsdom.js";
import { summary } from "./board.js";
import { centre } from "./geometry.js";
import { deckEnds } from "./links.js";
import { menuGroups } from "./menus.js";

const bridgesOf = (traits) => traits.legal.filter((e) => e.type === "place_bridge");
const spots = (el) => [...el.querySelectorAll(".sw-ms-bridge-spot")];

test("the fixture places a bridge: two legal spots after the Bridge power action", () => {
  const traits = ALL.bridge_teacher;
  assert.equal(traits.view.pending[0].kind, "bridge");
  assert.ok(bridgesOf(traits).length >= 2);
  // besides the bridges only conversions: free during one's own follow-ups (issue 10)
  const others = traits.legal.filter((e) => e.type !== "place_bridge");
  assert.ok(others.every((e) => e.type === "convert"), "nothing else is legal now");
});

test("every legal bridge is a focusable button on the map with its rule and words", () => {
  const traits = ALL.bridge_teacher;
  const p = mountAt("bridge_teacher");
  const drawn = spots(p.el);
  assert.equal(drawn.length, bridgesOf(traits).length);
  const at = (id) => centre(traits.view.hexes[id].row, traits.view.hexes[id].col);
  for (const entry of bridgesOf(traits)) {
    const { a, b } = entry.action;
    const g = byTestId(p.el, `bridge-spot-${a}-${b}`);
    assert.ok(g, `spot ${a}-${b}`);
    const [na, nb] = [traits.view.hexes[a].name, traits.view.hexes[b].name];
    assert.equal(g.getAttribute("tabindex"), "0");
    assert.equal(g.getAttribute("role"), "button");
    assert.equal(g.getAttribute("aria-label"), `Bridge spot between ${na} and ${nb}: place your bridge here`);
    assert.match(g.getAttribute("data-rule"),
      new RegExp(`^Bridge spot between ${na} and ${nb} — .+ \\(Terra Mystica — Bridges\\)$`));
    // the deck lies on the crossing between the two hexes, as the placed bridge will
    const deck = g.querySelector(".sw-ms-spot-deck");
    const [[x1, y1], [x2, y2]] = deckEnds(at, a, b);
    assert.deepEqual(["x1", "y1", "x2", "y2"].map((k) => Number(deck.getAttribute(k))),
      [x1, y1, x2, y2].map((v) => Math.round(v * 100) / 100));
    assert.ok(g.querySelector(".sw-ms-hit"), "a wide hit stroke takes the pointer");
    g.focus();
    assert.equal(byTestId(p.el, "rule-tip").textContent, g.getAttribute("data-rule"), "focus shows the rule");
  }
  assert.match(p.el.textContent, /click a highlighted bridge spot/);
});

test("a click on a bridge spot plays that bridge; Enter plays the other", () => {
  const traits = ALL.bridge_teacher;
  const [first, second] = bridgesOf(traits);
  const p = mountAt("bridge_teacher");
  click(p.window, byTestId(p.el, `bridge-spot-${first.action.a}-${first.action.b}`));
  assert.deepEqual(p.model.sent, [{ type: "play", action: first.action }]);
  press(p.window, byTestId(p.el, `bridge-spot-${second.action.a}-${second.action.b}`), "Enter");
  assert.deepEqual(p.model.sent.at(-1), { type: "play", action: second.action });
  assert.equal(p.model.sent.length, 2);
});

test("the menus leave out the bridges the map draws, and keep one the map cannot draw", () => {
  const traits = ALL.bridge_teacher;
  const p = mountAt("bridge_teacher");
  const bridges = traits.legal.filter((e) => e.type === "place_bridge");
  assert.equal(byTestId(p.el, "menu-place_bridge"), null);
  assert.deepEqual(menuGroups(bridges, traits.view), []);
  assert.deepEqual(menuGroups(bridges).map(([type]) => type), ["place_bridge"], "without the view: menus");
  const off = copy(bridges[0]);
  off.action.b = 9999;
  const groups = menuGroups([off, ...bridges.slice(1)], traits.view);
  assert.deepEqual(groups.map(([type, entries]) => [type, entries.length]), [["place_bridge", 1]]);
});

test("a seat that may not act sees no bridge spots", () => {
  const traits = ALL.bridge_teacher;
  const other = traits.current_player === 0 ? 1 : 0;
  const p = mountAt("bridge_teacher", { seat: other });
  assert.equal(spots(p.el).length, 0);
});

test("after the bridge is placed: no spots, the new bridge marked, the summary names it", async () => {
  const before = ALL.bridge_teacher;
  const after = ALL.bridge_after;
  const p = mountAt("bridge_teacher");
  for (const key of ["view", "legal", "history", "current_player", "phase", "phase_id"]) p.model.set(key, after[key]);
  p.model.set("step", after.step);
  await tick();
  assert.equal(spots(p.el).length, 0);
  const [a, b] = after.view.bridges.find(([x, y]) => !before.view.bridges.some(([u, v]) => u === x && v === y));
  const bridge = byTestId(p.el, `bridge-${a}-${b}`);
  assert.ok(bridge.classList.contains("sw-last") && bridge.classList.contains("sw-enter"));
  const marked = [...p.el.querySelectorAll("svg .sw-enter")].map((n) => n.getAttribute("data-testid"));
  assert.deepEqual(marked, [`bridge-${a}-${b}`], "only the bridge appeared on the map");
  const ctx = { players: after.players, step: after.step, get: (n) => after[n] };
  const lines = summary(before.view, after.view, ctx);
  const names = [after.view.hexes[a].name, after.view.hexes[b].name];
  assert.ok(lines.some((l) => l.includes(names[0]) && l.includes(names[1])), lines.join("\n"));
});

test("the coach's bridge rings its spot on the map and both banks", () => {
  const traits = ALL.bridge_teacher;
  const entry = bridgesOf(traits)[1];
  const p = mountAt("bridge_teacher", { coach: { id: entry.id, alternatives: [] }, hint: `could: ${entry.label}.` });
  const { a, b } = entry.action;
  const hinted = [...p.el.querySelectorAll(".sw-hinted")].map((n) => n.getAttribute("data-testid"));
  assert.ok(hinted.includes(`bridge-spot-${a}-${b}`), hinted.join(" "));
  const other = bridgesOf(traits)[0].action;
  assert.ok(!hinted.includes(`bridge-spot-${other.a}-${other.b}`));
  assert.equal(byTestId(p.el, "hinted-hex").getAttribute("data-hexes"), `${a} ${b}`);
});
