// The shared layer (phase bar, actions, score sheet, log, error banner, seat picker, keys),
// rendered through the generic board against a fake model.
import test from "node:test";
import assert from "node:assert/strict";
import widget from "../entries/generic.js";
import * as generic from "../generic/board.js";
import { mount } from "./app.js";
import { byTestId, click, fakeModel, page, press, tick } from "../testing/jsdom.js";

function nim(overrides = {}) {
  return {
    game_name: "nim", title: "Nim", players: ["<b>x</b>", "bob"], seat: -1,
    view: { left: 5 }, current_player: 0, phase: "Take", phase_id: "take",
    phases: [{ id: "take", label: "① Take" }, { id: "over", label: "Over" }],
    legal: [
      { id: 0, type: "take", label: "take 1", action: { type: "take", count: 1 } },
      { id: 1, type: "take", label: "take 2", action: { type: "take", count: 2 } },
      { id: 2, type: "end_turn", label: "end the turn", action: { type: "end_turn" } },
    ],
    scores: { totals: { "<b>x</b>": 3, bob: 0 }, winners: [], items: [
      { player: "<b>x</b>", source: "Pile", points: 3, why: "took <i>3</i>", rule: "Nim §2" }] },
    history: [
      { step: 0, label: "Setup", player: "", phase: "Take", future: false },
      { step: 1, label: "take 2", player: "<b>x</b>", phase: "Take", future: false },
      { step: 2, label: "take 1", player: "bob", phase: "Take", future: false },
      { step: 3, label: "take 1", player: "<b>x</b>", phase: "Take", future: true },
    ],
    step: 2, can_undo: true, can_redo: true, over: false, error: {}, hint: "",
    coach: {}, review: {}, has_automaton: false, ...overrides,
  };
}

function mountNim(overrides) {
  const p = page();
  const model = fakeModel(nim(overrides));
  const cleanup = widget.render({ model, el: p.el });
  return { ...p, model, cleanup };
}

test("layout: board left, then phase bar, prompt, actions, score sheet and log", () => {
  const { el } = mountNim();
  for (const id of ["board", "phase-bar", "prompt", "actions", "score-sheet", "log",
    "seat-picker", "toolbar"]) {
    assert.ok(byTestId(el, id), `missing ${id}`);
  }
  const current = byTestId(el, "phase-take");
  assert.equal(current.getAttribute("aria-current"), "step");
  assert.equal(byTestId(el, "phase-over").getAttribute("aria-current"), null);
  assert.equal(byTestId(el, "view-left").textContent, "5");
});

test("user text is set as text: a player named <b>x</b> renders literally", () => {
  const { el } = mountNim();
  assert.equal(el.querySelector("b"), null);
  assert.equal(el.querySelector("i"), null);
  assert.match(byTestId(el, "turn").textContent, /<b>x<\/b> to play/);
  assert.match(byTestId(el, "score-total-0").textContent, /<b>x<\/b>/);
  assert.match(byTestId(el, "score-item-0-0").textContent, /took <i>3<\/i>/);
  assert.match(byTestId(el, "log-entry-1").textContent, /<b>x<\/b>: take 2/);
  const options = [...byTestId(el, "seat-picker").options].map((o) => o.textContent);
  assert.deepEqual(options, ["Teacher (sees everything)", "<b>x</b> (seat 1)", "bob (seat 2)"]);
});

test("action buttons are grouped by type and send the action", () => {
  const { el, window, model } = mountNim();
  assert.ok(byTestId(el, "action-group-take"));
  assert.ok(byTestId(el, "action-take-0") && byTestId(el, "action-take-1"));
  click(window, byTestId(el, "action-end_turn"));
  click(window, byTestId(el, "action-take-1"));
  assert.deepEqual(model.sent, [
    { type: "play", action: { type: "end_turn" } },
    { type: "play", action: { type: "take", count: 2 } },
  ]);
});

test("score sheet shows every item with its why and its rule", () => {
  const { el } = mountNim();
  const item = byTestId(el, "score-item-0-0");
  assert.match(item.textContent, /\+3/);
  assert.match(item.textContent, /Pile/);
  assert.match(item.textContent, /Nim §2/);
  assert.match(byTestId(el, "score-total-0").textContent, /3 points/);
});

test("log entries send goto; the current step is marked and undone ones dimmed", () => {
  const { el, window, model } = mountNim();
  assert.equal(byTestId(el, "log-entry-2").getAttribute("aria-current"), "step");
  assert.ok(byTestId(el, "log-entry-3").classList.contains("sw-future"));
  click(window, byTestId(el, "log-entry-1"));
  click(window, byTestId(el, "log-entry-0"));
  assert.deepEqual(model.sent, [{ type: "goto", step: 1 }, { type: "goto", step: 0 }]);
});

