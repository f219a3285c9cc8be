// Drawing one Sky Islands tile: sky, island regions, the flying ship and the buildings.
import { s } from "../shared/dom.js";
import { BAND, regionAnchor, regionPath } from "./geometry.js";
import { BADGE_FILL, GRID, INK, SHIP_FILL, seatFill } from "./palette.js";
import { RULES, rule } from "./rules.js";
import { houseSpot, numberSpots, shipSpot, sizes } from "./spots.js";

export const SHIP_LETTER = { red: "R", white: "W", blue: "B", green: "G" };
export const SHIP_WORDS = { red: "red ship (wine)", white: "white ship (canvas)",
  blue: "blue ship (flying stone)", green: "green ship (victory point)" };

/** Capital first letter of a colour name: the letter that goes with every colour mark. */
export function letter(colour) {
  return String(colour || "?").charAt(0).toUpperCase();
}

function label(doc, x, y, font, text, cls) {
  return s(doc, "text", { class: cls, x, y, "font-size": String(font), fill: INK,
    "text-anchor": "middle", "dominant-baseline": "central", text });
}

/**
 * A tile as an SVG group at (px, py) of `size`: sky and island regions, then (unless
 * `pieces` is false) its ship and buildings. `regionHook(g, index)` may decorate each island
 * region (highlight, click target); `colours` gives each seat's colour; `font` the letters.
 */
export function drawTile(doc, tile, px, py, size,
  { colours = [], regionHook = null, font = size * 0.2, pieces = true, numbers = false } = {}) {
  const group = s(doc, "g", { class: "sw-si-tile" });
  group.append(s(doc, "rect", { class: "sw-si-sky", x: px, y: py, width: size, height: size,
    fill: GRID.sky }));
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
  if (numbers) {  // which island is "island 2 of the tile at (1, -1)"
    for (const { index, cx, cy } of numberSpots(tile, px, py, size, font)) {
      group.querySelector(`[data-region="${index}"]`).append(label(doc, round(cx), round(cy), font,
        String(index + 1), "sw-si-island-number"));
    }
  }
  if (pieces) group.append(...drawPieces(doc, tile, px, py, size, font, colours));
  return group;
}

/** The ship and buildings of a tile (drawn above every tile, so no neighbour covers them). */
export function drawPieces(doc, tile, px, py, size, font, colours = []) {
  const out = [];
  const where = tile.x === null || tile.x === undefined ? "" : `${tile.x}-${tile.y}`;
  if (tile.ship) {
    const ship = drawShip(doc, tile.ship, shipSpot(tile, px, py, size, font), font);
    if (where) ship.setAttribute("data-testid", `ship-${where}`);
    out.push(ship);
  }
  for (const building of tile.buildings || []) {
    if (!tile.regions[building.region]) continue;
    const g = drawBuilding(doc, building, colours[building.owner],
      houseSpot(tile, building.region, px, py, size, font), font);
    if (where) {
      g.setAttribute("data-testid", `building-${where}-${building.region}`);
      g.setAttribute("data-x", String(tile.x));
      g.setAttribute("data-y", String(tile.y));
    }
    g.setAttribute("data-region", String(building.region));
    out.push(g);
  }
  return out;
}

/** The flying ship: a coloured disc that also carries its letter (never colour alone). */
export function drawShip(doc, ship, { cx, cy, r }, font) {
  return rule(s(doc, "g", { class: `sw-si-ship sw-si-ship-${ship}`, role: "img",
    label: SHIP_WORDS[ship] || `${ship} ship` },
  s(doc, "circle", { cx, cy, r, fill: SHIP_FILL[ship] || "#bdbdbd" }),
  label(doc, cx, cy, font, SHIP_LETTER[ship] || "?", "sw-si-ship-letter")), RULES.ship(ship));
}

/**
 * A trading house (pentagon with the owner's letter) at {cx, cy}; a tower is a crenellated
 * bar to its right, a harbour a hull under its foot (shapes: their words are in the label).
 */
export function drawBuilding(doc, building, colour, spot, font) {
  const z = sizes(font);
  const { cx, cy } = spot;
  const owner = colour || `player ${building.owner + 1}`;
  const words = [`${owner} trading house`];
  if (building.tower) words.push("with a tower");
  if (building.harbour) words.push(building.tower ? "and a harbour" : "with a harbour");
  const g = rule(s(doc, "g", { class: `sw-si-building sw-colour-${colour || "none"}`, role: "img",
    label: words.join(" "), "data-owner": String(building.owner) }), RULES.house(owner));
  const w = z.houseW / 2;
  const top = cy - z.houseH / 2;
  const eaves = top + 0.45 * font;
  const bottom = cy + z.houseH / 2;
  const pts = [[cx, top], [cx + w, eaves], [cx + w, bottom], [cx - w, bottom], [cx - w, eaves]];
  g.append(s(doc, "polygon", { class: "sw-si-house", fill: seatFill(colour), points: points(pts) }),
    label(doc, cx, cy + 0.2 * font, font, letter(colour), "sw-si-house-letter"));
  if (building.tower) {
    const x0 = cx + w + z.gap;
    const x1 = x0 + z.towerW;
    const notch = z.towerW / 3;
    const m = 0.18 * font;
    g.append(rule(s(doc, "polygon", { class: "sw-si-tower", "data-piece": "tower",
      fill: BADGE_FILL.tower, points: points([[x0, bottom], [x0, top], [x0 + notch, top],
        [x0 + notch, top + m], [x1 - notch, top + m], [x1 - notch, top], [x1, top], [x1, bottom]]) }),
    RULES.tower()));
  }
  if (building.harbour) {
    const y0 = cy + z.hullTop;
    const y1 = y0 + z.hullH;
    const out = w + z.hullOut;
    g.append(rule(s(doc, "polygon", { class: "sw-si-harbour", "data-piece": "harbour",
      fill: BADGE_FILL.harbour, points: points([[cx - out, y0], [cx + out, y0],
        [cx + out - z.hullH, y1], [cx - out + z.hullH, y1]]) }), RULES.harbour()));
  }
  return g;
}

function points(list) {
  return list.map((p) => p.map(round).join(",")).join(" ");
}

function round(value) {
  return Math.round(value * 100) / 100;
}
