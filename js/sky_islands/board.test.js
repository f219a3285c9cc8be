// The Sky Islands board against positions from the real rule model (fixture.json).
import test from "node:test";
import assert from "node:assert/strict";
import widget from "../entries/sky_islands.js";
import { byTestId, click, fakeModel, fixture, page, press, tick } from "../testing/jsdom.js";
import { CELL, regionPath, turnTile } from "./geometry.js";

function mountAt(name, overrides = {}) {
  const p = page();
  const model = fakeModel({ ...fixture(name), ...overrides });
  widget.render({ model, el: p.el });
  return { ...p, model };
}

const placements = (traits, tile, rotation) => traits.legal
  .filter((e) => e.type === "place_tile" && e.action.tile === tile && e.action.rotation === rotation);

const highlighted = (el) => [...el.querySelectorAll(".sw-si-legal")]
  .map((g) => g.getAttribute("data-testid")).sort();

test("every placed tile and open cell is drawn with a stable test id", () => {
  const traits = fixture("place_teacher");
  const { el } = mountAt("place_teacher");
  for (const tile of traits.view.tiles) assert.ok(byTestId(el, `cell-${tile.x}-${tile.y}`));
  for (const [x, y] of traits.view.open_cells) assert.ok(byTestId(el, `cell-${x}-${y}`));
  const ids = [...el.querySelectorAll("[data-testid]")].map((n) => n.getAttribute("data-testid"));
  assert.equal(new Set(ids).size, ids.length, "duplicate data-testid");
});

test("ships and buildings carry a letter, never colour alone", () => {
  const traits = fixture("disposal_teacher");
  const { el } = mountAt("disposal_teacher");
  const ships = [...el.querySelectorAll(".sw-si-grid .sw-si-ship")];
  assert.equal(ships.length, traits.view.tiles.length);
  for (const ship of ships) {
    const colour = [...ship.classList].find((c) => c.startsWith("sw-si-ship-")).slice(11);
    assert.equal(ship.querySelector("text").textContent, colour.charAt(0).toUpperCase());
    assert.match(ship.getAttribute("aria-label"), new RegExp(`^${colour} ship`));
  }
  const built = traits.view.tiles.flatMap((t) => t.buildings);
  assert.ok(built.length > 0, "fixture should have a building");
  const houses = [...el.querySelectorAll(".sw-si-building")];
  assert.equal(houses.length, built.length);
  for (const house of houses) {
    const owner = Number(house.getAttribute("data-owner"));
    const colour = traits.view.seats[owner].colour;
    assert.equal(house.querySelector(".sw-si-house-letter").textContent, colour[0].toUpperCase());
    assert.match(house.getAttribute("aria-label"), new RegExp(`^${colour} trading house`));
  }
});

test("selecting a hand tile highlights exactly its legal cells; clicking one plays it", () => {
  const traits = fixture("start_teacher");
  const { el, window, model } = mountAt("start_teacher");
  assert.deepEqual(highlighted(el), [], "nothing highlighted before a tile is chosen");
  const tile = traits.view.hands[traits.current_player][0].id;
  click(window, byTestId(el, `hand-tile-${tile}`));
  assert.equal(byTestId(el, `hand-tile-${tile}`).getAttribute("aria-pressed"), "true");
  const legal = placements(traits, tile, 0);
  assert.ok(legal.length > 0, "fixture tile should fit unturned");
  assert.deepEqual(highlighted(el), legal.map((e) => `cell-${e.action.x}-${e.action.y}`).sort());
  const target = byTestId(el, `cell-${legal[0].action.x}-${legal[0].action.y}`);
  assert.equal(target.getAttribute("tabindex"), "0");
  click(window, target);
  assert.deepEqual(model.sent, [{ type: "play", action: legal[0].action }]);
});

test("the t key (and the Turn button) rotate the selected tile and its highlights", () => {
  const traits = fixture("start_teacher");
  const { el, window, model } = mountAt("start_teacher");
  const tile = traits.view.hands[traits.current_player][1].id;
  click(window, byTestId(el, `hand-tile-${tile}`));
  press(window, byTestId(el, "sw-app"), "t");
  assert.deepEqual(highlighted(el), placements(traits, tile, 1)
    .map((e) => `cell-${e.action.x}-${e.action.y}`).sort());
  click(window, byTestId(el, "rotate-tile"));
  const legal = placements(traits, tile, 2);
  assert.deepEqual(highlighted(el), legal.map((e) => `cell-${e.action.x}-${e.action.y}`).sort());
  if (legal.length) {
    press(window, byTestId(el, `cell-${legal[0].action.x}-${legal[0].action.y}`), "Enter");
    assert.deepEqual(model.sent, [{ type: "play", action: legal[0].action }]);
  }
});

