// The Sky Towers table morphed into its column (js/shared/morph.js) looks exactly as drawn
// afresh, move after move, and the last-move marks sit on exactly the changed pieces.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as board from "./board.js";
import { morphPair, walkChain } from "../shared/morphpair.js";
import { testidsWith } from "../shared/treeshape.js";
import { click, fakeModel, page, tick } from "../testing/jsdom.js";

const ALL = JSON.parse(readFileSync(new URL("./fixture.json", import.meta.url), "utf8"));
const at = (name, step) => ({ ...JSON.parse(JSON.stringify(ALL[name])), step });

test("morphed = drawn afresh, move after move; marks only on what the last move changed", async () => {
  assert.equal(board.morph, true);
  const pair = morphPair(board, at("lucky_before", 0), { page, fakeModel });
  const table = pair.morphed.querySelector("[data-testid=sky-towers]");
  const chain = [at("lucky_after", 1), at("draw_before", 2), at("draw_after", 3),
    at("return_before", 4), at("return_after", 5), at("put_back_teacher", 6)];
  const marked = await walkChain(pair, chain, { assert, tick, testidsWith });
  assert.ok(marked > 0, "some moves marked pieces");
  assert.equal(pair.morphed.querySelector("[data-testid=sky-towers]"), table, "reused");
});

test("a stale mark goes; a click on a reused card and tower runs the current handlers", async () => {
  const pair = morphPair(board, at("draw_before", 0), { page, fakeModel });
  pair.set(at("draw_after", 1));
  await tick();
  const marked = testidsWith(pair.morphed, "sw-last");
  assert.ok(marked.length > 0);
  pair.set({ ...at("draw_after", 2) });  // one more step, nothing changed: no marks
  await tick();
  assert.deepEqual(testidsWith(pair.morphed, "sw-last"), []);
  assert.deepEqual(testidsWith(pair.morphed, "sw-enter"), []);
  const [model] = pair.models;
  const card = pair.morphed.querySelector("[data-testid=hand-card-0]");
  click(pair.window, card);
  await tick();
  assert.equal(pair.morphed.querySelector("[data-testid=hand-card-0]"), card, "reused");
  assert.ok(card.classList.contains("sw-selected"));
  const tower = pair.morphed.querySelector(".sw-st-legal");
  assert.ok(tower, "a legal tower for the selected card");
  click(pair.window, tower);
  const sent = model.sent.at(-1);
  assert.equal(sent.action.type, "play");
  assert.equal(sent.action.card, Number(card.getAttribute("data-value")));
  assert.equal(`tower-${sent.action.owner}-${sent.action.tower}`, tower.getAttribute("data-testid"));
});
