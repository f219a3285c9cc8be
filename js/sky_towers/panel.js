// Around the seats: turn and actions left, pending decisions (the 5, the 6), deck, discard
// pile, bonus cards, Light's score and Taroma's next and last action.
import { h } from "../shared/dom.js";
import { KITE, cardFace, face } from "./cards.js";
import { nameOf } from "./table.js";
import { SECTION, asideRule, bonusRule, cardRule, deckRule, discardRule, pendingRules,
  playerNumber, rule, statusRules, taromaRules } from "./words.js";
import { cardsWords } from "./changes.js";

/** Turn, who acts, actions left, the final round. */
export function drawStatus(ctx) {
  const doc = ctx.doc;
  const v = ctx.view;
  const box = h(doc, "div", { class: "sw-st-status", testid: "st-status" });
  if (v.over) {
    box.append(h(doc, "span", { text: "The game is over." }));
    return box;
  }
  const active = v.active_player;
  box.append(h(doc, "span", { testid: "turn-number", "data-rule": statusRules.turn(v),
    text: `Turn ${v.turn}` }));
  if (active !== null && active !== undefined) {
    box.append(h(doc, "span", { text: `${nameOf(ctx, active)}'s turn` }));
  }
  if (v.actions_left !== null && v.actions_left !== undefined) {
    const n = v.actions_left;
    box.append(h(doc, "span", { class: "sw-st-actions-left", testid: "actions-left",
      "data-rule": statusRules.turn(v), text: `${n} action${n === 1 ? "" : "s"} left` }));
  }
  if (v.final_round) {
    const n = v.final_turns_left;
    box.append(h(doc, "span", { class: "sw-st-badge sw-st-final", testid: "final-round",
      "data-rule": statusRules.final(), text: `⌛ Last round: ${n} last turn${n === 1 ? "" : "s"} to go (up to 3 actions)` }));
  }
  return box;
}

/** Words for the prompt: what the 5 or the 6 asks now (empty when nothing is pending). */
export function pendingWords(ctx) {
  const p = ctx.view.pending;
  if (!p) return "";
  if (p.kind === "put_back") {
    const seat = p.seats[0];
    const held = handCount(ctx, seat);
    const extra = Math.max(held - p.down_to, 0);
    return `Effect 5: ${nameOf(ctx, seat)} holds ${held} cards and must put ${extra} on top of ` +
      `the deck, one at a time, until ${p.down_to} remain` +
      (ctx.mayAct ? ": click a card in the hand." : ".");
  }
  if (p.kind === "six") {
    return `Effect 6: ${nameOf(ctx, p.seat)} asks another player for a card by number, ` +
      "or draws a card" + (ctx.mayAct ? ": pick a player and a number below, or Six draw." : ".");
  }
  return "";
}

/** The pending decision as a box: the queue of the 5, or the ask buttons of the 6. */
export function drawPending(ctx, onAsk) {
  const doc = ctx.doc;
  const p = ctx.view.pending;
  if (!p) return null;
  const box = h(doc, "div", { class: "sw-st-pending", testid: "pending", role: "group",
    label: "A decision the last card asks for",
    "data-rule": pendingRules[p.kind] ? pendingRules[p.kind]() : null },
  h(doc, "p", { class: "sw-st-pending-text", text: pendingWords(ctx) }));
  if (p.kind === "put_back") {
    const queue = p.seats.map((s) => `${nameOf(ctx, s)} (${handCount(ctx, s)} cards)`);
    box.append(h(doc, "p", { class: "sw-st-queue", testid: "pending-queue",
      text: `Still to put cards back, in order: ${queue.join(", ")}` }));
  } else if (p.kind === "six" && ctx.mayAct) {
    (ctx.view.seats || []).forEach((seat, other) => {
      if (other === p.seat) return;
      const row = h(doc, "div", { class: "sw-st-ask", role: "group",
        label: `Ask ${nameOf(ctx, other)} for a card` },
      h(doc, "span", { class: "sw-st-ask-name",
        text: `Ask ${nameOf(ctx, other)} (${playerNumber(other)}) for:` }));
      for (let value = 1; value <= 10; value += 1) {
        row.append(h(doc, "button", { class: "sw-button sw-st-ask-button",
          testid: `ask-${other}-${value}`, label: `Ask ${nameOf(ctx, other)} for a ${value}`,
          "data-rule": pendingRules.ask(nameOf(ctx, other), value),
          text: String(value), onClick: () => onAsk(other, value) }));
      }
      box.append(row);
    });
  }
  return box;
}