test("a click on a cell that is not legal still sends the move (Python names the rule)", () => {
  const traits = fixture("start_teacher");
  const { el, window, model } = mountAt("start_teacher");
  const tile = traits.view.hands[traits.current_player][0].id;
  const legalCells = new Set(placements(traits, tile, 0).map((e) => `${e.action.x},${e.action.y}`));
  const [x, y] = traits.view.open_cells.find(([cx, cy]) => !legalCells.has(`${cx},${cy}`));
  click(window, byTestId(el, `cell-${x}-${y}`));
  assert.deepEqual(model.sent, [], "no tile chosen yet: nothing sent");
  assert.match(byTestId(el, "notice").textContent, /first choose it in your hand/);
  click(window, byTestId(el, `hand-tile-${tile}`));
  click(window, byTestId(el, `cell-${x}-${y}`));
  click(window, byTestId(el, "cell-0-0"));
  assert.deepEqual(model.sent, [
    { type: "play", action: { type: "place_tile", tile, x, y, rotation: 0 } },
    { type: "play", action: { type: "place_tile", tile, x: 0, y: 0, rotation: 0 } },
  ]);
});

test("a seat sees its own hand, other hands as counts, and no legal moves off-turn", () => {
  const traits = fixture("start_seat1");
  const { el, window, model } = mountAt("start_seat1");
  assert.deepEqual(traits.legal, []);
  assert.deepEqual(traits.view.hands[0], { count: 2 });
  assert.equal(byTestId(el, "hand-count-0").textContent, "2 hidden tiles");
  const own = traits.view.hands[1][0].id;
  assert.ok(byTestId(el, `hand-tile-${own}`));
  assert.equal(el.querySelectorAll(".sw-si-legal, .sw-si-possible").length, 0);
  click(window, byTestId(el, `hand-tile-${own}`));
  assert.deepEqual(model.sent, []);
  assert.match(byTestId(el, "turn").textContent, /waiting for yellow/);
});

/** build_teacher with a second legal build (a tower) on the first buildable region. */
function twoBuilds() {
  const traits = fixture("build_teacher");
  const build = traits.legal.find((e) => e.type === "build");
  const other = build.action.building === "tower" ? "house" : "tower";
  const extra = { id: traits.legal.length, type: "build", label: `${build.label} (${other})`,
    action: { ...build.action, building: other } };
  return { traits, build, legal: [...traits.legal, extra] };
}

test("step ④: a region with one legal build builds it on the first click (Undo takes it back)", () => {
  const traits = fixture("build_teacher");
  const { el, window, model } = mountAt("build_teacher");
  const build = traits.legal.find((e) => e.type === "build");
  const { x, y, region } = build.action;
  const here = traits.legal.filter((e) => e.type === "build" && e.action.x === x &&
    e.action.y === y && e.action.region === region);
  assert.equal(here.length, 1, "the fixture's region has one legal build");
  const target = byTestId(el, `region-${x}-${y}-${region}`);
  assert.ok(target.classList.contains("sw-si-buildable"));
  click(window, target);
  assert.deepEqual(model.sent, [{ type: "play", action: build.action }]);
  assert.equal(byTestId(el, "offer"), null, "no confirming click");
});

test("step ④: a region with several legal builds offers them; a chosen one is played", () => {
  const { build, legal } = twoBuilds();
  const { el, window, model } = mountAt("build_teacher", { legal });
  const { x, y, region } = build.action;
  click(window, byTestId(el, `region-${x}-${y}-${region}`));
  const offered = [...byTestId(el, "offer").querySelectorAll("button")]
    .map((b) => b.getAttribute("data-testid")).filter((id) => id.startsWith("offer-") && id !== "offer-cancel");
  const expected = legal.filter((e) => e.type === "build" && e.action.x === x &&
    e.action.y === y && e.action.region === region).map((e) => `offer-${e.action.building}`);
  assert.equal(expected.length, 2);
  assert.deepEqual(offered.sort(), expected.sort());
  click(window, byTestId(el, `offer-${build.action.building}`));
  assert.deepEqual(model.sent, [{ type: "play", action: build.action }]);
  assert.equal(byTestId(el, "offer"), null);
});

