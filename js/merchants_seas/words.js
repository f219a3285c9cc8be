// Merchants of the Seas in words, from the rule model's tables: the board's `tables` trait
// (skywidgets/widgets/merchants_seas.py, sent once), never a copy of them.

/** The rule model's tables the board received (an empty object before they arrive). */
export function tablesOf(ctx) {
  return ctx.get("tables") || {};
}

const EVENT_WORDS = { TOWN: "town founded", ADVANCE: "shipping, range or exchange step",
  BIG: "Stronghold, Sanctuary or Shipyard", D: "Dwelling", TP: "Trading house", TE: "Temple",
  SPADE: "spade", TRADE: "trade" };

const GOOD_WORDS = { C: ["coin", "coins"], W: ["worker", "workers"], P: ["priest", "priests"],
  PW: ["power", "power"], CULT: ["cult step", "cult steps"], SPADE: ["spade", "spades"],
  SHIP: ["ship", "ships"], SHIPPING: ["shipping step", "shipping steps"], VP: ["VP", "VP"],
  BRIDGE: ["Bridge", "Bridges"], MOVE: ["ship move", "ship moves"], FAVOR: ["Favor tile", "Favor tiles"],
  FIRE: ["Fire step", "Fire steps"], WATER: ["Water step", "Water steps"],
  EARTH: ["Earth step", "Earth steps"], AIR: ["Air step", "Air steps"], KEY: ["key", "keys"] };

/** A bundle of goods in words: {W: 1, C: 1} -> "1 worker + 1 coin". */
export function goodsWords(goods) {
  return Object.entries(goods).map(([key, n]) => {
    const [one, many] = GOOD_WORDS[key] || [key, key];
    return `${n} ${n === 1 ? one : many}`;
  }).join(" + ");
}

/** A cult's name: "FIRE" -> "Fire". */
export function cultWords(cult) {
  return cult.charAt(0) + cult.slice(1).toLowerCase();
}

/** A terrain letter in words: "G" -> "forest". */
export function terrainWords(tables, terrain) {
  return (tables.terrain_names || {})[terrain] || terrain;
}

/** A structure code in words: "TP" -> "Trading house". */
export function structureWords(tables, building) {
  return (tables.structure_names || {})[building] || building;
}

/** The reward options of a trade with `structure`: [{vp, goods, words}] (FAV15 included). */
export function tradeOptions(tables, structure, favors = []) {
  const [base, options] = (tables.trade_rewards || {})[structure] || [0, []];
  const bonus = favors.includes("FAV15") ? (tables.trade_bonus_vp || {})[structure] || 0 : 0;
  const vp = base + bonus;
  return options.map((goods) => ({ vp, goods, words: `${vp} VP + ${goodsWords(goods)}` }));
}

/** A round scoring tile in words: "tile 18: 2 VP per trade; each 4 Fire: 1 priest". */
export function roundTileWords(tables, id) {
  const tile = (tables.round_tiles || {})[id];
  if (!tile) return `tile ${id}`;
  const [what, vp, cult, need, reward] = tile;
  return `tile ${id}: ${vp} VP per ${EVENT_WORDS[what] || what}; ` +
    `each ${need} ${cultWords(cult)}: ${goodsWords(reward)}`;
}

/** Whether a faction uses merchants (on land) instead of ships. */
export function isMerchant(tables, faction) {
  return (tables.merchants || []).includes(faction);
}

/** A seat's faction words: "ann (Witches)". */
export function seatWords(view, players, seat) {
  const info = (view.seats || [])[seat] || {};
  const faction = info.faction ? info.faction.charAt(0).toUpperCase() + info.faction.slice(1) : "";
  return `${players[seat] ?? info.player ?? "?"}${faction ? ` (${faction})` : ""}`;
}
