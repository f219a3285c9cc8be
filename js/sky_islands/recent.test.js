// The last move on the Sky Islands board: marks on what changed, and the turn summary.
import test from "node:test";
import assert from "node:assert/strict";
import widget from "../entries/sky_islands.js";
import { summary } from "./board.js";
import { changes } from "./recent.js";
import { byTestId, fakeModel, fixture, page, tick } from "../testing/jsdom.js";

/** Mount `<name>_prev`, then play the move by setting the traits of `<name>`. */
async function played(name) {
  const p = page();
  const model = fakeModel(fixture(`${name}_prev`));
  widget.render({ model, el: p.el });
  for (const [key, value] of Object.entries(fixture(name))) model.set(key, value);
  await tick();
  return { ...p, model };
}

const marked = (el, cls = "sw-last") => [...el.querySelectorAll(`.${cls}`)]
  .map((n) => n.getAttribute("data-testid") || n.getAttribute("data-piece")).sort();

test("summary: a placement, then every automatic step it triggered (③ ④ ⑤ ⑥ ①)", () => {
  const before = fixture("moved_place_prev").view;
  const after = fixture("moved_place").view;
  const tile = after.tiles.find((t) => !before.tiles.some((b) => b.id === t.id));
  const lines = summary(before, after, {});
  assert.equal(lines[0], `yellow placed tile ${tile.id} (green ship) at (${tile.x}, ${tile.y}) (②)`);
  assert.deepEqual(lines.slice(1), after.events);
  assert.ok(["③", "⑤", "⑥"].every((step) => lines.some((l) => l.startsWith(step))));
  assert.match(fixture("moved_place").history.at(-1).label, new RegExp(`at \\(${tile.x}, ${tile.y}\\)`),
    "the summary names the cell as the log does");
});

test("summary: a tower and a harbour name the island of the tile as the log does", () => {
  const tower = summary(fixture("moved_tower_prev").view, fixture("moved_tower").view);
  const label = fixture("moved_tower").history.at(-1).label;  // "build a tower at ... (-2, 0)"
  const where = label.match(/on island \d of the tile at \(-?\d+, -?\d+\)/)[0];
  assert.equal(tower[0], `blue built a tower ${where} (④)`);
  assert.match(tower[1], /^④b blue gains 1 victory point for the tower/);
  const harbour = summary(fixture("moved_harbour_prev").view, fixture("moved_harbour").view);
  assert.match(harbour[0], /^blue built a harbour on island 1 of the tile at \(-2, 0\) \(④\)$/);
});

test("summary: ending building, an exchange and a keep (⑤)", () => {
  const end = fixture("moved_end");
  assert.equal(end.history.at(-1).label, "finish building");
  assert.deepEqual(summary(fixture("moved_end_prev").view, end.view),
    [`${end.history.at(-1).player} ended building (④)`]);
  const exchange = summary(fixture("moved_exchange_prev").view, fixture("moved_exchange").view);
  assert.equal(exchange[0], "red paid 3 red for 1 blue (⑤)");
  assert.equal(fixture("moved_exchange").history.at(-1).label, "exchange 3 red cubes for 1 blue cube");
  const keep = summary(fixture("moved_keep_prev").view, fixture("moved_keep").view);
  assert.equal(keep[0], "red kept 3 red (⑤)");
  assert.match(keep[1], /^⑤ red returns 1 cube to the supply/);
  assert.ok(keep.some((l) => l.startsWith("⑥ red draws a tile")));
});

test("summary: a discarded tile (② Discarding a hand tile), then its gain", () => {
  const before = fixture("discard_seat0").view;
  const [gone] = before.revealed_hand;
  const after = { ...before, revealed_hand: null, discarded: [gone],
    hands: before.hands.map((hand, i) => (i === 0 ? hand.filter((t) => t.id !== gone.id) : hand)),
    events: ["③ yellow gains 1 red from the discarded tile"] };
  assert.deepEqual(summary(before, after), [
    `yellow discarded tile ${gone.id} (② Discarding a hand tile)`,
    "③ yellow gains 1 red from the discarded tile"]);
});

test("summary: nothing without a previous view; a move with no diff falls back to the log", () => {
  assert.deepEqual(summary(null, fixture("moved_end").view), []);
  const view = fixture("moved_end_prev").view;
  const history = [{ step: 3, player: "ann", label: "pass" }];
  assert.deepEqual(summary({ ...view, phase_id: "place" }, { ...view, events: [] },
    { step: 3, get: () => history }), ["ann: pass"]);
});

test("last move: the placed tile and its ship enter, the gains and the drawn tile are marked", async () => {
  const { el } = await played("moved_place");
  const d = changes(fixture("moved_place_prev").view, fixture("moved_place").view);
  const [tile] = d.tiles;
  const entered = marked(el, "sw-enter");
  assert.ok(entered.includes(`cell-${tile.x}-${tile.y}`) && entered.includes(`ship-${tile.x}-${tile.y}`));
  for (const id of d.drawn) assert.ok(entered.includes(`hand-tile-${id}`), `drawn tile ${id}`);
  const last = marked(el);
  assert.ok(last.includes("draw-pile"));
  for (const key of d.cubes.keys()) assert.ok(last.includes(`cubes-${key.replace(",", "-")}`), key);
  assert.ok(d.cubes.size > 0 && d.vp.size > 0);
  for (const seat of d.vp) assert.ok(last.includes(`vp-${seat}`));
  // nothing else on the grid is marked
  const grid = byTestId(el, "sky-board");
  assert.equal(grid.querySelectorAll(".sw-last").length, 2);
});

test("last move: a tower badge enters on a house that stays; the next redraw keeps the marks", async () => {
  const { el, model } = await played("moved_tower");
  const tower = el.querySelector(".sw-si-pieces .sw-si-tower.sw-enter");
  assert.ok(tower, "the new tower enters");
  const house = tower.closest(".sw-si-building");
  assert.ok(house.classList.contains("sw-last") && !house.classList.contains("sw-enter"));
  assert.equal(el.querySelectorAll(".sw-si-pieces .sw-enter").length, 1, "only the tower enters");
  model.set("hint", "x");
  await tick();
  assert.ok(el.querySelector(".sw-si-tower.sw-enter"), "kept while the step is shown");
});

test("last move: nothing is marked on a first drawing or after a jump", async () => {
  const p = page();
  const model = fakeModel(fixture("moved_place_prev"));
  widget.render({ model, el: p.el });
  assert.equal(p.el.querySelectorAll(".sw-last, .sw-enter").length, 0);
  const far = fixture("moved_tower");
  for (const [key, value] of Object.entries(far)) model.set(key, value);
  await tick();
  assert.equal(p.el.querySelectorAll(".sw-last, .sw-enter").length, 0);
});
