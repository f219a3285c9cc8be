// The log: every move so far (and undone ones, dimmed); a click steps back or forward to it.
// After a review (board.show_review()), the costliest decisions are marked ⚠ with the note.
import { h } from "./dom.js";

/** Render trait `log`; clicking an entry sends {"type": "goto", "step": n}. Entries are keyed
 * by step (app.js morphs the panel in, so only changed entries are touched). */
export function renderLog(ctx, el) {
  const doc = ctx.doc;
  const entries = ctx.get("history") || [];
  const review = ctx.get("review") || {};
  const costly = review.steps && typeof review.steps === "object" ? review.steps : {};
  const list = h(doc, "ol", { class: "sw-log-list" });
  for (const entry of entries) {
    const now = entry.step === ctx.step;
    // a board with seat marks (Merchants: the faction's two letters) shows the same mark here
    const mark = entry.player ? (ctx.marks || [])[ctx.players.indexOf(entry.player)] : "";
    const who = entry.player ? `${mark ? `[${mark}] ` : ""}${entry.player}: ` : "";
    const note = typeof costly[String(entry.step)] === "string" ? costly[String(entry.step)] : "";
    // the step shown is marked ▶ (and bold, with the accent bar: base.css)
    const text = `${now ? "▶ " : ""}${note ? "⚠ " : ""}${entry.step}. ${who}${(ctx.words || String)(entry.label)}`;
    const button = h(doc, "button", {
      class: `sw-log-entry${now ? " sw-current" : ""}${entry.future ? " sw-future" : ""}`
        + `${note ? " sw-log-costly" : ""}${now && ctx.previous ? " sw-log-last" : ""}`,
      testid: `log-entry-${entry.step}`,
      "aria-current": now ? "step" : null,
      label: `Go to step ${entry.step}: ${who}${(ctx.words || String)(entry.label)}${entry.future ? " (undone)" : ""}`
        + `${note ? ` — the coach's review: ${note}` : ""}`,
      title: note || entry.phase || null,
      text,
      disabled: ctx.locked ? "disabled" : null,  // a locked view cannot jump over others' moves
      onClick: () => ctx.send({ type: "goto", step: entry.step }),
    });
    list.append(h(doc, "li", { "data-key": String(entry.step) }, button));
  }
  const box = h(doc, "section", { class: "sw-log", testid: "log", label: "Game log" },
    h(doc, "h3", { class: "sw-section-title", text: "Log" }), list);
  el.append(box);
}

/** Scroll the log's list in `el` to its current entry (app.js calls it before the next frame:
 * the layout it reads is the frame's own, not one more in the middle of a redraw). */
export function scrollLog(el) {
  const list = el.querySelector(".sw-log-list");
  const current = list && list.querySelector(".sw-current");
  if (current) scrollWithin(list, current);
}

/** Scroll the log's own list (never the notebook around the board) to show `item`. */
function scrollWithin(list, item) {
  const top = item.offsetTop;  // relative to the list (position: relative in base.css)
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}
