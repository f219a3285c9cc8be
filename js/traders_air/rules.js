// Words of the Traders of the Air board: what each piece is and the rule that governs it
// (the `data-rule` hover texts), in the rule model's own words (skywidgets/games/traders_air:
// the sections its errors cite), and the names the board prints (a warehouse space by its
// city's number, as on the rulebook's board: "warehouse space 3 (New Copenhagen, first of 2)").

/** A goods marker in words: "brown 1 (B1)" (as the rule model's marker_name). */
export function markerWords(m) {
  if (!m) return "no goods marker";
  return `${m.colour} ${m.value} (${m.letter}${m.value})`;
}

/** The number drawn over a warehouse space: its city's number, as printed (2.1). */
export function spaceTag(space) {
  return String(space.number);
}

/** A warehouse space in words, as the rule model names it (`view.spaces[].name`). */
export function spaceWords(space) {
  return space.name || `warehouse space ${spaceTag(space)} (${space.city})`;
}

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The `data-rule` texts, one function per kind of piece. */
export const RULES = {
  city: (city) => `${city.number} ${city.name} — a city: actions happen only where the steamship ` +
    "is, one action per visit (4.3.1)" + (Object.values(city.contracts || {}).some((n) => n > 0)
    ? `; ${city.majority ? `${city.majority} holds the majority: purchases here pay them`
      : "no single majority: purchases here pay the bank"} (4.3.3)` : ""),
  route: (from, to) => `Route ${from} → ${to} — the steamship travels along the routes: 1 sky ` +
    "dollar with the wind (the arrow), 2 against it (4.3.2)",
  ship: (city) => `Steamship at ${city} — moves along the routes, 1 sky dollar with the wind, ` +
    "2 against; a player acts only in its city (4.3.2, 4.3.1)",
  space: (space) => `${spaceWords(space).replace(/^w/, "W")} — ` +
    (space.marker ? `holds ${markerWords(space.marker)}; ` : "empty; ") +
    "buying its marker costs 1 sky dollar to the city's majority holder, else the bank " +
    "(4.3.3); empty spaces are refilled in number order (4.2)",
  spaceGoods: (m) => `Goods marker ${markerWords(m)} — for sale here: 1 sky dollar to the ` +
    "majority holder of this city, free for that player (4.3.3)",
  goods: (m) => `Goods marker ${markerWords(m)} — spend it to set up ${plural(m.value, "guild contract")}, ` +
    "or sell at least two of its colour where you hold a contract (4.3.3); 1 point unsold (6)",
  sold: (m) => `Sold goods marker ${markerWords(m)} — flipped for good: 1 point plus its number ` +
    "at the end (6)",
  contracts: (name, city, count) => `Guild contracts of ${name} in ${city}: ${count} — the majority ` +
    "holder is paid for every purchase here (4.3.3); 2 points per city, 4 for a monopoly (6)",
  majority: (city) => (city.majority
    ? `Majority in ${city.name}: ${city.majority} — every purchase here pays ${city.majority} 1 sky ` +
      "dollar, or is free for them (4.3.3)"
    : `No single majority in ${city.name} — tied contracts: purchases here pay the bank (4.3.3)`),
  compass: (reversed) => `Compass — ${reversed ? "every arrow is reversed" : "the arrows are as printed"} ` +
    "for this game; the wind follows the arrows (7)",
  stack: (k, last) => `Supply stack ${k} — face down; replenishing takes from the leftmost stack ` +
    `with markers (4.2)${last ? "; the first marker taken from it ends the game after this round (5)" : ""}`,
  facts: () => "Round and game box — spent, lost and taxed goods markers go to the box (4.3.3, 4.4)",
  ending: () => "The end of the game — triggered by taking from supply stack 5; the round is " +
    "played to its end (5)",
  money: (name) => `Sky dollars of ${name} — 3 income each turn (4.1); at most 3 kept at taxes and ` +
    "tolls (4.4)",
  matGoods: (name) => `Goods of ${name} — bought goods markers: spend or sell them in the actions ` +
    "phase (4.3.3); at most 3 kept at taxes and tolls (4.4)",
  matSold: (name) => `Sold goods of ${name} — they score at the end: 1 point plus the number (6)`,
  contractsLeft: (name) => `Guild contracts of ${name} on the mat — 15 per player; a goods marker ` +
    "sets up as many as its number (4.3.3)",
  guild: (seat) => (seat.mat && seat.mat.ability
    ? `Guild mat ${seat.mat.name} — ${seat.mat.ability} (2.2)`
    : `Guild mat, generic side — keeps at most ${seat.keep_money} sky dollars and ${seat.keep_goods} ` +
      "goods markers at taxes and tolls (4.4)"),
  mat: (name) => `Guild mat of ${name} — money, goods, sold goods and contracts left (2.2)`,
  seatColour: (name, colour, letter) => `${name}'s colour: ${colour} (${letter}) — ${name}'s guild ` +
    "contracts are stacks of this colour and letter (2.4)",
  startPlayer: () => "Start player — begins every round; the last round is played to its end (5)",
  turn: () => "Turn — income, replenish, actions, taxes and tolls (4)",
  sell: () => "Sell goods — at least two goods markers of each colour sold, in a city where you " +
    "hold a guild contract; take one contract back; the others lose one of each sold colour (4.3.3)",
  sellCancel: () => "Cancel the sale — nothing is sold (4.3.3)",
};