test("step ④: Escape cancels an offer; a region without builds still sends a house", () => {
  const { traits, legal, build: first } = twoBuilds();
  const { el, window, model } = mountAt("build_teacher", { legal });
  const build = first.action;
  click(window, byTestId(el, `region-${build.x}-${build.y}-${build.region}`));
  press(window, byTestId(el, "sw-app"), "Escape");
  assert.equal(byTestId(el, "offer"), null);
  const buildable = new Set(traits.legal.filter((e) => e.type === "build")
    .map((e) => `${e.action.x},${e.action.y},${e.action.region}`));
  const tile = traits.view.tiles.find((t) => t.regions.length &&
    !buildable.has(`${t.x},${t.y},0`));
  click(window, byTestId(el, `region-${tile.x}-${tile.y}-0`));
  assert.deepEqual(model.sent, [{ type: "play",
    action: { type: "build", building: "house", x: tile.x, y: tile.y, region: 0 } }]);
  click(window, byTestId(el, "action-end_building"));
  assert.deepEqual(model.sent[1], { type: "play", action: { type: "end_building" } });
});

test("step ⑤: exchanges and keeps are buttons, grouped by type", () => {
  const traits = fixture("disposal_teacher");
  const { el, window, model } = mountAt("disposal_teacher");
  const keeps = traits.legal.filter((e) => e.type === "keep");
  assert.ok(keeps.length > 0);
  const group = byTestId(el, "action-group-keep");
  assert.equal(group.querySelectorAll("button").length, keeps.length);
  click(window, group.querySelector("button"));
  assert.deepEqual(model.sent, [{ type: "play", action: keeps[0].action }]);
});

test("supply, cubes, VP, houses left and the draw pile are shown", () => {
  const traits = fixture("disposal_teacher");
  const { el } = mountAt("disposal_teacher");
  const v = traits.view;
  assert.match(byTestId(el, "draw-pile").textContent, new RegExp(`draw pile ${v.draw_pile.count}`));
  assert.match(byTestId(el, "supply-red").textContent, new RegExp(`R${v.supply.red}`));
  assert.match(byTestId(el, "supply-tower").textContent, new RegExp(`${v.supply.tower}`));
  v.seats.forEach((seat, i) => {
    assert.equal(byTestId(el, `vp-${i}`).textContent, String(seat.vp));
    assert.equal(byTestId(el, `houses-${i}`).textContent, String(seat.houses_left));
    assert.match(byTestId(el, `cubes-${i}-blue`).textContent, new RegExp(`B${seat.cubes.blue}`));
  });
});

