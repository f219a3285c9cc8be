// The last move on the Traders of the Air board: what changed between `ctx.previous` and
// `ctx.view` (the move and every automatic step it triggered), marked on the drawn pieces.
import { markLast } from "../shared/lastmove.js";
import { slug } from "./layout.js";
import { travel } from "./travel.js";

const ids = (list) => new Set((list || []).map((m) => m.id));

/** Markers of `after` that are not in `before` (by id). */
function added(before, after) {
  const had = ids(before);
  return (after || []).filter((m) => !had.has(m.id));
}

/** The differences that matter to a player, in the board's terms. */
export function changes(previous, view) {
  const out = { ship: null, spaces: [], seats: [], contracts: [], majorities: [], stacks: [] };
  if (!previous || !view) return out;
  if (previous.ship !== view.ship) out.ship = { from: previous.ship, to: view.ship };
  (view.spaces || []).forEach((space, i) => {
    const was = (previous.spaces || [])[i] || {};
    const before = was.marker ? was.marker.id : null;
    const after = space.marker ? space.marker.id : null;
    if (before !== after) out.spaces.push({ space, before: was.marker || null, after: space.marker || null });
  });
  (view.seats || []).forEach((seat, i) => {
    const was = (previous.seats || [])[i];
    if (!was) return;
    out.seats.push({ seat: i, name: seat.name, money: seat.money - was.money,
      gained: added(was.goods, seat.goods), lost: added(seat.goods, was.goods),
      sold: added(was.sold, seat.sold), contractsLeft: seat.contracts_left - was.contracts_left });
  });
  (view.cities || []).forEach((city, c) => {
    const was = (previous.cities || [])[c] || { contracts: {} };
    for (const [name, n] of Object.entries(city.contracts || {})) {
      const before = (was.contracts || {})[name] || 0;
      if (n !== before) out.contracts.push({ city: city.name, name, before, after: n });
    }
    if ((was.majority ?? null) !== (city.majority ?? null)) {
      out.majorities.push({ city: city.name, before: was.majority ?? null, after: city.majority ?? null });
    }
  });
  (view.supply || []).forEach((stack, k) => {
    const before = ((previous.supply || [])[k] || {}).count ?? 0;
    if ((stack.count ?? 0) !== before) out.stacks.push({ stack: k + 1, before, after: stack.count ?? 0 });
  });
  return out;
}

/**
 * Mark an SVG group and its outline shapes (`shapes`: a selector): the shared highlight is a
 * stroke, and shapes with their own stroke would not inherit it from the group.
 */
function markGroup(group, shapes, entered = false) {
  if (!group) return;
  markLast(group, entered);
  for (const shape of group.querySelectorAll(shapes)) markLast(shape);
}

/** Mark every changed piece drawn in `el` (sw-last; sw-enter for what appeared or moved). */
export function markChanges(ctx, el) {
  if (!ctx.previous) return;
  const d = changes(ctx.previous, ctx.view);
  const by = (id) => el.querySelector(`[data-testid="${id}"]`);
  if (d.ship) {
    markGroup(by("ship"), ".sw-ta-ship-envelope", true);
    travel(by("ship"), ctx.view, d.ship.from, d.ship.to);
    const from = slug(d.ship.from);
    const to = slug(d.ship.to);
    markGroup(by(`arrow-${from}-${to}`) || by(`arrow-${to}-${from}`), ".sw-ta-route");
  }
  for (const c of d.spaces) markGroup(by(`space-${c.space.id}`), ".sw-ta-space-box", Boolean(c.after));
  for (const s of d.seats) {
    const mat = by(`mat-${s.seat}`);
    const inMat = (id) => (mat ? mat.querySelector(`[data-testid="goods-${id}"]`) : null);
    if (s.money) markLast(by(`money-${s.seat}`));
    for (const m of s.gained) markLast(inMat(m.id), true);
    for (const m of s.sold) markLast(inMat(m.id), true);
    if (s.lost.length && !s.sold.length) markLast(by(`mat-goods-${s.seat}`));
    if (s.contractsLeft) markLast(by(`contracts-left-${s.seat}`));
  }
  for (const c of d.contracts) {
    const seat = ctx.players.indexOf(c.name);
    const stack = by(`contracts-${slug(c.city)}-${seat}`);
    if (stack) markGroup(stack, ".sw-ta-disc", c.after > c.before);
    else markGroup(by(`city-${slug(c.city)}`), ".sw-ta-box");
  }
  for (const m of d.majorities) markLast(by(`majority-${slug(m.city)}`));
  for (const s of d.stacks) markLast(by(`stack-${s.stack}`));
}
