// Zoom and projector size, rules on hover, the turn summary, the score sheet's disclosure and
// the log's current step (the generic board and a fake board against the fake model).
import test from "node:test";
import assert from "node:assert/strict";
import widget from "../entries/generic.js";
import { createApp } from "./app.js";
import { LONG_PRESS_MS } from "./hover.js";
import { byTestId, click, fakeModel, page, press, tick } from "../testing/jsdom.js";

function nim(overrides = {}) {
  return {
    game_name: "nim", title: "Nim", players: ["ann", "bob"], seat: -1, locked: false,
    view: { left: 5, events: ["bob's pile refilled"] }, current_player: 0, phase: "① Take",
    phase_id: "take", phases: [{ id: "take", label: "① Take" }, { id: "over", label: "② Over" }],
    legal: [{ id: 0, type: "take", label: "take 1", action: { type: "take", count: 1 } }],
    scores: { totals: { ann: 3, bob: 0 }, winners: [], items: [
      { player: "ann", source: "Pile", points: 3, why: "took 3 counters", rule: "Nim §2" }] },
    history: [
      { step: 0, label: "Setup", player: "", phase: "Take", future: false },
      { step: 1, label: "take 2", player: "ann", phase: "Take", future: false },
    ],
    step: 1, can_undo: true, can_redo: false, over: false, error: {}, hint: "", coach: {},
    review: {}, has_automaton: false, ...overrides,
  };
}

function mountWith(module, overrides) {
  const p = page();
  const model = fakeModel(nim(overrides));
  const cleanup = module.render({ model, el: p.el });
  return { ...p, model, cleanup, app: () => byTestId(p.el, "sw-app") };
}

/** A board with pieces that carry rules and a summary of what changed. */
const fakeBoard = {
  onBoard: ["take"],
  draw(ctx, el) {
    const pile = ctx.doc.createElement("button");
    pile.setAttribute("data-testid", "pile");
    pile.setAttribute("data-rule", "Pile — take 1 to 3 counters (Nim §1)");
    pile.textContent = String(ctx.view.left);
    el.append(pile);
  },
  summary(previous, view, ctx) {
    const taken = previous.left - view.left;
    return taken > 0 ? [`${ctx.players[ctx.current === 0 ? 1 : 0]} took ${taken}`] : [];
  },
};

async function moved(model, left, step) {
  model.set("view", { left });
  model.set("history", [...model.get("history"),
    { step, label: `take ${step}`, player: "bob", phase: "Take", future: false }]);
  model.set("step", step);
  await tick();
}

test("zoom: − and + step --sw-zoom; projector is 1.6 with a larger side panel", () => {
  const { el, window, app, model } = mountWith(widget);
  assert.equal(app().style.getPropertyValue("--sw-zoom"), "1");
  assert.equal(byTestId(el, "zoom-level").textContent, "100%");
  click(window, byTestId(el, "btn-zoom-in"));
  assert.equal(app().style.getPropertyValue("--sw-zoom"), "1.25");
  click(window, byTestId(el, "btn-zoom-out"));
  click(window, byTestId(el, "btn-zoom-out"));
  assert.equal(app().style.getPropertyValue("--sw-zoom"), "0.75");
  assert.ok(byTestId(el, "btn-zoom-out").disabled, "no step below the smallest");
  click(window, byTestId(el, "btn-projector"));
  assert.equal(app().style.getPropertyValue("--sw-zoom"), "1.6");
  assert.ok(app().classList.contains("sw-projector"));
  assert.equal(byTestId(el, "btn-projector").getAttribute("aria-pressed"), "true");
  click(window, byTestId(el, "btn-zoom-in"));  // from the projector size, one step larger
  assert.equal(app().style.getPropertyValue("--sw-zoom"), "1.75");
  assert.ok(!app().classList.contains("sw-projector"));
  assert.deepEqual(model.sent, [], "the size is the browser's choice: nothing goes to Python");
});

test("zoom: the choice survives a redraw from Python", async () => {
  const { el, window, app, model } = mountWith(widget);
  click(window, byTestId(el, "btn-projector"));
  await moved(model, 3, 2);
  assert.equal(byTestId(el, "log-entry-2").getAttribute("aria-current"), "step");
  assert.equal(app().style.getPropertyValue("--sw-zoom"), "1.6");
  assert.equal(byTestId(el, "btn-projector").getAttribute("aria-pressed"), "true");
  assert.equal(byTestId(el, "zoom-level").textContent, "160%");
});

