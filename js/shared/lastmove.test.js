// ctx.previous (app.js) and the last-move helpers (lastmove.js).
import test from "node:test";
import assert from "node:assert/strict";
import { mount } from "./app.js";
import { changedKeys, markLast, same } from "./lastmove.js";
import { fakeModel, page, tick } from "../testing/jsdom.js";

function traits(step, left, seat = -1) {
  return { game_name: "nim", title: "Nim", players: ["ann", "bob"], seat, locked: false,
    view: { left }, legal: [], current_player: 0, phase: "Take", phase_id: "take", phases: [],
    scores: { totals: {}, winners: [], items: [] }, history: [], step, can_undo: false,
    can_redo: false, over: false, error: {}, hint: "", coach: {}, review: {},
    has_automaton: false };
}

function mountSeen() {
  const seen = [];
  const { el } = page();
  const model = fakeModel(traits(0, 5));
  mount({ draw: (ctx) => seen.push(ctx.previous) }, model, el);
  return { seen, model };
}

test("previous: the view one step back after a move, kept while the step is shown", async () => {
  const { seen, model } = mountSeen();
  assert.equal(seen.at(-1), null);  // the first drawing has no last move
  model.set("view", { left: 3 });
  model.set("step", 1);
  await tick();
  assert.deepEqual(seen.at(-1), { left: 5 });
  model.set("hint", "take 1");  // a redraw at the same step keeps the last move
  await tick();
  assert.deepEqual(seen.at(-1), { left: 5 });
});

test("previous: none after a step back, a jump or a change of seat", async () => {
  const { seen, model } = mountSeen();
  model.set("view", { left: 1 });
  model.set("step", 2);  // a jump of two steps
  await tick();
  assert.equal(seen.at(-1), null);
  model.set("view", { left: 3 });
  model.set("step", 1);  // back one step
  await tick();
  assert.equal(seen.at(-1), null);
  model.set("seat", 1);
  await tick();
  assert.equal(seen.at(-1), null);
});

test("changedKeys and markLast", () => {
  assert.deepEqual(changedKeys({ a: 1, b: [1] }, { a: 1, b: [2], c: 0 }), ["b", "c"]);
  assert.deepEqual(changedKeys(null, { a: 1 }), ["a"]);
  assert.ok(same({ a: [1] }, { a: [1] }));
  const { el } = page();
  const node = el.ownerDocument.createElement("div");
  markLast(node, true);
  assert.deepEqual([...node.classList], ["sw-last", "sw-enter"]);
});
