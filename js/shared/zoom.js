// Zoom −/+ and the projector size: a front-end choice of this view (not a synced trait), kept
// in ctx.ui across redraws. It sets the CSS variable --sw-zoom on .sw-app: the board column is
// 640px × zoom wide, capped to the width available (base.css); the projector size is zoom 1.6
// with a larger font in the side panel (class sw-projector).
import { h } from "./dom.js";
import { CONTROL_RULES } from "./ruletext.js";

/** Zoom steps of −/+ (1 = the default 640-px board column). */
export const ZOOMS = [0.75, 1, 1.25, 1.5, 1.75, 2];
/** The projector size. */
export const PROJECTOR = 1.6;

/** The zoom state of this view: {zoom, projector, page, chosen}: `page` is the zoom that
 * fills a full page (fit.js; 0 in a notebook), shown until −/+ is pressed (`chosen`). */
export function zoomState(ctx) {
  if (!ctx.ui.zoom) ctx.ui.zoom = { zoom: 1, projector: false, page: 0, chosen: false };
  return ctx.ui.zoom;
}

/** The zoom shown, projector aside: the one chosen with −/+, else a full page's own. */
function chosenZoom(state) {
  return !state.chosen && state.page ? state.page : state.zoom;
}

/** One step smaller (-1) or larger (+1) from the zoom shown; leaves the projector size. */
export function stepZoom(ctx, direction) {
  const state = zoomState(ctx);
  const now = state.projector ? PROJECTOR : chosenZoom(state);
  const next = direction > 0 ? ZOOMS.find((z) => z > now + 1e-9)
    : [...ZOOMS].reverse().find((z) => z < now - 1e-9);
  state.zoom = next !== undefined ? next : now;
  state.chosen = true;
  state.projector = false;
}

/** Projector on (zoom 1.6, larger side panel) or back to the zoom chosen before. */
export function toggleProjector(ctx) {
  const state = zoomState(ctx);
  state.projector = !state.projector;
}

/** Set --sw-zoom and the projector class on the app's root (every redraw). */
export function applyZoom(ctx, root) {
  const state = zoomState(ctx);
  const zoom = state.projector ? PROJECTOR : chosenZoom(state);
  root.style.setProperty("--sw-zoom", String(zoom));
  root.classList.toggle("sw-projector", state.projector);
  root.classList.toggle("sw-page", Boolean(state.page));
  return zoom;
}

/** The −, level, + and Projector controls (a group in the toolbar). */
export function renderZoom(ctx, applied) {
  const doc = ctx.doc;
  const state = zoomState(ctx);
  const zoom = state.projector ? PROJECTOR : chosenZoom(state);
  const act = (change) => () => { change(); ctx.redraw(); };
  const button = (testid, text, label, onClick, extra = {}) => h(doc, "button", {
    class: "sw-button sw-zoom-button", testid, text, label, onClick,
    "data-rule": CONTROL_RULES[testid], ...extra,
  });
  return h(doc, "span", { class: "sw-zoom", role: "group", label: "Board size" },
    button("btn-zoom-out", "−", "Smaller board", act(() => stepZoom(ctx, -1)),
      { disabled: !state.projector && zoom <= ZOOMS[0] ? "disabled" : null }),
    h(doc, "span", { class: "sw-zoom-level", testid: "zoom-level", "aria-live": "polite",
      text: `${Math.round(applied * 100)}%` }),
    button("btn-zoom-in", "+", "Larger board", act(() => stepZoom(ctx, +1)),
      { disabled: !state.projector && zoom >= ZOOMS.at(-1) ? "disabled" : null }),
    button("btn-projector", "Projector", "Projector size: a large board and large text",
      act(() => toggleProjector(ctx)), { "aria-pressed": state.projector ? "true" : "false" }));
}
