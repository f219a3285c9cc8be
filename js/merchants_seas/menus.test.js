// Acting where a move has a place: power action spaces, cult tracks and the named menus.
import test from "node:test";
import assert from "node:assert/strict";
import { ALL, mountAt, offered } from "./mount.js";
import { byTestId, click } from "../testing/jsdom.js";
import { menuGroups } from "./menus.js";
import { menuRule } from "./rules.js";
import { bonusWords, convertWords, favorWords, labelWords, shortName } from "./names.js";

test("names: raw ids become readable names from the rule model's tables", () => {
  const { tables } = ALL.setup_teacher;
  assert.equal(shortName("ACT7"), "Move ships");
  assert.equal(shortName("BON6X"), "Bonus 6X");
  assert.equal(bonusWords(tables, "BON4"), "Bonus 4: income 3 power; +1 shipping this round");
  assert.equal(bonusWords(tables, "BON7"), "Bonus 7: income 1 worker; passing: 2 VP per Trading house");
  assert.equal(favorWords(tables, "FAV9"), "Favor 9: 1 Fire step; income 3 coins");
  assert.equal(convertWords(tables, "PW>W"), "3 power → 1 worker");
  assert.equal(bonusWords({}, "BON4"), "Bonus 4", "no tables yet: the short name");
  assert.equal(labelWords("power action ACT8: obtain 1 Ship"), "power action “New ship”: obtain 1 Ship");
  assert.equal(labelWords("pass and take BON13"), "pass and take Bonus 13");
  assert.equal(labelWords("take favor tile FAV5"), "take favor tile Favor 5");
});

test("no flat list of buttons: the side column has no action buttons, the board a few menus", () => {
  const traits = ALL.actions_teacher;
  const { el } = mountAt("actions_teacher");
  assert.equal(byTestId(el, "actions").querySelectorAll("button").length, 0);
  const bar = byTestId(el, "ms-menus");
  assert.ok(traits.legal.length > 30);
  assert.ok(bar.querySelectorAll("button").length <= 5, bar.textContent);
  assert.deepEqual([...bar.querySelectorAll("button")].map((b) => b.textContent),
    ["Convert ▾", "Advance ▾", "Pass ▾"]);
  assert.deepEqual(menuGroups(traits.legal).map(([type]) => type), ["convert", "advance", "pass"]);
});

test("Pass ▾ names the bonus cards; a choice plays it and closes the menu", () => {
  const traits = ALL.actions_teacher;
  const { el, window, model } = mountAt("actions_teacher");
  click(window, byTestId(el, "menu-pass"));
  const passes = traits.legal.filter((e) => e.type === "pass");
  assert.deepEqual(offered(el), passes.map((e) => `pass, take ${bonusWords(traits.tables, e.action.card)}`));
  click(window, byTestId(el, "offer-pass-1"));
  assert.deepEqual(model.sent, [{ type: "play", action: passes[1].action }]);
  assert.equal(byTestId(el, "offer"), null);
  click(window, byTestId(el, "menu-convert"));
  assert.ok(offered(el).includes("burn power: 2 from bowl II, 1 moves to bowl III"), offered(el).join());
});

test("power action spaces: readable names and costs, legal ones lit, a click takes one", () => {
  const traits = ALL.power_teacher;
  const { el, window, model } = mountAt("power_teacher");
  const legal = traits.legal.filter((e) => e.type === "power_action");
  const lit = [...el.querySelectorAll(".sw-ms-space.sw-ms-legal-space")].map((b) => b.getAttribute("data-testid"));
  assert.deepEqual(lit.sort(), legal.map((e) => `power-${e.action.id}`).sort());
  for (const id of Object.keys(traits.tables.power_actions)) {
    const space = byTestId(el, `power-${id}`);
    assert.equal(space.querySelector(".sw-ms-space-name").textContent, shortName(id));
    assert.doesNotMatch(space.textContent, /ACT\d/);
    const used = traits.view.power_actions_used.includes(id);
    assert.equal(space.querySelector(".sw-ms-space-cost").textContent,
      used ? "taken" : `${traits.tables.power_actions[id][0]} PW`);
  }
  click(window, byTestId(el, `power-${legal[0].action.id}`));
  const other = Object.keys(traits.tables.power_actions).find((id) => !legal.some((e) => e.action.id === id));
  click(window, byTestId(el, `power-${other}`));
  assert.deepEqual(model.sent, [{ type: "play", action: legal[0].action },
    { type: "play", action: { type: "power_action", id: other } }]);
});

test("cult tracks: a cult's header sends a priest (order space or one step)", () => {
  const traits = ALL.actions_teacher;
  const { el, window, model } = mountAt("actions_teacher");
  const fire = traits.legal.filter((e) => e.type === "send_priest" && e.action.cult === "FIRE");
  assert.equal(fire.length, 2);
  assert.ok(byTestId(el, "cult-FIRE").classList.contains("sw-ms-legal-space"));
  click(window, byTestId(el, "cult-FIRE"));
  assert.deepEqual(offered(el), ["Fire: a priest to the order (2–3 steps)", "Fire: a priest for 1 step"]);
  click(window, byTestId(el, "offer-priest-step"));
  assert.deepEqual(model.sent, [{ type: "play", action: fire.find((e) => !e.action.order).action }]);
  const off = mountAt("setup_teacher");
  assert.ok(!byTestId(off.el, "cult-FIRE").classList.contains("sw-ms-legal-space"));
  click(off.window, byTestId(off.el, "cult-FIRE"));
  assert.deepEqual(off.model.sent, [{ type: "play", action: { type: "send_priest", cult: "FIRE", order: true } }],
    "not legal now: still sent, so that Python names the rule");
});

