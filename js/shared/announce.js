// The live region (test id `announce`): made empty with the layout, before any move, so a
// screen reader hears every change of the step shown — a move, an automatic step, undo,
// redo, a jump — in one polite sentence group: the log's label of the step, what the move
// did (the turn summary's sentences) and whose turn it is now.
import { h } from "./dom.js";
import { stepLabel } from "./summary.js";

/** The empty, visually hidden live region (layout.js adds it to the app's root). */
export function buildAnnouncer(doc) {
  return h(doc, "div", { class: "sw-sr-only", testid: "announce", role: "status",
    "aria-live": "polite", "aria-atomic": "true" });
}

/** What to say about the step shown now: `lines` are the turn summary's sentences. */
export function announcement(ctx, lines, turn) {
  const label = stepLabel(ctx);
  const head = ctx.previous ? (label ? `Move ${label}.` : `Step ${ctx.step}.`)
    : `Now at step ${ctx.step}${label ? `: ${label.replace(/^\d+\.\s*/, "")}` : ""}.`;
  return [head, ...lines.map((line) => (/[.!?]$/.test(line) ? line : `${line}.`)), turn]
    .filter(Boolean).join(" ");
}

/**
 * Set the region's text (`say()`, built only then) when the step or the seat shown changed
 * since the last call — not on the first render: nothing happened yet. `ui.announced` keeps
 * the position last said; returns whether it spoke.
 */
export function announce(ctx, region, say) {
  const key = `${ctx.step}|${ctx.seat}|${stepLabel(ctx)}`;
  const ui = ctx.ui;
  if (ui.announced === undefined) {
    ui.announced = key;
    return false;
  }
  if (ui.announced === key) return false;
  ui.announced = key;
  region.textContent = say();
  return true;
}
