// The coach's move drawn on the grid: a placement is the tile ghosted in its rotation on its
// cell (ringed), a build the building ghosted on its island (ringed). Null for other moves.
import { s } from "../shared/dom.js";
import { CELL, turnTile } from "./geometry.js";
import { drawBuilding, drawTile } from "./pieces.js";
import { houseSpot } from "./spots.js";
import { hintedEntry, hintedMark, markHinted } from "../shared/hinted.js";

/** A tile of the acting seat's hand (or the revealed hand), by id; null when not visible. */
export function handTileById(ctx, id) {
  const hands = [...(ctx.view.hands || []), ctx.view.revealed_hand];
  for (const hand of hands) {
    if (!Array.isArray(hand)) continue;
    const tile = hand.find((t) => t.id === id);
    if (tile) return tile;
  }
  return null;
}

/** The ghost of the coach's placement or build on `svg` (null for other moves). */
export function drawHinted(ctx, svg, font) {
  const doc = ctx.doc;
  const entry = hintedEntry(ctx);
  if (!entry) return null;
  const a = entry.action || {};
  if (entry.type === "place_tile") {
    const left = a.x * CELL;
    const top = a.y * CELL;
    markHinted(svg.querySelector(`[data-testid="cell-${a.x}-${a.y}"]`), entry);
    const tile = handTileById(ctx, a.tile);
    const ghost = tile ? [s(doc, "g", { class: "sw-hinted-ghost", "data-tile": String(tile.id),
      "data-rotation": String(a.rotation || 0) },
    drawTile(doc, turnTile(tile, a.rotation || 0), left, top, CELL, { colours: ctx.colours, font }))] : [];
    return hintedMark(doc, "g", "place", entry, { testid: "hinted-place",
      "data-x": String(a.x), "data-y": String(a.y) }, ...ghost,
    s(doc, "rect", { class: "sw-hinted-ring", x: left + 1, y: top + 1, width: CELL - 2,
      height: CELL - 2, rx: 8 }));
  }
  if (entry.type === "build") {
    const placed = (ctx.view.tiles || []).find((t) => t.x === a.x && t.y === a.y);
    const region = placed && placed.regions[a.region];
    if (!region) return null;
    markHinted(svg.querySelector(`[data-testid="region-${a.x}-${a.y}-${a.region}"]`), entry);
    const spot = houseSpot(placed, a.region, a.x * CELL, a.y * CELL, CELL, font);
    const owner = ctx.current >= 0 ? ctx.current : 0;
    const already = (placed.buildings || []).find((b) => b.region === a.region) || {};
    const building = { owner, tower: a.building === "tower" || Boolean(already.tower),
      harbour: a.building === "harbour" || Boolean(already.harbour) };
    return hintedMark(doc, "g", "build", entry, { testid: "hinted-build",
      "data-x": String(a.x), "data-y": String(a.y), "data-region": String(a.region),
      "data-building": String(a.building) },
    s(doc, "g", { class: "sw-hinted-ghost" },
      drawBuilding(doc, building, ctx.colours[owner], spot, font)),
    s(doc, "circle", { class: "sw-hinted-ring", cx: spot.cx, cy: spot.cy, r: CELL * 0.34 }));
  }
  return null;
}