test("a power offer: accept and decline are two plain buttons, no conversions (not one's turn)", () => {
  const traits = ALL.leech_seat;
  const { el } = mountAt("leech_seat");
  const bar = byTestId(el, "ms-menus");
  const buttons = [...bar.querySelectorAll("button")];
  const answers = traits.legal.filter((e) => e.type === "leech");
  assert.equal(answers.length, 2);
  assert.deepEqual(buttons.slice(0, 2).map((b) => b.textContent), answers.map((e) => e.label));
  for (const b of buttons.slice(0, 2)) assert.match(b.getAttribute("data-rule"), /^Power offer — /);
  assert.ok(!traits.legal.some((e) => e.type === "convert"), "free actions only in one's own turn");
  assert.deepEqual(buttons.slice(2).map((b) => b.textContent), []);
});

test("a click on a structure (or its trade markers) is a click on its hex", () => {
  const traits = ALL.actions_teacher;
  const { el, window, model } = mountAt("actions_teacher");
  const up = traits.legal.filter((e) => e.type === "upgrade");
  click(window, byTestId(el, `structure-${up[0].action.hex}`));
  assert.ok(byTestId(el, `offer-upgrade-${up[0].action.to}`), "the hex's choices are offered");
  click(window, byTestId(el, `offer-upgrade-${up[0].action.to}`));
  assert.deepEqual(model.sent, [{ type: "play", action: up[0].action }]);
  const over = mountAt("over_teacher");
  const traded = ALL.over_teacher.view.hexes.find((hx) => hx.traded_by.length);
  click(over.window, byTestId(over.el, `trades-at-${traded.id}`));
  assert.equal(over.model.sent.length, 1, "the hex's move is sent, so that Python answers");
  assert.equal(over.model.sent[0].action.hex, traded.id);
});

test("hint: a power action rings its space; a menu move rings its menu", async () => {
  const traits = ALL.power_teacher;
  const entry = traits.legal.find((e) => e.type === "power_action");
  const { el } = mountAt("power_teacher", { coach: { id: entry.id, alternatives: [] }, hint: "could" });
  assert.ok(byTestId(el, `power-${entry.action.id}`).classList.contains("sw-hinted"));
  assert.equal(el.querySelectorAll(".sw-hinted").length, 1);
  const convert = traits.legal.find((e) => e.type === "convert");
  const two = mountAt("power_teacher", { coach: { id: convert.id, alternatives: [] }, hint: "could" });
  assert.deepEqual([...two.el.querySelectorAll(".sw-hinted")].map((n) => n.getAttribute("data-testid")),
    ["menu-convert"]);
});

test("leaving the game (option drop-faction) is the last menu, named in words", () => {
  const pass = { id: 0, type: "pass", label: "pass", action: { type: "pass", card: "BON1" } };
  const leave = { id: 1, type: "leave_game", label: "leave the game", action: { type: "leave_game" } };
  const convert = { id: 2, type: "convert", label: "convert", action: { type: "convert", what: "PW>C" } };
  const groups = menuGroups([leave, pass, convert]).map(([type]) => type);
  assert.deepEqual(groups, ["convert", "pass", "leave_game"]);
  const traits = ALL.actions_teacher;
  const legal = [...traits.legal, { ...leave, id: traits.legal.length }];
  const p = mountAt("actions_teacher", { legal });
  const button = byTestId(p.el, "move-leave_game-0");
  assert.ok(button && button.textContent.startsWith("Leave the game"), button?.textContent);
});

test("giving back a cult step (option cult-step-back) sits after the Town tiles, named in words", () => {
  const town = { id: 0, type: "take_town", label: "take town tile TW5", action: { type: "take_town", tile: "TW5" } };
  const back = { id: 1, type: "step_back", label: "step back one space on Water before taking the Town tile",
    action: { type: "step_back", cult: "WATER" } };
  const convert = { id: 2, type: "convert", label: "convert", action: { type: "convert", what: "PW>C" } };
  const groups = menuGroups([convert, back, town]).map(([type]) => type);
  assert.deepEqual(groups, ["take_town", "step_back", "convert"]);
});

test("an offer that may wait shows 'answer later' beside accept and decline; digging first is its own menu", () => {
  const take = { id: 0, type: "leech", label: "accept", action: { type: "leech", accept: true, power: 2 } };
  const no = { id: 1, type: "leech", label: "decline", action: { type: "leech", accept: false, power: 2 } };
  const later = { id: 2, type: "let_wait", label: "answer the offer later (at the latest before your next turn)",
    action: { type: "let_wait" } };
  assert.deepEqual(menuGroups([later, no, take]).map(([type]) => type), ["leech", "let_wait"]);
  const dig = { id: 3, type: "dig", label: "dig 1 spade first", action: { type: "dig", spades: 1 } };
  const convert = { id: 4, type: "convert", label: "convert", action: { type: "convert", what: "PW>C" } };
  assert.deepEqual(menuGroups([dig, convert]).map(([type]) => type), ["convert", "dig"]);
  assert.match(menuRule("let_wait"), /offers-wait/);
  assert.match(menuRule("dig"), /Alchemists/);
});
