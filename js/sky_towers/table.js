// The seats: each player's tower spaces (stacked cards with running totals), completed towers,
// and hand (own cards face up, other hands as backs and a count; Taroma's row left to right).
import { clickable, h } from "../shared/dom.js";
import { KITE, cardBack, cardFace, cardWords, marks, marksWords, sumMarks } from "./cards.js";

const TARGET = 21;

/** Whose hand gets the `hand-card-<i>` ids: the viewer's, else the player who decides now. */
export function handSeat(ctx) {
  const seats = ctx.view.seats || [];
  if (ctx.seat >= 0) return ctx.seat;
  if (ctx.current >= 0 && Array.isArray((seats[ctx.current] || {}).hand)) return ctx.current;
  return seats.findIndex((seat) => !seat.automaton && Array.isArray(seat.hand));
}

/** The name of a seat (the view names Taroma too). */
export function nameOf(ctx, seat) {
  const names = ctx.view.players || ctx.players;
  return names[seat] ?? `player ${seat + 1}`;
}

/** One section per seat. `on` = {tower(owner, t), card(index, value)}; `targets` from board.js. */
export function drawSeats(ctx, targets, on) {
  const doc = ctx.doc;
  const box = h(doc, "div", { class: "sw-st-seats", testid: "seats" });
  (ctx.view.seats || []).forEach((seat, i) => box.append(drawSeat(ctx, seat, i, targets, on)));
  return box;
}

function drawSeat(ctx, seat, i, targets, on) {
  const doc = ctx.doc;
  const name = seat.name ?? nameOf(ctx, i);
  const acting = i === ctx.current && !ctx.view.over;
  const kites = (ctx.view.scores || {})[name] ?? 0;
  const light = ctx.view.mode === "light";
  const unit = light ? "point" : "kite";
  const score = `${light ? "" : KITE}${kites} ${unit}${kites === 1 ? "" : "s"}`;
  const head = h(doc, "div", { class: "sw-st-seat-head" },
    h(doc, "span", { class: "sw-st-seat-name", text: name }),
    seat.automaton ? h(doc, "span", { class: "sw-st-badge", text: "automaton" }) : null,
    acting ? h(doc, "span", { class: "sw-st-badge sw-st-acting", testid: `acting-${i}`,
      text: "▶ to act" }) : null,
    h(doc, "span", { class: "sw-st-score", testid: `kites-${i}`,
      label: `${name}: ${kites} ${unit}${kites === 1 ? "" : "s"} so far`, text: score }),
    ...(seat.bonuses || []).map((b) => h(doc, "span", { class: "sw-st-badge sw-st-held",
      text: `★ ${b}` })));
  const section = h(doc, "section", {
    class: `sw-st-seat${acting ? " sw-current" : ""}`, testid: `seat-${i}`,
    label: `${name}'s place at the table` }, head);
  const towers = h(doc, "div", { class: "sw-st-towers", role: "group",
    label: `${name}'s towers` });
  (seat.towers || []).forEach((cards, t) => towers.append(drawTower(ctx, i, t, cards, targets, on)));
  section.append(towers);
  if ((seat.completed || []).length) section.append(drawCompleted(ctx, i, seat.completed));
  section.append(seat.row ? drawRow(ctx, seat, i) : drawHand(ctx, seat, i, targets, on));
  return section;
}

function drawTower(ctx, owner, t, cards, targets, on) {
  const doc = ctx.doc;
  const who = nameOf(ctx, owner);
  const total = cards.reduce((a, b) => a + b, 0);
  const legal = targets.towers.has(`${owner}-${t}`);
  let cls = "sw-st-tower";
  if (!cards.length) cls += " sw-st-empty";
  if (legal) cls += " sw-st-legal";
  const node = h(doc, "div", { class: cls, testid: `tower-${owner}-${t}`,
    "data-owner": String(owner), "data-tower": String(t) });
  const m = sumMarks(ctx, cards);
  node.append(h(doc, "div", { class: "sw-st-tower-head" },
    h(doc, "span", { class: "sw-st-tower-name", text: `Tower ${t + 1}` }),
    h(doc, "span", { class: "sw-st-total", testid: `total-${owner}-${t}`,
      text: cards.length ? `${total} / ${TARGET}` : "empty" }),
    cards.length ? marks(doc, m.kites, m.flags) : null));
  const stack = h(doc, "div", { class: "sw-st-stack" });
  let running = 0;
  cards.forEach((value, k) => {
    running += value;
    stack.append(h(doc, "div", { class: "sw-st-layer" },
      cardFace(ctx, value, { small: true, testid: `tower-${owner}-${t}-card-${k}`,
        extra: `running total ${running}` }),
      h(doc, "span", { class: "sw-st-running", "aria-hidden": "true", text: `= ${running}` })));
  });
  if (!cards.length) {
    stack.append(h(doc, "span", { class: "sw-st-space", text: "free space" }));
  }
  node.append(stack);
  const what = cards.length
    ? `${who}'s tower ${t + 1}: ${cards.join(", ")} (bottom first), total ${total} of ${TARGET}, ` +
      `${marksWords(m.kites, m.flags)}`
    : `${who}'s tower space ${t + 1}, empty`;
  const hint = legal ? ", a legal place for the selected card" : "";
  clickable(node, `${what}${hint}`, () => on.tower(owner, t));
  return node;
}

