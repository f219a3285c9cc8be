// The Traders of the Air board against positions from the real rule model (fixture.json,
// written by js/traders_air/make_fixture.py).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import widget from "../entries/traders_air.js";
import { byTestId, click, fakeModel, page, press, tick } from "../testing/jsdom.js";
import { slug } from "./layout.js";
import { PLAYER_COLOURS } from "./markers.js";

const ALL = JSON.parse(readFileSync(new URL("./fixture.json", import.meta.url), "utf8"));

function fixture(name) {
  if (!(name in ALL)) throw new Error(`no fixture position ${name}`);
  return JSON.parse(JSON.stringify(ALL[name]));
}

function mountAt(name, overrides = {}) {
  const p = page();
  const model = fakeModel({ ...fixture(name), ...overrides });
  widget.render({ model, el: p.el });
  return { ...p, model };
}

const reachable = (el) => [...el.querySelectorAll(".sw-ta-reachable")]
  .map((g) => g.getAttribute("data-testid")).sort();
const legalOf = (traits, type) => traits.legal.filter((e) => e.type === type);

test("slugs: lowercased, every non-alphanumeric becomes a dash", () => {
  assert.equal(slug("New Copenhagen"), "new-copenhagen");
  assert.equal(slug("Rev'all"), "rev-all");
  assert.equal(slug("Thespian"), "thespian");
});

test("nine cities, every warehouse space and goods marker, the ship: stable unique test ids", () => {
  const traits = fixture("actions_teacher");
  const { el } = mountAt("actions_teacher");
  assert.equal(traits.view.cities.length, 9);
  for (const city of traits.view.cities) assert.ok(byTestId(el, `city-${slug(city.name)}`), city.name);
  for (const space of traits.view.spaces) {
    assert.ok(byTestId(el, `space-${space.id}`));
    assert.ok(byTestId(el, `goods-${space.marker.id}`));
  }
  assert.equal(byTestId(el, "ship").getAttribute("data-city"), "New Copenhagen");
  assert.match(byTestId(el, "ship").getAttribute("aria-label"), /New Copenhagen/);
  const ids = [...el.querySelectorAll("[data-testid]")].map((n) => n.getAttribute("data-testid"));
  assert.equal(new Set(ids).size, ids.length, "duplicate data-testid");
});

test("goods carry their colour's letter and their number, never colour alone", () => {
  const traits = fixture("sell_teacher");
  const { el } = mountAt("sell_teacher");
  const markers = [...traits.view.spaces.map((s) => s.marker).filter(Boolean),
    ...traits.view.seats.flatMap((s) => [...s.goods, ...s.sold])];
  assert.ok(markers.length > 5);
  for (const m of markers) {
    const node = byTestId(el, `goods-${m.id}`);
    assert.equal(node.textContent, `${m.letter}${m.value}`);
    assert.ok(node.getAttribute("class").includes(`sw-ta-goods-${m.colour}`));
    assert.match(node.getAttribute("aria-label"), new RegExp(`${m.colour} ${m.value}`));
  }
});

test("contracts stack per player per city, in the player's colour and letter", () => {
  const traits = fixture("over_teacher");
  const { el } = mountAt("over_teacher");
  let stacks = 0;
  const colours = PLAYER_COLOURS;
  for (const city of traits.view.cities) {
    traits.players.forEach((name, seat) => {
      const n = city.contracts[name];
      const node = byTestId(el, `contracts-${slug(city.name)}-${seat}`);
      if (!n) { assert.equal(node, null); return; }
      stacks += 1;
      assert.ok(node.getAttribute("class").includes(`sw-colour-${colours[seat]}`));
      assert.equal(node.querySelector(".sw-ta-disc-letter").textContent, colours[seat][0].toUpperCase());
      assert.equal(node.querySelector(".sw-ta-disc-count").textContent, String(n));
      assert.equal(node.querySelectorAll(".sw-ta-disc").length, Math.min(n, 6));
      assert.match(node.getAttribute("aria-label"), new RegExp(`${n} guild contract`));
    });
  }
  assert.ok(stacks >= 10);
});

