// The last move on the Sky Islands board: what changed between ctx.previous and ctx.view
// (the move and every automatic step it triggered: ③ gains, ⑤ disposal, ⑥ refill, ① income),
// marked on the drawn pieces, and told as plain sentences for the turn summary.
import { markLast, same } from "../shared/lastmove.js";
import { at } from "./rules.js";

const CUBES = ["red", "white", "blue"];
const KINDS = { house: "a trading house", tower: "a tower", harbour: "a harbour" };

function name(view, seat) {
  const s = (view.seats || [])[seat];
  return (s && s.name) ?? (view.players || [])[seat] ?? `player ${seat + 1}`;
}

function buildingKey(tile, b) {
  return `${tile.x},${tile.y},${b.region}`;
}

function buildingsOf(view) {
  const out = new Map();
  for (const tile of view.tiles || []) {
    for (const b of tile.buildings || []) out.set(buildingKey(tile, b), { tile, b });
  }
  return out;
}

function handIds(view) {
  return new Set((view.hands || []).flatMap((hand) => (Array.isArray(hand) ? hand : []))
    .map((t) => t.id));
}

/**
 * What changed: new tiles (ids), buildings (key "x,y,region" -> the new pieces: house, tower,
 * harbour), cubes ("seat,colour" -> change), supply keys, seats whose VP or houses changed,
 * tiles new in a hand, whether the draw pile changed, discarded tile ids.
 */
export function changes(previous, view) {
  const out = { tiles: [], buildings: new Map(), cubes: new Map(), supply: new Set(),
    vp: new Set(), houses: new Set(), drawn: [], pile: false, discarded: [] };
  if (!previous || !view) return out;
  const before = new Set((previous.tiles || []).map((t) => t.id));
  out.tiles = (view.tiles || []).filter((t) => !before.has(t.id));
  const old = buildingsOf(previous);
  for (const [key, { tile, b }] of buildingsOf(view)) {
    const was = old.get(key);
    const added = [];
    if (!was) added.push("house");
    if (b.tower && !(was && was.b.tower)) added.push("tower");
    if (b.harbour && !(was && was.b.harbour)) added.push("harbour");
    if (added.length) out.buildings.set(key, { tile, b, added });
  }
  (view.seats || []).forEach((seat, i) => {
    const was = (previous.seats || [])[i] || {};
    for (const c of CUBES) {
      const d = ((seat.cubes || {})[c] ?? 0) - ((was.cubes || {})[c] ?? 0);
      if (d) out.cubes.set(`${i},${c}`, d);
    }
    if (seat.vp !== was.vp) out.vp.add(i);
    if (seat.houses_left !== was.houses_left) out.houses.add(i);
  });
  for (const key of Object.keys(view.supply || {})) {
    if (!same((view.supply || {})[key], (previous.supply || {})[key])) out.supply.add(key);
  }
  const held = handIds(previous);
  out.drawn = [...handIds(view)].filter((id) => !held.has(id));
  out.pile = !same(view.draw_pile, previous.draw_pile);
  const gone = new Set((previous.discarded || []).map((t) => t.id));
  out.discarded = (view.discarded || []).filter((t) => !gone.has(t.id)).map((t) => t.id);
  return out;
}

/** Mark every drawn piece the last move changed (`sw-last`; new or moved ones `sw-enter`). */
export function markRecent(ctx, el) {
  const d = changes(ctx.previous, ctx.view);
  const find = (id) => el.querySelector(`[data-testid="${id}"]`);
  for (const tile of d.tiles) {
    markLast(find(`cell-${tile.x}-${tile.y}`), true);
    markLast(find(`ship-${tile.x}-${tile.y}`), true);
  }
  for (const [key, { added }] of d.buildings) {
    const node = find(`building-${key.replaceAll(",", "-")}`);
    markLast(node, added.includes("house"));
    for (const kind of added) {
      if (kind !== "house" && node) markLast(node.querySelector(`[data-piece="${kind}"]`), true);
    }
  }
  for (const key of d.cubes.keys()) markLast(find(`cubes-${key.replace(",", "-")}`));
  for (const key of d.supply) markLast(find(`supply-${key}`));
  for (const seat of d.vp) markLast(find(`vp-${seat}`));
  for (const seat of d.houses) markLast(find(`houses-${seat}`));
  for (const id of d.drawn) markLast(find(`hand-tile-${id}`), true);
  if (d.pile) markLast(find("draw-pile"));
  return d;
}

function cubeWords(parts) {
  return parts.map(([c, n]) => `${n} ${c}`).join(", ");
}

/** The mover's own move, in words naming what the board shows. */
function moveSentences(previous, view, d) {
  const who = name(previous, previous.current_player);
  const lines = [];
  for (const tile of d.tiles) {
    lines.push(`${who} placed tile ${tile.id} (${tile.ship ? `${tile.ship} ship` : "no ship"}) ` +
      `at ${at(tile.x, tile.y)} (②)`);
  }
  for (const id of d.discarded) lines.push(`${who} discarded tile ${id} (② Discarding a hand tile)`);
  for (const { tile, b, added } of d.buildings.values()) {
    const kinds = added.map((k) => KINDS[k]).join(" and ");
    lines.push(`${name(view, b.owner)} built ${kinds} on island ${b.region + 1} of the tile ` +
      `at ${at(tile.x, tile.y)} (④)`);
  }
  if (lines.length) return lines;
  if (previous.phase_id === "build") return [`${who} ended building (④)`];
  if (previous.phase_id === "disposal") {
    const seat = previous.current_player;
    const gave = [];
    const took = [];
    for (const c of CUBES) {
      const n = d.cubes.get(`${seat},${c}`) || 0;
      if (n < 0) gave.push([c, -n]);
      if (n > 0) took.push([c, n]);
    }
    if (took.length) return [`${who} paid ${cubeWords(gave)} for ${cubeWords(took)} (⑤)`];
    const held = ((view.seats || [])[seat] || {}).cubes || {};
    const kept = CUBES.filter((c) => held[c]).map((c) => [c, held[c]]);
    return [`${who} kept ${kept.length ? cubeWords(kept) : "no cubes"} (⑤)`];
  }
  return [];
}

/** The turn summary: the move, then every automatic step it triggered (the rule model's words). */
export function summary(previous, view, ctx = {}) {
  if (!previous || !view) return [];
  const d = changes(previous, view);
  const lines = moveSentences(previous, view, d);
  if (!lines.length && ctx && typeof ctx.get === "function") {
    const entry = (ctx.get("history") || []).find((e) => e.step === ctx.step);
    if (entry) lines.push(`${entry.player}: ${entry.label}`);
  }
  return [...lines, ...(view.events || [])];
}