test("seat picker sends the chosen seat (-1 = teacher)", () => {
  const { el, window, model } = mountNim({ seat: 1 });
  const picker = byTestId(el, "seat-picker");
  assert.equal(picker.value, "1");
  picker.value = "0";
  picker.dispatchEvent(new window.Event("change", { bubbles: true }));
  picker.value = "-1";
  picker.dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.deepEqual(model.sent, [{ type: "seat", seat: 0 }, { type: "seat", seat: -1 }]);
});

test("keys: u undo, r redo; ignored with modifiers and inside the seat picker", () => {
  const { el, window, model } = mountNim();
  const root = byTestId(el, "sw-app");
  press(window, root, "u");
  press(window, root, "r");
  press(window, root, "r", { ctrlKey: true });
  press(window, byTestId(el, "seat-picker"), "u");
  assert.deepEqual(model.sent, [{ type: "undo" }, { type: "redo" }]);
});

test("handled keys do not reach JupyterLab's shortcuts", () => {
  const { el, window, document } = mountNim();
  let reached = 0;
  document.body.addEventListener("keydown", () => { reached += 1; });
  const event = new window.KeyboardEvent("keydown", { key: "u", bubbles: true, cancelable: true });
  byTestId(el, "sw-app").dispatchEvent(event);
  assert.equal(reached, 0);
  assert.equal(event.defaultPrevented, true);
  assert.equal(byTestId(el, "sw-app").getAttribute("data-lm-suppress-shortcuts"), "true");
  press(window, byTestId(el, "sw-app"), "x");
  assert.equal(reached, 1);
});

test("toolbar buttons send undo, redo, step and hint; disabled when not possible", () => {
  const { el, window, model } = mountNim({ can_redo: false });
  assert.ok(byTestId(el, "btn-redo").disabled);
  for (const id of ["btn-undo", "btn-step", "btn-hint"]) click(window, byTestId(el, id));
  assert.deepEqual(model.sent, [{ type: "undo" }, { type: "step" }, { type: "hint" }]);
});

test("every acting message carries the version the board showed (stale clicks refused)", async () => {
  const { el, window, model } = mountNim({ version: 7 });
  click(window, byTestId(el, "btn-undo"));
  click(window, byTestId(el, "btn-hint"));
  assert.deepEqual(model.shown, [7, undefined]);  // a hint acts on nothing
  model.set("version", 8);
  model.set("step", 3);
  await tick();
  click(window, byTestId(el, "btn-redo"));
  click(window, byTestId(el, "log-entry-1"));
  press(window, byTestId(el, "sw-app"), "u");
  assert.deepEqual(model.shown.slice(2), [8, 8, 8]);
  assert.deepEqual(model.sent.slice(2).map((m) => m.type), ["redo", "goto", "undo"]);
});

