// The coach's move drawn on a board (issue 8): one class family, `sw-hinted`, and one text
// alternative ("coach's move: ..."), shared by every board. `ctx.hinted` is the index in
// `ctx.legal` of the coach's move, or -1 (js/shared/coach.js); a board calls these in `draw`.
import { h, s } from "./dom.js";

/** The legal entry the coach recommends now, or null (no hint asked, or not this position). */
export function hintedEntry(ctx) {
  const i = Number.isInteger(ctx.hinted) ? ctx.hinted : -1;
  return i >= 0 && i < (ctx.legal || []).length ? ctx.legal[i] : null;
}

/** The words a screen reader hears for the coach's move. */
export function hintedWords(entry) {
  return `coach's move: ${entry && entry.label ? entry.label : "this one"}`;
}

/**
 * Mark an existing element as (part of) the coach's move: class `sw-hinted` (plus `extra`,
 * e.g. "sw-hinted-lift"), `data-hinted`, and the words added to its aria-label.
 */
export function markHinted(node, entry, extra = "") {
  if (!node) return node;
  node.classList.add("sw-hinted", ...extra.split(/\s+/).filter(Boolean));
  node.setAttribute("data-hinted", "true");
  const words = hintedWords(entry);
  const label = node.getAttribute("aria-label");
  node.setAttribute("aria-label", label ? `${label}; ${words}` : words);
  return node;
}

/**
 * An SVG mark of the coach's move (drawn over the board, never a click target): `tag` with
 * `attrs`, class `sw-hinted sw-hinted-mark sw-hinted-<kind>` (ring, ghost, route, marker), a <title> and
 * aria-label with the words. Children (e.g. a ghosted tile) go inside.
 */
export function hintedMark(doc, tag, kind, entry, attrs = {}, ...children) {
  const node = s(doc, tag, { ...attrs, class: `sw-hinted sw-hinted-mark sw-hinted-${kind}`,
    "data-hinted": "true", role: "img", label: hintedWords(entry) },
  s(doc, "title", { text: hintedWords(entry) }), ...children);
  return node;
}

/** An HTML badge of the coach's move (e.g. a marker over a tower): `text` shown, words read. */
export function hintedBadge(doc, entry, text, attrs = {}) {
  return h(doc, "span", { ...attrs, class: "sw-hinted-mark sw-hinted-badge", "data-hinted": "true",
    role: "img", label: hintedWords(entry), title: hintedWords(entry) },
  h(doc, "span", { "aria-hidden": "true", text }));
}

/**
 * Ring the action button (right column) that plays the coach's move, when the board has no
 * target of its own for it. The shared panels are drawn after the board, so this runs once
 * they are (a microtask after `draw`); it reads the position current at that moment.
 */
export function ringActionButton(ctx) {
  queueMicrotask(() => {
    const box = ctx.layout && ctx.layout.actions;
    const entry = hintedEntry(ctx);
    if (!box || !entry) return;
    const button = box.querySelector(`button[data-id="${Number(entry.id)}"]`);
    if (button && !button.classList.contains("sw-hinted")) markHinted(button, entry);
  });
}
