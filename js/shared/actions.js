// Buttons for the legal actions the board does not place itself, grouped by type.
import { h } from "./dom.js";

/** Words for an action type: "end_building" -> "End building". */
export function typeWords(type) {
  const text = String(type).replace(/_/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Render one group per action type; each button sends {"type": "play", "action": {...}}. */
export function renderActions(ctx, el, onBoard) {
  const doc = ctx.doc;
  const groups = new Map();
  for (const entry of ctx.legal) {
    if (onBoard.includes(entry.type)) continue;
    if (!groups.has(entry.type)) groups.set(entry.type, []);
    groups.get(entry.type).push(entry);
  }
  if (!groups.size) return;
  for (const [type, entries] of groups) {
    const group = h(doc, "div", { class: "sw-action-group", role: "group", label: typeWords(type),
      testid: `action-group-${type}` },
    h(doc, "span", { class: "sw-action-type", text: typeWords(type) }));
    entries.forEach((entry, k) => {
      group.append(h(doc, "button", {
        class: "sw-button sw-action",
        testid: entries.length === 1 ? `action-${type}` : `action-${type}-${k}`,
        "data-id": String(entry.id),
        label: entry.label,
        text: entry.label,
        onClick: () => ctx.play(entry.action),
      }));
    });
    el.append(group);
  }
}
