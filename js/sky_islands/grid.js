// The Sky Islands board: placed tiles and open cells on the grid, legal targets highlighted.
import { clickable, s } from "../shared/dom.js";
import { CELL, bounds, islandEdgeWords, regionAnchor, turnTile } from "./geometry.js";
import { SHIP_WORDS, drawBuilding, drawTile } from "./pieces.js";
import { hintedEntry, hintedMark, markHinted } from "../shared/hinted.js";

const PAD = 0.3;

/** Where a cell is, in words: "column 3, row -1". */
export function cellWords(x, y) {
  return `column ${x}, row ${y}`;
}

/**
 * The board SVG. `targets` = {place: Map "x,y" -> legal entry (selected tile and rotation),
 * possible: Set "x,y" (any legal placement), builds: Map "x,y,region" -> [legal entries]}.
 */
export function drawGrid(ctx, targets, handlers) {
  const doc = ctx.doc;
  const view = ctx.view;
  const tiles = view.tiles || [];
  const open = view.open_cells || [];
  const box = bounds([...tiles.map((t) => [t.x, t.y]), ...open]);
  const width = (box.maxX - box.minX + 1 + 2 * PAD) * CELL;
  const height = (box.maxY - box.minY + 1 + 2 * PAD) * CELL;
  const px = (x) => (x - box.minX + PAD) * CELL;
  const py = (y) => (y - box.minY + PAD) * CELL;
  const svg = s(doc, "svg", {
    class: "sw-si-grid", testid: "sky-board", role: "group",
    label: `Sky islands: ${tiles.length} tiles placed, ${open.length} open cells around them`,
    viewBox: `0 0 ${width} ${height}`, width: String(width), height: String(height),
    preserveAspectRatio: "xMidYMid meet", style: `max-width: ${width}px`,
  });
  for (const [x, y] of open) svg.append(openCell(ctx, x, y, px(x), py(y), targets, handlers));
  for (const tile of tiles) svg.append(placedTile(ctx, tile, px(tile.x), py(tile.y), targets, handlers));
  const hint = drawHinted(ctx, svg, px, py);
  if (hint) svg.append(hint);
  return svg;
}

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

/**
 * The coach's move on the grid: a placement is the tile ghosted in its rotation on its cell
 * (ringed), a build the building ghosted on its island part (ringed). Null for other moves.
 */
function drawHinted(ctx, svg, px, py) {
  const doc = ctx.doc;
  const entry = hintedEntry(ctx);
  if (!entry) return null;
  const a = entry.action || {};
  if (entry.type === "place_tile") {
    const left = px(a.x);
    const top = py(a.y);
    markHinted(svg.querySelector(`[data-testid="cell-${a.x}-${a.y}"]`), entry);
    const tile = handTileById(ctx, a.tile);
    const ghost = tile ? [s(doc, "g", { class: "sw-hinted-ghost", "data-tile": String(tile.id),
      "data-rotation": String(a.rotation || 0) },
    drawTile(doc, turnTile(tile, a.rotation || 0), left, top, CELL, { colours: ctx.colours }))] : [];
    return hintedMark(doc, "g", "place", entry, { testid: "hinted-place",
      "data-x": String(a.x), "data-y": String(a.y) }, ...ghost,
    s(doc, "rect", { class: "sw-hinted-ring", x: left + 1, y: top + 1, width: CELL - 2,
      height: CELL - 2, rx: 6 }));
  }
  if (entry.type === "build") {
    const placed = (ctx.view.tiles || []).find((t) => t.x === a.x && t.y === a.y);
    const region = placed && placed.regions[a.region];
    if (!region) return null;
    markHinted(svg.querySelector(`[data-testid="region-${a.x}-${a.y}-${a.region}"]`), entry);
    const [ax, ay] = regionAnchor(region);
    const cx = px(a.x) + ax * CELL;
    const cy = py(a.y) + ay * CELL;
    const owner = ctx.current >= 0 ? ctx.current : 0;
    const already = (placed.buildings || []).find((b) => b.region === a.region) || {};
    const building = { owner, tower: a.building === "tower" || Boolean(already.tower),
      harbour: a.building === "harbour" || Boolean(already.harbour) };
    return hintedMark(doc, "g", "build", entry, { testid: "hinted-build",
      "data-x": String(a.x), "data-y": String(a.y), "data-region": String(a.region),
      "data-building": String(a.building) },
    s(doc, "g", { class: "sw-hinted-ghost" },
      drawBuilding(doc, building, ctx.colours[owner], cx, cy, CELL)),
    s(doc, "circle", { class: "sw-hinted-ring", cx, cy, r: CELL * 0.3 }));
  }
  return null;
}

