// "Rules on hover": what each piece, space, card and menu of the map is and the rule that
// governs it, with its section in the words the rule model's errors cite
// (skywidgets/games/merchants_seas/*.py R_... constants). Set as `data-rule`.
import { cultWords, structureWords, terrainWords } from "./words.js";
import { bonusWords, favorWords, powerActionWords, townWords } from "./names.js";

export const SECTIONS = {
  build: "Terra Mystica — Phase II: Transform and Build",
  shipBuild: "Merchants of the Seas — Using Ships to Transform and Build",
  upgrade: "Terra Mystica — Phase II: Upgrading a Structure",
  shipyard: "Merchants of the Seas — The Shipyard",
  power: "Terra Mystica — Phase II: Power actions; Merchants of the Seas — New Power Actions",
  special: "Terra Mystica — Phase II: Special actions",
  convert: "Terra Mystica — free conversions and burning power",
  turnEnd: "Terra Mystica — Phase II: one action per turn; conversions and burning power are " +
    "free actions at any time in your own turn",
  advance: "Terra Mystica — Phase II: Shipping and Exchange (spade) tracks",
  priest: "Terra Mystica — Phase II: Send a Priest to the Order of a Cult",
  cult: "Terra Mystica — Cult tracks",
  pass: "Terra Mystica — Phase II: Passing",
  leech: "Terra Mystica — gaining power from neighbours' building",
  tradePower: "Merchants of the Seas — Using Ships to Trade: the owner's power",
  trade: "Merchants of the Seas — Using Ships to Trade",
  move: "Merchants of the Seas — Moving Ships (Special action)",
  obtain: "Merchants of the Seas — Obtaining Ships",
  favor: "Terra Mystica — Favor tiles; Merchants of the Seas — New Favor tiles",
  town: "Terra Mystica — Founding a Town",
  bridge: "Terra Mystica — Bridges",
  dock: "Merchants of the Seas — Preparation: the Dock marker",
  dwellings: "Terra Mystica — Setup: initial Dwellings",
  bonus: "Terra Mystica — Setup: Bonus cards",
  ingame: "Terra Mystica — Victory points during the game",
  final: "Terra Mystica — Final scoring",
  costs: "Terra Mystica — Phase II actions: paying costs",
  darklings: "Terra Mystica — Darklings' Stronghold",
  fav13: "Merchants of the Seas — New Favor tiles: the one-time bonus",
  sequence: "Terra Mystica — course of the game: setup, then rounds of Phases I–III; decisions are taken in turn",
};

/** The base game's (Terra Mystica's) sections where the expansion's differ: a base board
 * (`tables.base`, skywidgets/widgets/merchants_seas.py TerraMysticaMap) cites only these. */
export const BASE_SECTIONS = {
  ...SECTIONS,
  power: "Terra Mystica — Phase II: Power actions",
  favor: "Terra Mystica — Favor tiles",
  river: "Terra Mystica — Game board: River spaces and Shipping",
  finish: "Terra Mystica — Phase II: Transform and Build (unused spades are forfeited)",
};

/** The sections a board cites: the base game's on a Terra Mystica board. */
export function sectionsOf(tables) {
  return tables && tables.base ? BASE_SECTIONS : SECTIONS;
}

const rule = (what, text, section, tables) => `${what} — ${text} (${sectionsOf(tables)[section]})`;

/** A hex: its name and terrain; land is transformed with spades, rivers carry ships. */
export function hexRule(tables, hx) {
  if (hx.terrain === "~" && tables.base) {
    return rule(`River space ${hx.name}`, "nothing is built on the river; Shipping lets a " +
      "faction reach land across it, and a Bridge crosses one river edge", "river", tables);
  }
  if (hx.terrain === "~") {
    return rule(`River space ${hx.name}`, "ships move along the river and trade with structures " +
      "next to it; a Bridge crosses one river edge", "move");
  }
  return rule(`${terrainWords(tables, hx.terrain)} hex ${hx.name}${hx.town ? " (in a town)" : ""}`,
    "transform it with spades (steps round the terrain wheel); a Dwelling is built only on " +
    "your home terrain", "build", tables);
}

const STRUCTURE_RULES = {
  D: "income 1 worker; upgrade to a Trading house; power value 1",
  TP: "income coins and power; upgrade to a Temple, Stronghold or (riverside) Shipyard; power value 2",
  TE: "income 1 priest and a Favor tile; upgrade to a Sanctuary; power value 2",
  SH: "the faction's Stronghold ability; power value 3",
  SA: "income 1 priest and a Favor tile; power value 3; a town needs only 3 structures with it",
  SY: "the Shipyard replaces a riverside Trading house; builds and moves ships; power value 3",
};

/** A structure on the map. */
export function structureRule(tables, building, words) {
  const section = building === "SY" ? "shipyard" : "upgrade";
  return rule(words || structureWords(tables, building),
    STRUCTURE_RULES[building] || "a structure", section);
}

/** Ships (or merchants) on one space. */
export function shipRule(words, merchant) {
  return merchant
    ? rule(words, "merchants move over land up to the Range; each moves once per Move Ships " +
      "action and trades with a structure it reaches", "move")
    : rule(words, "ships move along the river up to the Shipping value (+1 space for 1 power); " +
      "each moves once per Move Ships action and trades with a structure it reaches", "move");
}