test("arrows point with the wind; the compass reverses them all", () => {
  const plain = fixture("actions_teacher");
  const { el } = mountAt("actions_teacher");
  for (const [a, b] of plain.view.arrows) assert.ok(byTestId(el, `arrow-${slug(a)}-${slug(b)}`));
  assert.ok(byTestId(el, "arrow-new-copenhagen-thespian"));
  assert.equal(byTestId(el, "arrow-thespian-new-copenhagen"), null);
  assert.equal(byTestId(el, "compass"), null);
  const reversed = fixture("compass_teacher");
  assert.equal(reversed.view.compass_reversed, true);
  const other = mountAt("compass_teacher").el;
  assert.ok(byTestId(other, "arrow-thespian-new-copenhagen"));
  assert.equal(byTestId(other, "arrow-new-copenhagen-thespian"), null);
  assert.match(byTestId(other, "compass").textContent, /reversed/);
});

test("reachable cities are highlighted from the legal moves, with their cost", () => {
  const traits = fixture("actions_teacher");
  const { el } = mountAt("actions_teacher");
  const moves = legalOf(traits, "move").map((e) => e.action.city);
  assert.deepEqual(reachable(el), moves.map((c) => `city-${slug(c)}`).sort());
  assert.equal(byTestId(el, "cost-thespian").textContent, "$1");      // with the wind
  assert.equal(byTestId(el, "cost-downington").textContent, "$1");
  assert.equal(byTestId(el, "cost-aleborg").textContent, "$2");       // against the wind
  assert.equal(byTestId(el, "cost-lindholm"), null);
  assert.match(byTestId(el, "city-aleborg").getAttribute("aria-label"), /2 sky dollars, against/);
  const compass = mountAt("compass_teacher").el;
  assert.equal(byTestId(compass, "cost-aleborg").textContent, "$1");
  assert.equal(byTestId(compass, "cost-thespian").textContent, "$2");
});

test("click a highlighted city: the move is sent; a non-legal city still sends it", () => {
  const { el, window, model } = mountAt("actions_teacher");
  const target = byTestId(el, "city-thespian");
  assert.equal(target.getAttribute("tabindex"), "0");
  click(window, target);
  click(window, byTestId(el, "city-brightwater"));
  press(window, byTestId(el, "city-downington"), "Enter");
  assert.deepEqual(model.sent, [
    { type: "play", action: { type: "move", city: "Thespian" } },
    { type: "play", action: { type: "move", city: "Brightwater" } },
    { type: "play", action: { type: "move", city: "Downington" } },
  ]);
  click(window, byTestId(el, "city-new-copenhagen"));
  assert.equal(model.sent.length, 3, "the ship's own city is not a move");
  assert.match(byTestId(el, "notice").textContent, /already at New Copenhagen/);
});

test("click a space: purchase sent (highlighted when legal, sent anyway when not)", () => {
  const traits = fixture("actions_teacher");
  const { el, window, model } = mountAt("actions_teacher");
  const legal = legalOf(traits, "purchase").map((e) => e.action.space);
  assert.deepEqual(legal, [3, 4]);
  const lit = [...el.querySelectorAll(".sw-ta-space.sw-ta-legal")].map((n) => n.getAttribute("data-testid"));
  assert.deepEqual(lit.sort(), ["space-3", "space-4"]);
  click(window, byTestId(el, "space-3"));
  click(window, byTestId(el, `goods-${traits.view.spaces[4].marker.id}`));   // the marker on space 4
  click(window, byTestId(el, "space-0"));                                   // Thespian: not here
  assert.deepEqual(model.sent, [
    { type: "play", action: { type: "purchase", space: 3 } },
    { type: "play", action: { type: "purchase", space: 4 } },
    { type: "play", action: { type: "purchase", space: 0 } },
  ]);
});