function drawCompleted(ctx, seat, completed) {
  const doc = ctx.doc;
  const list = h(doc, "ul", { class: "sw-st-completed", testid: `completed-${seat}`,
    label: `${nameOf(ctx, seat)}'s completed towers` });
  completed.forEach((cards, k) => {
    const m = sumMarks(ctx, cards);
    list.append(h(doc, "li", { class: "sw-st-done", testid: `completed-${seat}-${k}`,
      label: `completed tower ${cards.join(" + ")} = ${TARGET}, ${marksWords(m.kites, m.flags)}` },
    h(doc, "span", { "aria-hidden": "true", text: `✔ ${cards.join("+")} = ${TARGET}` }),
    marks(doc, m.kites, m.flags)));
  });
  return list;
}

function drawHand(ctx, seat, i, targets, on) {
  const doc = ctx.doc;
  const name = nameOf(ctx, i);
  const hand = seat.hand;
  const primary = i === handSeat(ctx);
  const row = h(doc, "div", { class: "sw-st-hand", testid: `hand-${i}`, role: "group",
    label: `${name}'s hand` });
  if (!Array.isArray(hand)) {
    const count = (hand && hand.count) || 0;
    row.append(h(doc, "span", { class: "sw-st-hand-name", text: `${name}'s hand` }));
    for (let k = 0; k < Math.min(count, 12); k += 1) row.append(cardBack(ctx, { small: true }));
    row.append(h(doc, "span", { class: "sw-st-count", testid: `hand-count-${i}`,
      text: `${count} hidden card${count === 1 ? "" : "s"}` }));
    return row;
  }
  row.append(h(doc, "span", { class: "sw-st-hand-name",
    text: `${name}'s hand (${hand.length})` }));
  const selectable = primary && targets.handActive;
  hand.forEach((value, k) => {
    const testid = primary ? `hand-card-${k}` : `hand-${i}-card-${k}`;
    const reason = selectable ? targets.blocked[String(value)] : undefined;
    const selected = selectable && ctx.local.selected === k;
    let cls = "sw-st-in-hand";
    if (selected) cls += " sw-selected";
    if (reason) cls += " sw-st-blocked";
    const node = cardFace(ctx, value, { testid, cls, title: reason || null,
      extra: [selected ? "selected" : "", reason || ""].filter(Boolean).join(", ") });
    if (selectable) {
      const label = `${name}'s card ${cardWords(ctx, value)}` +
        `${selected ? ", selected" : ""}${reason ? `, ${reason}` : ""}`;
      clickable(node, label, () => on.card(k, value));
      node.setAttribute("aria-pressed", selected ? "true" : "false");
    } else if (primary) {
      clickable(node, `${name}'s card ${cardWords(ctx, value)}`, () => on.card(k, value));
    }
    row.append(node);
  });
  if (!hand.length) row.append(h(doc, "span", { class: "sw-st-count", text: "no cards" }));
  return row;
}

function drawRow(ctx, seat, i) {
  const doc = ctx.doc;
  const name = nameOf(ctx, i);
  const cards = seat.row || [];
  const row = h(doc, "div", { class: "sw-st-hand sw-st-row", testid: "taroma-row", role: "group",
    label: `${name}'s row, left to right` },
  h(doc, "span", { class: "sw-st-hand-name", text: `${name}'s row (${cards.length})` }));
  cards.forEach((card, k) => {
    const testid = `taroma-card-${k}`;
    row.append(card.face_up
      ? cardFace(ctx, card.value, { testid, extra: "face up in the row" })
      : cardBack(ctx, { testid, peek: card.value }));
  });
  if (!cards.length) row.append(h(doc, "span", { class: "sw-st-count", text: "no cards" }));
  return row;
}
