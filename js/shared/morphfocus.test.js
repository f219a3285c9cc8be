// morph.js and app.js: focus on a node the morph is about to remove leaves it first.
import test from "node:test";
import assert from "node:assert/strict";
import { h } from "./dom.js";
import { morph, survives } from "./morph.js";
import { mount } from "./app.js";
import { fakeModel, page, tick } from "../testing/jsdom.js";

/** The traits of a small nim position (5 left, ann to take). */
function nim() {
  return { game_name: "nim", title: "Nim", players: ["ann", "bob"], seat: -1, locked: false,
    view: { left: 5 }, legal: [], current_player: 0, phase: "Take", phase_id: "take",
    phases: [{ id: "take", label: "Take" }], scores: { totals: [0, 0], winners: [], items: [] },
    history: [], step: 0, can_undo: false, can_redo: false, over: false, error: {}, hint: "",
    coach: [], review: null, has_automaton: false };
}

function list(document, items) {
  const box = document.createElement("div");
  for (const [tag, key, text] of items) {
    box.append(h(document, tag, { "data-key": key, text: text || key }));
  }
  return box;
}

test("survives: keyed and positional matches follow morph's own rules", () => {
  const { document, el } = page();
  el.append(...list(document, [["button", "a"], ["button", "b"], ["span", null, "loose"],
    ["button", "b"]]).childNodes);
  const [a, b, loose, duplicate] = [...el.children];
  const same = list(document, [["button", "b"], ["span", null, "other text"], ["button", "a"]]);
  assert.equal(survives(el, same, a), true, "a key found again (moved) is kept");
  assert.equal(survives(el, same, b), true);
  assert.equal(survives(el, same, loose), true, "a loose node by position, its text updated");
  assert.equal(survives(el, same, duplicate), false, "a second node of a key is removed");
  const other = list(document, [["div", "a"], ["span", null, "x"]]);
  assert.equal(survives(el, other, a), false, "another tag under the key is a new node");
  assert.equal(survives(el, other, b), false, "a key no longer drawn");
  const noLoose = list(document, [["button", "a"]]);
  assert.equal(survives(el, noLoose, loose), false);
  // deeper: the chain of ancestors must all be kept
  const inner = h(document, "button", { "data-key": "in", text: "in" });
  const wrap = h(document, "div", { "data-key": "wrap" }, inner);
  el.append(wrap);
  const keepsWrap = list(document, []);
  keepsWrap.append(h(document, "div", { "data-key": "wrap" },
    h(document, "button", { "data-key": "in", text: "changed" })));
  assert.equal(survives(el, keepsWrap, inner), true);
  const newWrap = list(document, []);
  newWrap.append(h(document, "section", { "data-key": "wrap" },
    h(document, "button", { "data-key": "in" })));
  assert.equal(survives(el, newWrap, inner), false, "its parent is replaced");
});

test("morph: focus on a node about to go moves to the refuge before anything changes", () => {
  const { document, el } = page();
  const refuge = h(document, "div", { tabindex: "-1" });
  document.body.append(refuge);
  el.append(...list(document, [["button", "cell"], ["button", "other", "old"]]).childNodes);
  const [cell, other] = [...el.children];
  cell.focus();
  const seen = [];
  cell.addEventListener("blur", () => {
    seen.push({ connected: cell.isConnected, text: other.textContent });
  });
  morph(el, list(document, [["div", "cell", "a tile"], ["button", "other", "new"]]), refuge);
  assert.deepEqual(seen, [{ connected: true, text: "old" }],
    "blurred while the page was still unchanged");
  assert.equal(document.activeElement, refuge);
  assert.equal(cell.isConnected, false);
  assert.equal(other.textContent, "new");
});

test("morph: a focused node that stays keeps focus; no refuge is used", () => {
  const { document, el } = page();
  const refuge = h(document, "div", { tabindex: "-1" });
  document.body.append(refuge);
  el.append(...list(document, [["button", "a"], ["button", "b"]]).childNodes);
  const b = el.children[1];
  b.focus();
  let blurs = 0;
  b.addEventListener("blur", () => { blurs += 1; });
  morph(el, list(document, [["button", "b", "B"], ["button", "c"]]), refuge);
  assert.equal(document.activeElement, b);
  assert.equal(blurs, 0);
});

test("app: a focused button redrawn as a new node gets focus back by its test id", async () => {
  const { el, document } = page();
  const model = fakeModel(nim());
  const board = {
    morph: true,
    draw(ctx, into) {  // the key changes with the view: a new <button>, same test id
      into.append(h(ctx.doc, "button", { "data-key": `take-${ctx.view.left}`, testid: "take",
        text: "take" }));
    },
  };
  mount(board, model, el);
  const before = el.querySelector('[data-testid="take"]');
  before.focus();
  model.set("view", { left: 4 });
  model.set("step", 1);
  await tick();
  const after = el.querySelector('[data-testid="take"]');
  assert.notEqual(after, before);
  assert.equal(document.activeElement, after);
});

test("app: a mouse press on a board piece focuses the app, not the piece; controls keep theirs", () => {
  const { el, window, document } = page();
  const model = fakeModel(nim());
  const board = {
    morph: true,
    draw(ctx, into) {
      into.append(h(ctx.doc, "div", { testid: "piece", tabindex: "0", text: "piece" }),
        h(ctx.doc, "button", { testid: "ok", text: "ok" }),
        h(ctx.doc, "p", { testid: "words", text: "words to select" }));
    },
  };
  mount(board, model, el);
  const press = (node, button = 0) => {
    const event = new window.MouseEvent("mousedown", { bubbles: true, cancelable: true, button });
    node.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const root = el.querySelector('[data-testid="sw-app"]');
  assert.equal(press(el.querySelector('[data-testid="piece"]')), true);
  assert.equal(document.activeElement, root);
  assert.equal(press(el.querySelector('[data-testid="ok"]')), false, "a button is left alone");
  assert.equal(press(el.querySelector('[data-testid="words"]')), false, "text stays selectable");
  assert.equal(press(el.querySelector('[data-testid="btn-undo"]')), false, "outside the board");
  root.blur();
  assert.equal(press(el.querySelector('[data-testid="piece"]'), 2), false, "not the main button");
  assert.notEqual(document.activeElement, root);
});
