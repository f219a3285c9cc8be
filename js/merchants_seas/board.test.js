// The Merchants of the Seas map against positions from the real rule model (fixture.json).
import test from "node:test";
import assert from "node:assert/strict";
import { ALL, mountAt } from "./mount.js";
import { byTestId, click, press, tick } from "../testing/jsdom.js";
import * as data from "./data.js";
import * as words from "./words.js";

const fixture = (name) => ALL[name];

const lit = (el) => [...el.querySelectorAll(".sw-ms-legal")]
  .map((g) => Number(g.getAttribute("data-hex"))).sort((a, b) => a - b);
const hexesOf = (traits, type, key = "hex") => [...new Set(traits.legal
  .filter((e) => e.type === type).map((e) => e.action[key]))].sort((a, b) => a - b);
const offered = (el) => [...byTestId(el, "offer").querySelectorAll("button")]
  .map((b) => b.getAttribute("data-testid")).filter((id) => id !== "offer-cancel");

test("the words come from the rule model's tables, sent by Python", () => {
  const { tables } = fixture("setup_teacher");
  assert.equal(words.tradeOptions(tables, "TP")[1].words, "3 VP + 1 worker + 1 coin");
  assert.equal(words.tradeOptions(tables, "SH", ["FAV15"])[0].words, "6 VP + 1 worker + 2 coins");
  assert.deepEqual(words.tradeOptions({}, "TP"), [], "no tables yet: no options");
  assert.equal(words.roundTileWords(tables, 18), "tile 18: 2 VP per trade; each 4 Fire: 1 priest");
  assert.equal(words.terrainWords(tables, "G"), "forest");
  assert.ok(words.isMerchant(tables, "fakirs") && !words.isMerchant(tables, "witches"));
  const { el } = mountAt("setup_teacher");
  const rounds = [...el.querySelectorAll("li[data-testid^=round-]")].map((li) => li.textContent);
  const tiles = fixture("setup_teacher").view.round_tiles;
  assert.deepEqual(rounds, tiles.map((id) => words.roundTileWords(tables, id)));
});

test("every hex has its test id, its name, its terrain letter (or owner) and words; test ids are unique", () => {
  const traits = fixture("over_teacher");
  const { el } = mountAt("over_teacher");
  for (const hx of traits.view.hexes) {
    const g = byTestId(el, `hex-${hx.id}`);
    assert.ok(g, `hex-${hx.id}`);
    assert.equal(g.querySelector(".sw-ms-hex-name").textContent, hx.name.replace(/^river /, ""));
    const letter = g.querySelector(".sw-ms-terrain-letter");
    if (hx.building) {
      assert.equal(letter, null, "a built hex shows its owner's mark instead (home terrain)");
      assert.equal(traits.tables.homes[traits.view.seats[hx.owner].faction], hx.terrain);
    } else assert.equal(letter.textContent, hx.terrain === "~" ? "~" : hx.terrain);
    assert.match(g.getAttribute("aria-label"), new RegExp(`^${hx.name.replace(/[:]/g, ".")}, `));
  }
  const ids = [...el.querySelectorAll("[data-testid]")].map((n) => n.getAttribute("data-testid"));
  assert.equal(new Set(ids).size, ids.length, "duplicate data-testid");
  assert.ok(byTestId(el, "canal-41-65") && byTestId(el, "canal-41-66"), "the canal is drawn");
});

test("structures: one shape per type with its letters and the owner's mark", () => {
  const traits = fixture("over_teacher");
  const { el } = mountAt("over_teacher");
  const built = traits.view.hexes.filter((hx) => hx.building);
  assert.ok(new Set(built.map((hx) => hx.building)).size >= 3, "fixture should vary structures");
  for (const hx of built) {
    const g = byTestId(el, `structure-${hx.id}`);
    assert.equal(g.getAttribute("data-structure"), hx.building);
    assert.equal(g.querySelector(".sw-ms-struct-letter").textContent, hx.building);
    const faction = traits.view.seats[hx.owner].faction;
    assert.equal(g.querySelector(".sw-ms-owner-mark").textContent, data.FACTION_MARK[faction]);
    assert.ok(g.getAttribute("class").includes(`sw-ms-f-${faction}`));
    assert.match(g.getAttribute("aria-label"), new RegExp(`${traits.tables.structure_names[hx.building]}$`));
  }
  const shapes = new Map();
  for (const hx of built) {
    const tag = byTestId(el, `structure-${hx.id}`).querySelector(".sw-ms-shape");
    shapes.set(hx.building, `${tag.tagName}:${tag.getAttribute("points")?.split(" ").length}`);
  }
  assert.equal(new Set(shapes.values()).size, shapes.size, "each structure type its own shape");
});