/** Trade markers under a structure. */
export function tradeMarkerRule(words) {
  return rule(words, "one marker per trade; the trader chooses the reward, the owner may take power", "trade");
}

export const CANAL_RULE = rule("Canal", "ships pass through it as if it were river", "move");

/** The canal: a river link (the base game's Shipping counts it as river). */
export function canalRule(tables) {
  return tables && tables.base
    ? rule("Canal", "counts as river for Shipping", "river", tables) : CANAL_RULE;
}

/** A bridge. */
export function bridgeRule(words) {
  return rule(words, "joins two land hexes across a river edge for adjacency; 3 per faction", "bridge");
}

/** A legal bridge spot (while placing a bridge): click it to build there. */
export function bridgeSpotRule(words) {
  return rule(words, "a legal spot for your Bridge: it spans one river edge next to your " +
    "structure and joins its two land hexes for adjacency; 3 per faction", "bridge");
}

/** A power action space. */
export function powerRule(tables, id, used) {
  return rule(`Power action ${powerActionWords(tables, id)}`,
    `pay the power from bowl III; each power action once per round${used ? " — taken this round" : ""}`,
    "power", tables);
}

/** A cult track. */
export function cultRule(cult, top) {
  return rule(`Cult track ${cultWords(cult)}`, `0 to ${top}; a priest to the order gives 3 or 2 ` +
    "steps, else 1 step; spaces 3, 5, 7 and 10 give power", "priest");
}

export const ORDER_RULE = rule("Priests on order", "the order spaces of each cult: 3 steps for " +
  "the first priest, then 2; a priest sent there stays", "priest");

/** A bonus card (on offer or held). */
export function bonusRule(tables, id) {
  return rule(`Bonus card ${bonusWords(tables, id)}`, "taken when passing; coins on a card left over " +
    "go with it", "pass");
}

/** A favor tile (held). */
export function favorRule(tables, id) {
  return rule(`Favor tile ${favorWords(tables, id)}`, "taken with a Temple or Sanctuary; one of each", "favor", tables);
}

/** A town tile (held). */
export function townRule(tables, id) {
  return rule(`Town tile ${townWords(tables, id)}`, "taken when connected structures reach power 7 " +
    "with 4 structures", "town");
}

/** A round scoring tile. */
export function scoringRule(words) {
  return rule(`Round scoring ${words}`, "VP during the round's actions; cult reward in Phase III", "ingame");
}

const MENU_RULES = {
  convert: ["Convert", "free, at any time in your turn", "convert"],
  advance: ["Advance", "a step on the Shipping (Range) or Exchange track, paid with coins, " +
    "workers and priests", "advance"],
  special: ["Special action", "bonus card, favor tile, Stronghold or Shipyard: each once per round", "special"],
  pass: ["Pass", "pass for the round and take a Bonus card (none in round 6)", "pass"],
  leech: ["Power offer", "take the power (costing power − 1 VP) or decline", "leech"],
  take_favor: ["Favor tile", "choose one you do not hold yet", "favor"],
  take_town: ["Town tile", "take a Town tile for the town just founded", "town"],
  choose_cult: ["Cult step", "choose the cult track for the step", "cult"],
  choose_bonus: ["Bonus card", "each player takes one at setup", "bonus"],
  place_bridge: ["Bridge", "across one river edge between two land hexes", "bridge"],
  darklings_convert: ["Darklings' Stronghold", "turn up to 3 workers into priests, once", "darklings"],
  fire_favor_bonus: ["Fire favor bonus", "a one-time bonus of your choice", "fav13"],
  resolve_trade: ["Trade", "choose the reward of each trade", "trade"],
  finish: ["Finish", "stop moving ships or using spades; the rest is forfeited", "move"],
  finish_base: ["Finish", "stop using spades; the rest is forfeited", "finish"],
  end_turn: ["End turn", "your action is done: end the turn after any conversions or burning " +
    "(the power offers of your action follow)", "turnEnd"],
  send_priest: ["Send a priest", "to a cult's order (3 or 2 steps) or for 1 step", "priest"],
  power_action: ["Power action", "each once per round, paid from bowl III", "power"],
  let_wait: ["Answer later", "snellman's flow (option offers-wait): answer after other turns, " +
    "at the latest before your own next turn", "leech"],
  dig: ["Dig first", "the Alchemists' spades bring power: dig, take it, convert, then build", "build"],
  step_back: ["Give back a cult step", "snellman's TW5 workaround (option cult-step-back): " +
    "from 8 or 9, before the Town tile", "town"],
  leave_game: ["Leave the game", "snellman's drop-faction: no more turns", "sequence"],
};

/** A menu (or button) of the board for a move type. */
export function menuRule(type, tables) {
  const key = tables && tables.base && MENU_RULES[`${type}_base`] ? `${type}_base` : type;
  const [what, text, section] = MENU_RULES[key] || [type, "a move", "sequence"];
  return rule(what, text, section, tables);
}
