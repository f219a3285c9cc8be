// The last move on the Traders of the Air board: marks on what changed (ctx.previous against
// ctx.view) and the turn summary, over one step of every kind from the real rule model.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import widget from "../entries/traders_air.js";
import { summary } from "./board.js";
import { changes } from "./changes.js";
import { byTestId, fakeModel, page, tick } from "../testing/jsdom.js";

const ALL = JSON.parse(readFileSync(new URL("./fixture.json", import.meta.url), "utf8"));
const copy = (x) => JSON.parse(JSON.stringify(x));

function step(why) {
  const found = ALL.steps.find((p) => p.why === why);
  if (!found) throw new Error(`no fixture step ${why}`);
  return copy(found);
}

/** Mount the board at `before`, then Python moves on one step to `after`. */
async function played(why) {
  const pair = step(why);
  const p = page();
  const base = copy(ALL.actions_teacher);
  const model = fakeModel({ ...base, players: pair.before.players, view: pair.before, step: 4, legal: [] });
  widget.render({ model, el: p.el });
  assert.equal(p.el.querySelector(".sw-last"), null, "nothing is marked before a move");
  model.set("view", pair.after);
  model.set("step", 5);
  await tick();
  return { ...p, model, pair };
}

const last = (node) => Boolean(node) && node.classList.contains("sw-last");
const entered = (node) => Boolean(node) && node.classList.contains("sw-enter");

test("a move: the ship appears at its new city, its route is marked, the money too", async () => {
  const { el } = await played("the steamship moves with the wind");
  const ship = byTestId(el, "ship");
  assert.equal(ship.getAttribute("data-city"), "Thespian");
  assert.ok(last(ship) && entered(ship));
  assert.ok(last(ship.querySelector(".sw-ta-ship-envelope")));
  const route = byTestId(el, "arrow-new-copenhagen-thespian");
  assert.ok(last(route) && last(route.querySelector(".sw-ta-route")));
  assert.ok(last(byTestId(el, "money-0")));
  assert.ok(!last(byTestId(el, "money-1")), "an unchanged seat is not marked");
  assert.ok(!last(byTestId(el, "arrow-thespian-stockgard")));
});

test("a purchase: the emptied space is marked, the marker enters the buyer's mat", async () => {
  const { el, pair } = await played("a purchase paid to the bank");
  const d = changes(pair.before, pair.after);
  assert.equal(d.spaces.length, 1);
  const { space, before } = d.spaces[0];
  const node = byTestId(el, `space-${space.id}`);
  assert.ok(last(node) && !entered(node), "emptied: marked, nothing appears");
  assert.ok(last(node.querySelector(".sw-ta-space-box")));
  const chip = byTestId(el, "mat-0").querySelector(`[data-testid="goods-${before.id}"]`);
  assert.ok(last(chip) && entered(chip));
  assert.ok(last(byTestId(el, "stack-1")) === false);
});

test("replenishing: each refilled space shows its new marker entering; the supply shrinks", async () => {
  const { el, pair } = await played("empty warehouse spaces replenished");
  const filled = changes(pair.before, pair.after).spaces;
  assert.ok(filled.length >= 2);
  for (const c of filled) assert.ok(entered(byTestId(el, `space-${c.space.id}`)));
  assert.ok(el.querySelectorAll("[data-testid^='stack-'].sw-last").length >= 1);
});

test("contracts and a sale: stacks, mats and the majority note are marked", async () => {
  const contracts = await played("goods spent on guild contracts");
  const stack = byTestId(contracts.el, "contracts-stockgard-0");
  assert.ok(entered(stack) && last(stack.querySelector(".sw-ta-disc")));
  assert.ok(last(byTestId(contracts.el, "contracts-left-0")));
  assert.ok(last(byTestId(contracts.el, "majority-stockgard")));
  const sale = await played("a sale and its losses");
  const sold = sale.pair.after.seats[1].sold;
  for (const m of sold) assert.ok(entered(byTestId(sale.el, "sold-1").querySelector(`[data-testid="goods-${m.id}"]`)));
  assert.ok(last(byTestId(sale.el, "mat-goods-2")), "the automatic loss is marked on the loser's mat");
});

