// The turn summary: plain sentences of what the last move and its automatic (forced) steps did,
// named as the board shows them (warehouse space 1 (Thespian, first of 2), brown 1 (B1)).
import { changes } from "./changes.js";
import { markerWords, spaceWords } from "./rules.js";

const dollars = (n) => `${n} sky dollar${n === 1 ? "" : "s"}`;
const list = (ms) => ms.map(markerWords).join(", ");

/** Sentences of the rule model's automatic steps (its events) the diff does not tell. */
const FORCED = [/^nothing to replenish/, /took the first marker from supply stack 5/,
  /round is complete/, /must choose an? \w+ marker to lose/];

function moveSentence(d, actor, previous, money) {
  const along = (previous.arrows || []).some(([a, b]) => a === d.ship.from && b === d.ship.to);
  const cost = -money;
  const how = cost === 0 ? "free (Windriders)"
    : `${dollars(cost)}, ${along ? "with the wind" : "against the wind"}`;
  return `${actor} moved the steamship from ${d.ship.from} to ${d.ship.to} along its route: ${how} (4.3.2).`;
}

function purchaseSentences(d, actor, me, others) {
  const out = [];
  for (const c of d.spaces) {
    if (!c.before || c.after || !me.gained.some((m) => m.id === c.before.id)) continue;
    const payee = others.find((s) => s.money === 1);
    const paid = me.money === 0 ? `for free: ${actor} holds the majority there`
      : payee ? `for 1 sky dollar to ${payee.name}, who holds the majority there` : "for 1 sky dollar to the bank";
    out.push(`${actor} bought ${markerWords(c.before)} from ${spaceWords(c.space)} ${paid} (4.3.3).`);
  }
  return out;
}

/** What the step from `previous` to `view` did, as sentences (empty without a previous view). */
export function summary(previous, view, ctx = {}) {
  if (!previous || !view) return [];
  const d = changes(previous, view);
  const players = view.players || ctx.players || [];
  const acting = previous.current_player ?? previous.turn_player ?? 0;
  const actor = players[acting] ?? "A player";
  const me = d.seats.find((s) => s.seat === acting) || { money: 0, gained: [], lost: [], sold: [] };
  const others = d.seats.filter((s) => s.seat !== acting);
  const out = [];
  const phase = previous.phase_id;
  if (phase === "income" && me.money > 0) out.push(`${actor} took the income of ${dollars(me.money)} (4.1).`);
  const filled = d.spaces.filter((c) => c.after && !c.before);
  if (filled.length) {
    out.push(`${actor} paid 1 sky dollar and replenished ${filled.map((c) =>
      `${spaceWords(c.space)} with ${markerWords(c.after)}`).join("; ")} (4.2).`);
  } else if (phase === "replenish") out.push(`${actor} did not replenish the empty warehouse spaces (4.2).`);
  if (d.ship) out.push(moveSentence(d, actor, previous, me.money));
  out.push(...purchaseSentences(d, actor, me, others));
  const placed = d.contracts.filter((c) => c.name === actor && c.after > c.before);
  const spent = me.lost.filter((m) => !me.sold.some((s) => s.id === m.id));
  for (const c of placed) {
    const n = c.after - c.before;
    out.push(`${actor} spent ${list(spent) || "a goods marker"} and set up ${n} guild contract${n === 1 ? "" : "s"} ` +
      `in ${c.city} (now ${c.after} there) (4.3.3).`);
  }
  if (me.sold.length) {
    out.push(`${actor} sold ${list(me.sold)} in ${previous.ship} and took 1 guild contract back (4.3.3).`);
  }
  if (phase === "losses" && me.lost.length) out.push(`${actor} lost ${list(me.lost)} (4.3.3 losses).`);
  for (const s of others) {  // a sale's losses where nothing was to choose: forced
    if (s.lost.length && !s.sold.length) out.push(`Forced step: ${s.name} lost ${list(s.lost)} (4.3.3 losses).`);
  }
  if (phase === "actions" && view.phase_id !== "actions" && view.phase_id !== "losses") {
    out.push(`${actor} ended the actions phase (4.3).`);
  }
  if (phase === "taxes") {
    const paid = -me.money;
    const parts = [paid > 0 ? `${dollars(paid)} to the bank` : "", me.lost.length ? `${list(me.lost)} to the box` : ""]
      .filter(Boolean);
    out.push(parts.length ? `${actor} paid taxes and tolls: ${parts.join(", ")} (4.4).`
      : `${actor} had nothing to pay in taxes and tolls (4.4).`);
  }
  for (const m of d.majorities) {
    out.push(m.after ? `${m.after} now holds the majority in ${m.city} (4.3.3).`
      : `${m.city} has no single majority now: purchases there pay the bank (4.3.3).`);
  }
  for (const event of view.events || []) {
    if (FORCED.some((re) => re.test(event))) out.push(`Forced step: ${event} (${forcedRule(event)}).`);
  }
  if (view.turn_player !== previous.turn_player && players[view.turn_player] && view.phase_id !== "over") {
    out.push(`Now ${players[view.turn_player]}'s turn (round ${view.round ?? 1}).`);
  }
  return out;
}

function forcedRule(event) {
  if (/replenish/.test(event)) return "4.2";
  if (/lose/.test(event)) return "4.3.3";
  return "5";
}
