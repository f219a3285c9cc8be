// Sort the legal actions into map targets: hexes to build/place on, ships to move and where.

const HEX_TYPES = ["place_dwelling", "place_dock", "transform_and_build", "upgrade",
  "witches_ride", "sandstorm", "place_ship"];
export const DIRECT = ["place_dwelling", "place_dock", "place_ship"];

/**
 * {hexes: Map hex -> [entries], movers: Map src -> Map dst -> entry, dests: Map dst -> [entries],
 *  trades: Map hex -> [entries], moving: bool}
 */
export function targetsFor(ctx) {
  const hexes = new Map();
  const movers = new Map();
  const dests = new Map();
  const trades = new Map();
  let moving = false;
  const add = (map, key, entry) => {
    if (!map.has(key)) map.set(key, []);
    map.get(key).push(entry);
  };
  for (const entry of ctx.legal) {
    const a = entry.action;
    if (HEX_TYPES.includes(entry.type)) add(hexes, a.hex, entry);
    else if (entry.type === "move_ship") {
      moving = true;
      if (!movers.has(a.src)) movers.set(a.src, new Map());
      movers.get(a.src).set(a.dst, entry);
      add(dests, a.dst, entry);
    } else if (entry.type === "resolve_trade") add(trades, a.hex, entry);
    else if (entry.type === "finish" && (ctx.view.pending || [])[0]?.kind === "move") moving = true;
  }
  return { hexes, movers, dests, trades, moving };
}

/** The hexes to highlight now (the selected ship's destinations while moving). */
export function highlighted(ctx, targets) {
  if (targets.moving) {
    const src = ctx.local.src;
    if (src !== undefined && targets.movers.has(src)) return new Set(targets.movers.get(src).keys());
    return new Set(targets.dests.keys());
  }
  return new Set([...targets.hexes.keys(), ...targets.trades.keys()]);
}

/** Power each highlighted destination costs the selected ship (1 = the extra space), while moving. */
export function moveCosts(ctx, targets) {
  const costs = new Map();
  if (!targets.moving) return costs;
  const src = ctx.local.src;
  const moves = src !== undefined && targets.movers.has(src) ? [targets.movers.get(src)] :
    [...targets.movers.values()];
  for (const byDst of moves) {
    for (const [dst, entry] of byDst) {
      const power = ((ctx.view.move_costs || {})[entry.action.src] || {})[dst] ?? 0;
      costs.set(dst, Math.min(power, costs.has(dst) ? costs.get(dst) : power));
    }
  }
  return costs;
}