test("a locked board says why Undo is off", async () => {
  const { el, model } = mountNim({ seat: 1, locked: true, can_undo: false,
    undo_note: "Undo is off: bob's move is final: another player is to act." });
  const undo = byTestId(el, "btn-undo");
  assert.ok(undo.disabled);
  assert.match(undo.getAttribute("aria-label"), /final/);
  assert.match(byTestId(el, "undo-note").textContent, /bob's move is final/);
  model.set("undo_note", "");
  model.set("can_undo", true);
  await tick();
  assert.equal(byTestId(el, "undo-note"), null);
  assert.equal(byTestId(el, "btn-undo").disabled, false);
});

test("error banner shows the rule text, updates with the model, can be dismissed", async () => {
  const { el, window, model } = mountNim();
  assert.equal(byTestId(el, "error-banner"), null);
  model.set("error", { rule: "Nim rule 1", reason: "take 1 to 3 counters" });
  await tick();
  const banner = byTestId(el, "error-banner");
  assert.equal(banner.getAttribute("role"), "alert");
  assert.equal(byTestId(el, "error-rule").textContent, "Nim rule 1");
  assert.equal(byTestId(el, "error-reason").textContent, "take 1 to 3 counters");
  click(window, byTestId(el, "error-dismiss"));
  assert.equal(byTestId(el, "error-banner"), null);
  model.set("error", { rule: "widget message", reason: "<script>bad</script>" });
  await tick();
  assert.equal(byTestId(el, "error-reason").textContent, "<script>bad</script>");
  assert.equal(el.querySelector("script"), null);
});

test("hint and automatic events appear in the prompt", async () => {
  const { el, model } = mountNim();
  model.set("hint", "bob could: take 1.");
  model.set("view", { left: 4, events: ["① income: nothing", "⑥ drew a tile"] });
  await tick();
  assert.equal(byTestId(el, "hint").textContent, "bob could: take 1.");
  assert.equal(byTestId(el, "events").querySelectorAll("li").length, 2);
});

test("the coach lists its best moves with their values, and Play it plays one by id", async () => {
  const { el, window, model } = mountNim();
  model.set("hint", "bob could: take 2. Leaves a multiple of 3; you win about 80%.");
  model.set("coach", { id: 1, alternatives: [
    { id: 1, label: "take 2", value: 0.8, why: "leaves 3" },
    { id: 0, label: "take 1", value: 0.25, why: "leaves 4" },
  ] });
  await tick();
  const items = byTestId(el, "hint-moves").querySelectorAll("li");
  assert.equal(items.length, 2);
  assert.match(items[0].textContent, /take 2 \(80%\)/);
  assert.match(items[1].textContent, /take 1 \(25%\)/);
  model.sent.length = 0;
  click(window, byTestId(el, "hint-play-1"));
  assert.deepEqual(model.sent, [{ type: "play", id: 0 }]);
});

test("a runner-up within the search's noise is shown as about as good", async () => {
  const { el, model } = mountNim();
  model.set("hint", "bob could: take 2.");
  model.set("coach", { id: 1, alternatives: [
    { id: 1, label: "take 2", value: 0.65, why: "a", close: false },
    { id: 0, label: "take 1", value: 0.64, why: "b", close: true },
  ] });
  await tick();
  const items = byTestId(el, "hint-moves").querySelectorAll("li");
  assert.match(items[0].textContent, /take 2 \(65%\)/);
  assert.match(items[1].textContent, /take 1 \(64%, about as good\)/);
});

test("a seat view waiting for another player says so; game over names the winners", async () => {
  const { el, model } = mountNim({ seat: 1, legal: [] });
  assert.match(byTestId(el, "turn").textContent, /You are bob; waiting for <b>x<\/b>/);
  assert.equal(byTestId(el, "actions").children.length, 0);
  model.set("over", true);
  model.set("scores", { totals: { bob: 4 }, winners: ["bob"], items: [] });
  await tick();
  assert.equal(byTestId(el, "turn").textContent, "Game over. Winner: bob.");
  assert.match(byTestId(el, "score-total-1").textContent, /winner/);
});

test("focus survives a re-render and cleanup removes listeners and DOM", async () => {
  const { el, model, cleanup, document } = mountNim();
  byTestId(el, "action-end_turn").focus();
  model.set("step", 3);
  await tick();
  assert.equal(document.activeElement.getAttribute("data-testid"), "action-end_turn");
  assert.ok(model.listeners() > 0);
  cleanup();
  assert.equal(model.listeners(), 0);
  assert.equal(el.children.length, 0);
});

test("several trait changes in one sync render once", async () => {
  const { el } = page();
  const model = fakeModel(nim());
  let renders = 0;
  mount({ ...generic, draw(ctx, into) { renders += 1; generic.draw(ctx, into); } }, model, el);
  renders = 0;
  model.set("step", 3);
  model.set("view", { left: 2 });
  model.set("phase", "Take");
  await tick();
  assert.equal(renders, 1);
  assert.equal(byTestId(el, "view-left").textContent, "2");
});

test("a review marks its costliest steps in the log, with the coach's note", async () => {
  const { el, model } = mountNim();
  model.set("review", { steps: { 2: "costly: 10% after it; better: take 2 (90%)." },
    summary: "2 decisions reviewed", actions: 3 });
  await tick();
  const marked = byTestId(el, "log-entry-2");
  assert.ok(marked.classList.contains("sw-log-costly"));
  assert.match(marked.textContent, /^▶ ⚠ 2\./);  // the step shown, with the review mark
  assert.match(marked.getAttribute("aria-label"), /better: take 2/);
  assert.ok(!byTestId(el, "log-entry-1").classList.contains("sw-log-costly"));
});

test("a mouse press inside any board stays there (the notebook does not relayout the page)", () => {
  const p = mountNim();
  let reached = 0;
  p.document.body.addEventListener("mousedown", () => { reached += 1; });
  const button = p.el.querySelector("button");
  button.dispatchEvent(new p.window.MouseEvent("mousedown", { bubbles: true, cancelable: true }));
  assert.equal(reached, 0);
  const outside = p.document.createElement("div");
  p.document.body.append(outside);
  outside.dispatchEvent(new p.window.MouseEvent("mousedown", { bubbles: true }));
  assert.equal(reached, 1, "presses elsewhere still bubble");
  p.cleanup();
});