test("rules on hover: one tooltip for any [data-rule], text only, hidden on leave", () => {
  const { el, window } = mountWith(createApp(fakeBoard));
  const tip = byTestId(el, "rule-tip");
  assert.equal(tip.getAttribute("role"), "tooltip");
  assert.ok(tip.hidden);
  const pile = byTestId(el, "pile");
  pile.dispatchEvent(new window.MouseEvent("pointerover", { bubbles: true }));
  assert.ok(!tip.hidden);
  assert.equal(tip.textContent, "Pile — take 1 to 3 counters (Nim §1)");
  assert.equal(pile.getAttribute("aria-describedby"), tip.id);
  assert.equal(tip.children.length, 0);
  byTestId(el, "btn-undo").dispatchEvent(new window.MouseEvent("pointerover", { bubbles: true }));
  assert.match(tip.textContent, /^Undo — /);
  assert.equal(pile.getAttribute("aria-describedby"), null);
  byTestId(el, "btn-undo").dispatchEvent(new window.MouseEvent("pointerout", { bubbles: true,
    relatedTarget: byTestId(el, "prompt") }));
  assert.ok(tip.hidden);
  assert.equal(el.querySelectorAll("[data-testid=rule-tip]").length, 1);
});

test("rules on focus: shown on focus, hidden on blur and on Escape", () => {
  const { el, window } = mountWith(createApp(fakeBoard));
  const tip = byTestId(el, "rule-tip");
  byTestId(el, "pile").focus();
  assert.ok(!tip.hidden);
  assert.match(tip.textContent, /^Pile/);
  byTestId(el, "pile").blur();
  assert.ok(tip.hidden);
  byTestId(el, "btn-hint").focus();
  assert.match(tip.textContent, /^Hint — /);
  press(window, byTestId(el, "btn-hint"), "Escape");
  assert.ok(tip.hidden);
});

test("rules on a long-press: after 500 ms, not on a short tap; hidden on the next redraw", async () => {
  const { el, window, model } = mountWith(createApp(fakeBoard));
  const tip = byTestId(el, "rule-tip");
  const touch = (type, node) => node.dispatchEvent(new window.Event(type, { bubbles: true,
    cancelable: true }));
  touch("touchstart", byTestId(el, "pile"));
  touch("touchend", byTestId(el, "pile"));
  await new Promise((resolve) => setTimeout(resolve, LONG_PRESS_MS + 50));
  assert.ok(tip.hidden, "a tap is not a long-press");
  touch("touchstart", byTestId(el, "pile"));
  await new Promise((resolve) => setTimeout(resolve, LONG_PRESS_MS + 50));
  assert.ok(!tip.hidden);
  const end = new window.Event("touchend", { bubbles: true, cancelable: true });
  byTestId(el, "pile").dispatchEvent(end);
  assert.ok(end.defaultPrevented, "the lifted finger does not click (play) as well");
  model.set("hint", "take 1");
  await tick();
  assert.ok(tip.hidden, "hidden on the next redraw");
});

test("rules tooltip stays inside the window", () => {
  const { el, window } = mountWith(createApp(fakeBoard));
  const tip = byTestId(el, "rule-tip");
  const pile = byTestId(el, "pile");
  const box = (left, top, width, height) => () => ({ left, top, width, height,
    right: left + width, bottom: top + height, x: left, y: top });
  Object.defineProperty(window.document.documentElement, "clientWidth", { value: 800 });
  Object.defineProperty(window.document.documentElement, "clientHeight", { value: 600 });
  Object.defineProperty(tip, "offsetWidth", { value: 300 });
  Object.defineProperty(tip, "offsetHeight", { value: 40 });
  byTestId(el, "sw-app").getBoundingClientRect = box(0, 0, 800, 600);
  pile.getBoundingClientRect = box(780, 580, 20, 20);  // bottom-right corner
  pile.dispatchEvent(new window.MouseEvent("pointerover", { bubbles: true }));
  assert.equal(tip.style.left, `${800 - 300 - 4}px`);
  assert.equal(tip.style.top, `${580 - 40 - 6}px`, "above the element when there is no room below");
  pile.getBoundingClientRect = box(0, 10, 20, 20);  // top-left corner
  pile.dispatchEvent(new window.MouseEvent("pointerout", { bubbles: true }));
  pile.dispatchEvent(new window.MouseEvent("pointerover", { bubbles: true }));
  assert.equal(tip.style.left, "4px");
  assert.equal(tip.style.top, `${30 + 6}px`);
});