test("ships and trade markers are drawn where the model puts them", () => {
  const traits = fixture("move_teacher");
  const { el } = mountAt("move_teacher");
  traits.view.seats.forEach((seat, i) => {
    for (const hex of seat.ships) {
      const ship = byTestId(el, `ship-${hex}-${i}`);
      assert.ok(ship, `ship of seat ${i} at ${hex}`);
      assert.match(ship.querySelector(".sw-ms-badge-letter").textContent, /^[SM]\d*$/);
    }
  });
  const over = fixture("over_teacher");
  const { el: end } = mountAt("over_teacher");
  const traded = over.view.hexes.filter((hx) => hx.traded_by.length);
  assert.ok(traded.length > 0, "fixture should have trades");
  for (const hx of traded) {
    const marks = byTestId(end, `trades-at-${hx.id}`).querySelectorAll(".sw-ms-trade");
    assert.equal(marks.length, hx.traded_by.length);
  }
});

test("setup: exactly the legal hexes light up; a click plays, a wrong click still asks Python", () => {
  const traits = fixture("setup_teacher");
  const { el, window, model } = mountAt("setup_teacher");
  const legal = hexesOf(traits, "place_dwelling");
  assert.deepEqual(lit(el), legal);
  assert.equal(byTestId(el, `hex-${legal[0]}`).getAttribute("tabindex"), "0");
  click(window, byTestId(el, `hex-${legal[0]}`));
  const wrong = traits.view.hexes.find((hx) => !legal.includes(hx.id)).id;
  click(window, byTestId(el, `hex-${wrong}`));
  press(window, byTestId(el, `hex-${legal[1]}`), "Enter");
  assert.deepEqual(model.sent, [
    { type: "play", action: { type: "place_dwelling", hex: legal[0] } },
    { type: "play", action: { type: "place_dwelling", hex: wrong } },
    { type: "play", action: { type: "place_dwelling", hex: legal[1] } },
  ]);
  assert.match(byTestId(el, "instruction").textContent, /initial Dwelling/);
});

test("setup: the Dock goes under a highlighted own Dwelling", () => {
  const traits = fixture("dock_teacher");
  const { el, window, model } = mountAt("dock_teacher");
  const legal = hexesOf(traits, "place_dock");
  assert.deepEqual(lit(el), legal);
  click(window, byTestId(el, `hex-${legal[0]}`));
  assert.deepEqual(model.sent, [{ type: "play", action: { type: "place_dock", hex: legal[0] } }]);
});

test("a seat view off-turn highlights nothing and has no moves", () => {
  const { el } = mountAt("setup_seat1");
  assert.deepEqual(lit(el), []);
  assert.equal(el.querySelectorAll("[data-testid^=action-]").length, 0);
  assert.match(byTestId(el, "turn").textContent, /waiting for ann/);
});

test("Phase II: a buildable hex offers its legal choices; one is played", () => {
  const traits = fixture("actions_teacher");
  const { el, window, model } = mountAt("actions_teacher");
  const hexes = [...new Set(traits.legal.filter((e) => ["transform_and_build", "upgrade"]
    .includes(e.type)).map((e) => e.action.hex))].sort((a, b) => a - b);
  assert.deepEqual(lit(el), hexes);
  const build = traits.legal.find((e) => e.type === "transform_and_build" && e.action.build);
  click(window, byTestId(el, `hex-${build.action.hex}`));
  const here = traits.legal.filter((e) => e.action.hex === build.action.hex &&
    ["transform_and_build", "upgrade"].includes(e.type));
  assert.equal(offered(el).length, here.length);
  assert.ok(offered(el).includes("offer-build"));
  click(window, byTestId(el, "offer-build"));
  assert.deepEqual(model.sent, [{ type: "play", action: build.action }]);
  assert.equal(byTestId(el, "offer"), null);
  // the other actions are named menus under the map; no shared action buttons at all
  assert.ok(byTestId(el, "menu-pass"));
  assert.equal(el.querySelectorAll("[data-testid^=action-]").length, 0);
});

