// The Sky Islands board: placed tiles and open cells on a framed grid with rulers (columns
// along the top, rows down the left, as the log names cells), legal targets highlighted.
import { clickable, listen, s } from "../shared/dom.js";
import { CELL, islandEdgeWords } from "./geometry.js";
import { drawGridLines, drawRulers, frame, viewBox } from "./frame.js";
import { SHIP_WORDS, drawPieces, drawTile } from "./pieces.js";
import { RULES, at, rule } from "./rules.js";
import { drawHinted } from "./ghost.js";

/** Where a cell is, in words: "(3, -1), column 3, row -1" (the log's form, then spelled out). */
export function cellWords(x, y) {
  return `${at(x, y)}, column ${x}, row ${y}`;
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
  const f = frame(tiles);
  const svg = s(doc, "svg", {
    class: "sw-si-grid sw-board-svg", testid: "sky-board", role: "group",
    label: `Sky islands: ${tiles.length} tiles placed, ${open.length} open cells around them; ` +
      "columns numbered along the top, rows down the left side",
    viewBox: viewBox(f), preserveAspectRatio: "xMidYMid meet", "data-font": String(f.font),
    // a very wide grid keeps its cells (and 12 px letters): it scrolls inside its wrap
    "data-min-px": f.minPx ? String(f.minPx) : null,
    style: f.minPx ? `min-width: calc(${f.minPx}px * var(--sw-zoom, 1))` : null,
  });
  svg.append(drawGridLines(doc, f));
  for (const [x, y] of open) svg.append(openCell(ctx, x, y, targets, handlers));
  for (const tile of tiles) svg.append(placedTile(ctx, tile, targets, handlers, f.font));
  const pieces = s(doc, "g", { class: "sw-si-pieces" });
  for (const tile of tiles) {
    for (const piece of drawPieces(doc, tile, tile.x * CELL, tile.y * CELL, CELL, f.font, ctx.colours)) {
      // a click on a piece is a click on what it stands on: its island, else its tile
      const region = piece.getAttribute("data-region");
      piece.setAttribute("data-key", piece.getAttribute("data-testid") || "");
      listen(piece, "click", (event) => {
        event.stopPropagation();
        if (region === null) handlers.cell(tile.x, tile.y);
        else handlers.region(tile, Number(region));
      });
      pieces.append(piece);
    }
  }
  svg.append(pieces, drawRulers(doc, f));
  const hint = drawHinted(ctx, svg, f.font);
  if (hint) svg.append(hint);
  return svg;
}

function openCell(ctx, x, y, targets, handlers) {
  const doc = ctx.doc;
  const key = `${x},${y}`;
  const legal = targets.place.get(key);
  const cls = legal ? "sw-si-cell sw-si-legal" : targets.possible.has(key)
    ? "sw-si-cell sw-si-possible" : "sw-si-cell";
  const g = s(doc, "g", { class: cls, testid: `cell-${x}-${y}`, "data-key": `open-${x},${y}`,
    "data-x": String(x),
    "data-y": String(y) },
  s(doc, "rect", { class: "sw-si-open", x: x * CELL + 3, y: y * CELL + 3, width: CELL - 6,
    height: CELL - 6, rx: 8 }));
  if (legal) {
    clickable(g, `Place ${legal.label ? "here: " + legal.label : "the tile"} (${cellWords(x, y)})`,
      () => handlers.cell(x, y));
    rule(g, RULES.legal(x, y));
  } else {
    // not a target now: a labelled picture (a click still asks Python why not)
    g.setAttribute("role", "img");
    g.setAttribute("aria-label", `Empty cell ${cellWords(x, y)}`);
    listen(g, "click", (event) => { event.stopPropagation(); handlers.cell(x, y); });
    rule(g, targets.possible.has(key) ? RULES.possible(x, y) : RULES.open(x, y));
  }
  return g;
}

