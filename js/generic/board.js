// The generic board: any registered game, shown as its view's fields (until it has a board).
import { h } from "../shared/dom.js";

/** Drawn into a detached copy and morphed into the column (js/shared/morph.js). */
export const morph = true;

/** No action is placed on this board: every legal action becomes a button. */
export const onBoard = [];

/** Show each top-level field of the view; nested values as compact JSON text. */
export function draw(ctx, el) {
  const doc = ctx.doc;
  const list = h(doc, "dl", { class: "sw-generic-view", testid: "generic-view" });
  for (const [key, value] of Object.entries(ctx.view || {})) {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    list.append(h(doc, "dt", { text: key }), h(doc, "dd", { testid: `view-${key}`, text }));
  }
  if (ctx.mayAct && ctx.legal.length) ctx.say("Choose a move on the right.");
  el.append(list);
}