test("Phase II: a click on a hex that is not legal sends the constructed move", () => {
  const traits = fixture("actions_teacher");
  const { el, window, model } = mountAt("actions_teacher");
  const me = traits.view.seats[traits.current_player];
  const legal = new Set(traits.legal.filter((e) => e.action.hex !== undefined).map((e) => e.action.hex));
  const far = traits.view.hexes.find((hx) => !legal.has(hx.id) && hx.terrain !== "~" && !hx.building);
  click(window, byTestId(el, `hex-${far.id}`));
  assert.deepEqual(model.sent, [{ type: "play", action: { type: "transform_and_build",
    hex: far.id, terrain: traits.tables.homes[me.faction], build: true, ship: -1 } }]);
});

test("a new ship goes on a highlighted river space", () => {
  const traits = fixture("ship_teacher");
  const { el, window, model } = mountAt("ship_teacher");
  const legal = hexesOf(traits, "place_ship");
  assert.ok(legal.length > 0);
  assert.deepEqual(lit(el), legal);
  for (const hex of legal) assert.equal(traits.view.hexes[hex].terrain, "~");
  click(window, byTestId(el, `hex-${legal[0]}`));
  assert.deepEqual(model.sent, [{ type: "play", action: { type: "place_ship", hex: legal[0] } }]);
});

test("moving: choose a ship, its reachable spaces and trade partners light up, click one", () => {
  const traits = fixture("move_teacher");
  const { el, window, model } = mountAt("move_teacher");
  const moves = traits.legal.filter((e) => e.type === "move_ship");
  const src = moves[0].action.src;
  assert.deepEqual(lit(el), [...new Set(moves.map((e) => e.action.dst))].sort((a, b) => a - b));
  const ship = byTestId(el, `ship-${src}`);
  assert.ok(ship.classList.contains("sw-ms-movable"));
  click(window, ship);
  const dsts = moves.filter((e) => e.action.src === src).map((e) => e.action.dst).sort((a, b) => a - b);
  assert.deepEqual(lit(el), dsts);
  const trade = moves.find((e) => e.action.src === src && traits.view.hexes[e.action.dst].building);
  assert.ok(trade, "fixture should offer a trade destination");
  assert.ok(lit(el).includes(trade.action.dst));
  click(window, byTestId(el, `hex-${trade.action.dst}`));
  assert.deepEqual(model.sent, [{ type: "play", action: trade.action }]);
  assert.equal(byTestId(el, "move-finish-0").textContent, "Finish moving ships", "Finish is a button");
});

test("moving: a space the selected ship cannot reach is still sent to Python", () => {
  const traits = fixture("move_teacher");
  const { el, window, model } = mountAt("move_teacher");
  const src = traits.legal.find((e) => e.type === "move_ship").action.src;
  const reach = new Set(traits.legal.filter((e) => e.type === "move_ship").map((e) => e.action.dst));
  const far = traits.view.hexes.find((hx) => hx.terrain === "~" && !reach.has(hx.id) && hx.id !== src);
  click(window, byTestId(el, `ship-${src}`));
  click(window, byTestId(el, `hex-${far.id}`));
  assert.deepEqual(model.sent, [{ type: "play", action: { type: "move_ship", src, dst: far.id } }]);
});

test("trading: the reward choices are spelled out, on the map and as buttons", () => {
  const traits = fixture("trade_teacher");
  const { el, window, model } = mountAt("trade_teacher");
  const entries = traits.legal.filter((e) => e.type === "resolve_trade");
  const hex = entries[0].action.hex;
  const hx = traits.view.hexes[hex];
  const favors = traits.view.seats[traits.current_player].favors;
  const options = words.tradeOptions(traits.tables, hx.building, favors);
  assert.equal(options.length, entries.filter((e) => e.action.hex === hex).length);
  for (const o of options) assert.ok(byTestId(el, "instruction").textContent.includes(o.words));
  assert.deepEqual(lit(el), [hex]);
  click(window, byTestId(el, `hex-${hex}`));
  assert.deepEqual(offered(el), options.map((_, k) => `offer-reward-${k}`));
  click(window, byTestId(el, `offer-reward-${options.length - 1}`));
  assert.deepEqual(model.sent, [{ type: "play", action: entries[options.length - 1].action }]);
  click(window, byTestId(el, "menu-resolve_trade"));
  assert.equal(offered(el).length, entries.length, "the Trade reward menu lists every reward");
});