test("legal actions at the city are buttons too; moves and sales stay on the board", () => {
  const traits = fixture("actions_teacher");
  const { el, window, model } = mountAt("actions_teacher");
  assert.ok(byTestId(el, "action-purchase-0") && byTestId(el, "action-purchase-1"));
  assert.equal(byTestId(el, "action-group-move"), null);
  click(window, byTestId(el, "action-end_actions"));
  assert.deepEqual(model.sent, [{ type: "play", action: { type: "end_actions" } }]);
  assert.match(byTestId(el, "instruction").textContent, /Act in New Copenhagen/);
  const income = mountAt("income_teacher");
  click(income.window, byTestId(income.el, "action-collect_income"));
  assert.deepEqual(income.model.sent, [{ type: "play", action: { type: "collect_income" } }]);
  assert.equal(traits.view.seats[0].money, 4);
});

test("set up contracts by clicking one of your goods markers", () => {
  const traits = fixture("contracts_teacher");
  const { el, window, model } = mountAt("contracts_teacher");
  const entries = legalOf(traits, "set_up_contracts");
  const marker = entries[0].action.marker;
  const chipNode = byTestId(el, `goods-${marker}`);
  assert.ok(chipNode.classList.contains("sw-ta-legal"));
  click(window, chipNode);
  assert.deepEqual(model.sent, [{ type: "play", action: entries[0].action }]);
  // Ann's goods are not hers to use: a note, nothing sent
  const ann = fixture("sell_teacher").view.seats[0].goods[0];
  const sale = mountAt("sell_teacher");
  click(sale.window, byTestId(sale.el, `goods-${ann.id}`));
  assert.deepEqual(sale.model.sent, []);
  assert.match(byTestId(sale.el, "notice").textContent, /belongs to Ann/);
});

test("Contractors: a marker offers its contracts with and without the extra one", () => {
  const traits = fixture("contractors_teacher");
  const { el, window, model } = mountAt("contractors_teacher");
  const extra = legalOf(traits, "set_up_contracts").find((e) => e.action.extra);
  click(window, byTestId(el, `goods-${extra.action.marker}`));
  assert.ok(byTestId(el, "offer-contracts") && byTestId(el, "offer-contracts-extra"));
  click(window, byTestId(el, "offer-contracts-extra"));
  assert.deepEqual(model.sent, [{ type: "play", action: extra.action }]);
});

test("sell by choosing markers: the chosen ones are sent, sorted", () => {
  const traits = fixture("sell_teacher");
  const { el, window, model } = mountAt("sell_teacher");
  const all = legalOf(traits, "sell").map((e) => e.action.markers);
  const biggest = all.reduce((a, b) => (b.length > a.length ? b : a));
  assert.match(byTestId(el, "sell-mode").textContent, new RegExp(`${all.length} possible`));
  click(window, byTestId(el, "sell-mode"));
  for (const id of [...biggest].reverse()) click(window, byTestId(el, `goods-${id}`));
  assert.equal(byTestId(el, `goods-${biggest[0]}`).getAttribute("aria-pressed"), "true");
  assert.equal(el.querySelectorAll(".sw-ta-chosen").length, biggest.length);
  click(window, byTestId(el, "sell-chosen"));
  assert.deepEqual(model.sent, [{ type: "play", action: { type: "sell", markers: biggest } }]);
  press(window, byTestId(el, "sw-app"), "Escape");
  assert.equal(el.querySelectorAll(".sw-ta-chosen").length, 0);
  assert.ok(byTestId(el, "sell-mode"));
});

test("losses: the losing player clicks the marker to lose", () => {
  const traits = fixture("losses_teacher");
  const { el, window, model } = mountAt("losses_teacher");
  const lose = legalOf(traits, "lose");
  assert.equal(traits.current_player, 2);
  assert.match(byTestId(el, "instruction").textContent, /Marianne loses one orange/);
  click(window, byTestId(el, `goods-${lose[0].action.marker}`));
  assert.deepEqual(model.sent, [{ type: "play", action: lose[0].action }]);
  assert.equal(byTestId(el, "sold-1").querySelectorAll(".sw-ta-sold").length, 5);
});

