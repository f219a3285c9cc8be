// The error banner: the rule a move broke and why, until the next move (or dismissed).
import { h } from "./dom.js";

/** Render trait `error` ({rule, reason} or {}) as an alert with a dismiss button. */
export function renderErrorBanner(ctx, el) {
  const doc = ctx.doc;
  const error = ctx.get("error") || {};
  const key = JSON.stringify(error);
  if (!error.reason && !error.rule) { ctx.ui.dismissed = ""; return; }
  if (ctx.ui.dismissed === key) return;
  const close = h(doc, "button", {
    class: "sw-error-close", testid: "error-dismiss", label: "Dismiss this message", text: "×",
    onClick: () => { ctx.ui.dismissed = key; ctx.redraw(); },
  });
  el.append(h(doc, "div", { class: "sw-error", role: "alert", testid: "error-banner" },
    h(doc, "div", { class: "sw-error-reason", testid: "error-reason", text: error.reason || "" }),
    h(doc, "div", { class: "sw-error-rule", testid: "error-rule", text: error.rule || "" }),
    close));
}