test("the owner's power offer names power and VP cost; accept/decline are buttons", () => {
  for (const name of ["leech_teacher", "leech_seat"]) {
    const traits = fixture(name);
    const { el, window, model } = mountAt(name);
    const pend = traits.view.pending[0];
    assert.equal(pend.kind, "leech");
    assert.equal(traits.current_player, pend.seat);
    const text = byTestId(el, "instruction").textContent;
    assert.ok(text.includes(`may take ${pend.power} power for ${pend.power - 1} VP`), text);
    assert.match(text, /traded with one of their structures/);
    click(window, byTestId(el, "move-leech-0"));
    click(window, byTestId(el, "move-leech-1"));
    assert.deepEqual(model.sent.map((m) => m.action.accept), [true, false]);
  }
});

test("factions and cult tracks: resources, bowls, shipping and positions", () => {
  const traits = fixture("move_teacher");
  const { el } = mountAt("move_teacher");
  traits.view.seats.forEach((seat, i) => {
    assert.ok(byTestId(el, `faction-${i}`));
    assert.equal(byTestId(el, `vp-${i}`).textContent, String(seat.vp));
    assert.equal(byTestId(el, `bowls-${i}`).textContent, seat.bowls.join(" · "));
    assert.equal(byTestId(el, `resources-${i}`).textContent,
      `${seat.coins} C · ${seat.workers} W · ${seat.priests} P`);
    assert.equal(byTestId(el, `shipping-${i}`).textContent, `${seat.shipping} · ${seat.dig}`);
    assert.equal(byTestId(el, `shipping-${i}`).getAttribute("aria-label"),
      `${traits.tables.merchants.includes(seat.faction) ? "range" : "shipping"} ${seat.shipping}, exchange ${seat.dig}`);
    assert.equal(byTestId(el, `dock-${i}`).textContent, traits.view.hexes[seat.dock].name);
    assert.equal(byTestId(el, `ships-${i}`).textContent, `${seat.ships.length}/3 · ${seat.trades}/15`);
    assert.match(byTestId(el, `ships-${i}`).getAttribute("aria-label"), / trade markers used$/);
    traits.tables.cults.forEach((cult, c) => {
      assert.equal(byTestId(el, `cult-${cult}-${i}`).textContent, String(seat.cults[c]));
    });
  });
  for (const cult of traits.tables.cults) assert.ok(byTestId(el, `cult-${cult}`));
  assert.equal(el.querySelectorAll("li[data-testid^=round-]").length, 6);
});

test("a player named <b>cy</b> is shown literally", () => {
  const { el } = mountAt("over_teacher");
  assert.equal(el.querySelector("b"), null);
  assert.match(byTestId(el, "faction-2").textContent, /<b>cy<\/b>/);
});

test("game over: winners named, every score item with its why and rule", () => {
  const traits = fixture("over_teacher");
  const { el } = mountAt("over_teacher");
  assert.match(byTestId(el, "turn").textContent, /^Game over\. Winners?: /);
  assert.equal(el.querySelectorAll(".sw-score-item").length, traits.scores.items.length);
  assert.deepEqual(lit(el), []);
});

test("a new position from Python drops the selected ship", async () => {
  const traits = fixture("move_teacher");
  const { el, window, model } = mountAt("move_teacher");
  const src = traits.legal.find((e) => e.type === "move_ship").action.src;
  click(window, byTestId(el, `ship-${src}`));
  assert.ok(byTestId(el, `ship-${src}`).classList.contains("sw-ms-selected"));
  model.set("step", traits.step + 1);
  await tick();
  assert.ok(!byTestId(el, `ship-${src}`).classList.contains("sw-ms-selected"));
});

test("moving: a space that needs the extra 1-power step says so, in text and aria-label", () => {
  const traits = fixture("move_teacher");
  const { el, window } = mountAt("move_teacher");
  const moves = traits.legal.filter((e) => e.type === "move_ship");
  const src = moves[0].action.src;
  click(window, byTestId(el, `ship-${src}`));
  for (const e of moves.filter((m) => m.action.src === src)) {
    const cost = byTestId(el, `cost-${e.action.dst}`);
    const hex = byTestId(el, `hex-${e.action.dst}`);
    if (traits.view.move_costs[String(src)][String(e.action.dst)] === 1) {
      assert.equal(cost.textContent, "+1");
      assert.match(hex.getAttribute("aria-label"), /costs 1 power/);
    } else {
      assert.equal(cost, null);
    }
  }
});

