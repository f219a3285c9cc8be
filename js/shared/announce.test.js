// The live region (announce.js): there, empty, before the first move; it says every move.
import test from "node:test";
import assert from "node:assert/strict";
import { mount } from "./app.js";
import { byTestId, fakeModel, page, tick } from "../testing/jsdom.js";

const SETUP = { step: 0, label: "Setup", player: "", phase: "Take", future: false };

function traits(step, left, history) {
  return { game_name: "nim", title: "Nim", players: ["ann", "bob"], seat: -1, locked: false,
    view: { left }, legal: [], current_player: step % 2, phase: "Take", phase_id: "take",
    phases: [], scores: { totals: {}, winners: [], items: [] }, history, step,
    can_undo: step > 0, can_redo: false, over: false, error: {}, hint: "", coach: {},
    review: {}, has_automaton: false };
}

const NIM = {
  draw: (ctx, el) => { el.textContent = `${ctx.view.left} left`; },
  summary: (previous, view) => [`took ${previous.left - view.left}`],
};

function moved(model, step, left, label, player) {
  const history = model.get("history").filter((e) => e.step < step);
  model.set("history", [...history, { step, label, player, phase: "Take", future: false }]);
  model.set("view", { left });
  model.set("current_player", step % 2);
  model.set("step", step);
}

test("the live region is in the page, empty, before the first move", () => {
  const { el } = page();
  mount(NIM, fakeModel(traits(0, 5, [SETUP])), el);
  const region = byTestId(el, "announce");
  assert.ok(region, "no live region");
  assert.equal(region.getAttribute("aria-live"), "polite");
  assert.equal(region.getAttribute("role"), "status");
  assert.equal(region.textContent, "");
});

test("every move is announced in the same region: label, what it did, whose turn", async () => {
  const { el } = page();
  const model = fakeModel(traits(0, 5, [SETUP]));
  mount(NIM, model, el);
  const region = byTestId(el, "announce");
  moved(model, 1, 3, "take 2", "ann");
  await tick();
  assert.equal(byTestId(el, "announce"), region, "the region was replaced");
  assert.equal(region.textContent, "Move 1. ann: take 2. took 2. bob to play — Take");
  moved(model, 2, 2, "take 1", "bob");
  await tick();
  assert.match(region.textContent, /^Move 2\. bob: take 1\. took 1\. ann to play/);
  // the summary box says it too, but is no live region of its own (said once)
  assert.equal(byTestId(el, "turn-summary").getAttribute("role"), null);
});

test("a step back or a jump is announced; a redraw of the same step is not", async () => {
  const { el } = page();
  const history = [SETUP, { step: 1, label: "take 2", player: "ann", phase: "Take", future: false }];
  const model = fakeModel(traits(1, 3, history));
  mount(NIM, model, el);
  const region = byTestId(el, "announce");
  model.set("view", { left: 5 });
  model.set("current_player", 0);
  model.set("step", 0);
  await tick();
  assert.equal(region.textContent, "Now at step 0: Setup. ann to play — Take");
  region.textContent = "";
  model.set("hint", "take 1");  // a change that is no move says nothing
  await tick();
  assert.equal(region.textContent, "");
});