test("guild mats: money, goods, sold goods, contracts left; supply heights", () => {
  const traits = fixture("sell_teacher");
  const { el } = mountAt("sell_teacher");
  traits.view.seats.forEach((seat, i) => {
    assert.equal(byTestId(el, `money-${i}`).textContent, `$${seat.money}`);
    assert.equal(byTestId(el, `mat-goods-${i}`).querySelectorAll(".sw-ta-chip").length, seat.goods.length);
    assert.match(byTestId(el, `contracts-left-${i}`).textContent,
      new RegExp(`${seat.contracts_left} on the mat, ${seat.contracts_on_board} on the board`));
  });
  traits.view.supply.forEach((stack, i) => {
    assert.equal(byTestId(el, `stack-${i + 1}`).getAttribute("data-count"), String(stack.count));
    assert.match(byTestId(el, `stack-${i + 1}`).textContent, new RegExp(`${i + 1}: ${stack.count}`));
  });
});

test("a seat view: no legal targets off-turn, the supply as heights only", () => {
  const traits = fixture("actions_seat1");
  const { el, window, model } = mountAt("actions_seat1");
  assert.deepEqual(traits.legal, []);
  for (const stack of traits.view.supply) assert.deepEqual(Object.keys(stack), ["count"]);
  assert.deepEqual(reachable(el), []);
  assert.equal(el.querySelectorAll(".sw-ta-legal").length, 0);
  assert.match(byTestId(el, "turn").textContent, /waiting for Ann/);
  click(window, byTestId(el, "city-thespian"));   // still sent: Python answers "seat view"
  assert.deepEqual(model.sent, [{ type: "play", action: { type: "move", city: "Thespian" } }]);
});

test("a player named <b>Marianne</b> is shown literally everywhere", () => {
  const { el } = mountAt("actions_teacher");
  assert.equal(el.querySelector("b"), null);
  assert.match(byTestId(el, "mat-2").textContent, /<b>Marianne<\/b>/);
  assert.match(byTestId(el, "score-sheet").textContent, /<b>Marianne<\/b>/);
});

test("game over: every score item with its why and rule, the winner named", () => {
  const traits = fixture("over_teacher");
  const { el } = mountAt("over_teacher");
  assert.deepEqual(traits.scores.winners, ["Marianne"]);
  assert.match(byTestId(el, "turn").textContent, /^Game over\. Winner: Marianne/);
  assert.equal(el.querySelectorAll(".sw-score-item").length, traits.scores.items.length);
  assert.equal(byTestId(el, "score-total-2").textContent.includes(`${traits.scores.totals.Marianne} points`), true);
});

test("a new position from Python clears a half-chosen sale", async () => {
  const { el, window, model } = mountAt("sell_teacher");
  click(window, byTestId(el, "sell-mode"));
  assert.ok(byTestId(el, "sell-chosen"));
  model.set("step", 1);
  await tick();
  assert.equal(byTestId(el, "sell-chosen"), null);
});

test("the centre of every city box is free of spaces: a click there is a move", () => {
  const { el } = mountAt("actions_teacher");
  for (const city of el.querySelectorAll(".sw-ta-city")) {
    const box = city.querySelector(".sw-ta-box");
    const top = Number(box.getAttribute("y"));
    const height = Number(box.getAttribute("height"));
    const centre = top + height / 2;
    for (const y of [centre, centre - 11]) {   // centre of the box, and of box + cost badge
      for (const space of city.querySelectorAll(".sw-ta-space-box")) {
        const sy = Number(space.getAttribute("y"));
        const sh = Number(space.getAttribute("height"));
        assert.ok(y < sy || y > sy + sh, `${city.getAttribute("data-testid")}: a space covers its centre`);
      }
    }
  }
  assert.equal(byTestId(el, "city-thespian").querySelector(".sw-ta-city-note").textContent, "");
  const over = mountAt("over_teacher").el;
  assert.equal(byTestId(over, "city-stockgard").querySelector(".sw-ta-city-note").textContent, "tied: no majority");
  assert.equal(byTestId(over, "city-rev-all").querySelector(".sw-ta-city-note").textContent, "majority: Marianne");
});

