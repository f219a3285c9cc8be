// The turn summary: after a move (ctx.previous set) a board's `summary(previous, view, ctx)`
// sentences say what the move and its automatic steps did, in a box headed "Last move" with
// the log's label of the step — between the prompt and the action buttons.
import { h } from "./dom.js";

/** The board's sentences for the last move ([] without ctx.previous or a `summary`). */
export function summaryLines(board, ctx) {
  if (!ctx.previous || typeof board.summary !== "function") return [];
  try {
    const lines = board.summary(ctx.previous, ctx.view, ctx);
    return Array.isArray(lines) ? lines.filter((line) => line !== "" && line != null).map(String) : [];
  } catch (err) {  // a board's bug must not take the whole board down
    console.error("skywidgets: summary() failed", err);
    return [];
  }
}

/** The log's words for the step shown ("ann: place tile at ..."), or "". */
export function stepLabel(ctx) {
  const entry = (ctx.get("history") || []).find((e) => e.step === ctx.step);
  if (!entry) return "";
  return `${entry.step}. ${entry.player ? `${entry.player}: ` : ""}${ctx.words ? ctx.words(entry.label) : entry.label}`;
}

/** Longest step label shown whole in the box; a longer one (Taroma's step texts) is cut at its
 * first sentence or word break, the whole text stays in the log and on hover. */
export const SHORT = 90;

/** `label` cut to about SHORT characters, ending with "…" when cut. */
export function shortLabel(label) {
  if (label.length <= SHORT) return label;
  const sentence = label.slice(0, SHORT).search(/[.:;](\s|$)/);
  const cut = sentence > 20 ? sentence : label.lastIndexOf(" ", SHORT);
  return `${label.slice(0, cut > 20 ? cut : SHORT).trimEnd()} …`;
}

/** Render the box (nothing when there are no sentences). */
export function renderSummary(ctx, el, lines) {
  if (!lines.length) return;
  const doc = ctx.doc;
  const label = stepLabel(ctx);
  const list = h(doc, "ul", { class: "sw-summary-lines" });
  for (const line of lines) list.append(h(doc, "li", { text: line }));
  // not a live region itself: the app's one live region says it (announce.js)
  el.append(h(doc, "section", { class: "sw-summary", testid: "turn-summary", label: "Last move" },
  h(doc, "h3", { class: "sw-summary-title", text: "Last move" }),
  label ? h(doc, "p", { class: "sw-summary-move", testid: "turn-summary-move",
    text: shortLabel(label), "data-rule": label.length > SHORT ? label : null }) : null,
  list));
}
