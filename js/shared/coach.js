// The coach's answer to Hint: the best move and why, the runners-up with their values, Play it.
import { h } from "./dom.js";

/** The legal-move index the coach recommends now, or -1 (boards draw it as a ghost/ring). */
export function hintedId(ctx) {
  const coach = ctx.get("coach") || {};
  return Number.isInteger(coach.id) ? coach.id : -1;
}

/** Render the coach panel (nothing when no hint was asked for this position). */
export function renderCoach(ctx, el) {
  const doc = ctx.doc;
  const coach = ctx.get("coach") || {};
  const hint = ctx.get("hint");
  if (!hint) return;
  const box = h(doc, "div", { class: "sw-hint", testid: "hint", role: "status" });
  box.append(h(doc, "p", { class: "sw-hint-text", text: hint }));
  const options = Array.isArray(coach.alternatives) ? coach.alternatives : [];
  if (options.length && ctx.mayAct) {
    const list = h(doc, "ol", { class: "sw-hint-moves", testid: "hint-moves",
      label: "The coach's best move, then the runners-up by value" });
    options.forEach((move, i) => {
      // a runner-up within the search's noise of the best (skywidgets/bots/coach.py about_as_good)
      const share = `${Math.round(Number(move.value) * 100)}%${move.close ? ", about as good" : ""}`;
      list.append(h(doc, "li", { class: i === 0 ? "sw-hint-best" : "sw-hint-alt", title: move.why },
        h(doc, "span", { class: "sw-hint-label", text: `${move.label} (${share})` }),
        h(doc, "button", {
          class: "sw-button sw-hint-play", testid: `hint-play-${i}`, text: "Play it",
          label: `Play ${move.label}`,
          onClick: () => ctx.send({ type: "play", id: move.id }),
        })));
    });
    box.append(list);
  }
  el.append(box);
}
