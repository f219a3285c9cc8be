// Every colour the Sky Islands board paints letters on, in one place: the drawing code sets
// these as fills (not CSS), so the contrast test (classroom.test.js) checks the real pairs.

/** Letters on pieces, rulers and cubes. */
export const INK = "#111111";

/** Ship discs and resource cubes (red = wine, white = canvas, blue = flying stone). */
export const SHIP_FILL = { red: "#e05a52", white: "#fafafa", blue: "#6b9be6", green: "#62b877" };

/** Trading houses in each seat colour. */
export const SEAT_FILL = { yellow: "#f2c500", red: "#e05a52", blue: "#6b9be6", green: "#62b877",
  white: "#f5f5f5", black: "#9e9e9e" };

/** Tower and harbour shapes (no letters on them). */
export const BADGE_FILL = { tower: "#d7ccc8", harbour: "#b3e5fc" };

/** The grid: sky, island, the ruler bands and their numbers. */
export const GRID = { sky: "#cfe7f7", island: "#8cbf5a", buildable: "#5fa33a",
  ruler: "#e3ebf1", rulerInk: "#1b2a35", line: "#b0bec5" };

/** HTML text of the board: [what, CSS class, --sw- text colour, --sw- background] (board.css). */
export const HTML_TEXT = [
  ["hand owner", "sw-si-hand-name", "sw-fg2", "sw-bg"],
  ["tile number under a hand tile", "sw-si-tile-id", "sw-fg2", "sw-bg"],
  ["grid caption", "sw-si-caption", "sw-fg2", "sw-bg"],
  ["supply stock", "sw-si-stock", "sw-fg2", "sw-bg"],
];

/** The fill of a seat's trading house (grey for an unknown colour name). */
export function seatFill(colour) {
  return SEAT_FILL[colour] || "#bdbdbd";
}

/** Every (letter colour, background colour, what) pair the board draws. */
export function letterPairs() {
  return [
    ...Object.entries(SHIP_FILL).map(([c, bg]) => [INK, bg, `${c} ship / cube`]),
    ...Object.entries(SEAT_FILL).map(([c, bg]) => [INK, bg, `${c} trading house`]),
    [INK, "#bdbdbd", "trading house of an unknown colour"],
    [GRID.rulerInk, GRID.ruler, "ruler number"],
    [INK, GRID.island, "island number"],
    [INK, GRID.buildable, "island number on an island one may build on"],
  ];
}
