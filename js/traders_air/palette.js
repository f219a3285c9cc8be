// Every colour the Traders of the Air board draws text with, and what it is drawn on: the one
// place for them (board.css repeats them literally; palette.test.js checks both the CSS and
// the WCAG AA contrast of every text colour on its background).

/** Goods colours (rulebook 2.5): face colour and the colour of the letter/number on it. */
export const GOODS = {
  orange: { fill: "#f39c32", ink: "#111111" },
  brown: { fill: "#8d5a36", ink: "#ffffff" },
  white: { fill: "#f7f7f7", ink: "#111111" },
  purple: { fill: "#7e4fb3", ink: "#ffffff" },
  green: { fill: "#4caf50", ink: "#111111" },
  yellow: { fill: "#f5d33a", ink: "#111111" },
};

/**
 * Seat colours [project-defined]: their letters (C, N, T, K) differ from every goods letter
 * (O, B, W, P, G, Y), so Michael's badge never reads as brown goods.
 */
export const SEATS = {
  crimson: { fill: "#c62828", ink: "#ffffff" },
  navy: { fill: "#1f3c88", ink: "#ffffff" },
  teal: { fill: "#00695c", ink: "#ffffff" },
  khaki: { fill: "#c9b98f", ink: "#111111" },
};

/** The map's own colours. */
export const MAP = {
  sky: "#d9ecf7",
  box: "#fffaf0",
  boxHere: "#fff3d6",
  boxReachable: "#e3f0ff",
  boxHover: "#c6defc",
  cityInk: "#3e2723",
  noteInk: "#5d4037",
  tagInk: "#4e342e",
  spaceInk: "#6d4c41",
  costFill: "#1565c0",
  costInk: "#ffffff",
  compassInk: "#263238",
  shipFill: "#b0bec5",
  shipInk: "#1c262b",
};

const BOXES = [MAP.box, MAP.boxHere, MAP.boxReachable, MAP.boxHover];

/** Every (what, text colour, background) pair the board draws. */
export function textPairs() {
  const pairs = [];
  for (const [name, c] of Object.entries(GOODS)) pairs.push([`goods ${name}`, c.ink, c.fill]);
  for (const [name, c] of Object.entries(SEATS)) pairs.push([`seat ${name}`, c.ink, c.fill]);
  for (const bg of BOXES) {
    for (const ink of ["cityInk", "noteInk", "tagInk", "spaceInk"]) {
      pairs.push([`${ink} on ${bg}`, MAP[ink], bg]);
    }
  }
  pairs.push(["move cost", MAP.costInk, MAP.costFill]);
  pairs.push(["compass", MAP.compassInk, MAP.sky]);
  pairs.push(["ship", MAP.shipInk, MAP.shipFill]);
  return pairs;
}

/** [CSS selector, property, colour] rules board.css must contain (checked by the tests). */
export function cssRules() {
  const rules = [];
  for (const [name, c] of Object.entries(GOODS)) {
    rules.push([`.sw-ta-goods-${name}`, "--sw-goods", c.fill], [`.sw-ta-goods-${name}`, "--sw-goods-text", c.ink]);
  }
  for (const [name, c] of Object.entries(SEATS)) {
    rules.push([`.sw-colour-${name}`, "background", c.fill], [`.sw-colour-${name}`, "color", c.ink],
      [`.sw-colour-${name}`, "fill", c.fill], [`.sw-colour-${name} .sw-ta-disc-label`, "fill", c.ink]);
  }
  rules.push([".sw-ta-sky", "fill", MAP.sky], [".sw-ta-box", "fill", MAP.box],
    [".sw-ta-here .sw-ta-box", "fill", MAP.boxHere], [".sw-ta-reachable .sw-ta-box", "fill", MAP.boxReachable],
    [".sw-ta-city-name", "fill", MAP.cityInk], [".sw-ta-city-note", "fill", MAP.noteInk],
    [".sw-ta-space-tag", "fill", MAP.tagInk], [".sw-ta-space-number", "fill", MAP.spaceInk],
    [".sw-ta-cost rect", "fill", MAP.costFill], [".sw-ta-cost text", "fill", MAP.costInk],
    [".sw-ta-compass", "fill", MAP.compassInk], [".sw-ta-ship-envelope", "fill", MAP.shipFill],
    [".sw-ta-ship-letter", "fill", MAP.shipInk]);
  return rules;
}

function channel(v) {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour (WCAG 2). */
export function luminance(hex) {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
