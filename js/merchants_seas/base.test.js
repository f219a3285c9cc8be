// The base Terra Mystica board (issue 32): the same map with the base game's tables
// (skywidgets/widgets/merchants_seas.py board_tables(base=True)) shows only the base game's
// material and cites the base game's rules.
import test from "node:test";
import assert from "node:assert/strict";
import { ALL, copy, mountAt } from "./mount.js";
import { byTestId } from "../testing/jsdom.js";

/** The fixture's tables as TerraMysticaMap sends them. */
export function baseTables() {
  const tables = copy(ALL.actions_teacher.tables);
  tables.base = true;
  tables.power_actions = Object.fromEntries(Object.entries(tables.power_actions)
    .filter(([id]) => ["ACT1", "ACT2", "ACT3", "ACT4", "ACT5", "ACT6"].includes(id)));
  tables.ships = 0;
  tables.trade_markers = 0;
  tables.merchants = [];
  return tables;
}

function mountBase(name) {
  const view = copy(ALL[name].view);
  for (const seat of view.seats) { seat.ships = []; seat.trades = 0; seat.dock = -1; }
  return mountAt(name, { game_name: "terra_mystica", title: "Terra Mystica", tables: baseTables(),
    view, legal: ALL[name].legal.filter((e) => !["place_ship", "move_ship", "resolve_trade"].includes(e.type)
      && !(e.type === "power_action" && ["ACT7", "ACT8", "ACT9"].includes(e.action.id))) });
}

const rules = (el) => [...el.querySelectorAll("[data-rule]")].map((n) => n.getAttribute("data-rule"));

test("the base board has six power actions, no Move ships or New ship", () => {
  const { el } = mountBase("actions_teacher");
  const row = byTestId(el, "power-actions");
  const ids = [...row.querySelectorAll("button")].map((b) => b.getAttribute("data-testid"));
  assert.deepEqual(ids, ["power-ACT1", "power-ACT2", "power-ACT3", "power-ACT4", "power-ACT5", "power-ACT6"]);
  assert.doesNotMatch(row.textContent, /Move ships|New ship|Favor tile/);
});

test("the base board's faction table has no Dock or Ships · Trades column", () => {
  const { el } = mountBase("actions_teacher");
  const heads = [...byTestId(el, "faction-table").querySelectorAll("thead th")].map((t) => t.textContent);
  assert.deepEqual(heads, ["Faction", "VP before final scoring", "C · W · P", "Power", "Ship · Ex", "Tiles"]);
  assert.equal(byTestId(el, "dock-0"), null);
  assert.equal(byTestId(el, "ships-0"), null);
  const cells = byTestId(el, "faction-0").querySelectorAll("td").length;
  assert.equal(cells, heads.length - 1, "one cell per column after the row header");
});

test("the base board's tooltips cite only Terra Mystica's rules", () => {
  const { el } = mountBase("actions_teacher");
  const all = rules(el);
  assert.ok(all.length > 50);
  const river = [...el.querySelectorAll('[data-terrain="~"]')];
  assert.ok(river.length, "the map has river spaces");
  for (const text of all) assert.doesNotMatch(text, /Merchants of the Seas|Range for merchants/, text);
  assert.match(river[0].getAttribute("data-rule"), /\(Terra Mystica — Game board: River spaces and Shipping\)$/);
});

test("the Merchants board keeps its expansion: nine power actions, Dock and ships columns", () => {
  const { el } = mountAt("actions_teacher");
  assert.equal(byTestId(el, "power-actions").querySelectorAll("button").length, 9);
  assert.ok(byTestId(el, "dock-0"));
  assert.ok(byTestId(el, "ships-0"));
  const river = el.querySelector('[data-terrain="~"]');
  assert.match(river.getAttribute("data-rule"), /Merchants of the Seas — Moving Ships/);
});

test("a running game's table says its VP are before final scoring", () => {
  const { el } = mountAt("actions_teacher");
  const heads = [...byTestId(el, "faction-table").querySelectorAll("thead th")].map((t) => t.textContent);
  assert.equal(heads[1], "VP before final scoring");
  const seat = ALL.actions_teacher.view.seats[0];
  assert.equal(byTestId(el, "vp-0").textContent, String(seat.vp));
});