test("a player named <b>blue</b> is shown literally everywhere", () => {
  const { el } = mountAt("over_teacher");
  assert.equal(el.querySelector("b"), null);
  assert.match(byTestId(el, "seat-row-2").textContent, /<b>blue<\/b>/);
  assert.match(byTestId(el, "hand-2").textContent, /<b>blue<\/b>'s hand/);
});

test("game over: winners named, every score item has its why and rule", () => {
  const traits = fixture("over_teacher");
  const { el } = mountAt("over_teacher");
  assert.match(byTestId(el, "turn").textContent, /^Game over\. Winners?: /);
  const items = el.querySelectorAll(".sw-score-item");
  assert.equal(items.length, traits.scores.items.length);
  traits.scores.items.forEach((item) => {
    const seat = traits.players.indexOf(item.player);
    const text = byTestId(el, `score-total-${seat}`).parentNode.textContent;
    assert.ok(text.includes(item.why) && text.includes(item.rule), item.why);
  });
  assert.equal(byTestId(el, "phase-over").getAttribute("aria-current"), "step");
});

test("a new position from Python clears the selection", async () => {
  const traits = fixture("start_teacher");
  const { el, window, model } = mountAt("start_teacher");
  const tile = traits.view.hands[0][0].id;
  click(window, byTestId(el, `hand-tile-${tile}`));
  assert.ok(highlighted(el).length > 0);
  model.set("step", 1);
  await tick();
  assert.deepEqual(highlighted(el), []);
});

test("step ② discard: the revealed hand is shown to every seat, the discard is a button", () => {
  const mine = fixture("discard_seat0");
  const tile = mine.view.revealed_hand[0].id;
  const own = mountAt("discard_seat0");
  assert.match(byTestId(own.el, "instruction").textContent, /discard/);
  assert.ok(byTestId(own.el, `hand-tile-${tile}`) && byTestId(own.el, `revealed-tile-${tile}`));
  const ids = [...own.el.querySelectorAll("[data-testid]")].map((n) => n.getAttribute("data-testid"));
  assert.equal(new Set(ids).size, ids.length, "duplicate data-testid");
  const button = byTestId(own.el, "action-group-discard_tile").querySelector("button");
  click(own.window, button);
  assert.deepEqual(own.model.sent, [{ type: "play", action: { type: "discard_tile", tile } }]);
  const other = mountAt("discard_seat1");
  assert.ok(byTestId(other.el, `revealed-tile-${tile}`));
  assert.equal(byTestId(other.el, `hand-tile-${tile}`), null);
  assert.match(byTestId(other.el, "hand-count-0").textContent, /1 hidden tile/);
  assert.equal(other.el.querySelector("[data-testid^=action-group-]"), null);
});

test("connected islands are numbered from 1, as on the score sheet", () => {
  const traits = fixture("over_teacher");
  const { el } = mountAt("over_teacher");
  const first = traits.view.islands[0];
  assert.match(byTestId(el, `island-${first.id}`).textContent, /^Island 1: /);
});

// ---- the coach's move drawn on the board (issue 8) ----

const hintedTestIds = (el) => [...el.querySelectorAll(".sw-hinted")]
  .map((n) => n.getAttribute("data-testid")).filter(Boolean).sort();
const coachFor = (traits, entry) => ({ coach: { id: entry.id, alternatives: [] },
  hint: `${traits.players[traits.current_player]} could: ${entry.label}.` });

test("hint: a placement is the tile ghosted in its rotation on its cell, the hand tile lifted", () => {
  const traits = fixture("start_teacher");
  const entry = traits.legal.find((e) => e.type === "place_tile" && e.action.rotation === 2) ||
    traits.legal[traits.legal.length - 1];
  const { el } = mountAt("start_teacher", coachFor(traits, entry));
  const a = entry.action;
  const mark = byTestId(el, "hinted-place");
  assert.ok(mark, "the ghost is drawn");
  assert.equal(mark.getAttribute("data-x"), String(a.x));
  assert.equal(mark.getAttribute("data-y"), String(a.y));
  const ghost = mark.querySelector(".sw-hinted-ghost");
  assert.equal(ghost.getAttribute("data-tile"), String(a.tile));
  assert.equal(ghost.getAttribute("data-rotation"), String(a.rotation));
  assert.ok(ghost.querySelector(".sw-si-sky"), "the ghost is a whole tile");
  assert.equal(mark.getAttribute("aria-label"), `coach's move: ${entry.label}`);
  assert.equal(mark.querySelector("title").textContent, `coach's move: ${entry.label}`);
  assert.deepEqual(hintedTestIds(el), [`cell-${a.x}-${a.y}`, `hand-tile-${a.tile}`, "hinted-place"].sort());
  assert.ok(byTestId(el, `hand-tile-${a.tile}`).classList.contains("sw-hinted-lift"));
  assert.match(byTestId(el, `cell-${a.x}-${a.y}`).getAttribute("aria-label"), /coach's move: /);
});

test("hint: the ghost shows the tile turned as the coach says (its island edges turn)", () => {
  const traits = fixture("place_teacher");
  const entry = traits.legal.find((e) => e.type === "place_tile" && e.action.rotation === 1);
  assert.ok(entry, "fixture has a quarter-turned placement");
  const { el } = mountAt("place_teacher", coachFor(traits, entry));
  const tile = traits.view.hands[traits.current_player].find((t) => t.id === entry.action.tile);
  const mark = byTestId(el, "hinted-place");
  const ring = mark.querySelector(".sw-hinted-ring");
  const left = Number(ring.getAttribute("x")) - 1;
  const top = Number(ring.getAttribute("y")) - 1;
  const paths = [...mark.querySelectorAll(".sw-si-island")].map((p) => p.getAttribute("d"));
  const turned = turnTile(tile, 1).regions.map((r) => regionPath(r, left, top, CELL));
  assert.deepEqual(paths, turned);
  assert.notDeepEqual(paths, tile.regions.map((r) => regionPath(r, left, top, CELL)),
    "an unturned ghost would differ");
});

test("hint: a build rings its island part and ghosts the building there", () => {
  const traits = fixture("build_teacher");
  const entry = traits.legal.find((e) => e.type === "build");
  const { el } = mountAt("build_teacher", coachFor(traits, entry));
  const a = entry.action;
  const mark = byTestId(el, "hinted-build");
  assert.ok(mark && mark.querySelector(".sw-hinted-ring") && mark.querySelector(".sw-hinted-ghost .sw-si-building"));
  assert.equal(mark.getAttribute("data-building"), a.building);
  assert.deepEqual(hintedTestIds(el), [`region-${a.x}-${a.y}-${a.region}`, "hinted-build"].sort());
});

test("hint: a move the board does not draw (exchange, keep, end building) rings its button", async () => {
  const traits = fixture("disposal_teacher");
  const entry = traits.legal.find((e) => e.type === "exchange");
  const { el } = mountAt("disposal_teacher", coachFor(traits, entry));
  await tick();
  const button = el.querySelector(`button[data-id="${entry.id}"]`);
  assert.ok(button.classList.contains("sw-hinted"));
  assert.match(button.getAttribute("aria-label"), /coach's move: exchange/);
  assert.deepEqual(hintedTestIds(el), [button.getAttribute("data-testid"),
    `cubes-${traits.current_player}-${entry.action.give}`].sort());
  const build = fixture("build_teacher");
  const end = build.legal.find((e) => e.type === "end_building");
  const other = mountAt("build_teacher", coachFor(build, end));
  await tick();
  assert.deepEqual(hintedTestIds(other.el), ["action-end_building"]);
});

test("hint: nothing is drawn when the coach is empty, nor for a move that is not legal", async () => {
  for (const name of ["start_teacher", "build_teacher", "disposal_teacher", "discard_seat0"]) {
    const { el } = mountAt(name, { coach: {}, hint: "" });
    await tick();
    assert.equal(el.querySelectorAll(".sw-hinted, [data-hinted]").length, 0, name);
  }
  const { el } = mountAt("start_teacher", { coach: { id: 999 } });
  await tick();
  assert.equal(el.querySelectorAll(".sw-hinted").length, 0);
});

test("hint: the revealed tile to discard is lifted, and its button ringed", async () => {
  const traits = fixture("discard_seat0");
  const entry = traits.legal[0];
  const { el } = mountAt("discard_seat0", coachFor(traits, entry));
  await tick();
  assert.ok(byTestId(el, `revealed-tile-${entry.action.tile}`).classList.contains("sw-hinted-lift"));
  assert.ok(byTestId(el, "action-discard_tile").classList.contains("sw-hinted"));
});

test("hint: the ghost clears when Python clears the coach (a new position)", async () => {
  const traits = fixture("start_teacher");
  const { el, model } = mountAt("start_teacher", coachFor(traits, traits.legal[0]));
  assert.ok(byTestId(el, "hinted-place"));
  model.set("coach", {});
  await tick();
  assert.equal(byTestId(el, "hinted-place"), null);
});

test("a click on an occupied cell with no tile chosen says why nothing happens", () => {
  const traits = fixture("start_teacher");
  const { el, window, model } = mountAt("start_teacher");
  const tile = traits.view.tiles.find((t) => t.x === 0 && t.y === 0);
  click(window, byTestId(el, "cell-0-0"));
  assert.deepEqual(model.sent, []);
  const notice = byTestId(el, "notice").textContent;
  assert.doesNotMatch(notice, /first choose it in your hand/);
  assert.match(notice, new RegExp(`already holds tile ${tile.id}: a new tile goes on an empty cell`));
});

test("one word for the end of step ④: the prompt, the button and the log say finish building", () => {
  const traits = fixture("build_teacher");
  const { el } = mountAt("build_teacher");
  assert.match(byTestId(el, "instruction").textContent, /finish building\.$/);
  const end = traits.legal.find((e) => e.type === "end_building");
  assert.equal(end.label, "finish building");
  assert.match(byTestId(el, "action-end_building").textContent, /finish building/);
  assert.doesNotMatch(el.textContent, /end building/);
});