function openCell(ctx, x, y, left, top, targets, handlers) {
  const doc = ctx.doc;
  const key = `${x},${y}`;
  const legal = targets.place.get(key);
  const cls = legal ? "sw-si-cell sw-si-legal" : targets.possible.has(key)
    ? "sw-si-cell sw-si-possible" : "sw-si-cell";
  const g = s(doc, "g", { class: cls, testid: `cell-${x}-${y}`, "data-x": String(x),
    "data-y": String(y) },
  s(doc, "rect", { class: "sw-si-open", x: left + 2, y: top + 2, width: CELL - 4,
    height: CELL - 4, rx: 6 }));
  if (legal) {
    clickable(g, `Place ${legal.label ? "here: " + legal.label : "the tile"} (${cellWords(x, y)})`,
      () => handlers.cell(x, y));
  } else {
    g.setAttribute("aria-label", `Empty cell, ${cellWords(x, y)}`);
    g.addEventListener("click", (event) => { event.stopPropagation(); handlers.cell(x, y); });
  }
  return g;
}

function placedTile(ctx, tile, left, top, targets, handlers) {
  const doc = ctx.doc;
  const regionHook = (g, index) => {
    const key = `${tile.x},${tile.y},${index}`;
    const builds = targets.builds.get(key);
    g.setAttribute("data-testid", `region-${tile.x}-${tile.y}-${index}`);
    if (builds) {
      g.setAttribute("class", "sw-si-region sw-si-buildable");
      clickable(g, `Build on tile ${tile.id}, island part ${index + 1} (${cellWords(tile.x, tile.y)})`,
        () => handlers.region(tile, index));
    } else {
      g.addEventListener("click", (event) => { event.stopPropagation(); handlers.region(tile, index); });
    }
  };
  const body = drawTile(doc, tile, left, top, CELL, { colours: ctx.colours, regionHook });
  let cls = "sw-si-cell sw-si-placed";
  if (tile.placed_this_turn) cls += " sw-si-new";
  if (tile.initial) cls += " sw-si-initial";
  const g = s(doc, "g", { class: cls, testid: `cell-${tile.x}-${tile.y}`, "data-x": String(tile.x),
    "data-y": String(tile.y), "data-tile": String(tile.id), role: "img",
    label: tileWords(tile) }, body,
  s(doc, "rect", { class: "sw-si-tile-edge", x: left, y: top, width: CELL, height: CELL }));
  g.addEventListener("click", () => handlers.cell(tile.x, tile.y));
  return g;
}

/** A placed tile in words, for screen readers. */
export function tileWords(tile) {
  const where = tile.x === null || tile.x === undefined ? "" : ` at ${cellWords(tile.x, tile.y)}`;
  const n = (tile.buildings || []).length;
  const built = n ? `, ${n} building${n > 1 ? "s" : ""}` : "";
  const part = tile.initial ? " (part of the initial tile)" : "";
  return `Tile ${tile.id}${part}${where}: ${SHIP_WORDS[tile.ship] || "no ship"}, ` +
    `${islandEdgeWords(tile)}${built}`;
}
