// Drawing one Sky Islands tile: sky, island regions, the flying ship and the buildings.
import { s } from "../shared/dom.js";
import { BAND, regionAnchor, regionPath, shipCorner } from "./geometry.js";

export const SHIP_LETTER = { red: "R", white: "W", blue: "B", green: "G" };
export const SHIP_WORDS = { red: "red ship (wine)", white: "white ship (canvas)",
  blue: "blue ship (flying stone)", green: "green ship (victory point)" };

/** Capital first letter of a colour name: the letter that goes with every colour mark. */
export function letter(colour) {
  return String(colour || "?").charAt(0).toUpperCase();
}

/**
 * A tile as an SVG group at pixel (px, py) of `size`. `regionHook(g, index)` may decorate the
 * group of each island region (highlight, click target); `colours` gives each seat's colour.
 */
export function drawTile(doc, tile, px, py, size, { colours = [], regionHook = null } = {}) {
  const group = s(doc, "g", { class: "sw-si-tile" });
  group.append(s(doc, "rect", { class: "sw-si-sky", x: px, y: py, width: size, height: size }));
  tile.regions.forEach((region, index) => {
    const [ax, ay] = regionAnchor(region);
    const g = s(doc, "g", { class: "sw-si-region", "data-region": String(index) },
      s(doc, "path", { class: "sw-si-island", d: regionPath(region, px, py, size),
        "stroke-width": String(BAND * size) }),
      s(doc, "circle", { class: "sw-si-island-fill", cx: px + ax * size, cy: py + ay * size,
        r: (BAND * size) / 2 }));
    if (regionHook) regionHook(g, index);
    group.append(g);
  });
  if (tile.ship) group.append(drawShip(doc, tile.ship, px, py, size, shipCorner(tile)));
  for (const building of tile.buildings || []) {
    const region = tile.regions[building.region];
    if (!region) continue;
    const [ax, ay] = regionAnchor(region);
    group.append(drawBuilding(doc, building, colours[building.owner], px + ax * size,
      py + ay * size, size));
  }
  return group;
}

/** The flying ship: a coloured disc that also carries its letter (never colour alone). */
export function drawShip(doc, ship, px, py, size, [cx, cy]) {
  const r = size * 0.13;
  return s(doc, "g", { class: `sw-si-ship sw-si-ship-${ship}`, role: "img",
    label: SHIP_WORDS[ship] || `${ship} ship` },
  s(doc, "circle", { cx: px + cx * size, cy: py + cy * size, r }),
  s(doc, "text", { x: px + cx * size, y: py + cy * size, "font-size": String(r * 1.3),
    "text-anchor": "middle", "dominant-baseline": "central", text: SHIP_LETTER[ship] || "?" }));
}

/** A trading house (pentagon with the owner's letter), with tower (T) and harbour (H) marks. */
export function drawBuilding(doc, building, colour, cx, cy, size) {
  const w = size * 0.26;
  const parts = [];
  const words = [`${colour || "player " + (building.owner + 1)} trading house`];
  if (building.tower) words.push("with a tower");
  if (building.harbour) words.push(building.tower ? "and a harbour" : "with a harbour");
  const g = s(doc, "g", { class: `sw-si-building sw-colour-${colour || "none"}`, role: "img",
    label: words.join(" "), "data-owner": String(building.owner) });
  const top = cy - w * 0.65;
  const pts = [[cx, top], [cx + w / 2, cy - w * 0.2], [cx + w / 2, cy + w / 2],
    [cx - w / 2, cy + w / 2], [cx - w / 2, cy - w * 0.2]];
  parts.push(s(doc, "polygon", { class: "sw-si-house", points: pts.map((p) => p.join(",")).join(" ") }));
  parts.push(s(doc, "text", { class: "sw-si-house-letter", x: cx, y: cy + w * 0.12,
    "font-size": String(w * 0.6), "text-anchor": "middle", "dominant-baseline": "central",
    text: letter(colour) }));
  if (building.tower) parts.push(badge(doc, "sw-si-tower", "T", cx + w * 0.62, top + w * 0.1, w));
  if (building.harbour) parts.push(badge(doc, "sw-si-harbour", "H", cx, cy + w * 0.85, w));
  g.append(...parts);
  return g;
}

function badge(doc, cls, text, cx, cy, w) {
  const r = w * 0.28;
  return s(doc, "g", { class: cls },
    s(doc, "rect", { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r, rx: r * 0.3 }),
    s(doc, "text", { x: cx, y: cy, "font-size": String(r * 1.5), "text-anchor": "middle",
      "dominant-baseline": "central", text }));
}
