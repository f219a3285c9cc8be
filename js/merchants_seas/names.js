// Readable names for the rule model's raw ids and labels ("ACT7", "BON4", "FAV9", "TW1",
// "PW>C"), built from the `tables` trait; the one place the board turns codes into words.
import { cultWords, goodsWords } from "./words.js";

// The power action spaces, short enough to print on the board (the rest is on hover).
export const POWER_SHORT = { ACT1: "Bridge", ACT2: "Priest", ACT3: "2 workers", ACT4: "7 coins",
  ACT5: "Spade", ACT6: "2 spades", ACT7: "Move ships", ACT8: "New ship", ACT9: "Favor tile" };

const BONUS_SPECIAL = { SPADE: "special action: 1 spade", CULT: "special action: 1 cult step",
  SHIPPING: "+1 shipping this round", MOVE: "special action: move ships",
  SHIP: "special action: obtain a ship" };
const FAVOR_EXTRA = { town6: "a town needs only 6 power", cult_action: "special action: 1 cult step",
  vp_TP3: "3 VP per Trading house built", vp_D2: "2 VP per Dwelling built",
  pass_TP: "passing: VP by Trading houses", choice: "a one-time bonus of your choice",
  trade_bonus: "more VP per trade", pass_trades: "passing: VP by trade markers" };

/** "BON4" -> "Bonus 4"; "FAV12" -> "Favor 12"; "TW7" -> "Town 7"; "ACT7" -> "Move ships". */
export function shortName(id) {
  const code = String(id);
  if (POWER_SHORT[code]) return POWER_SHORT[code];
  const m = /^(BON|FAV|TW)(\d+X?)$/.exec(code);
  if (!m) return code;
  return `${{ BON: "Bonus", FAV: "Favor", TW: "Town" }[m[1]]} ${m[2]}`;
}

/** A power action in words: "Move ships (4 power): move any number of Ships". */
export function powerActionWords(tables, id) {
  const act = (tables.power_actions || {})[id];
  if (!act) return shortName(id);
  return `${shortName(id)} (${act[0]} power): ${act[2]}`;
}

function structuresWords(tables, list) {
  return list.map((code) => (tables.structure_names || {})[code] || code).join("/");
}

/** A bonus card in words: "Bonus 4: income 3 power; +1 shipping this round". */
export function bonusWords(tables, id) {
  const card = (tables.bonus_cards || {})[id];
  if (!card) return shortName(id);
  const [income, special, rule] = card;
  const parts = [Object.keys(income).length ? `income ${goodsWords(income)}` : "no income"];
  if (special) parts.push(BONUS_SPECIAL[special] || special);
  if (rule && rule[0] === "per") parts.push(`passing: ${rule[2]} VP per ${structuresWords(tables, rule[1])}`);
  if (rule && rule[0] === "per_shipping") parts.push(`passing: ${rule[2]} VP per Shipping level`);
  if (rule && rule[0] === "per_ship") parts.push(`passing: ${rule[2]} VP per ship on the board`);
  if (rule && rule[0] === "trade_vp") parts.push(`${rule[2]} VP per trade`);
  return `${shortName(id)}: ${parts.join("; ")}`;
}

/** A favor tile in words: "Favor 9: 1 Fire step; income 3 coins". */
export function favorWords(tables, id) {
  const tile = (tables.favors || {})[id];
  if (!tile) return shortName(id);
  const [cults, income, extra] = tile;
  const parts = [goodsWords(cults)];
  if (Object.keys(income).length) parts.push(`income ${goodsWords(income)}`);
  if (extra) parts.push(FAVOR_EXTRA[extra] || extra);
  return `${shortName(id)}: ${parts.join("; ")}`;
}

/** A town tile in words: "Town 1: 5 VP + 6 coins". */
export function townWords(tables, id) {
  const gains = (tables.towns || {})[id];
  return gains ? `${shortName(id)}: ${goodsWords(gains)}` : shortName(id);
}

// The Alchemists' Philosopher's Stone (not in `tables.conversions`: one faction's own).
const STONE_WORDS = { "VP>C": "Philosopher's Stone: 1 VP → 1 coin",
  "C>VP": "Philosopher's Stone: 2 coins → 1 VP" };

/** A conversion in words: "PW>W" -> "3 power → 1 worker"; "BURN" -> burning. */
export function convertWords(tables, what) {
  if (what === "BURN") return "burn power: 2 from bowl II, 1 moves to bowl III";
  if (STONE_WORDS[what]) return STONE_WORDS[what];
  const conv = (tables.conversions || {})[what];
  if (!conv) return `convert ${what}`;
  const [src, n, dst, m] = conv;
  return `${goodsWords({ [src]: n })} → ${goodsWords({ [dst]: m })}`;
}

const TRACK_WORDS = { shipping: "Shipping track +1", dig: "Exchange (spade) track +1" };

/** A legal move in the words of the board's menus (falls back on the rule model's label). */
export function moveWords(tables, entry) {
  const a = entry.action || {};
  switch (entry.type) {
    case "convert": return convertWords(tables, a.what);
    case "advance": return TRACK_WORDS[a.track] || entry.label;
    case "pass": return a.card ? `pass, take ${bonusWords(tables, a.card)}` : "pass (last round)";
    case "choose_bonus": return `take ${bonusWords(tables, a.card)}`;
    case "take_favor": return `take ${favorWords(tables, a.tile)}`;
    case "take_town": return `take ${townWords(tables, a.tile)}`;
    case "power_action": return powerActionWords(tables, a.id);
    case "choose_cult": return `one step on ${cultWords(a.cult)}`;
    case "send_priest": return a.order ? `${cultWords(a.cult)}: a priest to the order (2–3 steps)`
      : `${cultWords(a.cult)}: a priest for 1 step`;
    default: return entry.label;
  }
}

/** A rule-model label with its raw codes named: "pass and take BON4" -> "... Bonus 4",
 * "power action ACT7: ..." -> "power action “Move ships”: ...". */
export function labelWords(label) {
  return String(label).replace(/\b(ACT\d|BON\d+X?|FAV\d+|TW\d+)\b/g, (code) =>
    (/^ACT/.test(code) ? `“${shortName(code)}”` : shortName(code)));
}