/** Cards a seat holds (its hand or Taroma's row). */
export function handCount(ctx, seat) {
  const s = (ctx.view.seats || [])[seat] || {};
  if (Array.isArray(s.row)) return s.row.length;
  return Array.isArray(s.hand) ? s.hand.length : ((s.hand && s.hand.count) || 0);
}

/** Deck, discard pile, set-aside cards, the box, and the four bonus cards. */
export function drawMiddle(ctx) {
  const doc = ctx.doc;
  const v = ctx.view;
  const deck = v.deck || { count: 0 };
  const box = h(doc, "div", { class: "sw-st-middle", testid: "middle" });
  const deckNode = h(doc, "div", { class: "sw-st-pile", testid: "deck", tabindex: "0",
    role: "group", "data-rule": deckRule(v), label: `Draw deck: ${deck.count} face-down card${deck.count === 1 ? "" : "s"}` },
  h(doc, "span", { class: "sw-st-pile-name", text: "Deck" }),
  h(doc, "span", { class: "sw-st-pile-count", testid: "deck-count", text: String(deck.count) }));
  if (Array.isArray(deck.cards) && deck.cards.length) {
    const next = deck.cards.slice(0, 6).join(", ");
    deckNode.append(h(doc, "span", { class: "sw-st-peek-line", testid: "deck-top",
      text: `teacher sees, top first: ${next}${deck.cards.length > 6 ? ", …" : ""}` }));
  }
  box.append(deckNode);
  box.append(drawDiscard(ctx));
  const aside = v.set_aside || { count: 0 };
  if (v.mode === "light") {
    box.append(h(doc, "div", { class: "sw-st-pile", testid: "set-aside", tabindex: "0", role: "img",
      "data-rule": asideRule(), label: `Set aside unseen: ${aside.count} cards` },
      h(doc, "span", { class: "sw-st-pile-name", text: "Set aside unseen" }),
      h(doc, "span", { class: "sw-st-pile-count", text: String(aside.count) })));
  }
  const inBox = v.box || { count: 0 };
  if (inBox.count) {
    box.append(h(doc, "div", { class: "sw-st-pile", testid: "box",
      "data-rule": "Out of play — cards out of play in this teaching position (Setup)" },
    h(doc, "span", { class: "sw-st-pile-name", text: "Out of play" }),
    h(doc, "span", { class: "sw-st-pile-count", text: String(inBox.count) })));
  }
  box.append(drawBonuses(ctx));
  return box;
}

function drawDiscard(ctx) {
  const doc = ctx.doc;
  const v = ctx.view;
  const cards = v.discard || [];
  const node = h(doc, "div", { class: "sw-st-pile sw-st-discard", testid: "discard",
    tabindex: "0", role: "group", "data-rule": discardRule(v),
    label: v.mode === "light" ? `Discard pile: ${cards.length} cards` : "Discard pile: not used" },
    h(doc, "span", { class: "sw-st-pile-name", text: "Discard pile" }));
  if (v.mode !== "light") {
    node.append(h(doc, "span", { class: "sw-st-pile-note",
      text: "none in this game: a 5 sends cards back on top of the deck" }));
    return node;
  }
  node.append(h(doc, "span", { class: "sw-st-pile-count", testid: "discard-count",
    text: String(cards.length) }));
  cards.forEach((value, k) => node.append(cardFace(ctx, value, { small: true,
    testid: `discard-card-${k}`, extra: "discarded face down (only you see it)",
    rule: cardRule(v, value, face(ctx, value), "in the discard pile") })));
  return node;
}

function drawBonuses(ctx) {
  const doc = ctx.doc;
  const light = ctx.view.mode === "light";
  const list = h(doc, "div", { class: "sw-st-bonuses", testid: "bonuses", role: "group",
    label: "Bonus cards" });
  for (const b of ctx.view.bonuses || []) {
    const holder = b.owner === null || b.owner === undefined
      ? "on the table" : `held by ${nameOf(ctx, b.owner)}`;
    const worth = light ? `${b.light_points} point` : `${KITE}${b.kites}`;
    const worthWords = light ? `${b.light_points} point` : `${b.kites} kites`;
    list.append(h(doc, "div", {
      class: `sw-st-bonus${b.owner === null || b.owner === undefined ? "" : " sw-st-taken"}`,
      testid: `bonus-${String(b.name).toLowerCase()}`, tabindex: "0", role: "img",
      "data-rule": bonusRule(ctx.view, b), label: `Bonus card ${b.name}: ${b.condition}; worth ${worthWords}; ${holder}` },
    h(doc, "span", { class: "sw-st-bonus-name", "aria-hidden": "true", text: `★ ${b.name}` }),
    h(doc, "span", { class: "sw-st-bonus-worth", "aria-hidden": "true", text: worth }),
    h(doc, "span", { class: "sw-st-bonus-holder", "aria-hidden": "true", text: holder })));
  }
  return list;
}

