// The one message area: the newest of the error banner, a board's notice, an offer and the
// coach's hint is shown, alone; the next action the user takes clears it.
import { h } from "./dom.js";
import { renderErrorBanner } from "./errorbanner.js";
import { renderCoach } from "./coach.js";

/** Mark `kind` ("error", "notice", "offer", "hint") as the newest message. */
export function noteMessage(ctx, kind) {
  ctx.ui.latest = kind;
  if (kind === "error") ctx.ui.dismissed = "";
}

/** The user acted: drop the message shown, a pending offer and a notice. */
export function clearMessage(ctx) {
  ctx.ui.latest = "";
  ctx.ui.notice = "";
  ctx.ui.offer = null;
}

/** Render the newest message (nothing when it was cleared). */
export function renderMessage(ctx, el) {
  const ui = ctx.ui;
  if (ui.latest === "error") renderErrorBanner(ctx, el);
  else if (ui.latest === "notice" && ui.notice) {
    el.append(h(ctx.doc, "p", { class: "sw-notice", testid: "notice", role: "status",
      text: ui.notice }));
  } else if (ui.latest === "offer" && ui.offer) el.append(renderOffer(ctx, ui.offer));
  else if (ui.latest === "hint") renderCoach(ctx, el);
}

function renderOffer(ctx, offer) {
  const doc = ctx.doc;
  const box = h(doc, "div", { class: "sw-offer", testid: "offer", role: "group",
    label: offer.title }, h(doc, "span", { class: "sw-offer-title", text: offer.title }));
  for (const option of offer.options) {
    box.append(h(doc, "button", {
      class: "sw-button sw-offer-button", testid: option.testid, label: option.label,
      text: option.label,
      onClick: () => { ctx.ui.offer = null; option.onChoose(); ctx.redraw(); },
    }));
  }
  box.append(h(doc, "button", { class: "sw-button sw-offer-cancel", testid: "offer-cancel",
    text: "Cancel", label: "Cancel (Escape)", onClick: () => ctx.cancel() }));
  return box;
}
