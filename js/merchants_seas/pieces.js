// Pieces on the map: structures (a distinct shape per type, with its letters), ships,
// merchants, trade markers and bridge marks, in faction colours (palette.js), each with letters.
import { s } from "../shared/dom.js";
import { FACTION_MARK } from "./data.js";
import { FONT, LOW_Y, MID_Y, fmt, textWidth } from "./geometry.js";
import { factionColours } from "./palette.js";
import { isMerchant } from "./words.js";
import { shipRule, structureRule, tradeMarkerRule } from "./rules.js";

const SHAPES = {
  // [svg tag, attrs(x, y)] around the centre (x, y) of the shape, about 26 × 19 units:
  // house, long house, domed temple, castle, round sanctuary, hull
  D: (x, y) => ["polygon", { points: pts([[x - 12, y + 9], [x + 12, y + 9], [x + 12, y - 4],
    [x, y - 11], [x - 12, y - 4]]) }],
  TP: (x, y) => ["polygon", { points: pts([[x - 13, y + 9], [x + 13, y + 9], [x + 13, y - 5],
    [x + 5, y - 11], [x - 5, y - 11], [x - 13, y - 5]]) }],
  TE: (x, y) => ["path", { d: `M${fmt(x - 13)} ${fmt(y + 9)}L${fmt(x + 13)} ${fmt(y + 9)}` +
    `L${fmt(x + 13)} ${fmt(y - 2)}A13 9 0 0 0 ${fmt(x - 13)} ${fmt(y - 2)}Z` }],
  SH: (x, y) => ["polygon", { points: pts([[x - 13, y + 9], [x + 13, y + 9], [x + 13, y - 11],
    [x + 8, y - 11], [x + 8, y - 8], [x + 3, y - 8], [x + 3, y - 11], [x - 3, y - 11],
    [x - 3, y - 8], [x - 8, y - 8], [x - 8, y - 11], [x - 13, y - 11]]) }],
  SA: (x, y) => ["ellipse", { cx: fmt(x), cy: fmt(y - 1), rx: 14, ry: 11 }],
  SY: (x, y) => ["polygon", { points: pts([[x - 14, y - 7], [x + 14, y - 7], [x + 10, y + 9],
    [x - 10, y + 9]]) }],
};
export const STRUCTURE_DX = -10;   // the structure's centre, left of the hex centre
export const OWNER_DX = 14;        // the owner's badge, right of it

function pts(list) {
  return list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ");
}

/** A faction-coloured plate with letters, centred on (cx, baseline): [group, width]. */
export function badge(doc, cx, baseline, text, faction, attrs = {}, round = false) {
  const { fill, text: ink } = factionColours(faction);
  const width = Math.max(textWidth(text, FONT, true) + 4, 16);
  const plate = round
    ? s(doc, "ellipse", { class: "sw-ms-plate", cx: fmt(cx), cy: fmt(baseline - 5),
      rx: fmt(width / 2), ry: 8, fill })
    : s(doc, "rect", { class: "sw-ms-plate", x: fmt(cx - width / 2), y: fmt(baseline - 12),
      width: fmt(width), height: 15, rx: 3, fill });
  return s(doc, "g", attrs, plate,
    s(doc, "text", { class: "sw-ms-badge-letter", x: fmt(cx), y: fmt(baseline), fill: ink,
      "font-size": FONT, "text-anchor": "middle", "aria-hidden": "true", text }));
}

/** One structure on the hex centred at (x, y): shape + letters, and the owner's badge. */
export function drawStructure(doc, tables, building, faction, words, x, y) {
  const make = SHAPES[building] || SHAPES.D;
  const sx = x + STRUCTURE_DX;
  const [tag, attrs] = make(sx, y + MID_Y - 4);
  const { fill, text: ink } = factionColours(faction);
  return s(doc, "g", { class: `sw-ms-structure sw-ms-s-${building} sw-ms-f-${faction}`,
    "data-structure": building, role: "img", label: words,
    "data-rule": structureRule(tables, building, words) },
  s(doc, tag, { class: "sw-ms-shape", fill, ...attrs }),
  s(doc, "text", { class: "sw-ms-struct-letter", x: fmt(sx), y: fmt(y + MID_Y), fill: ink,
    "font-size": FONT, "text-anchor": "middle", "aria-hidden": "true", text: building }),
  badge(doc, x + OWNER_DX, y + MID_Y, FACTION_MARK[faction] || "?", faction,
    { class: "sw-ms-owner-mark" }));
}

/**
 * The ships (or merchants) of every faction on one space, as one group `ship-<hex>`: on a
 * river space in the middle and low rows (two a row), on land in the low row (moved by
 * `shift` when trade markers share it).
 */
export function drawShips(doc, hex, onHex, x, y, land, tables, shift = 0) {
  // a labelled picture (a button when its ships may move: map.js)
  const g = s(doc, "g", { class: "sw-ms-ships", testid: `ship-${hex}`, "data-hex": String(hex),
    role: "img" });
  const words = [];
  let merchants = false;
  onHex.forEach(({ seat, faction, player, count }, k) => {
    const merchant = isMerchant(tables, faction);
    merchants = merchants || merchant;
    const row = land ? 1 : Math.floor(k / 2);
    const inRow = land ? onHex.length : Math.min(2, onHex.length - 2 * row);
    const slot = land ? k : k % 2;
    const dx = shift + (inRow === 1 ? 0 : (slot - (inRow - 1) / 2) * 22);
    const baseline = y + (row === 0 ? MID_Y : LOW_Y);
    const kind = merchant ? "merchant" : "ship";
    const what = `${player}'s ${count > 1 ? `${count} ${kind}s` : kind}`;
    words.push(what);
    g.append(badge(doc, x + dx, baseline, `${merchant ? "M" : "S"}${count > 1 ? count : ""}`,
      faction, { class: `sw-ms-ship sw-ms-f-${faction}`, "data-seat": String(seat),
        testid: `ship-${hex}-${seat}` }, merchant));
  });
  g.setAttribute("aria-label", words.join(", "));
  g.setAttribute("data-rule", shipRule(words.join(", "), merchants));
  return g;
}

/** Trade markers under a structure: one badge per faction that traded there (low row). */
export function drawTradeMarkers(doc, hex, seats, x, y, view, shift = 0) {
  const g = s(doc, "g", { class: "sw-ms-trades", testid: `trades-at-${hex}`, role: "img" });
  const names = [];
  seats.forEach((seat, k) => {
    const faction = ((view.seats || [])[seat] || {}).faction || "";
    names.push(((view.seats || [])[seat] || {}).player || `seat ${seat}`);
    const dx = shift + (k - (seats.length - 1) / 2) * 21;
    g.append(badge(doc, x + dx, y + LOW_Y, FACTION_MARK[faction] || "?", faction,
      { class: `sw-ms-trade sw-ms-f-${faction}` }));
  });
  const words = `trade markers: ${names.join(", ")}`;
  g.setAttribute("aria-label", words);
  g.setAttribute("data-rule", tradeMarkerRule(`Trade markers of ${names.join(", ")}`));
  return g;
}