test("no marks after a jump or a step back (no previous view)", async () => {
  const pair = step("the steamship moves with the wind");
  const p = page();
  const model = fakeModel({ ...copy(ALL.actions_teacher), view: pair.before, step: 4, legal: [] });
  widget.render({ model, el: p.el });
  model.set("view", pair.after);
  model.set("step", 6);
  await tick();
  assert.equal(p.el.querySelector(".sw-last"), null);
});

test("summary: plain sentences for every kind of step, named as the board shows them", () => {
  const said = (why) => { const p = step(why); return summary(p.before, p.after, {}); };
  assert.deepEqual(said("income, then the forced skip of replenishing"), [
    "Ann took the income of 3 sky dollars (4.1).",
    "Forced step: nothing to replenish: no warehouse space is empty (4.2).",
  ]);
  const bought = said("a purchase paid to the bank");
  assert.equal(bought.length, 1);
  assert.match(bought[0], /^Ann bought \w+ \d \(\w\d\) from warehouse space 3 \(New Copenhagen, \w+ of 2\) for 1 sky dollar to the bank \(4\.3\.3\)\.$/);
  assert.deepEqual(said("the steamship moves with the wind"), [
    "Ann moved the steamship from New Copenhagen to Thespian along its route: 1 sky dollar, with the wind (4.3.2).",
  ]);
  assert.deepEqual(said("goods spent on guild contracts"), [
    "Ann spent green 1 (G1) and set up 1 guild contract in Stockgard (now 1 there) (4.3.3).",
    "Ann now holds the majority in Stockgard (4.3.3).",
  ]);
  assert.deepEqual(said("the end of the actions phase"), ["Ann ended the actions phase (4.3)."]);
  assert.deepEqual(said("taxes and tolls, the next player's turn"), [
    "Ann had nothing to pay in taxes and tolls (4.4).", "Now Michael's turn (round 1).",
  ]);
  const refill = said("empty warehouse spaces replenished");
  assert.match(refill[0], /^Michael paid 1 sky dollar and replenished warehouse space 1 \(Thespian, first of 2\) with \w+ \d \(\w\d\); warehouse space \d \([\w ,]+\) with/);
  assert.deepEqual(said("no replenishing"), ["<b>Marianne</b> did not replenish the empty warehouse spaces (4.2)."]);
  const sale = said("a sale and its losses");
  assert.match(sale[0], /^Michael sold orange 1 \(O1\), .* in Downington and took 1 guild contract back \(4\.3\.3\)\.$/);
  assert.ok(sale.includes("Forced step: Marianne lost brown 3 (B3) (4.3.3 losses)."));
  assert.ok(sale.includes("Forced step: Marianne must choose an orange marker to lose (4.3.3)."));
  assert.deepEqual(said("a chosen loss"), ["Marianne lost orange 1 (O1) (4.3.3 losses)."]);
  for (const p of ALL.steps) {
    for (const line of summary(p.before, p.after, {})) assert.doesNotMatch(line, /space 0|#\d/);
  }
  assert.deepEqual(summary(null, step("no replenishing").after, {}), []);
});

test("summary: a purchase paid to the majority holder, or free for the holder", () => {
  const p = step("a purchase paid to the bank");
  const { space } = changes(p.before, p.after).spaces[0];
  const paidTo = copy(p.after);
  paidTo.seats[1].money += 1;   // as if Michael held the majority there
  assert.match(summary(p.before, paidTo)[0], /for 1 sky dollar to Michael, who holds the majority there/);
  const free = copy(p.after);
  free.seats[0].money = p.before.seats[0].money;
  assert.match(summary(p.before, free)[0], new RegExp(`warehouse space 3 \\(New Copenhagen, \\w+ of 2\\) for free: Ann holds the majority there`));
});
