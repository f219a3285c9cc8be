// The grid's frame: a stable viewBox (it grows two columns or rows at a time, never by one
// tile), the rulers that number columns and rows, and the letter size that stays >= 12 CSS px.
import { s } from "../shared/dom.js";
import { CELL } from "./geometry.js";
import { GRID } from "./palette.js";
import { RULES, rule } from "./rules.js";

export const RULER = 0.5 * CELL;   // height of the top ruler, width of the left one
export const COLUMN_PX = 640;      // the board column at the default size (zoom 1)
export const MIN_PX = 12;          // no letter smaller than this at the default size
export const STEP = 2;             // the frame grows by this many cells at a time
export const SNAP_UP_TO = 14;      // ... while it is at most this many columns wide
const BASE_FONT = 0.2 * CELL;      // letters on pieces while the grid is small

/**
 * The frame (cells) around the placed tiles: it always holds the ring of open cells and is
 * snapped outward to multiples of STEP, so placing a tile at the edge grows it only every
 * other time (and the initial block stays put: coordinates are absolute in the viewBox).
 * Beyond SNAP_UP_TO columns it holds just the open ring, left and right.
 */
export function frame(tiles) {
  const xs = tiles.length ? tiles.map((t) => t.x) : [0, 1];
  const ys = tiles.length ? tiles.map((t) => t.y) : [0, 1];
  const lo = (v) => STEP * Math.floor((Math.min(...v) - 1) / STEP);
  const hi = (v) => STEP * Math.ceil((Math.max(...v) + 2) / STEP) - 1;
  let minX = lo(xs), maxX = hi(xs);
  const minY = lo(ys), maxY = hi(ys);
  if (maxX - minX + 1 > SNAP_UP_TO) {  // a very wide grid keeps only the ring of open cells:
    minX = Math.min(...xs) - 1;         // every column counts for the size of the letters
    maxX = Math.max(...xs) + 1;
  }
  const width = (maxX - minX + 1) * CELL + RULER;
  const height = (maxY - minY + 1) * CELL + RULER;
  const font = Math.min(fontFor(width), MAX_FONT);
  return { minX, maxX, minY, maxY, width, height, x0: minX * CELL - RULER,
    y0: minY * CELL - RULER, font, minPx: minPx(width, font) };
}

/** The widest grid drawn across the 640-px column: SNAP_UP_TO columns and the ruler. */
export const FIT_WIDTH = SNAP_UP_TO * CELL + RULER;

/**
 * Letters never grow beyond their size on the widest grid that fits the column: beyond it
 * pieces would crowd their tiles. A wider grid keeps this letter size and a minimum width
 * in CSS px (minPx, at zoom 1) that shows it at 12 px; its wrap scrolls sideways (board.css).
 */
export const MAX_FONT = fontFor(FIT_WIDTH);

/** The grid's minimum width in CSS px at zoom 1 (0: it fits the 640-px column). */
export function minPx(width, font) {
  return width <= FIT_WIDTH ? 0 : Math.ceil((MIN_PX * width) / font);
}

/** The grid's width in CSS px at zoom 1: the column, or its minimum width if wider. */
export function shownPx(f) {
  return Math.max(COLUMN_PX, f.minPx || 0);
}

/** Letter size (user units) for a viewBox this wide: the base size, or 12 CSS px at 640 px. */
export function fontFor(width) {
  return Math.max(BASE_FONT, Math.ceil((MIN_PX * width) / COLUMN_PX * 100 + 1) / 100);
}

/** The viewBox attribute of a frame. */
export function viewBox(f) {
  return `${f.x0} ${f.y0} ${f.width} ${f.height}`;
}

/** Faint lines between all cells of the frame, so rows and columns can be followed. */
export function drawGridLines(doc, f) {
  const g = s(doc, "g", { class: "sw-si-gridlines", "aria-hidden": "true" });
  const top = f.minY * CELL, bottom = (f.maxY + 1) * CELL;
  const left = f.minX * CELL, right = (f.maxX + 1) * CELL;
  for (let x = f.minX; x <= f.maxX + 1; x++) {
    g.append(s(doc, "line", { x1: x * CELL, y1: top, x2: x * CELL, y2: bottom, stroke: GRID.line }));
  }
  for (let y = f.minY; y <= f.maxY + 1; y++) {
    g.append(s(doc, "line", { x1: left, y1: y * CELL, x2: right, y2: y * CELL, stroke: GRID.line }));
  }
  return g;
}

/** Column numbers along the top and row numbers down the left side, as the log names cells. */
export function drawRulers(doc, f) {
  const g = s(doc, "g", { class: "sw-si-rulers", testid: "rulers" });
  const text = (attrs, value) => s(doc, "text", { "font-size": String(f.font), fill: GRID.rulerInk,
    "text-anchor": "middle", "dominant-baseline": "central", ...attrs, text: String(value) });
  g.append(s(doc, "rect", { class: "sw-si-ruler-band", x: f.x0, y: f.y0, width: f.width,
    height: RULER, fill: GRID.ruler }),
  s(doc, "rect", { class: "sw-si-ruler-band", x: f.x0, y: f.y0, width: RULER,
    height: f.height, fill: GRID.ruler }));
  for (let x = f.minX; x <= f.maxX; x++) {
    g.append(rule(text({ testid: `ruler-col-${x}`, class: "sw-si-ruler-col",
      x: x * CELL + CELL / 2, y: f.y0 + RULER / 2, label: `column ${x}` }, x), RULES.column(x)));
  }
  for (let y = f.minY; y <= f.maxY; y++) {
    g.append(rule(text({ testid: `ruler-row-${y}`, class: "sw-si-ruler-row",
      x: f.x0 + RULER / 2, y: y * CELL + CELL / 2, label: `row ${y}` }, y), RULES.row(y)));
  }
  return g;
}
