// The last move on the Merchants board: what changed between `ctx.previous` and `ctx.view`
// (the move and every automatic step after it), for js/shared/lastmove.js's markLast.
import { same } from "../shared/lastmove.js";

const HEX_KEYS = ["terrain", "owner", "building", "town", "traded_by"];

function shipCounts(seat) {
  const out = new Map();
  for (const hex of (seat && seat.ships) || []) out.set(hex, (out.get(hex) || 0) + 1);
  return out;
}

/**
 * {hexes: Set (anything on the hex changed), built: Set (a structure appeared or changed),
 *  traded: Set, ships: Set (hexes whose ships arrived or grew), bridges: Set "a-b",
 *  seats: Map seat -> Set of changed seat fields, powerUsed: Set of action ids newly taken}
 * Empty sets when there is no previous view.
 */
export function lastChanges(previous, view) {
  const out = { hexes: new Set(), built: new Set(), traded: new Set(), ships: new Set(),
    bridges: new Set(), seats: new Map(), powerUsed: new Set() };
  if (!previous || !view) return out;
  const before = previous.hexes || [];
  for (const hx of view.hexes || []) {
    const was = before[hx.id] || {};
    const changed = HEX_KEYS.filter((k) => !same(was[k], hx[k]));
    if (!changed.length) continue;
    out.hexes.add(hx.id);
    if (hx.building && (was.building !== hx.building || was.owner !== hx.owner)) out.built.add(hx.id);
    if (changed.includes("traded_by")) out.traded.add(hx.id);
  }
  (view.seats || []).forEach((seat, i) => {
    const old = (previous.seats || [])[i] || {};
    const fields = new Set(Object.keys(seat).filter((k) => !same(old[k], seat[k])));
    if (fields.size) out.seats.set(i, fields);
    const was = shipCounts(old);
    for (const [hex, n] of shipCounts(seat)) if ((was.get(hex) || 0) < n) out.ships.add(hex);
  });
  const oldBridges = new Set((previous.bridges || []).map(([a, b]) => `${a}-${b}`));
  for (const [a, b] of view.bridges || []) if (!oldBridges.has(`${a}-${b}`)) out.bridges.add(`${a}-${b}`);
  const used = new Set(previous.power_actions_used || []);
  for (const id of view.power_actions_used || []) if (!used.has(id)) out.powerUsed.add(id);
  return out;
}
