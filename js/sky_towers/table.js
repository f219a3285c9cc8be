// The seats: each player's tower spaces (stacked cards with running totals), completed towers,
// and hand (own cards face up, other hands as backs and a count; Taroma's row left to right).
import { clickable, h, listen } from "../shared/dom.js";
import { KITE, cardBack, cardFace, cardWords, face, marks, marksWords, sumMarks } from "./cards.js";
import { cardRule, completedRule, handRule, playerNumber, scoreRule, spaceRule, taromaRules,
  towerRule, unit } from "./words.js";

const TARGET = 21;
/** How Taroma's step texts name its tower spaces (actions.py SIDES): "the right tower". */
const SIDES = { 1: ["only"], 2: ["left", "right"], 3: ["left", "middle", "right"] };

/** " (right)" after an automaton's tower number, as its step texts say; "" for a player. */
export function sideName(seat, t) {
  if (!seat.automaton) return "";
  const side = (SIDES[(seat.towers || []).length] || [])[t];
  return side ? ` (${side})` : "";
}

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
  const word = unit(ctx.view, kites);
  const score = `${light ? "" : KITE}${kites} ${word}`;
  const head = h(doc, "div", { class: "sw-st-seat-head" },
    h(doc, "span", { class: "sw-st-seat-name", text: name }),
    h(doc, "span", { class: "sw-st-seat-number", testid: `player-number-${i}`,
      text: playerNumber(i) }),
    seat.automaton ? h(doc, "span", { class: "sw-st-badge", text: "automaton" }) : null,
    acting ? h(doc, "span", { class: "sw-st-badge sw-st-acting", testid: `acting-${i}`,
      text: "▶ to act" }) : null,
    h(doc, "span", { class: "sw-st-score", testid: `kites-${i}`, tabindex: "0", role: "img",
      "data-rule": scoreRule(ctx.view, seat.automaton), label: `${name}: ${kites} ${word} so far`,
      text: score }),
    ...(seat.bonuses || []).map((b) => h(doc, "span", { class: "sw-st-badge sw-st-held",
      text: `★ ${b}` })));
  const section = h(doc, "section", {
    class: `sw-st-seat${acting ? " sw-current" : ""}`, testid: `seat-${i}`,
    label: `${name}'s place at the table (${playerNumber(i)})` }, head);
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
  const mine = (ctx.view.seats || [])[owner] || {};
  const max = mine.max_towers || (mine.towers || []).length;
  const node = h(doc, "div", { class: cls, testid: `tower-${owner}-${t}`,
    "data-owner": String(owner), "data-tower": String(t),
    "data-rule": cards.length ? towerRule(ctx.view, owner, t)
      : spaceRule(ctx.view, owner, t, max) });
  const m = sumMarks(ctx, cards);
  node.append(h(doc, "div", { class: "sw-st-tower-head" },
    h(doc, "span", { class: "sw-st-tower-name", text: `Tower ${t + 1}${sideName(mine, t)}` }),
    h(doc, "span", { class: "sw-st-total", testid: `total-${owner}-${t}`,
      text: cards.length ? `${total} / ${TARGET}` : "empty" }),
    cards.length ? marks(doc, m.kites, m.flags) : null));
  const stack = h(doc, "div", { class: "sw-st-stack" });
  let running = 0;
  cards.forEach((value, k) => {
    running += value;
    stack.append(h(doc, "div", { class: "sw-st-layer" },
      cardFace(ctx, value, { small: true, testid: `tower-${owner}-${t}-card-${k}`,
        extra: `running total ${running}`,
        rule: cardRule(ctx.view, value, face(ctx, value), `on tower ${t + 1}`) }),
      h(doc, "span", { class: "sw-st-running", "aria-hidden": "true", text: `= ${running}` })));
  });
  if (!cards.length) {
    stack.append(h(doc, "span", { class: "sw-st-space", text: `free space ${t + 1}` }));
  }
  node.append(stack);
  const what = cards.length
    ? `${who}'s tower ${t + 1} (${playerNumber(owner)}): ${cards.join(", ")} (bottom first), ` +
      `total ${total} of ${TARGET}, ${marksWords(m.kites, m.flags)}`
    : `${who}'s tower space ${t + 1} (${playerNumber(owner)}), empty`;
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
      tabindex: "0", "data-rule": completedRule(ctx.view),
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
    label: `${name}'s hand`, "data-rule": handRule(ctx.view, Array.isArray(hand)) });
  // another player's hand: a click on it says whose it is and why it cannot be played
  if (!primary && on.other) listen(row, "click", () => on.other(i));
  if (!Array.isArray(hand)) {
    const count = (hand && hand.count) || 0;
    row.append(h(doc, "span", { class: "sw-st-hand-name", text: `${name}'s hand` }));
    for (let k = 0; k < Math.min(count, 12); k += 1) {
      row.append(cardBack(ctx, { small: true, rule: handRule(ctx.view, false) }));
    }
    row.append(h(doc, "span", { class: "sw-st-count", testid: `hand-count-${i}`,
      "data-rule": handRule(ctx.view, false),
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
      rule: cardRule(ctx.view, value, face(ctx, value), `in ${name}'s hand`),
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
    label: `${name}'s row, left to right`, "data-rule": taromaRules.row() },
  h(doc, "span", { class: "sw-st-hand-name", text: `${name}'s row (${cards.length})` }));
  cards.forEach((card, k) => {
    const testid = `taroma-card-${k}`;
    row.append(card.face_up
      ? cardFace(ctx, card.value, { testid, extra: "face up in the row",
        rule: cardRule(ctx.view, card.value, face(ctx, card.value), `in ${name}'s row`) })
      : cardBack(ctx, { testid, peek: card.value, rule: taromaRules.down() }));
  });
  if (!cards.length) row.append(h(doc, "span", { class: "sw-st-count", text: "no cards" }));
  return row;
}
