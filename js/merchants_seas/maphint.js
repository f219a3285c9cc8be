// The coach's move on the map: the hex it builds, transforms, upgrades, trades with or places
// on is ringed (with what it does there); a ship's move rings both ends joined by a line; a
// bridge rings both banks. Null for moves without a hex (menus and tracks show those).
import { s } from "../shared/dom.js";
import { hintedEntry, hintedMark, markHinted } from "../shared/hinted.js";
import { FONT, R, fmt, hexPoints } from "./geometry.js";
import { PLATE_FILL, PLATE_TEXT } from "./palette.js";

/** The hexes a move names: its hex, a ship's start and end, a bridge's two ends. */
export function hintedHexes(action) {
  const a = action || {};
  if (Number.isInteger(a.hex)) return [a.hex];
  if (Number.isInteger(a.src) && Number.isInteger(a.dst)) return [a.src, a.dst];
  if (Number.isInteger(a.a) && Number.isInteger(a.b)) return [a.a, a.b];
  return [];
}

/** A few letters saying what the coach's move does on its hex (terrain, structure). */
function hintedCode(entry) {
  const a = entry.action || {};
  switch (entry.type) {
    case "transform_and_build": return a.build ? `${a.terrain}+D` : `→${a.terrain}`;
    case "upgrade": return `→${a.to}`;
    case "place_dwelling": case "witches_ride": return "D";
    case "sandstorm": return a.build ? "→D+D" : "→D";
    default: return "";
  }
}

/** The coach's mark over the map, or null. */
export function drawHinted(ctx, svg, at) {
  const doc = ctx.doc;
  const entry = hintedEntry(ctx);
  if (!entry) return null;
  const hexes = hintedHexes(entry.action).filter((id) => (ctx.view.hexes || [])[id]);
  if (!hexes.length) return null;
  const parts = [];
  if (hexes.length === 2) {
    const [[ax, ay], [bx, by]] = hexes.map(at);
    parts.push(s(doc, "line", { class: "sw-hinted-route", x1: fmt(ax), y1: fmt(ay), x2: fmt(bx),
      y2: fmt(by) }));
  }
  for (const id of hexes) {
    markHinted(svg.querySelector(`[data-testid="hex-${id}"]`), entry);
    const [x, y] = at(id);
    parts.push(s(doc, "polygon", { class: "sw-hinted-ring", points: hexPoints(x, y, R - 3),
      "data-hex": String(id) }));
  }
  const code = hintedCode(entry);
  if (code) {
    const [x, y] = at(hexes[0]);
    parts.push(s(doc, "rect", { class: "sw-ms-plate", x: fmt(x - 17), y: fmt(y - R * 0.55 - 12),
      width: 34, height: 15, rx: 3, fill: PLATE_FILL }),
    s(doc, "text", { class: "sw-hinted-label", x: fmt(x), y: fmt(y - R * 0.55),
      "text-anchor": "middle", "font-size": FONT, fill: PLATE_TEXT, "aria-hidden": "true", text: code }));
  }
  return hintedMark(doc, "g", "hex", entry, { testid: "hinted-hex",
    "data-hexes": hexes.join(" ") }, ...parts);
}
