// The Traders of the Air board morphed into its column (js/shared/morph.js) looks exactly as
// drawn afresh, move after move, and the last-move marks sit on exactly the changed pieces.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as board from "./board.js";
import { morphPair } from "../shared/morphpair.js";
import { testidsWith } from "../shared/treeshape.js";
import { click, fakeModel, page, tick } from "../testing/jsdom.js";

const ALL = JSON.parse(readFileSync(new URL("./fixture.json", import.meta.url), "utf8"));
const copy = (x) => JSON.parse(JSON.stringify(x));
const base = () => ({ ...copy(ALL.actions_teacher), legal: [] });

test("morphed = drawn afresh over every kind of step; marks only on what changed", async () => {
  assert.equal(board.morph, true);
  const first = ALL.steps[0];
  const pair = morphPair(board, { ...base(), players: first.before.players, view: copy(first.before),
    step: 0 }, { page, fakeModel });
  const map = pair.morphed.querySelector("[data-testid=traders-map]");
  let step = 0;
  let marked = 0;
  for (const { before, after, why } of ALL.steps) {
    for (const view of [before, after]) {  // a jump to `before`, then one step to `after`
      step += view === before ? 2 : 1;
      pair.set({ view: copy(view), step });
      await tick();
      const [morphed, fresh] = pair.shapes();
      assert.deepEqual(morphed, fresh, `${why} (step ${step})`);
      for (const cls of ["sw-last", "sw-enter"]) {
        assert.deepEqual(testidsWith(pair.morphed, cls), testidsWith(pair.fresh, cls), why);
      }
      if (view === before) assert.deepEqual(testidsWith(pair.morphed, "sw-last"), [], why);
      else marked += testidsWith(pair.morphed, "sw-last").length;
    }
  }
  assert.ok(marked >= ALL.steps.length, "every step marked something");
  assert.equal(pair.morphed.querySelector("[data-testid=traders-map]"), map, "the map is reused");
});

test("a click on a reused city runs the current handler", async () => {
  const pair = morphPair(board, copy(ALL.actions_teacher), { page, fakeModel });
  const city = pair.morphed.querySelector("[data-testid=city-thespian]");
  pair.set({ hint: "move" });
  await tick();
  assert.equal(pair.morphed.querySelector("[data-testid=city-thespian]"), city, "reused");
  const [model] = pair.models;
  click(pair.window, city);
  assert.deepEqual(model.sent.at(-1).action, { type: "move", city: "Thespian" });
});
