// Shared behaviour of every board: a dead kernel, the one message area, locked seat views and
// the replay bar (rendered through the generic board against the fake model).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import widget from "../entries/generic.js";
import { byTestId, click, fakeModel, page, press, tick } from "../testing/jsdom.js";

const HERE = dirname(fileURLToPath(import.meta.url));

function nim(overrides = {}) {
  return {
    game_name: "nim", title: "Nim", players: ["ann", "bob"], seat: -1, locked: false,
    view: { left: 5 }, current_player: 0, phase: "Take", phase_id: "take",
    phases: [{ id: "take", label: "① Take" }],
    legal: [{ id: 0, type: "take", label: "take 1", action: { type: "take", count: 1 } }],
    scores: { totals: {}, winners: [], items: [] },
    history: [
      { step: 0, label: "Setup", player: "", phase: "Take", future: false },
      { step: 1, label: "take 2", player: "ann", phase: "Take", future: false },
      { step: 2, label: "take 1", player: "bob", phase: "Take", future: false },
      { step: 3, label: "take 1", player: "ann", phase: "Take", future: true },
    ],
    step: 2, can_undo: true, can_redo: true, over: false, error: {}, hint: "", coach: {},
    has_automaton: false, ...overrides,
  };
}

/** Wait until `check()` is true (timers run late on a loaded machine), at most 5 s. */
async function until(check) {
  for (let waited = 0; !check() && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.ok(check(), "timed out");
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function mount(overrides) {
  const p = page();
  const model = fakeModel(nim(overrides));
  const cleanup = widget.render({ model, el: p.el });
  return { ...p, model, cleanup };
}

test("a restarted kernel: banner, board greyed, every control disabled, clicks send nothing", async () => {
  const { el, window, model } = mount();
  assert.equal(byTestId(el, "dead-banner"), null);
  model.trigger("comm_live_update");  // what the widget manager does on a kernel restart
  await tick();
  const banner = byTestId(el, "dead-banner");
  assert.match(banner.textContent, /kernel restarted — run the cell again/);
  assert.equal(banner.getAttribute("role"), "alert");
  assert.ok(byTestId(el, "sw-app").classList.contains("sw-dead"));
  for (const node of el.querySelectorAll("button, select, input")) assert.ok(node.disabled);
  click(window, byTestId(el, "btn-undo"));
  press(window, byTestId(el, "sw-app"), "u");
  click(window, byTestId(el, "action-take"));
  assert.deepEqual(model.sent, []);
  model.set("step", 3);  // a late update does not revive it
  await tick();
  assert.ok(byTestId(el, "dead-banner") && byTestId(el, "btn-hint").disabled);
});

test("a send that fails (a closed comm) also marks the board dead", async () => {
  const { el, window, model } = mount();
  model.failSend = true;
  click(window, byTestId(el, "btn-hint"));
  await tick();
  assert.ok(byTestId(el, "dead-banner"));
  assert.ok(byTestId(el, "btn-undo").disabled);
});

test("one message area: the newest of error, notice, offer and hint wins", async () => {
  const { el, window, model } = mount();
  const area = byTestId(el, "messages");
  model.set("error", { rule: "Nim §1", reason: "take 1 to 3" });
  await tick();
  assert.ok(byTestId(area, "error-banner"));
  model.set("hint", "ann could: take 1.");
  await tick();
  assert.ok(byTestId(area, "hint") && !byTestId(el, "error-banner"), "the hint replaced the error");
  model.set("error", { rule: "Nim §2", reason: "not your turn" });
  await tick();
  assert.equal(area.children.length, 1);
  assert.equal(byTestId(el, "error-reason").textContent, "not your turn");
  assert.equal(byTestId(el, "hint"), null);
  click(window, byTestId(el, "btn-undo"));  // the next action clears it
  await tick();
  assert.equal(area.children.length, 0);
});

test("the same refusal twice shows again, even after it was dismissed", async () => {
  const { el, window, model } = mount();
  const error = { rule: "Nim §1", reason: "take 1 to 3" };
  model.set("error", error);
  await tick();
  click(window, byTestId(el, "error-dismiss"));
  assert.equal(byTestId(el, "error-banner"), null);
  model.set("error", {});  // Python re-sends a repeated error as {} then the error
  model.set("error", error);
  await tick();
  assert.ok(byTestId(el, "error-banner"));
});

test("the focus ring is dashed in the text colour, never the accent blue of legal targets", () => {
  const css = readFileSync(join(HERE, "base.css"), "utf8");
  const rule = css.slice(css.indexOf(".sw-app :focus-visible"));
  const body = rule.slice(0, rule.indexOf("}"));
  assert.match(body, /outline: 3px dashed var\(--sw-focus\)/);
  assert.doesNotMatch(body, /accent/);
  assert.doesNotMatch(css.match(/--sw-focus: [^;]+;/)[0], /brand|accent|1976d2/);
});

test("a locked seat view: no seat picker, no replay bar, no log jumps", async () => {
  const { el } = mount({ seat: 1, locked: true, current_player: 1 });
  assert.equal(byTestId(el, "seat-picker"), null);
  assert.match(byTestId(el, "seat-locked").textContent, /bob's board \(seat 2\)/);
  assert.ok(byTestId(el, "replay-bar").hidden);
  for (const entry of byTestId(el, "log").querySelectorAll("button")) assert.ok(entry.disabled);
  assert.ok(!byTestId(el, "btn-step").disabled && !byTestId(el, "btn-hint").disabled);
});

test("a seat view on another's turn: bot move and hint are disabled (not the teacher's)", () => {
  const { el } = mount({ seat: 1, current_player: 0, legal: [] });
  assert.ok(byTestId(el, "btn-step").disabled && byTestId(el, "btn-hint").disabled);
  assert.ok(byTestId(el, "seat-picker") && !byTestId(el, "replay-bar").hidden);
  const teacher = mount({ seat: -1, current_player: 0 }).el;
  assert.ok(!byTestId(teacher, "btn-step").disabled && !byTestId(teacher, "btn-hint").disabled);
});

test("replay bar: slider over the log's steps, ◀ ▶ send goto", async () => {
  const { el, window, model } = mount();
  const slider = byTestId(el, "replay-slider");
  assert.equal(slider.max, "3");
  assert.equal(slider.value, "2");
  assert.match(byTestId(el, "replay-position").textContent, /Step 2 of 3/);
  click(window, byTestId(el, "replay-prev"));
  click(window, byTestId(el, "replay-next"));
  slider.value = "0";
  slider.dispatchEvent(new window.Event("input", { bubbles: true }));
  assert.match(byTestId(el, "replay-position").textContent, /Step 0 of 3/);
  slider.dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.deepEqual(model.sent, [{ type: "goto", step: 1 }, { type: "goto", step: 3 },
    { type: "goto", step: 0 }]);
  model.set("step", 3);
  await tick();
  assert.ok(byTestId(el, "replay-next").disabled && slider.value === "3");
});

test("replay autoplay steps forward at the chosen speed and stops at the end", async () => {
  const { el, window, model } = mount({ step: 1 });
  byTestId(el, "replay-speed").value = "250";
  click(window, byTestId(el, "replay-play"));
  assert.match(byTestId(el, "replay-play").textContent, /Pause/);
  await until(() => model.sent.length === 1);
  assert.deepEqual(model.sent, [{ type: "goto", step: 2 }]);
  await pause(300);
  assert.equal(model.sent.length, 1, "it waits for Python to move");
  model.set("step", 2);
  await until(() => model.sent.length === 2);
  assert.deepEqual(model.sent.at(-1), { type: "goto", step: 3 });
  model.set("step", 3);
  await tick();
  assert.match(byTestId(el, "replay-play").textContent, /Play/);
  await pause(300);
  assert.equal(model.sent.length, 2);
});

test("autoplay pauses on a click and stops when Python refuses a step", async () => {
  const { el, window, model } = mount({ step: 0 });
  byTestId(el, "replay-speed").value = "250";
  click(window, byTestId(el, "replay-play"));
  click(window, byTestId(el, "replay-play"));
  await pause(300);
  assert.deepEqual(model.sent, []);
  click(window, byTestId(el, "replay-play"));
  await until(() => model.sent.length === 1);
  model.set("error", { rule: "undo policy", reason: "strict undo" });
  await tick();
  assert.match(byTestId(el, "replay-play").textContent, /Play/);
});
