// Rules on hover: one tooltip per board (test id `rule-tip`, role tooltip) for any element
// with `data-rule` inside the app. Shown on pointer hover, on keyboard focus and after a
// 500 ms touch long-press; hidden on leaving, blur, Escape and the next redraw. Placed under
// (or above) the element and kept inside the window. Text only.
import { h } from "./dom.js";

/** How long a finger rests on an element before its rule shows (ms). */
export const LONG_PRESS_MS = 500;
const GAP = 6;
const MARGIN = 4;
let made = 0;
// each game's bundle has its own copy of this module: a page-unique prefix keeps the ids apart
const PREFIX = `sw-rule-tip-${Math.random().toString(36).slice(2, 8)}`;

/** Watch `root` for [data-rule] elements; returns {tip, show(node), hide(), quiet(fn), detach()}. */
export function attachHover(doc, root) {
  made += 1;
  const tip = h(doc, "div", { class: "sw-rule-tip", role: "tooltip", testid: "rule-tip",
    id: `${PREFIX}-${made}` });
  tip.hidden = true;
  root.append(tip);
  let shown = null;
  let press = null;
  let pressShown = false;
  let quiet = false;  // app.js restores focus after a redraw: no tooltip for that

  const ruled = (node) => {
    const el = node && node.closest ? node.closest("[data-rule]") : null;
    return el && root.contains(el) && el !== tip ? el : null;
  };

  function show(node) {
    const text = node && node.getAttribute("data-rule");
    if (!text) { hide(); return; }
    if (shown && shown !== node) shown.removeAttribute("aria-describedby");
    shown = node;
    tip.textContent = text;
    tip.hidden = false;
    node.setAttribute("aria-describedby", tip.id);
    place(doc, root, tip, node);
  }

  function hide() {
    if (shown) shown.removeAttribute("aria-describedby");
    shown = null;
    tip.hidden = true;
  }

  const cancelPress = () => { if (press) clearTimeout(press); press = null; };
  const listeners = {
    pointerover(event) {
      if (event.pointerType === "touch") return;  // a finger: the long-press decides
      const node = ruled(event.target);
      if (node) { if (node !== shown) show(node); } else hide();
    },
    pointerout(event) {
      if (event.pointerType === "touch" || !shown) return;
      const to = event.relatedTarget;
      if (!to || !shown.contains(to)) hide();
    },
    focusin(event) {
      if (quiet) return;
      const node = ruled(event.target);
      if (node) show(node); else hide();
    },
    focusout(event) {
      const to = event.relatedTarget;
      if (shown && (!to || !shown.contains(to))) hide();
    },
    touchstart(event) {
      cancelPress();
      hide();
      pressShown = false;
      const node = ruled(event.target);
      if (node) press = setTimeout(() => { press = null; pressShown = true; show(node); }, LONG_PRESS_MS);
    },
    touchmove: cancelPress,
    touchcancel: cancelPress,
    touchend(event) {
      cancelPress();
      // a long-press showed the rule: do not let the lifted finger click (play) as well
      if (pressShown && event.cancelable) event.preventDefault();
    },
    keydown(event) { if (event.key === "Escape") hide(); },
  };
  for (const [type, fn] of Object.entries(listeners)) root.addEventListener(type, fn);
  return {
    tip,
    show,
    hide,
    /** Run `fn` (a focus restore) without showing a tooltip for it. */
    quiet(fn) { quiet = true; try { fn(); } finally { quiet = false; } },
    detach() {
      cancelPress();
      for (const [type, fn] of Object.entries(listeners)) root.removeEventListener(type, fn);
      tip.remove();
    },
  };
}

/** Put the tip under the element (above it when there is no room), inside the window. */
function place(doc, root, tip, node) {
  const win = doc.defaultView;
  const width = (doc.documentElement && doc.documentElement.clientWidth) || win.innerWidth;
  const height = (doc.documentElement && doc.documentElement.clientHeight) || win.innerHeight;
  const r = node.getBoundingClientRect();
  const base = root.getBoundingClientRect();
  const tw = tip.offsetWidth;
  const th = tip.offsetHeight;
  let top = r.bottom + GAP;
  if (top + th > height - MARGIN) top = r.top - th - GAP;
  top = Math.max(MARGIN, Math.min(top, height - th - MARGIN));
  let left = r.left + r.width / 2 - tw / 2;
  left = Math.max(MARGIN, Math.min(left, width - tw - MARGIN));
  tip.style.left = `${Math.round(left - base.left)}px`;
  tip.style.top = `${Math.round(top - base.top)}px`;
}
