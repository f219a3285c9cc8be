// Sky Towers cards as small HTML tiles: the value, kites (◆n) and flags (⚑n) as symbol +
// number, never colour alone; face-down cards as backs.
import { h } from "../shared/dom.js";

export const KITE = "◆";
export const FLAG = "⚑";

/** Kites and flags of one value, from the `card_faces` trait ({} when unknown). */
export function face(ctx, value) {
  const faces = ctx.get("card_faces") || {};
  return faces[String(value)] || { kites: 0, flags: 0, effect: "" };
}

/** "2 kites, 1 flag" / "no kites or flags". */
export function marksWords(kites, flags) {
  const parts = [];
  if (kites) parts.push(`${kites} kite${kites === 1 ? "" : "s"}`);
  if (flags) parts.push(`${flags} flag${flags === 1 ? "" : "s"}`);
  return parts.length ? parts.join(", ") : "no kites or flags";
}

/** Kites and flags of several cards together. */
export function sumMarks(ctx, values) {
  let kites = 0;
  let flags = 0;
  for (const v of values) {
    const f = face(ctx, v);
    kites += f.kites || 0;
    flags += f.flags || 0;
  }
  return { kites, flags };
}

/** The "◆2 ⚑1" badge (hidden from screen readers: the label says it in words). */
export function marks(doc, kites, flags) {
  const box = h(doc, "span", { class: "sw-st-marks", "aria-hidden": "true" });
  if (kites) box.append(h(doc, "span", { class: "sw-st-kite", text: `${KITE}${kites}` }));
  if (flags) box.append(h(doc, "span", { class: "sw-st-flag", text: `${FLAG}${flags}` }));
  return box;
}

/** Words for one card: "7 (1 flag; no effect)". */
export function cardWords(ctx, value) {
  const f = face(ctx, value);
  const effect = f.effect ? `; ${f.effect}` : "";
  return `${value} (${marksWords(f.kites, f.flags)}${effect})`;
}

/** A face-up card. opts: {testid, cls, small, extra (more words for the label), title, rule}. */
export function cardFace(ctx, value, opts = {}) {
  const doc = ctx.doc;
  const f = face(ctx, value);
  let cls = `sw-st-card sw-st-v${value}`;
  if (opts.small) cls += " sw-st-small";
  if (opts.cls) cls += ` ${opts.cls}`;
  const node = h(doc, "div", { class: cls, testid: opts.testid, "data-value": String(value),
    title: opts.title || null, "data-rule": opts.rule || null },
  h(doc, "span", { class: "sw-st-value", "aria-hidden": "true", text: String(value) }),
  marks(doc, f.kites, f.flags));
  const label = `card ${cardWords(ctx, value)}${opts.extra ? `, ${opts.extra}` : ""}`;
  node.setAttribute("role", "img");
  node.setAttribute("aria-label", label);
  return node;
}

/** A face-down card; `peek` (teacher only) shows its value small; `rule` its hover text. */
export function cardBack(ctx, opts = {}) {
  const doc = ctx.doc;
  let cls = "sw-st-card sw-st-back";
  if (opts.small) cls += " sw-st-small";
  const peek = opts.peek !== undefined && opts.peek !== null;
  const node = h(doc, "div", { class: cls, testid: opts.testid, role: "img",
    "data-rule": opts.rule || null,
    label: peek ? `face-down card (the teacher sees a ${opts.peek})` : "face-down card" },
  h(doc, "span", { class: "sw-st-back-mark", "aria-hidden": "true", text: "✶" }),
  peek ? h(doc, "span", { class: "sw-st-peek", "aria-hidden": "true", text: String(opts.peek) })
    : null);
  return node;
}
