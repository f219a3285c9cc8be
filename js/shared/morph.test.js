// listen (dom.js), morph (morph.js) and app.js drawing a `morph = true` board.
import test from "node:test";
import assert from "node:assert/strict";
import { h, s, listen, clickable } from "./dom.js";
import { morph } from "./morph.js";
import { mount } from "./app.js";
import { fakeModel, page, tick } from "../testing/jsdom.js";

function click(window, node) {
  node.dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
}

test("listen: one handler per type, a later call replaces it, null removes it", () => {
  const { document, window, el } = page();
  const calls = [];
  const button = h(document, "button", { onClick: () => calls.push("first") });
  el.append(button);
  click(window, button);
  listen(button, "click", () => calls.push("second"));
  click(window, button);
  listen(button, "click", null);
  click(window, button);
  assert.deepEqual(calls, ["first", "second"]);
  assert.equal(typeof button.__swOn.click, "undefined");
});

test("clickable: a second call replaces the click and key handlers", () => {
  const { document, window, el } = page();
  const calls = [];
  const node = h(document, "div", {});
  el.append(node);
  clickable(node, "old", () => calls.push("old"));
  clickable(node, "new", () => calls.push("new"));
  click(window, node);
  node.dispatchEvent(new window.KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  assert.deepEqual(calls, ["new", "new"]);
  assert.equal(node.getAttribute("aria-label"), "new");
});

test("morph: attributes, text and handlers of reused nodes follow the fresh drawing", () => {
  const { document, window, el } = page();
  const calls = [];
  el.append(h(document, "p", { class: "a", title: "old", onClick: () => calls.push("old") },
    "hello"), s(document, "svg", { viewBox: "0 0 10 10" }, s(document, "circle", { r: 1 })));
  const p = el.firstChild;
  const text = p.firstChild;
  const circle = el.querySelector("circle");
  const fresh = document.createElement("div");
  fresh.append(h(document, "p", { class: "b", onClick: () => calls.push("new") }, "bye"),
    s(document, "svg", { viewBox: "0 0 20 20" }, s(document, "circle", { r: 2 })));
  morph(el, fresh);
  assert.equal(el.firstChild, p, "the <p> is reused");
  assert.equal(p.firstChild, text, "its text node is reused");
  assert.equal(p.textContent, "bye");
  assert.equal(p.getAttribute("class"), "b");
  assert.equal(p.hasAttribute("title"), false, "a missing attribute is removed");
  assert.equal(el.querySelector("circle"), circle);
  assert.equal(circle.getAttribute("r"), "2");
  assert.equal(el.querySelector("svg").getAttribute("viewBox"), "0 0 20 20");
  click(window, p);
  assert.deepEqual(calls, ["new"], "a click on the reused node runs the NEW handler only");
});

test("morph: a handler the fresh node lacks is dropped; one it adds is attached", () => {
  const { document, window, el } = page();
  const calls = [];
  el.append(h(document, "span", { onClick: () => calls.push("click") }));
  const span = el.firstChild;
  const fresh = document.createElement("div");
  fresh.append(h(document, "span", { onMouseover: () => calls.push("over") }));
  morph(el, fresh);
  assert.equal(el.firstChild, span);
  click(window, span);
  span.dispatchEvent(new window.MouseEvent("mouseover", { bubbles: true }));
  assert.deepEqual(calls, ["over"]);
});

test("morph: keyed children are reordered, removed and inserted by key", () => {
  const { document, el } = page();
  const item = (key) => h(document, "li", { "data-key": key, text: key.toUpperCase() });
  for (const key of ["a", "b", "c", "d"]) el.append(item(key));
  const [a, b, c, d] = [...el.children];
  const fresh = document.createElement("div");
  for (const key of ["d", "b", "e", "a"]) fresh.append(item(key));
  morph(el, fresh);
  assert.deepEqual([...el.children].map((n) => n.textContent), ["D", "B", "E", "A"]);
  assert.equal(el.children[0], d);
  assert.equal(el.children[1], b);
  assert.equal(el.children[3], a);
  assert.equal(c.parentNode, null, "the removed key is gone");
  assert.ok(![a, b, c, d].includes(el.children[2]), "a new key is a new node");
});

test("morph: unkeyed children by position; never reused across tags", () => {
  const { document, el } = page();
  el.append(h(document, "div", { text: "1" }), h(document, "span", { text: "2" }),
    h(document, "div", { text: "3" }));
  const [first, , third] = [...el.children];
  const fresh = document.createElement("div");
  fresh.append(h(document, "div", { text: "one" }), h(document, "b", { text: "two" }));
  morph(el, fresh);
  assert.equal(el.children.length, 2);
  assert.equal(el.children[0], first);
  assert.equal(el.children[1].localName, "b");
  assert.equal(third.parentNode, null);
  const more = document.createElement("div");
  more.append(h(document, "div", { text: "x" }), h(document, "b", { text: "y" }),
    h(document, "i", { text: "z" }));
  morph(el, more);
  assert.deepEqual([...el.children].map((n) => n.localName), ["div", "b", "i"]);
  assert.equal(el.textContent, "xyz");
});

test("morph: an svg and an html element with the same tag name are not swapped", () => {
  const { document, el } = page();
  el.append(h(document, "a", { text: "html" }));
  const html = el.firstChild;
  const fresh = document.createElement("div");
  fresh.append(s(document, "a", { text: "svg" }));
  morph(el, fresh);
  assert.notEqual(el.firstChild, html);
  assert.equal(el.firstChild.namespaceURI, "http://www.w3.org/2000/svg");
});

test("morph: a reused focused node keeps focus, also when keyed nodes move", () => {
  const { document, el } = page();
  for (const key of ["a", "b", "c"]) el.append(h(document, "button", { "data-key": key }));
  const b = el.children[1];
  b.focus();
  assert.equal(document.activeElement, b);
  const fresh = document.createElement("div");
  for (const key of ["c", "b", "a"]) fresh.append(h(document, "button", { "data-key": key }));
  morph(el, fresh);
  assert.equal(el.children[1], b);
  assert.equal(document.activeElement, b);
});

test("morph: stale last-move classes go; a new sw-enter restarts on a fresh node", () => {
  const { document, el } = page();
  el.append(h(document, "div", { "data-key": "p", class: "piece sw-last sw-enter" }),
    h(document, "div", { "data-key": "q", class: "piece" }));
  const [p, q] = [...el.children];
  const fresh = document.createElement("div");
  fresh.append(h(document, "div", { "data-key": "p", class: "piece" }),
    h(document, "div", { "data-key": "q", class: "piece sw-last sw-enter" }));
  morph(el, fresh);
  assert.equal(el.children[0], p);
  assert.equal(p.getAttribute("class"), "piece");
  assert.equal(el.children[1], q, "q had no sw-enter: reused, the class starts its animation");
  assert.equal(q.getAttribute("class"), "piece sw-last sw-enter");
  const again = document.createElement("div");
  again.append(h(document, "div", { "data-key": "p", class: "piece" }),
    h(document, "div", { "data-key": "q", class: "piece sw-last sw-enter" }));
  morph(el, again);
  assert.notEqual(el.children[1], q, "entering again: a fresh node restarts the animation");
  assert.equal(el.children[0], p);
});

function traits(step, left) {
  return { game_name: "nim", title: "Nim", players: ["ann", "bob"], seat: -1, locked: false,
    view: { left }, legal: [], current_player: 0, phase: "Take", phase_id: "take", phases: [],
    scores: { totals: {}, winners: [], items: [] }, history: [], step, can_undo: false,
    can_redo: false, over: false, error: {}, hint: "", coach: {}, review: {},
    has_automaton: false };
}

function nimBoard(morphs, calls) {
  return {
    morph: morphs,
    draw(ctx, el) {
      const left = ctx.view.left;
      el.append(h(ctx.doc, "button", { testid: "take", text: `take (${left} left)`,
        onClick: () => calls.push(left) }));
    },
  };
}

test("app: a morph board keeps its nodes across a redraw; others are rebuilt", async () => {
  for (const morphs of [true, false]) {
    const { el, window } = page();
    const calls = [];
    const model = fakeModel(traits(0, 5));
    mount(nimBoard(morphs, calls), model, el);
    const before = el.querySelector('[data-testid="take"]');
    model.set("view", { left: 4 });
    model.set("step", 1);
    await tick();
    const after = el.querySelector('[data-testid="take"]');
    assert.equal(after.textContent, "take (4 left)");
    assert.equal(after === before, morphs);
    click(window, after);
    assert.deepEqual(calls, [4]);
  }
});

function nimGame(step, left) {
  const history = [0, 1, 2, 3].map((n) => ({ step: n, label: `take ${n}`, player: "ann",
    phase: "Take", future: n > step }));
  return { ...traits(step, left), history, can_undo: step > 0 };
}

test("app: side panels are morphed: log entries, toolbar focus and the seat picker stay live", async () => {
  const { el, window, document } = page();
  const model = fakeModel(nimGame(1, 5));
  mount(nimBoard(true, []), model, el);
  const entry = el.querySelector('[data-testid="log-entry-0"]');
  const undo = el.querySelector('[data-testid="btn-undo"]');
  undo.focus();
  model.set("history", nimGame(2, 4).history);
  model.set("step", 2);
  await tick();
  assert.equal(el.querySelector('[data-testid="log-entry-0"]'), entry, "an unchanged entry stays");
  assert.equal(el.querySelector('[data-testid="log-entry-2"]').getAttribute("aria-current"), "step");
  assert.equal(el.querySelector('[data-testid="btn-undo"]'), undo);
  assert.equal(document.activeElement, undo, "focus stays on the reused button");
  const picker = el.querySelector('[data-testid="seat-picker"]');
  model.set("hint", "take 1");
  await tick();
  assert.equal(el.querySelector('[data-testid="seat-picker"]'), picker, "the same <select>");
  picker.value = "1";
  picker.dispatchEvent(new window.Event("change", { bubbles: true }));
  assert.deepEqual(model.sent.at(-1), { type: "seat", seat: 1 });
});

test("app: when the focused node is gone after a redraw, focus stays in the app", async () => {
  const { el, document } = page();
  const model = fakeModel(traits(0, 5));
  const board = {
    morph: true,
    draw(ctx, into) {
      if (ctx.view.left > 4) into.append(h(ctx.doc, "button", { testid: "take", text: "take" }));
    },
  };
  mount(board, model, el);
  el.querySelector('[data-testid="take"]').focus();
  model.set("view", { left: 3 });
  model.set("step", 1);
  await tick();
  assert.equal(el.querySelector('[data-testid="take"]'), null);
  assert.equal(document.activeElement, el.querySelector('[data-testid="sw-app"]'));
});