test("shared controls carry their rule: toolbar, phase bar, score rows, replay bar", () => {
  const { el } = mountWith(widget);
  for (const id of ["btn-undo", "btn-redo", "btn-step", "btn-hint", "btn-zoom-in",
    "btn-zoom-out", "btn-projector", "replay-prev", "replay-next", "replay-slider",
    "replay-play", "replay-speed", "seat-picker"]) {
    assert.ok(byTestId(el, id).getAttribute("data-rule"), id);
  }
  assert.match(byTestId(el, "phase-take").getAttribute("data-rule"), /① Take.*in this step now/);
  assert.doesNotMatch(byTestId(el, "phase-over").getAttribute("data-rule"), /now/);
  assert.equal(byTestId(el, "score-item-0-0").getAttribute("data-rule"),
    "Pile: +3 — took 3 counters (Nim §2)");
});

test("turn summary: after a move, 'Last move', the log's label and the board's sentences", async () => {
  const { el, model } = mountWith(createApp(fakeBoard));
  assert.equal(byTestId(el, "turn-summary"), null, "no last move on the first drawing");
  assert.ok(byTestId(el, "events"), "without a summary the automatic events are listed");
  await moved(model, 2, 2);
  const box = byTestId(el, "turn-summary");
  assert.ok(box);
  assert.equal(box.querySelector("h3").textContent, "Last move");
  assert.equal(byTestId(el, "turn-summary-move").textContent, "2. bob: take 2");
  assert.deepEqual([...box.querySelectorAll("li")].map((li) => li.textContent), ["bob took 3"]);
  assert.equal(byTestId(el, "events"), null, "the summary says it: no second list");
  // between the prompt and the action buttons
  const order = [...el.querySelectorAll("[data-testid]")].map((n) => n.getAttribute("data-testid"));
  assert.ok(order.indexOf("prompt") < order.indexOf("turn-summary"));
  assert.ok(order.indexOf("turn-summary") < order.indexOf("actions"));
  model.set("step", 1);  // a step back: no last move
  await tick();
  assert.equal(byTestId(el, "turn-summary"), null);
});

test("turn summary: absent when the board has none or its list is empty", async () => {
  const generic = mountWith(widget);
  await moved(generic.model, 2, 2);
  assert.equal(byTestId(generic.el, "turn-summary"), null);
  const fake = mountWith(createApp(fakeBoard));
  await moved(fake.model, 5, 2);  // nothing taken: an empty list
  assert.equal(byTestId(fake.el, "turn-summary"), null);
});

test("the log marks the step shown (▶, bold bar), and the last move after a move", async () => {
  const { el, model } = mountWith(widget);
  assert.match(byTestId(el, "log-entry-1").textContent, /^▶ 1\. ann: take 2/);
  assert.doesNotMatch(byTestId(el, "log-entry-0").textContent, /▶/);
  assert.ok(!byTestId(el, "log-entry-1").classList.contains("sw-log-last"));
  await moved(model, 4, 2);
  const entry = byTestId(el, "log-entry-2");
  assert.ok(entry.classList.contains("sw-current") && entry.classList.contains("sw-log-last"));
  assert.doesNotMatch(byTestId(el, "log-entry-1").textContent, /▶/);
});