// ---- the coach's move drawn on the map (issue 8) ----

const hintedIds = (el) => [...el.querySelectorAll(".sw-hinted")]
  .map((n) => n.getAttribute("data-testid")).sort();
const coachAt = (entry) => ({ coach: { id: entry.id, alternatives: [] }, hint: `could: ${entry.label}.` });

test("hint: a move draws the route from the steamship's city to the target city", () => {
  const traits = fixture("actions_teacher");
  const entry = legalOf(traits, "move")[0];
  const { el } = mountAt("actions_teacher", coachAt(entry));
  const mark = byTestId(el, "hinted-route");
  assert.ok(mark, "the route is drawn");
  assert.equal(mark.getAttribute("data-from"), traits.view.ship);
  assert.equal(mark.getAttribute("data-to"), entry.action.city);
  assert.ok(mark.querySelector("path.sw-hinted-route").getAttribute("d").startsWith("M "));
  assert.equal(mark.getAttribute("aria-label"), `coach's move: ${entry.label}`);
  assert.equal(mark.querySelector("title").textContent, `coach's move: ${entry.label}`);
  assert.deepEqual(hintedIds(el), [`city-${slug(entry.action.city)}`, "hinted-route"].sort());
  assert.equal(mark.parentNode, byTestId(el, "traders-map"));
});

test("hint: a purchase rings its warehouse space", async () => {
  const traits = fixture("actions_teacher");
  const entry = legalOf(traits, "purchase")[1];
  const { el } = mountAt("actions_teacher", coachAt(entry));
  await tick();
  const space = `space-${entry.action.space}`;
  assert.ok(hintedIds(el).includes(space) && hintedIds(el).includes("hinted-space"));
  assert.equal(byTestId(el, "hinted-space").getAttribute("data-space"), String(entry.action.space));
  assert.match(byTestId(el, space).getAttribute("aria-label"), /coach's move: /);
});

test("hint: contracts ring the goods marker spent and the city; a sale its markers", async () => {
  const traits = fixture("sell_teacher");
  const contract = legalOf(traits, "set_up_contracts")[1];
  const one = mountAt("sell_teacher", coachAt(contract));
  await tick();
  const ids = hintedIds(one.el);
  assert.ok(ids.includes(`goods-${contract.action.marker}`), ids.join());
  assert.ok(ids.includes("hinted-city") && ids.includes(`city-${slug(traits.view.ship)}`));
  const sale = legalOf(traits, "sell").find((e) => e.action.markers.length === 4);
  const two = mountAt("sell_teacher", coachAt(sale));
  const marked = [...two.el.querySelectorAll("[data-testid='mats'] .sw-hinted[data-marker]")]
    .map((n) => Number(n.getAttribute("data-marker"))).sort((a, b) => a - b);
  assert.deepEqual(marked, sale.action.markers);
  assert.ok(byTestId(two.el, "sell-mode").classList.contains("sw-hinted"));
});

test("hint: income, losses and the end of actions ring their buttons", async () => {
  const income = fixture("income_teacher");
  const one = mountAt("income_teacher", coachAt(income.legal[0]));
  await tick();
  assert.deepEqual(hintedIds(one.el), ["action-collect_income"]);
  const losses = fixture("losses_teacher");
  const lose = losses.legal[1];
  const two = mountAt("losses_teacher", coachAt(lose));
  await tick();
  assert.ok(hintedIds(two.el).includes(`goods-${lose.action.marker}`));
  assert.ok(two.el.querySelector(`button[data-id="${lose.id}"]`).classList.contains("sw-hinted"));
});

test("hint: nothing is drawn when the coach is empty", async () => {
  for (const name of ["actions_teacher", "sell_teacher", "income_teacher", "losses_teacher"]) {
    const { el } = mountAt(name, { coach: {}, hint: "" });
    await tick();
    assert.equal(el.querySelectorAll(".sw-hinted, [data-hinted]").length, 0, name);
  }
});
