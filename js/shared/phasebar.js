// The phase bar: the rulebook's steps in its own numbering, the current one marked.
import { h } from "./dom.js";
import { phaseRule } from "./ruletext.js";

/** Render the phases (trait `phases`) with the current `phase_id` marked. */
export function renderPhaseBar(ctx, el) {
  const doc = ctx.doc;
  const current = ctx.get("phase_id");
  const phases = ctx.get("phases") || [];
  const list = h(doc, "ol", { class: "sw-phasebar", testid: "phase-bar",
    label: `Turn steps; now: ${ctx.get("phase") || "none"}` });
  for (const phase of phases) {
    const now = phase.id === current;
    list.append(h(doc, "li", {
      class: now ? "sw-phase sw-current" : "sw-phase",
      testid: `phase-${phase.id}`,
      "aria-current": now ? "step" : null,
      "data-rule": phaseRule(phase.label, now),
      text: phase.label,
    }));
  }
  el.append(list);
}