/** Light solitaire: hand limit, points so far and the verdict. */
export function drawLight(ctx) {
  const doc = ctx.doc;
  const light = ctx.view.light;
  if (!light) return null;
  const points = `${light.points} point${light.points === 1 ? "" : "s"}`;
  return h(doc, "div", { class: "sw-st-light", testid: "light-score",
    "data-rule": statusRules.light() },
    h(doc, "span", { text: `Hand limit ${light.hand_limit}` }),
    h(doc, "span", { testid: "light-points", text: points }),
    h(doc, "span", { class: light.master_builder ? "sw-st-badge sw-st-master" : "",
      testid: "light-verdict", text: light.verdict }));
}

/** The step code (1A..1E) a Taroma step fired: the last one its events (or label) name. */
export function firedStep(label, events) {
  for (const text of [...(events || [])].reverse().concat([label || ""])) {
    const found = String(text).match(/\b1[A-E]\b/g);
    if (found) return found[found.length - 1];
  }
  return /variance/.test(label || "") ? "5 variance" : "";
}

/** The rulebook's title of each of Taroma's steps (Taroma's Turn; Taroma Effects Variances). */
const STEP_TITLES = { "1A": "Complete a Tower", "1B": "Play Highest Card",
  "1C": "Play Next Highest", "1D": "Flip and Play", "1E": "Draw Face Down", "5 variance": "discard down to 5 cards" };

/** Taroma's next action in a few words ("1B — Play Highest Card: a 7 on tower 2"). */
export function shortStep(entry) {
  const label = String(entry.label || "");
  const first = label.match(/^1[A-E]\b/);
  const code = first ? first[0] : (/variance/.test(label) ? "5 variance" : "");
  const a = entry.action || {};
  const what = a.type === "taroma_play" && a.card
    ? `: ${cardsWords(Array(a.count || 1).fill(a.card))} on tower ${a.tower + 1}` : "";
  return code ? `${code} — ${STEP_TITLES[code]}${what}` : entry.label;
}

/**
 * Against Taroma: what it does next in a few words (the full step on hover; the log keeps
 * the words of every step taken), a "Taroma acts" button, and which step fired last.
 */
export function drawTaroma(ctx) {
  const doc = ctx.doc;
  const v = ctx.view;
  if (v.mode !== "taroma") return null;
  const seat = (v.seats || []).findIndex((s) => s.automaton);
  const name = nameOf(ctx, seat);
  const box = h(doc, "div", { class: "sw-st-taroma", testid: "taroma-panel" });
  if (v.automaton_next) {
    const entry = ctx.legal.find((e) => String(e.type).startsWith("taroma_")) ||
      { label: v.automaton_next, action: {} };
    box.append(h(doc, "p", { class: "sw-st-taroma-next", testid: "taroma-next", tabindex: "0",
      "data-rule": rule(`${name}'s next action`, v.automaton_next, SECTION.taromaTurn),
      text: `${name} acts next: ${shortStep(entry)}` }));
    box.append(h(doc, "button", { class: "sw-button sw-st-taroma-act", testid: "taroma-act",
      label: `Let ${name} take this action (same as the "${name} acts" button at the top)`,
      "data-rule": taromaRules.act(), text: `▶ ${name} acts`,
      onClick: () => ctx.send({ type: "step" }) }));
  }
  const log = ctx.get("history") || [];
  const last = log.find((e) => e.step === ctx.step);
  if (last && last.step > 0 && last.player === name) {
    const fired = firedStep(last.label, v.events);
    box.append(h(doc, "p", { class: "sw-st-taroma-last", testid: "taroma-last" },
      `${name}'s last action (step ${last.step}): `,
      fired ? h(doc, "span", { class: "sw-st-badge sw-st-fired", testid: "taroma-fired",
        tabindex: "0", role: "img", "data-rule": taromaRules.fired(fired), label: `step ${fired} fired`,
        text: fired }) : null,
      fired ? ` ${STEP_TITLES[fired] || ""}` : " see the log"));
  }
  return box;
}
