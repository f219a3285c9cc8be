// Merchants of the Seas: the words and tables the map repeats (checked against the rule model
// by board.test.js through fixture.json `_data`).

export const TERRAIN_WORDS = { D: "desert", U: "plains", K: "swamp", L: "lakes", G: "forest",
  S: "mountains", W: "wasteland", "~": "river" };
export const WHEEL = ["D", "U", "K", "L", "G", "S", "W"];
export const STRUCTURES = ["D", "TP", "TE", "SH", "SA", "SY"];
export const STRUCTURE_WORDS = { D: "Dwelling", TP: "Trading house", TE: "Temple",
  SH: "Stronghold", SA: "Sanctuary", SY: "Shipyard" };
export const CULTS = ["FIRE", "WATER", "EARTH", "AIR"];
export const CULT_WORDS = { FIRE: "Fire", WATER: "Water", EARTH: "Earth", AIR: "Air" };

// Each faction's home terrain (its colour on the map) and a two-letter mark.
export const HOMES = { witches: "G", nomads: "D", engineers: "S", darklings: "K", fakirs: "D",
  dwarves: "S" };
export const MERCHANTS = ["dwarves", "fakirs"];
export const FACTION_MARK = { witches: "Wi", nomads: "No", engineers: "En", darklings: "Da",
  fakirs: "Fa", dwarves: "Dw" };
// Swatch colour names (shared .sw-colour-*; silver is defined in board.css).
export const FACTION_COLOUR = { witches: "green", nomads: "yellow", fakirs: "yellow",
  engineers: "silver", dwarves: "silver", darklings: "black" };

// [project-defined] Shipping Overview rewards: structure -> [VP, [option, ...]].
export const TRADE_REWARDS = {
  D: [2, [{ C: 2 }, { W: 1 }]],
  TP: [3, [{ C: 3 }, { W: 1, C: 1 }]],
  TE: [3, [{ P: 1 }, { CULT: 1 }]],
  SH: [4, [{ W: 1, C: 2 }]],
  SA: [4, [{ P: 1 }, { CULT: 2 }]],
  SY: [4, [{ PW: 3 }]],
};
// The new earth favor tile (FAV15): extra VP per trade by structure.
export const TRADE_BONUS_VP = { D: 1, TP: 1, TE: 1, SH: 2, SA: 2, SY: 2 };

// Round scoring tiles: id -> [what scores, VP, cult, steps needed, cult reward].
export const ROUND_TILES = {
  10: ["TOWN", 5, "FIRE", 1, { C: 1 }],
  11: ["ADVANCE", 2, "WATER", 2, { C: 2 }],
  12: ["BIG", 5, "EARTH", 2, { W: 1 }],
  13: ["D", 2, "AIR", 1, { PW: 1 }],
  14: ["BIG", 5, "FIRE", 4, { SPADE: 1 }],
  15: ["TP", 3, "WATER", 2, { W: 1 }],
  16: ["SPADE", 2, "EARTH", 3, { PW: 3 }],
  17: ["TP", 3, "AIR", 4, { SHIP: 1 }],
  18: ["TRADE", 2, "FIRE", 4, { P: 1 }],
  19: ["D", 2, "WATER", 4, { SHIP: 1 }],
  20: ["TE", 4, "EARTH", 5, { SHIPPING: 1 }],
  21: ["TRADE", 2, "AIR", 4, { SPADE: 1 }],
};
const EVENT_WORDS = { TOWN: "town founded", ADVANCE: "shipping, range or exchange step",
  BIG: "Stronghold, Sanctuary or Shipyard", D: "Dwelling", TP: "Trading house", TE: "Temple",
  SPADE: "spade", TRADE: "trade" };

const GOOD_WORDS = { C: ["coin", "coins"], W: ["worker", "workers"], P: ["priest", "priests"],
  PW: ["power", "power"], CULT: ["cult step", "cult steps"], SPADE: ["spade", "spades"],
  SHIP: ["ship", "ships"], SHIPPING: ["shipping step", "shipping steps"], VP: ["VP", "VP"] };

/** A bundle of goods in words: {W: 1, C: 1} -> "1 worker + 1 coin". */
export function goodsWords(goods) {
  return Object.entries(goods).map(([key, n]) => {
    const [one, many] = GOOD_WORDS[key] || [key, key];
    return `${n} ${n === 1 ? one : many}`;
  }).join(" + ");
}

/** The reward options of a trade with `structure`: [{vp, goods, words}] (FAV15 included). */
export function tradeOptions(structure, favors = []) {
  const [base, options] = TRADE_REWARDS[structure] || [0, []];
  const vp = base + (favors.includes("FAV15") ? TRADE_BONUS_VP[structure] || 0 : 0);
  return options.map((goods) => ({ vp, goods, words: `${vp} VP + ${goodsWords(goods)}` }));
}

/** A round scoring tile in words: "tile 18: 2 VP per trade; Fire 4: 1 priest". */
export function roundTileWords(id) {
  const tile = ROUND_TILES[id];
  if (!tile) return `tile ${id}`;
  const [what, vp, cult, need, reward] = tile;
  return `tile ${id}: ${vp} VP per ${EVENT_WORDS[what] || what}; ` +
    `each ${need} ${CULT_WORDS[cult]}: ${goodsWords(reward)}`;
}

/** Whether a faction uses merchants (on land) instead of ships. */
export function isMerchant(faction) {
  return MERCHANTS.includes(faction);
}

/** A seat's faction words: "ann (Witches)". */
export function seatWords(view, players, seat) {
  const info = (view.seats || [])[seat] || {};
  const faction = info.faction ? info.faction.charAt(0).toUpperCase() + info.faction.slice(1) : "";
  return `${players[seat] ?? info.player ?? "?"}${faction ? ` (${faction})` : ""}`;
}