/**
 * A placed tile (its regions, island numbers and edge), with its handlers. The nodes are a
 * copy (`cloneNode`, native) of a template drawn once per look — the tile, the letter size,
 * the seats' colours and which of its islands take a building now — so a redraw after a move
 * does not rebuild every tile attribute by attribute; the handlers, which a copy does not
 * carry, are attached to the copy.
 */
function placedTile(ctx, tile, targets, handlers, font) {
  const buildable = tile.regions.map((_, index) => targets.builds.has(`${tile.x},${tile.y},${index}`));
  const key = JSON.stringify([tile, font, ctx.colours, buildable]);
  let template = TILES.get(key);
  if (!template) {
    if (TILES.size >= 400) TILES.clear();
    template = tileTemplate(ctx.doc, tile, buildable, font, ctx.colours);
    TILES.set(key, template);
  }
  const g = template.cloneNode(true);
  listen(g, "click", () => handlers.cell(tile.x, tile.y));
  for (const region of g.querySelectorAll(".sw-si-region")) {
    const index = Number(region.getAttribute("data-region"));
    if (buildable[index]) {
      clickable(region, region.getAttribute("aria-label"), () => handlers.region(tile, index));
    } else {
      listen(region, "click", (event) => { event.stopPropagation(); handlers.region(tile, index); });
    }
  }
  return g;
}

const TILES = new Map();  // key -> template <g> (never shown: only copied)

function tileTemplate(doc, tile, buildable, font, colours) {
  const regionHook = (g, index) => {
    g.setAttribute("data-testid", `region-${tile.x}-${tile.y}-${index}`);
    rule(g, RULES.region(index + 1, tile.x, tile.y));
    if (buildable[index]) {
      g.setAttribute("class", "sw-si-region sw-si-buildable");
      g.setAttribute("tabindex", "0");
      g.setAttribute("role", "button");
      g.setAttribute("aria-label",
        `Build on island ${index + 1} of the tile at ${cellWords(tile.x, tile.y)}`);
    }
  };
  const left = tile.x * CELL;
  const top = tile.y * CELL;
  const body = drawTile(doc, tile, left, top, CELL, { colours, regionHook, font,
    pieces: false, numbers: true });
  let cls = "sw-si-cell sw-si-placed";
  if (tile.placed_this_turn) cls += " sw-si-new";
  if (tile.initial) cls += " sw-si-initial";
  const g = s(doc, "g", { class: cls, testid: `cell-${tile.x}-${tile.y}`,
    "data-key": `tile-${tile.x},${tile.y}`, "data-x": String(tile.x),
    // a picture, or a group when it holds targets (an img's children are not read)
    "data-y": String(tile.y), "data-tile": String(tile.id),
    role: buildable.some(Boolean) ? "group" : "img",
    // focusable by script, not a tab stop: the cell a tile was just placed on keeps the focus
    tabindex: "-1",
    label: tileWords(tile) }, body,
  s(doc, "rect", { class: "sw-si-tile-edge", x: left, y: top, width: CELL, height: CELL }));
  rule(g, tile.placed_this_turn ? RULES.placedNow(tile.id, tile.x, tile.y)
    : tile.initial ? RULES.initial(tile.x, tile.y) : RULES.tile(tile.id, tile.x, tile.y));
  return g;
}

/** A tile in words, for screen readers: "Tile 5 at (3, -1), column 3, row -1: ...". */
export function tileWords(tile) {
  const where = tile.x === null || tile.x === undefined ? "" : ` at ${cellWords(tile.x, tile.y)}`;
  const n = (tile.buildings || []).length;
  const built = n ? `, ${n} building${n > 1 ? "s" : ""}` : "";
  const part = tile.initial ? " (part of the initial tile)" : "";
  return `Tile ${tile.id}${part}${where}: ${SHIP_WORDS[tile.ship] || "no ship"}, ` +
    `${islandEdgeWords(tile)}${built}`;
}
