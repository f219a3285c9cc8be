// The turn summary: what the last move and its automatic steps did, as plain sentences
// (income, power offers, towns, cult steps, trades...), comparing the view one step back.
// The move's own log line is the summary box's heading (js/shared), so it is not repeated.
import { bonusWords, favorWords, shortName, townWords } from "./names.js";
import { cultWords, goodsWords, structureWords, tablesOf, terrainWords } from "./words.js";

const STOCK = [["coins", "C"], ["workers", "W"], ["priests", "P"]];

function signed(n, key) {
  const words = goodsWords({ [key]: Math.abs(n) });
  return `${n > 0 ? "+" : "−"}${words}`;
}

function shipSentences(name, before, after, hexName) {
  const count = (list) => list.reduce((m, h) => m.set(h, (m.get(h) || 0) + 1), new Map());
  const was = count(before || []);
  const now = count(after || []);
  const gone = [];
  const came = [];
  for (const [h, n] of was) for (let k = now.get(h) || 0; k < n; k += 1) gone.push(h);
  for (const [h, n] of now) for (let k = was.get(h) || 0; k < n; k += 1) came.push(h);
  if (gone.length === 1 && came.length === 1) {
    return [`${name}'s ship moved from ${hexName(gone[0])} to ${hexName(came[0])}.`];
  }
  const out = came.map((h) => `${name} placed a ship at ${hexName(h)}.`);
  return out.concat(gone.map((h) => `${name}'s ship at ${hexName(h)} returned to the supply.`));
}

function seatSentences(tables, name, old, seat, hexName) {
  const out = [];
  const gains = [];
  if (seat.vp !== old.vp) gains.push(`${seat.vp > old.vp ? "+" : "−"}${Math.abs(seat.vp - old.vp)} VP`);
  for (const [field, key] of STOCK) {
    const d = (seat[field] || 0) - (old[field] || 0);
    if (d) gains.push(signed(d, key));
  }
  const bowls = (b) => (b || []).join("·");
  if (bowls(seat.bowls) !== bowls(old.bowls)) gains.push(`power bowls ${bowls(old.bowls)} → ${bowls(seat.bowls)}`);
  if (gains.length) out.push(`${name}: ${gains.join(", ")}.`);
  (tables.cults || []).forEach((cult, c) => {
    const [a, b] = [(old.cults || [])[c] ?? 0, (seat.cults || [])[c] ?? 0];
    if (a !== b) out.push(`${name} moved on the ${cultWords(cult)} cult track from ${a} to ${b}.`);
  });
  if (seat.shipping !== old.shipping) out.push(`${name}'s shipping is now ${seat.shipping}.`);
  if (seat.dig !== old.dig) out.push(`${name}'s exchange track is now ${seat.dig}.`);
  if (seat.passed && !old.passed) {
    out.push(`${name} passed${seat.bonus ? ` and took ${bonusWords(tables, seat.bonus)}` : ""}.`);
  } else if (seat.bonus && seat.bonus !== old.bonus) out.push(`${name} took ${bonusWords(tables, seat.bonus)}.`);
  for (const f of (seat.favors || []).filter((f) => !(old.favors || []).includes(f))) {
    out.push(`${name} took ${favorWords(tables, f)}.`);
  }
  for (const t of (seat.towns || []).slice((old.towns || []).length)) {
    out.push(`${name} founded a town and took ${townWords(tables, t)}.`);
  }
  return out.concat(shipSentences(name, old.ships, seat.ships, hexName));
}

function hexSentences(tables, view, previous, who) {
  const out = [];
  for (const hx of view.hexes || []) {
    const was = (previous.hexes || [])[hx.id] || {};
    const owner = who(hx.owner);
    if (hx.building && !was.building) {
      out.push(`${owner} built a ${structureWords(tables, hx.building)} on ${hx.name}.`);
    } else if (hx.building && was.building !== hx.building) {
      out.push(`${owner} upgraded ${hx.name} to a ${structureWords(tables, hx.building)}.`);
    }
    if (hx.terrain !== was.terrain && was.terrain) {
      out.push(`${hx.name} became ${terrainWords(tables, hx.terrain)}.`);
    }
    for (const s of (hx.traded_by || []).filter((s) => !(was.traded_by || []).includes(s))) {
      out.push(`${who(s)} traded with ${owner}'s ${structureWords(tables, hx.building)} at ${hx.name}.`);
    }
  }
  return out;
}

/** Plain sentences of what changed from `previous` to `view` (the last move and its steps). */
export function summary(previous, view, ctx) {
  if (!previous || !view) return [];
  const tables = tablesOf(ctx);
  const players = ctx.players || [];
  const seats = view.seats || [];
  const who = (i) => players[i] ?? (seats[i] || {}).player ?? `seat ${i + 1}`;
  const hexName = (h) => ((view.hexes || [])[h] || {}).name ?? `hex ${h}`;
  const out = [];
  if (view.round !== previous.round && view.round) out.push(`Round ${view.round} began: income paid.`);
  out.push(...hexSentences(tables, view, previous, who));
  for (const [a, b, s] of view.bridges || []) {
    if (!(previous.bridges || []).some(([x, y]) => x === a && y === b)) {
      out.push(`${who(s)} built a Bridge between ${hexName(a)} and ${hexName(b)}.`);
    }
  }
  for (const id of view.power_actions_used || []) {
    if (!(previous.power_actions_used || []).includes(id)) out.push(`Power action “${shortName(id)}” was taken.`);
  }
  seats.forEach((seat, i) => out.push(...seatSentences(tables, who(i), (previous.seats || [])[i] || {}, seat, hexName)));
  const oldOffers = JSON.stringify(previous.pending || []);
  for (const p of view.pending || []) {
    if (p.kind === "leech" && !oldOffers.includes(JSON.stringify(p))) {
      out.push(`${who(p.seat)} may take ${p.power} power for ${p.vp_cost} VP (a power offer).`);
    }
  }
  const head = (view.pending || [])[0];
  if (head && head.kind === "finish_turn" && (previous.pending || [])[0]?.kind !== "finish_turn") {
    out.push(`${who(head.seat)} may still convert or burn power before ending the turn.`);
  }
  if (view.phase !== previous.phase && view.phase) out.push(`Now: ${view.phase}.`);
  return out;
}