test("the tables trait is the board's own: when it arrives, the words are redrawn", async () => {
  const traits = fixture("setup_teacher");
  const { el, model } = mountAt("setup_teacher", { tables: {} });
  const first = byTestId(el, `round-1`).textContent;
  assert.equal(first, `tile ${traits.view.round_tiles[0]}`);
  model.set("tables", traits.tables);
  await tick();
  assert.equal(byTestId(el, `round-1`).textContent,
    words.roundTileWords(traits.tables, traits.view.round_tiles[0]));
});

// ---- the coach's move drawn on the map (issue 8) ----

const hintedIds = (el) => [...el.querySelectorAll(".sw-hinted")]
  .map((n) => n.getAttribute("data-testid")).sort();
const coachAt = (entry) => ({ coach: { id: entry.id, alternatives: [] }, hint: `could: ${entry.label}.` });

test("hint: a transform-and-build rings its hex and says what it does there", () => {
  const traits = fixture("actions_teacher");
  const entry = traits.legal.find((e) => e.type === "transform_and_build" && e.action.build);
  const { el } = mountAt("actions_teacher", coachAt(entry));
  const mark = byTestId(el, "hinted-hex");
  assert.equal(mark.getAttribute("data-hexes"), String(entry.action.hex));
  assert.equal(mark.querySelectorAll(".sw-hinted-ring").length, 1);
  assert.equal(mark.querySelector(".sw-hinted-label").textContent, `${entry.action.terrain}+D`);
  assert.equal(mark.getAttribute("aria-label"), `coach's move: ${entry.label}`);
  assert.equal(mark.querySelector("title").textContent, `coach's move: ${entry.label}`);
  assert.deepEqual(hintedIds(el), [`hex-${entry.action.hex}`, "hinted-hex"].sort());
  assert.ok(byTestId(el, `hex-${entry.action.hex}`).classList.contains("sw-ms-legal"),
    "the ring is drawn over the legal highlight, which stays");
});

test("hint: an upgrade rings the structure's hex; a ship's move rings both ends", () => {
  const traits = fixture("actions_teacher");
  const up = traits.legal.find((e) => e.type === "upgrade");
  const one = mountAt("actions_teacher", coachAt(up));
  assert.equal(byTestId(one.el, "hinted-hex").querySelector(".sw-hinted-label").textContent, `→${up.action.to}`);
  const moves = fixture("move_teacher");
  const move = moves.legal.find((e) => e.type === "move_ship");
  const two = mountAt("move_teacher", coachAt(move));
  const mark = byTestId(two.el, "hinted-hex");
  assert.equal(mark.getAttribute("data-hexes"), `${move.action.src} ${move.action.dst}`);
  assert.ok(mark.querySelector("line.sw-hinted-route"));
  assert.deepEqual(hintedIds(two.el), [`hex-${move.action.dst}`, `hex-${move.action.src}`, "hinted-hex"].sort());
});

test("hint: a trade rings the structure's hex and its button", async () => {
  const traits = fixture("trade_teacher");
  const entry = traits.legal[1];
  const { el } = mountAt("trade_teacher", coachAt(entry));
  await tick();
  const ids = hintedIds(el);
  assert.ok(ids.includes(`hex-${entry.action.hex}`) && ids.includes("hinted-hex"), ids.join());
  assert.ok(byTestId(el, "menu-resolve_trade").classList.contains("sw-hinted"));
});

test("hint: a priest sent rings the cult track; other moves ring their button", async () => {
  const traits = fixture("actions_teacher");
  const priest = traits.legal.find((e) => e.type === "send_priest" && e.action.cult === "WATER");
  const one = mountAt("actions_teacher", coachAt(priest));
  await tick();
  assert.deepEqual(hintedIds(one.el), ["cult-WATER", `cult-WATER-${traits.current_player}`].sort());
  assert.equal(byTestId(one.el, "hinted-hex"), null, "no hex for a priest");
  const pass = traits.legal.find((e) => e.type === "pass");
  const two = mountAt("actions_teacher", coachAt(pass));
  await tick();
  assert.deepEqual(hintedIds(two.el), ["menu-pass"]);
  const advance = traits.legal.find((e) => e.type === "advance");
  const three = mountAt("actions_teacher", coachAt(advance));
  await tick();
  assert.ok(hintedIds(three.el).includes(`shipping-${traits.current_player}`));
});

test("hint: nothing is drawn when the coach is empty", async () => {
  for (const name of ["actions_teacher", "move_teacher", "trade_teacher", "leech_teacher"]) {
    const { el } = mountAt(name, { coach: {}, hint: "" });
    await tick();
    assert.equal(el.querySelectorAll(".sw-hinted, [data-hinted]").length, 0, name);
  }
});