test("score sheet: a disclosure control that opens every point's reason, kept open", async () => {
  const { el, window, model } = mountWith(widget);
  const toggle = () => byTestId(el, "score-sheet-toggle");
  assert.equal(toggle().getAttribute("aria-expanded"), "false");
  assert.match(toggle().textContent, /^▸ Score sheet — open for every point's reason/);
  assert.ok(byTestId(el, "score-items-0").hidden);
  assert.match(byTestId(el, "score-total-0").textContent, /3 points/);
  click(window, toggle());
  assert.equal(toggle().getAttribute("aria-expanded"), "true");
  assert.ok(!byTestId(el, "score-items-0").hidden);
  assert.match(byTestId(el, "score-item-0-0").textContent, /took 3 counters/);
  await moved(model, 1, 2);
  assert.equal(toggle().getAttribute("aria-expanded"), "true", "open across redraws");
  click(window, toggle());
  assert.ok(byTestId(el, "score-items-0").hidden);
  assert.deepEqual(model.sent, []);
});

test("a redraw rebuilds a side panel only when what it shows changed", async () => {
  const { el, model } = mountWith(widget);
  // a panel drawn again is morphed in (morph.js): an attribute it never draws is dropped
  const probe = (id) => { byTestId(el, id).setAttribute("data-probe", "kept"); };
  const kept = (id) => byTestId(el, id).getAttribute("data-probe") === "kept";
  for (const id of ["log", "score-sheet", "phase-bar"]) probe(id);
  model.set("hint", "take 1");  // only the message area changes
  await tick();
  assert.ok(kept("log") && kept("score-sheet") && kept("phase-bar"));
  model.set("scores", { totals: { ann: 4, bob: 0 }, winners: [], items: [] });
  await tick();
  assert.equal(kept("score-sheet"), false);
  assert.match(byTestId(el, "score-total-0").textContent, /4 points/);
  assert.ok(kept("log"));
  await moved(model, 3, 2);
  assert.equal(kept("log"), false);
  assert.ok(byTestId(el, "log-entry-2"));
});

test("the log scrolls its own list to the step shown, never the page around the board", async () => {
  const { el, window, model } = mountWith(widget);
  let scrolled = 0;
  window.Element.prototype.scrollIntoView = () => { scrolled += 1; };
  await moved(model, 3, 2);
  assert.equal(scrolled, 0);
  assert.equal(byTestId(el, "log-entry-2").getAttribute("aria-current"), "step");
});

test("a click that sends a move redraws nothing until Python answers, but clears the message", async () => {
  let draws = 0;
  const counting = { ...fakeBoard, draw(ctx, el) { draws += 1; fakeBoard.draw(ctx, el); } };
  const { el, window, model } = mountWith(createApp(counting));
  model.set("error", { rule: "Nim §1", reason: "take 1 to 3" });
  await tick();
  assert.ok(byTestId(el, "error-banner"));
  const before = draws;
  click(window, byTestId(el, "btn-undo"));
  assert.equal(byTestId(el, "error-banner"), null, "the message area is cleared at once");
  await tick();
  assert.equal(draws, before, "no redraw of the board before Python answers");
  assert.deepEqual(model.sent, [{ type: "undo" }]);
});

test("score sheet: the board's unit (Sky Towers counts kites); log labels in the board's words", async () => {
  const { mount } = await import("./app.js");
  const { fakeModel, page } = await import("../testing/jsdom.js");
  const { el } = page();
  const model = fakeModel({ game_name: "g", title: "G", players: ["ann", "bob"], seat: -1,
    locked: false, view: {}, legal: [], current_player: 0, phase: "P", phase_id: "p", phases: [],
    scores: { totals: { ann: 1, bob: 3 }, winners: [], items: [], unit: "kite" },
    history: [{ step: 0, label: "Setup", player: "", phase: "P", future: false },
      { step: 1, label: "pass and take BON8", player: "ann", phase: "P", future: false }],
    step: 1, can_undo: true, can_redo: false, over: false, error: {}, hint: "", coach: {},
    review: {}, has_automaton: false });
  mount({ draw() {}, labelWords: (label) => label.replace("BON8", "Bonus 8") }, model, el);
  const totals = [...el.querySelectorAll(".sw-score-points")].map((n) => n.textContent);
  assert.deepEqual(totals, ["1 kite", "3 kites"]);
  const log = el.querySelector('[data-testid="log"]').textContent;
  assert.ok(log.includes("pass and take Bonus 8"), log);
  assert.ok(!log.includes("BON8"), log);
});

test("Last move box: a long step label is cut, whole on hover", async () => {
  const { shortLabel, SHORT } = await import("./summary.js");
  const long = "3. Taroma: 1D Flip and Play: flip the top card of the deck and play it on the tower it completes, else on the rightmost tower, paying nothing";
  const cut = shortLabel(long);
  assert.ok(cut.length <= SHORT + 2 && cut.endsWith("…"), cut);
  assert.equal(shortLabel("2. ann: take 2"), "2. ann: take 2");
});
