// Goods markers and guild contracts: a colour that ALWAYS comes with a letter (and, for goods,
// the number of goods on the marker), so nothing depends on colour alone.
import { h, s } from "../shared/dom.js";
import { SEATS } from "./palette.js";
import { markerWords } from "./rules.js";

export { markerWords };

/**
 * Player colours by seat (palette.js); the letter shown with each is its capital first letter:
 * C, N, T, K, none of them a goods letter (O, B, W, P, G, Y).
 */
export const PLAYER_COLOURS = Object.keys(SEATS);

/** A goods marker's short code: "O2". */
export function markerCode(m) {
  return `${m.letter}${m.value}`;
}

/** A face-up goods marker as an SVG group of `size` at (x, y) (top left corner). */
export function svgMarker(doc, m, x, y, size) {
  return s(doc, "g", { class: `sw-ta-marker sw-ta-goods-${m.colour}`, testid: `goods-${m.id}`,
    "data-marker": String(m.id), role: "img", label: `goods marker ${markerWords(m)}` },
  s(doc, "rect", { class: "sw-ta-marker-face", x, y, width: size, height: size, rx: 4 }),
  s(doc, "text", { class: "sw-ta-marker-text", x: x + size / 2, y: y + size / 2 + 1,
    "text-anchor": "middle", "dominant-baseline": "central", "font-size": String(Math.round(size * 0.45 * 10) / 10),
    text: markerCode(m) }));
}

/** A goods marker as an HTML chip (guild mats); `sold` draws it flipped over. */
export function chip(doc, m, { sold = false, chosen = false, legal = false } = {}) {
  let cls = `sw-ta-chip sw-ta-goods-${m.colour}`;
  if (sold) cls += " sw-ta-sold";
  if (chosen) cls += " sw-ta-chosen";
  if (legal) cls += " sw-ta-legal";
  return h(doc, "span", { class: cls, testid: `goods-${m.id}`, "data-key": `goods-${m.id}`,
    "data-marker": String(m.id), role: "img",  // a button when it may be played (mats.js)
    label: `${sold ? "sold " : ""}goods marker ${markerWords(m)}` },
  h(doc, "span", { class: "sw-ta-chip-letter", "aria-hidden": "true", text: m.letter }),
  h(doc, "span", { class: "sw-ta-chip-value", "aria-hidden": "true", text: String(m.value) }));
}

/** Capital first letter of a colour name. */
export function letter(colour) {
  return String(colour || "?").charAt(0).toUpperCase();
}

/** Size of one guild contract disc (user units): wide enough for "C12" in 16-unit bold. */
export const DISC = { rx: 19, ry: 9 };

/**
 * A stack of `count` guild contracts of one player, centred on (cx, baseline y): discs in the
 * player's colour (at most 6 drawn), the colour's letter and the height written on the top one.
 */
export function contractStack(doc, { count, colour, name, seat, city, majority }, cx, y) {
  const shown = Math.min(count, 6);
  const g = s(doc, "g", { class: `sw-ta-contracts sw-colour-${colour}${majority ? " sw-ta-majority" : ""}`,
    testid: `contracts-${city}-${seat}`, "data-key": `contracts-${seat}`, role: "img",
    label: `${name} (${colour}, ${letter(colour)}): ${count} guild contract${count === 1 ? "" : "s"}` +
      `${majority ? ", the majority" : ""}` });
  for (let i = 0; i < shown; i += 1) {
    g.append(s(doc, "ellipse", { class: "sw-ta-disc", cx, cy: y - i * 4, rx: DISC.rx, ry: DISC.ry }));
  }
  const top = y - (shown - 1) * 4;
  g.append(s(doc, "text", { class: "sw-ta-disc-label", x: cx, y: top + 1, "text-anchor": "middle",
    "dominant-baseline": "central", "font-size": "16" },
  s(doc, "tspan", { class: "sw-ta-disc-letter", text: letter(colour) }),
  s(doc, "tspan", { class: "sw-ta-disc-count", text: `${count}` })));
  return g;
}
