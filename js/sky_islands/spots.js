// Where the pieces of a tile stand (user units), kept inside the tile so no neighbouring tile
// or piece covers them: the flying ship in the corner farthest from the islands, then each
// island's building spot (its trading house, the tower beside it, the harbour under it, or
// the island's number while it is empty) as near its island as the ship and the spots of the
// islands before it allow. Spots depend on the tile and the letter size only, so a house
// never moves once built.
import { regionAnchor, shipCorner } from "./geometry.js";

const EDGE = 1.5; // gap between a piece and the tile's edge
const SCAN = 4;   // step of the search for a free spot (user units)

/** Sizes of the pieces for letters of size `font`. */
export function sizes(font) {
  return { shipR: 0.64 * font, houseW: 1.3 * font, houseH: 1.4 * font, towerW: 0.42 * font,
    hullTop: 0.6 * font, hullH: 0.35 * font, hullOut: 0.1 * font, gap: 0.06 * font };
}

function clamp(value, lo, hi) {
  return Math.min(Math.max(value, lo), hi);
}

/** The flying ship's disc: {cx, cy, r}. */
export function shipSpot(tile, left, top, size, font) {
  const r = sizes(font).shipR;
  const [ux, uy] = shipCorner(tile);
  return { r, cx: clamp(left + ux * size, left + r + EDGE, left + size - r - EDGE),
    cy: clamp(top + uy * size, top + r + EDGE, top + size - r - EDGE) };
}

/** How far a building reaches from its house's centre: the harbour's hull below (over the
 * house's foot, under its letter), the tower to the right. */
function reach(font) {
  const z = sizes(font);
  return { left: z.houseW / 2 + z.hullOut, right: z.houseW / 2 + z.gap + z.towerW,
    up: z.houseH / 2, down: z.hullTop + z.hullH };
}

/** The box a building spot takes (house, tower and harbour included). */
export function spotBox({ cx, cy }, font) {
  const r = reach(font);
  return { x: cx - r.left, y: cy - r.up, w: r.left + r.right, h: r.up + r.down };
}

