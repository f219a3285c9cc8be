// Every colour the Merchants map draws letters on, in one place (the contrast test reads it):
// terrain fills and the letters on them, faction fills (structures, ships, badges) and their
// letters. The map sets these as SVG `fill` attributes; board.css keeps only strokes and sizes.

export const TERRAIN_FILL = { D: "#f0d67a", U: "#c29a64", K: "#5b5a48", L: "#7fb2e0",
  G: "#6aa85a", S: "#adadad", W: "#d06a5c", "~": "#d4ebf8" };
export const TERRAIN_TEXT = { D: "#111111", U: "#111111", K: "#ffffff", L: "#111111",
  G: "#111111", S: "#111111", W: "#111111", "~": "#16405e" };

export const FACTION_FILL = { witches: "#3f9b48", nomads: "#f4cf1c", fakirs: "#f4cf1c",
  engineers: "#c8c8c8", dwarves: "#c8c8c8", darklings: "#262626", giants: "#a8322a",
  swarmlings: "#2f6fc4", halflings: "#7a4f26", auren: "#3f9b48", mermaids: "#2f6fc4",
  cultists: "#7a4f26", alchemists: "#262626", chaosmagicians: "#a8322a" };
export const FACTION_TEXT = { witches: "#111111", nomads: "#111111", fakirs: "#111111",
  engineers: "#111111", dwarves: "#111111", darklings: "#ffffff", giants: "#ffffff",
  swarmlings: "#ffffff", halflings: "#ffffff", auren: "#111111", mermaids: "#ffffff",
  cultists: "#ffffff", alchemists: "#ffffff", chaosmagicians: "#ffffff" };
export const UNKNOWN_FILL = "#ffffff";
export const UNKNOWN_TEXT = "#111111";

// A tag on the map (the "+1 PW" cost, the coach's code): dark letters on a white plate.
export const PLATE_FILL = "#ffffff";
export const PLATE_TEXT = "#111111";

/** The fill and letter colour of a faction's pieces. */
export function factionColours(faction) {
  return { fill: FACTION_FILL[faction] || UNKNOWN_FILL, text: FACTION_TEXT[faction] || UNKNOWN_TEXT };
}

/** Every (letter, background, what) pair the map draws, for the contrast test. */
export function letterPairs() {
  const pairs = Object.keys(TERRAIN_FILL).map((t) => [TERRAIN_TEXT[t], TERRAIN_FILL[t], `terrain ${t}`]);
  for (const f of Object.keys(FACTION_FILL)) pairs.push([FACTION_TEXT[f], FACTION_FILL[f], `faction ${f}`]);
  pairs.push([UNKNOWN_TEXT, UNKNOWN_FILL, "no faction"], [PLATE_TEXT, PLATE_FILL, "plate"]);
  return pairs;
}

/** WCAG relative luminance of "#rrggbb". */
export function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two "#rrggbb" colours (1–21). */
export function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
