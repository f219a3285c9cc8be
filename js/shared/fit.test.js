// The layout that fits (fit.js): the board chooses side by side or stacked from its own width.
import test from "node:test";
import assert from "node:assert/strict";
import { mount } from "./app.js";
import { COLUMN, GAP, PAGE_MAX, SIDE_MIN, isNarrow, pageZoom, pinShift, watchFit } from "./fit.js";
import { byTestId, fakeModel, page } from "../testing/jsdom.js";

const TRAITS = { game_name: "nim", title: "Nim", players: ["ann", "bob"], seat: -1,
  locked: false, view: { left: 5 }, legal: [], current_player: 0, phase: "Take",
  phase_id: "take", phases: [], scores: { totals: {}, winners: [], items: [] }, history: [],
  step: 0, can_undo: false, can_redo: false, over: false, error: {}, hint: "", coach: {},
  review: {}, has_automaton: false };

/** A ResizeObserver stand-in: `fire()` runs every callback, as a change of size does. */
function fakeObserver(window) {
  const all = [];
  window.ResizeObserver = class {
    constructor(callback) { this.callback = callback; this.seen = []; all.push(this); }
    observe(node) { this.seen.push(node); }
    unobserve(node) { this.seen = this.seen.filter((n) => n !== node); }
    disconnect() { this.seen = []; }
  };
  return { fire: () => all.forEach((o) => o.callback([])), all };
}

/** Give `node` a width (jsdom lays nothing out). */
function widthOf(node, px) {
  Object.defineProperty(node, "clientWidth", { configurable: true, get: () => px });
}

test("narrow below the column at its zoom, the gap and the narrowest side panel", () => {
  const wide = COLUMN + GAP + SIDE_MIN;
  assert.equal(isNarrow(wide, 1), false);
  assert.equal(isNarrow(wide - 1, 1), true);
  assert.equal(isNarrow(wide, 1.6), true, "the projector's column needs more room");
  assert.equal(isNarrow(0, 1), false, "not laid out yet: no choice made");
});

test("the app measures its own width: stacked when narrow, side by side when wide", () => {
  const { el, window } = page();
  const observers = fakeObserver(window);
  mount({ draw() {} }, fakeModel(TRAITS), el);
  const root = byTestId(el, "sw-app");
  assert.ok(observers.all[0].seen.includes(root), "the app's own box is observed");
  assert.ok(root.querySelector(".sw-controls [data-testid=prompt]"), "the prompt is a control");
  assert.ok(root.querySelector(".sw-controls [data-testid=messages]"));
  assert.ok(root.querySelector(".sw-controls [data-testid=btn-undo]"));
  widthOf(root, 700);
  observers.fire();
  assert.ok(root.classList.contains("sw-narrow"));
  widthOf(root, 1200);
  observers.fire();
  assert.equal(root.classList.contains("sw-narrow"), false);
});

test("without a ResizeObserver (old browsers, jsdom) nothing is chosen and nothing breaks", () => {
  const { el } = page();
  const root = el.ownerDocument.createElement("div");
  el.append(root);
  const fit = watchFit(root, () => 1);
  fit.refit();
  fit.detach();
  assert.equal(root.classList.contains("sw-narrow"), false);
});

test("pinned controls: moved down to the visible top, never out of their box", () => {
  assert.equal(pinShift(100, 50, 0, 900), 0, "in view where they are: not moved");
  assert.equal(pinShift(-200, 50, 0, 900), 200, "scrolled above the top: moved to it");
  assert.equal(pinShift(-200, 50, 80, 900), 280, "the visible part starts lower (a toolbar)");
  assert.equal(pinShift(-800, 50, 0, 20), 770, "at the board's end they stop with it");
  assert.equal(pinShift(-800, 50, 0, -300), 450, "the board scrolled away: they end with it");
  assert.equal(pinShift(100, 50, 0, 120), 0, "never moved up");
});

test("a full page picks the zoom that fills it: wide and tall enough, up to the projector's", () => {
  assert.equal(pageZoom(1920, 1080), 1.5, "1920×1080: the column 960 px, not 640");
  assert.equal(pageZoom(3840, 2160), PAGE_MAX);
  assert.equal(pageZoom(1280, 720), 1, "a laptop: the usual size");
  assert.equal(pageZoom(800, 1080), 1, "never smaller than 1 (the app stacks instead)");
  assert.equal(pageZoom(0, 0), 1, "not laid out yet");
  for (const [w, h] of [[1920, 1080], [1600, 900], [2560, 1440]]) {
    const zoom = pageZoom(w, h);
    assert.equal(isNarrow(w, zoom), false, `${w}×${h}: the panel still fits beside the column`);
    assert.equal(Math.round(zoom * 20), zoom * 20, "in steps of 0.05");
  }
});

test("a full page (--sw-page: 1) shows the page's zoom until −/+ chooses one", () => {
  const { el, window } = page();
  const observers = fakeObserver(window);
  Object.defineProperty(window, "innerHeight", { configurable: true, get: () => 1080 });
  const { update } = mount({ draw() {} }, fakeModel(TRAITS), el);
  const root = byTestId(el, "sw-app");
  root.style.setProperty("--sw-page", "1");
  widthOf(root, 1920);
  observers.fire();
  update();
  assert.equal(root.style.getPropertyValue("--sw-zoom"), "1.5");
  assert.ok(root.classList.contains("sw-page"));
  assert.equal(byTestId(el, "zoom-level").textContent, "150%");
  byTestId(el, "btn-zoom-out").click();
  assert.equal(root.style.getPropertyValue("--sw-zoom"), "1.25", "one step down from 150%");
  observers.fire();
  update();
  assert.equal(root.style.getPropertyValue("--sw-zoom"), "1.25", "the choice stays");
});

test("in a notebook (no --sw-page) the zoom stays 1 whatever the width", () => {
  const { el, window } = page();
  const observers = fakeObserver(window);
  const { update } = mount({ draw() {} }, fakeModel(TRAITS), el);
  const root = byTestId(el, "sw-app");
  widthOf(root, 1920);
  observers.fire();
  update();
  assert.equal(root.style.getPropertyValue("--sw-zoom"), "1");
  assert.equal(root.classList.contains("sw-page"), false);
});