function overlaps(a, b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function orders(n) {
  if (n <= 1) return [[...Array(n).keys()]];
  const out = [];
  for (const rest of orders(n - 1)) {
    for (let i = 0; i <= rest.length; i++) out.push([...rest.slice(0, i), n - 1, ...rest.slice(i)]);
  }
  return out;
}

/** Place the spots in `order`, each nearest its island among the free places (null: no room). */
function place(tile, order, left, top, size, font) {
  const r = reach(font);
  const lo = { x: left + r.left + EDGE, y: top + r.up + EDGE };
  const hi = { x: left + size - r.right - EDGE, y: top + size - r.down - EDGE };
  const taken = [];
  if (tile.ship) {
    const ship = shipSpot(tile, left, top, size, font);
    taken.push({ x: ship.cx - ship.r, y: ship.cy - ship.r, w: 2 * ship.r, h: 2 * ship.r });
  }
  const spots = [];
  let cost = 0;
  for (const index of order) {
    const [ux, uy] = regionAnchor(tile.regions[index]);
    const want = { cx: clamp(left + ux * size, lo.x, Math.max(lo.x, hi.x)),
      cy: clamp(top + uy * size, lo.y, Math.max(lo.y, hi.y)) };
    const free = (spot) => !taken.some((box) => overlaps(spotBox(spot, font), box));
    let best = free(want) ? want : null;
    let bestDistance = best ? 0 : Infinity;
    for (let x = lo.x; bestDistance > 0 && x <= hi.x + 1e-9; x += SCAN) {
      for (let y = lo.y; y <= hi.y + 1e-9; y += SCAN) {
        const distance = Math.hypot(x - want.cx, y - want.cy);
        if (distance < bestDistance && free({ cx: x, cy: y })) {
          best = { cx: x, cy: y };
          bestDistance = distance;
        }
      }
    }
    if (!best) return null;
    cost += bestDistance;
    spots[index] = best;
    taken.push(spotBox(best, font));
  }
  return { spots, cost };
}

/** Two islands' spots chosen together (when neither order fits them one at a time). */
function placePair(tile, left, top, size, font) {
  const r = reach(font);
  const lo = { x: left + r.left + EDGE, y: top + r.up + EDGE };
  const hi = { x: left + size - r.right - EDGE, y: top + size - r.down - EDGE };
  const ship = tile.ship ? shipSpot(tile, left, top, size, font) : null;
  const disc = ship && { x: ship.cx - ship.r, y: ship.cy - ship.r, w: 2 * ship.r, h: 2 * ship.r };
  const places = [];
  for (let x = lo.x; x <= hi.x + 1e-9; x += SCAN) {
    for (let y = lo.y; y <= hi.y + 1e-9; y += SCAN) {
      const spot = { cx: x, cy: y };
      if (!disc || !overlaps(spotBox(spot, font), disc)) places.push(spot);
    }
  }
  const wants = tile.regions.map((region) => regionAnchor(region))
    .map(([ux, uy]) => ({ cx: left + ux * size, cy: top + uy * size }));
  const far = (spot, want) => Math.hypot(spot.cx - want.cx, spot.cy - want.cy);
  let best = null;
  let bestCost = Infinity;
  for (const a of places) {
    const costA = far(a, wants[0]);
    if (costA >= bestCost) continue;
    for (const b of places) {
      const cost = costA + far(b, wants[1]);
      if (cost < bestCost && !overlaps(spotBox(a, font), spotBox(b, font))) {
        best = [a, b];
        bestCost = cost;
      }
    }
  }
  return best;
}

/**
 * Every island's building spot [{cx, cy}], in region order: placed in region order if there
 * is room, else in the order that fits them all with the least moving (else where they want).
 */
export function houseSpots(tile, left, top, size, font) {
  const key = JSON.stringify([tile.regions, tile.ship, left, top, size, font]);
  if (!CACHE.has(key)) {
    if (CACHE.size > 4000) CACHE.clear();
    CACHE.set(key, computeSpots(tile, left, top, size, font));
  }
  return CACHE.get(key);
}

const CACHE = new Map();  // the search runs once per tile shape, place and letter size

function computeSpots(tile, left, top, size, font) {
  const n = (tile.regions || []).length;
  const first = place(tile, [...Array(n).keys()], left, top, size, font);
  if (first) return first.spots;
  let best = null;
  for (const order of orders(n)) {
    const found = place(tile, order, left, top, size, font);
    if (found && (!best || found.cost < best.cost)) best = found;
  }
  if (best) return best.spots;
  if (n === 2) {  // both at once: the pair of free places least far from their islands
    const pair = placePair(tile, left, top, size, font);
    if (pair) return pair;
  }
  const r = reach(font);
  return tile.regions.map((region) => {
    const [ux, uy] = regionAnchor(region);
    return { cx: clamp(left + ux * size, left + r.left + EDGE, left + size - r.right - EDGE),
      cy: clamp(top + uy * size, top + r.up + EDGE, top + size - r.down - EDGE) };
  });
}

/** The centre of the trading house on island `index` of the tile: {cx, cy}. */
export function houseSpot(tile, index, left, top, size, font) {
  return houseSpots(tile, left, top, size, font)[index];
}

/**
 * Where the number of each island without a building is drawn (its building spot), on a
 * tile with two or more islands (the log names them "island 2 of the tile at (1, -1)").
 */
export function numberSpots(tile, left, top, size, font) {
  if ((tile.regions || []).length < 2) return [];
  const built = new Set((tile.buildings || []).map((b) => b.region));
  return houseSpots(tile, left, top, size, font).map((spot, index) => ({ index, ...spot }))
    .filter((spot) => !built.has(spot.index));
}

/**
 * Boxes ({kind, x, y, w, h}) of every piece on a placed tile, for the layout test: the ship,
 * and each island's building spot (a house with its tower and harbour, or the island number).
 */
export function pieceBoxes(tile, left, top, size, font) {
  const boxes = [];
  if (tile.ship) {
    const ship = shipSpot(tile, left, top, size, font);
    boxes.push({ kind: "ship", x: ship.cx - ship.r, y: ship.cy - ship.r, w: 2 * ship.r, h: 2 * ship.r });
  }
  houseSpots(tile, left, top, size, font).forEach((spot, index) => {
    boxes.push({ kind: `island ${index + 1}`, ...spotBox(spot, font) });
  });
  return boxes;
}
