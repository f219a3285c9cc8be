// The layout that fits (issue 32): each board measures its own width (a ResizeObserver on the
// app, not the window). With room for the board column and the side panel, they sit side by
// side; without it the app gets `sw-narrow`: the controls (toolbar, message area, prompt) come
// above the drawing, the rest under it (base.css). Either way the controls are pinned to the
// top of the visible part of the notebook while the board scrolls (watchFit). It also keeps
// `--sw-fit-h`, the height of that visible part (see viewport: the projector size fits the
// drawing to it), and `--sw-controls-h`, the controls' height (a focused piece scrolls clear).

/** The narrowest side panel beside the board column, and the gap between them (base.css). */
export const SIDE_MIN = 260;
export const GAP = 12;
/** The board column at zoom 1 (base.css: 640px × --sw-zoom). */
export const COLUMN = 640;

/** The largest zoom a full page picks by itself (the projector size, zoom.js). */
export const PAGE_MAX = 1.6;
/** Page height per unit of zoom: a 1080-px page gives about 1.5, 720 px about 1. */
export const PAGE_H = 700;

/** Whether the app fills a page of its own (`skywidgets play` sets `--sw-page: 1`). */
export function isPage(root) {
  const win = root.ownerDocument.defaultView;
  return win.getComputedStyle(root).getPropertyValue("--sw-page").trim() === "1";
}

/**
 * The zoom that fills a full page `width` × `height` px: the board column as wide as the
 * side panel leaves room for, no taller than the page allows, from 1 to PAGE_MAX (in steps
 * of 0.05, so a small resize does not redraw).
 */
export function pageZoom(width, height) {
  if (!(width > 0) || !(height > 0)) return 1;
  const across = (width - SIDE_MIN - 3 * GAP) / COLUMN;
  const down = height / PAGE_H;
  const zoom = Math.floor(Math.min(across, down, PAGE_MAX) * 20) / 20;
  return Math.max(1, zoom);
}

/** Whether a `width`-px app is too narrow for the column at `zoom` and the side panel. */
export function isNarrow(width, zoom) {
  return width > 0 && width < COLUMN * zoom + GAP + SIDE_MIN;
}

/** The box the app is seen through: of its ancestors that clip or scroll, the one with the
 * least height (the notebook's scrolling panel, not an output area as tall as its content),
 * or a box as high as the window that scrolls (a full page); null when none. */
export function viewport(node) {
  const win = node.ownerDocument.defaultView;
  let best = null;
  let least = win.innerHeight;
  for (let box = node.parentElement; box; box = box.parentElement) {
    const overflow = win.getComputedStyle(box).overflowY;
    if (overflow === "visible" || box.clientHeight <= 0 || box.clientHeight > least) continue;
    // as high as the window: only a box that scrolls itself counts (a full page's scroller,
    // Voila's), the innermost one
    const scrolls = /auto|scroll/.test(overflow) && box.scrollHeight > box.clientHeight + 1;
    if (box.clientHeight === least && (best || !scrolls)) continue;
    best = box;
    least = box.clientHeight;
  }
  return best;
}

/**
 * How far (px) to move the controls down so that they stay at the top of the visible part
 * (`top`, a viewport y) without leaving their `host` box (the board's row or column): 0
 * while they are in view where they are. `natural` is their top with no shift.
 */
export function pinShift(natural, height, top, hostBottom) {
  return Math.max(0, Math.min(top - natural, hostBottom - natural - height));
}

/**
 * Watch the app's width (and the visible height around it, and the height of `controls`);
 * `zoom()` is the zoom shown. The controls are pinned to the top of the visible part while
 * the board scrolls: a `translateY` following the scroll, not `position: sticky`, which
 * JupyterLab's output areas (overflow auto / hidden) keep from ever engaging.
 * `onPage(zoom)` hears the zoom that fills a full page (0: not a full page; see pageZoom).
 * Returns {refit, detach}: `refit()` after a zoom change. No ResizeObserver (jsdom): no-op.
 */
export function watchFit(root, zoom, controls = null, onPage = null) {
  const win = root.ownerDocument.defaultView;
  if (!win || typeof win.ResizeObserver !== "function") return { refit() {}, detach() {} };
  let watched = null;  // the scrolling box observed too (found once the app is in the page)
  let shift = 0;  // the controls' translateY now
  let frame = 0;
  // a value written only when it changed: a custom property restyles the whole app
  const put = (name, value) => {
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  };
  let clips = [];  // the boxes around the app that clip or scroll (found at each refit)
  const pin = () => {
    frame = 0;
    if (!controls || !controls.isConnected) return;
    // the top of the visible part: below the top of every box around the app that clips
    let top = 0;
    for (const box of clips) {
      const rect = box.getBoundingClientRect();
      if (rect.height > 0) top = Math.max(top, rect.top);
    }
    const host = root.classList.contains("sw-narrow") ? root.querySelector(".sw-main")
      : controls.parentElement;
    const natural = controls.getBoundingClientRect().top - shift;
    const next = pinShift(natural, controls.offsetHeight, top, host.getBoundingClientRect().bottom);
    if (Math.abs(next - shift) < 0.5) return;
    shift = next;
    controls.style.transform = shift ? `translateY(${Math.round(shift)}px)` : "";
    controls.classList.toggle("sw-pinned", shift > 0);
  };
  const onScroll = () => { if (!frame) frame = win.requestAnimationFrame(pin); };
  const refit = () => {
    // a full page: the zoom that fills it (the app redraws at it, then refits)
    if (onPage) onPage(isPage(root) ? pageZoom(root.clientWidth, win.innerHeight) : 0);
    const narrow = isNarrow(root.clientWidth, zoom());
    if (root.classList.contains("sw-narrow") !== narrow) root.classList.toggle("sw-narrow", narrow);
    const box = viewport(root);
    if (box !== watched) {
      if (watched) observer.unobserve(watched);
      if (box) observer.observe(box);
      watched = box;
    }
    clips = [];
    for (let up = root.parentElement; up; up = up.parentElement) {
      if (win.getComputedStyle(up).overflowY !== "visible") clips.push(up);
    }
    const height = box ? box.clientHeight : win.innerHeight;
    if (height > 0) put("--sw-fit-h", `${height}px`);
    // what the pinned controls cover: a piece focused under them scrolls clear of them
    if (controls) put("--sw-controls-h", `${controls.offsetHeight}px`);
    pin();
  };
  const observer = new win.ResizeObserver(refit);
  observer.observe(root);
  if (controls) observer.observe(controls);
  // any scroll in the page, of whichever box around the app scrolls (scroll events do not
  // bubble: caught in the capture phase); one pin per frame
  const doc = root.ownerDocument;
  doc.addEventListener("scroll", onScroll, { capture: true, passive: true });
  return {
    refit,
    detach() {
      observer.disconnect();
      doc.removeEventListener("scroll", onScroll, { capture: true });
      if (frame) win.cancelAnimationFrame(frame);
    },
  };
}
