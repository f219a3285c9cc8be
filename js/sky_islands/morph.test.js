// The Sky Islands board morphed into its column (js/shared/morph.js) looks exactly as drawn
// afresh, move after move, and the last-move marks sit on exactly the changed pieces.
import test from "node:test";
import assert from "node:assert/strict";
import * as board from "./board.js";
import { morphPair, walkChain } from "../shared/morphpair.js";
import { testidsWith } from "../shared/treeshape.js";
import { click, fakeModel, fixture, page, tick } from "../testing/jsdom.js";

const at = (name, step) => ({ ...fixture(name), step });

test("morphed = drawn afresh, move after move; marks only on what the last move changed", async () => {
  assert.equal(board.morph, true);
  const pair = morphPair(board, at("moved_place_prev", 0), { page, fakeModel });
  const svg = pair.morphed.querySelector("[data-testid=sky-board]");
  const chain = [at("moved_place", 1), at("moved_tower_prev", 2), at("moved_tower", 3),
    at("moved_harbour", 4), at("moved_exchange_prev", 5), at("moved_exchange", 6)];
  const marked = await walkChain(pair, chain, { assert, tick, testidsWith });
  assert.ok(marked > 0, "some moves marked pieces");
  assert.equal(pair.morphed.querySelector("[data-testid=sky-board]"), svg, "the grid is reused");
});

test("a reused piece loses a stale last-move mark", async () => {
  const pair = morphPair(board, at("moved_place_prev", 0), { page, fakeModel });
  const placed = fixture("moved_place").view.tiles
    .find((t) => !fixture("moved_place_prev").view.tiles.some((o) => o.id === t.id));
  pair.set(at("moved_place", 1));
  await tick();
  const cell = pair.morphed.querySelector(`[data-testid="cell-${placed.x}-${placed.y}"]`);
  assert.ok(cell.classList.contains("sw-last") && cell.classList.contains("sw-enter"));
  pair.set({ ...at("moved_place", 2), hint: "" });  // the next step: the tile did not change
  await tick();
  const again = pair.morphed.querySelector(`[data-testid="cell-${placed.x}-${placed.y}"]`);
  assert.equal(again, cell, "the same node");
  assert.equal(cell.classList.contains("sw-last"), false);
  assert.equal(cell.classList.contains("sw-enter"), false);
});

test("a click on a reused hand tile and cell runs the current handlers", async () => {
  const pair = morphPair(board, at("moved_place_prev", 0), { page, fakeModel });
  const [model] = pair.models;
  const tile = pair.morphed.querySelector("[data-testid^=hand-tile-]");
  click(pair.window, tile);
  await tick();
  assert.equal(pair.morphed.querySelector("[data-testid^=hand-tile-]"), tile, "reused");
  assert.ok(tile.classList.contains("sw-selected"));
  const target = pair.morphed.querySelector(".sw-si-legal");
  for (let turn = 0; turn < 4 && !pair.morphed.querySelector(".sw-si-legal"); turn += 1) {
    click(pair.window, pair.morphed.querySelector("[data-testid=rotate-tile]"));
    await tick();
  }
  const legal = target || pair.morphed.querySelector(".sw-si-legal");
  click(pair.window, legal);
  const sent = model.sent.at(-1);
  assert.equal(sent.type, "play");
  assert.equal(sent.action.type, "place_tile");
  assert.equal(sent.action.tile, Number(tile.getAttribute("data-tile")));
  assert.deepEqual([sent.action.x, sent.action.y],
    [Number(legal.getAttribute("data-x")), Number(legal.getAttribute("data-y"))]);
  click(pair.window, tile);  // unselect: the reused node's handler sees the new state
  await tick();
  assert.equal(tile.classList.contains("sw-selected"), false);
});
