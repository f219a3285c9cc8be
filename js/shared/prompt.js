// The prompt: whose turn it is, what the board asks for, and the automatic events.
// (Errors, notices, offers and the hint share the one message area: messages.js.)
import { h } from "./dom.js";

/** Render the prompt area from the traits and the board's own words (ctx.ui). */
export function renderPrompt(ctx, el) {
  const doc = ctx.doc;
  el.append(h(doc, "p", { class: "sw-turn", testid: "turn", text: turnText(ctx) }));
  if (ctx.ui.message) {
    el.append(h(doc, "p", { class: "sw-instruction", testid: "instruction", text: ctx.ui.message }));
  }
  // the turn summary (summary.js) says what the automatic steps did: not said twice
  const events = Array.isArray(ctx.view.events) && !ctx.ui.summaryShown ? ctx.view.events : [];
  if (events.length) {
    const list = h(doc, "ul", { class: "sw-events", testid: "events",
      label: "What happened automatically" });
    for (const event of events) list.append(h(doc, "li", { text: String(event) }));
    el.append(h(doc, "div", { class: "sw-events-box" },
      h(doc, "span", { class: "sw-events-title", text: "Then, automatically:" }), list));
  }
}

/** Whose turn it is (or who won), in one sentence. */
export function turnText(ctx) {
  const scores = ctx.get("scores") || {};
  if (ctx.get("over")) {
    const winners = scores.winners || [];
    if (!winners.length) return "Game over.";
    return `Game over. ${winners.length > 1 ? "Winners" : "Winner"}: ${winners.join(", ")}.`;
  }
  const who = ctx.players[ctx.current] ?? "?";
  const phase = ctx.get("phase") || "";
  if (ctx.seat >= 0 && ctx.seat !== ctx.current) {
    return `You are ${ctx.players[ctx.seat]}; waiting for ${who} (${phase}).`;
  }
  return `${who} to play — ${phase}`;
}
