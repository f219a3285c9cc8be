// Hover texts (data-rule) for every Sky Islands piece, space and control: what it is — the rule
// that governs it (section). The rule words are the rule model's own (skywidgets/games/
// sky_islands: placing.py, gains.py, building.py, stock_disposal.py, income.py, scoring.py);
// tests/widgets/test_sky_islands_words.py checks that each of those rule texts appears here.

const CUBE_WORDS = { red: "wine", white: "canvas", blue: "flying stone" };
const SHIP_GIVES = { red: "1 red cube", white: "1 white cube", blue: "1 blue cube",
  green: "1 victory point" };

/** Where a cell is, as the log, hints and errors name it: "(0, 2)" = column 0, row 2. */
export function at(x, y) {
  return `(${x}, ${y})`;
}

/** The rule texts, by kind of piece. */
export const RULES = {
  tile: (id, x, y) => `Tile ${id} at ${at(x, y)} — touch at least one edge of an existing ` +
    "tile; island meets island, sky meets sky; no tile on top of another (②)",
  placedNow: (id, x, y) => `Tile ${id} at ${at(x, y)}, placed this turn — not on the tile ` +
    "placed this turn: no trading house on it until the next turn (④a)",
  initial: (x, y) => `Initial tile, quarter ${at(x, y)} — each quarter counts as one tile ` +
    "for gains, trading houses and island sizes (Game Setup A, ③)",
  open: (x, y) => `Empty cell ${at(x, y)} — a tile may go here if it touches at least one ` +
    "edge of an existing tile and island meets island, sky meets sky (②)",
  possible: (x, y) => `Empty cell ${at(x, y)} — a tile of the hand fits here (choose it, ` +
    "turned the right way): island meets island, sky meets sky (②)",
  legal: (x, y) => `Empty cell ${at(x, y)} — the chosen tile fits here, turned as shown in ` +
    "the hand: island meets island, sky meets sky; click to place it (②)",
  region: (n, x, y) => `Island ${n} of the tile at ${at(x, y)} — the buildings are trading ` +
    "house, tower and harbour; each building costs 1 red, 1 white and 1 blue; one trading " +
    "house per island of a tile; not on the tile placed this turn (④a)",
  ship: (colour) => `Flying ship (${colour}) — gives ${SHIP_GIVES[colour] || "its gain"} ` +
    "when its tile or a tile touching it by an edge is placed (③ Gaining resources), and " +
    "each turn to a harbour-equipped trading house on its tile (① Income)",
  house: (owner) => `Trading house (${owner}) — on the island part of a tile; one trading ` +
    "house per island of a tile; counts 1 influence on its connected island (④a, Final Scoring)",
  tower: () => "Tower — next to your own trading house without a tower; no new tower on a " +
    "connected island that has a tower; its house counts 2 influence; Gains on tower " +
    "placement: 1 point per trading house on that connected island (④b)",
  harbour: () => "Harbour — under your own trading house without a harbour; each turn it " +
    "gives what its tile's flying ship gives (④c, ① Income)",
  cube: (colour) => `${colour[0].toUpperCase()}${colour.slice(1)} cube ` +
    `(${CUBE_WORDS[colour] || colour}) — each building costs 1 red, 1 white and 1 blue (④); ` +
    "pay 3 cubes of one colour for 1 cube of any colour from the supply; keep at most 3 " +
    "cubes, return the rest (⑤)",
  supplyCube: (colour) => `Supply of ${colour} cubes — if the supply has no ${colour} ` +
    "cube left, none can be gained (①, ③); never for a colour missing from the supply or " +
    "for a point (⑤)",
  supplyTower: () => "Tower pieces in the supply — only while the supply has tower pieces (④b)",
  supplyHarbour: () => "Harbour pieces in the supply — only while the supply has harbour " +
    "pieces (④c)",
  drawPile: () => "Draw pile — the active player draws a tile from it at the end of the " +
    "turn; once it is empty nobody refills (⑥ Refilling your hand)",
  hand: (id) => `Tile ${id} in hand — choose a tile from your hand; turn it with t: ` +
    "vertices line up (quarter turns only) (②)",
  revealed: (id) => `Revealed tile ${id} — no tile of the hand fits anywhere: Discarding a ` +
    "hand tile; its flying ship still gives its gain (②, ③)",
  handCount: () => "Hidden hand — players keep their hands hidden; 2 tiles at the start, " +
    "1 drawn each turn (Game Setup E, ⑥)",
  turnButton: () => "Turn tile — vertices line up (quarter turns only) (②)",
  vp: () => "Victory points — from green flying ships (①, ③) and Gains on tower placement " +
    "(④b); final scoring adds each connected island (Game End and Final Scoring)",
  housesLeft: () => "Trading houses left — only trading house pieces you still hold (④a)",
  turns: () => "Turns taken — each player takes 10 turns (Game Flow)",
  island: () => "Connected island — sole first place in influence scores its tiles, " +
    "doubled if closed; sole second place half of that (Final Scoring: closed islands)",
  column: (x) => `Column ${x} — the log names a cell (column, row): ${at(x, 0)} is column ` +
    `${x}, row 0; tiles line up on this grid: vertices line up (②)`,
  row: (y) => `Row ${y} — the log names a cell (column, row): ${at(0, y)} is column 0, ` +
    `row ${y}; tiles line up on this grid: vertices line up (②)`,
};

/** Set the hover text of a drawn node (returns the node). */
export function rule(node, text) {
  if (node && text) node.setAttribute("data-rule", text);
  return node;
}