test("a finished game's table shows the final totals, equal to the score sheet", () => {
  for (const name of ["over_teacher", "five_over"]) {
    const traits = ALL[name];
    const { el } = mountAt(name);
    const heads = [...byTestId(el, "faction-table").querySelectorAll("thead th")].map((t) => t.textContent);
    assert.equal(heads[1], "Final VP");
    traits.players.forEach((player, i) => {
      const total = String(traits.scores.totals[player]);
      assert.equal(byTestId(el, `vp-${i}`).textContent, total, `${name} seat ${i}`);
      assert.match(byTestId(el, `score-total-${i}`).textContent, new RegExp(`(^|\\D)${total} points`));
    });
  }
});

test("the map has a legend: terrain letters with names and colours, structure codes, faction marks", () => {
  const traits = ALL.actions_teacher;
  const { el } = mountAt("actions_teacher");
  const legend = byTestId(el, "map-legend");
  for (const [code, name] of Object.entries(traits.tables.terrain_names)) {
    const item = byTestId(legend, `legend-terrain-${code === "~" ? "river" : code}`);
    if (code === "~") continue;
    assert.ok(item, code);
    assert.equal(item.textContent, `${code} ${name}`);
    assert.match(item.querySelector("span").getAttribute("style"), /background:#/);
  }
  for (const code of ["D", "TP", "TE", "SH", "SA", "SY"]) {
    assert.equal(byTestId(legend, `legend-structure-${code}`).textContent,
      `${code} ${traits.tables.structure_names[code]}`);
  }
  traits.view.seats.forEach((seat, i) => {
    assert.match(byTestId(legend, `legend-faction-${i}`).textContent, new RegExp(seat.faction, "i"));
  });
  const base = mountBase("actions_teacher");
  assert.equal(byTestId(base.el, "legend-structure-SY"), null, "no Shipyard in the base game");
});

test("one mark per faction, the same on the map legend, table, cult table, score sheet and log", () => {
  for (const name of ["actions_teacher", "five_over", "over_teacher"]) {
    const traits = ALL[name];
    const { el } = mountAt(name);
    const marks = traits.view.seats.map((_, i) =>
      byTestId(el, `legend-faction-${i}`).querySelector(".sw-swatch").textContent);
    assert.equal(new Set(marks).size, marks.length, `${name}: no two factions share a mark`);
    traits.players.forEach((player, i) => {
      assert.equal(byTestId(el, `faction-${i}`).querySelector(".sw-swatch").textContent, marks[i]);
      assert.equal(byTestId(el, `score-total-${i}`).querySelector(".sw-swatch").textContent, marks[i]);
    });
    const structures = [...el.querySelectorAll('[data-testid^="structure-"]')];
    for (const piece of structures) {
      const texts = [...piece.querySelectorAll("text")].map((t) => t.textContent);
      assert.ok(texts.some((t) => marks.includes(t)) || texts.join(" ").match(/[A-Z][a-z]/), texts.join(" "));
    }
    const log = [...byTestId(el, "log").querySelectorAll("button")].map((b) => b.textContent);
    traits.players.forEach((player, i) => {
      const mine = log.filter((t) => t.includes(` ${player}: `));
      for (const line of mine) assert.ok(line.includes(`[${marks[i]}] ${player}: `), line);
    });
  }
});

test("choosing Bonus cards: the prompt says what to do and the menu is named for it", () => {
  const traits = ALL.setup_teacher;
  const view = { ...copy(traits.view), phase_id: "setup_bonus", pending: [] };
  const cards = (view.bonus_cards || []).map(([card]) => card);
  assert.ok(cards.length > 1);
  const legal = cards.map((card, id) => ({ id, type: "choose_bonus", label: `take ${card}`,
    action: { type: "choose_bonus", card } }));
  const { el, window, model } = mountAt("setup_teacher", { view, legal, phase_id: "setup_bonus" });
  assert.match(byTestId(el, "instruction").textContent,
    /^Choose your Bonus card: click “Choose a Bonus card ▾” under the map, then one of the cards/);
  const menu = byTestId(el, "menu-choose_bonus");
  assert.equal(menu.textContent, "Choose a Bonus card ▾");
  menu.dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
  window.document.querySelector('[data-testid="offer-choose_bonus-0"]')
    .dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
  assert.deepEqual(model.sent, [{ type: "play", action: legal[0].action }]);
});
