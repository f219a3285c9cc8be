// The board's static picture (picture.js): drawn from the page the board drew; the drawing
// itself is checked in Chromium (tests/browser/test_pictures.py), jsdom lays nothing out.
import test from "node:test";
import assert from "node:assert/strict";
import { createApp } from "./app.js";
import { esc, picture } from "./picture.js";
import { fakeModel, page } from "../testing/jsdom.js";

const TRAITS = { game_name: "nim", title: "Nim", players: ["ann", "bob"], seat: -1,
  locked: false, view: { left: 5 }, legal: [], current_player: 0, phase: "Take",
  phase_id: "take", phases: [], scores: { totals: { ann: 3, bob: 1 }, winners: [], items: [] },
  history: [], step: 2, can_undo: false, can_redo: false, over: false, error: {}, hint: "",
  coach: {}, review: {}, has_automaton: false };

test("text and attributes are escaped", () => {
  assert.equal(esc(`<a & "b">`), "&lt;a &amp; &quot;b&quot;&gt;");
});

test("the module's picture(): the board mounted, pictured with its caption, taken down", async () => {
  const { el } = page();
  const board = { draw(ctx, column) { column.append(ctx.doc.createTextNode("five left")); } };
  const svg = await createApp(board).picture({ model: fakeModel(TRAITS), el });
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
  assert.match(svg, /data-sw-picture="drawn"/);
  assert.match(svg, />Nim, step 2</);
  assert.match(svg, />ann to play — Take</);
  assert.match(svg, />Scores: ann 3, bob 1</);
  assert.ok(svg.endsWith("</svg>"));
  assert.equal(el.childNodes.length, 0, "the board is taken down again");
});

test("a caption's text is escaped, never markup", () => {
  const { el, document } = page();
  const column = document.createElement("div");
  el.append(column);
  const svg = picture(column, { caption: ["<b>x</b> & y"] });
  assert.match(svg, /&lt;b&gt;x&lt;\/b&gt; &amp; y/);
  assert.doesNotMatch(svg, /<b>/);
});

test("computed rgb() colours are written as #rrggbb; other colours stay", async () => {
  const { shortColour } = await import("./picture.js");
  assert.equal(shortColour("rgb(255, 8, 0)"), "#ff0800");
  assert.equal(shortColour("rgba(0, 0, 0, 0.5)"), "rgba(0, 0, 0, 0.5)");
  assert.equal(shortColour("none"), "none");
});
