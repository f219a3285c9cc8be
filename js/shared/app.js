// createApp({draw, ...}): the anywidget module every board shares. A board only writes `draw`.
import { buildLayout } from "./layout.js";
import { renderPhaseBar } from "./phasebar.js";
import { renderPrompt, turnText } from "./prompt.js";
import { announce, announcement } from "./announce.js";
import { renderActions } from "./actions.js";
import { renderScoreSheet } from "./scoresheet.js";
import { renderLog, scrollLog } from "./log.js";
import { renderMessage, noteMessage, clearMessage } from "./messages.js";
import { renderReplay } from "./replay.js";
import { watchConnection, renderDead } from "./alive.js";
import { reader } from "./wire.js";
import { renderSeatPicker } from "./seatpicker.js";
import { renderToolbar } from "./toolbar.js";
import { applyZoom, zoomState } from "./zoom.js";
import { watchFit } from "./fit.js";
import { attachHover } from "./hover.js";
import { renderSummary, summaryLines } from "./summary.js";
import { attachKeyboard } from "./keyboard.js";
import { clear } from "./dom.js";
import { morph } from "./morph.js";
import { hintedId } from "./coach.js";
import { picture } from "./picture.js";

/** Every trait the Python GameWidget syncs (skywidgets/widgets/base.py; a test compares them).
 * A board that syncs more exports them as `traits` (its Python class declares the same). */
export const TRAITS = [
  "game_name", "title", "players", "seat", "locked", "view_base", "view_patch",
  "legal_packed", "current_player", "phase", "phase_id", "phases", "scores", "history_base",
  "history_patch", "step", "can_undo", "can_redo", "over", "error", "hint", "coach",
  "review", "has_automaton", "undo_note", "version",
];

/** Messages that act on the game: each carries `shown`, the board version it was sent from,
 * so Python refuses a click on a position the game has already left (messages.py ACTING). */
export const ACTING = new Set(["play", "undo", "redo", "goto", "step"]);

/**
 * Build the anywidget module of one board.
 * board = {
 *   draw(ctx, el),        // required: fill `el` (left column) from ctx.view / ctx.legal
 *   onBoard: ["type"],    // legal action types the board offers itself (no buttons for them)
 *   keys: {key: ctx => bool},  // extra keys (return true when handled)
 *   colours(ctx) -> [css colour name per seat]   // optional, for swatches in shared panels
 *   marks(ctx) -> [short mark per seat]          // optional: the swatches' letters (else the colour's initial)
 *   stepButton(ctx) -> {text, label} | null       // optional: the step button named for what it does now
 *   traits: ["name"],     // the board's own synced traits, beyond TRAITS (re-render on change)
 *   summary(previous, view, ctx) -> [sentence]  // the Last move box (summary.js)
 *   labelWords(label) -> label  // optional: raw codes in log labels to the board's names
 *   summary(previous, view, ctx) -> ["sentence"]  // optional: the last move in words
 *   morph: true,          // optional: draw into a detached copy and morph it in (morph.js)
 * }
 */
export function createApp(board) {
  return {
    render({ model, el }) {
      const app = mount(board, model, el);
      return () => app.destroy();
    },
    /** The static picture of `model`'s position, drawn by this board into `el` (mounted,
     * pictured, taken down): what a notebook build saves beside each board
     * (skywidgets/widgets/picture.py). */
    async picture({ model, el }) {
      const app = mount(board, model, el);
      try {
        await settled(el.ownerDocument);
        return app.picture();
      } finally {
        app.destroy();
      }
    },
  };
}

/** Resolve once fonts are loaded and two frames have been laid out. */
async function settled(doc) {
  if (doc.fonts && doc.fonts.ready) await doc.fonts.ready;
  const win = doc.defaultView;
  if (!win || typeof win.requestAnimationFrame !== "function") return;
  for (let i = 0; i < 2; i += 1) await new Promise((done) => win.requestAnimationFrame(done));
}

/** The picture's caption: the title, whose turn it is, and the scores (`text/plain` too). */
export function captionLines(ctx) {
  const totals = (ctx.get("scores") || {}).totals || {};
  const names = Object.keys(totals);
  const title = ctx.model.get("title") || ctx.model.get("game_name") || "";
  const lines = [`${title}, step ${ctx.step}`, turnText(ctx)];
  if (names.length) lines.push(`Scores: ${names.map((n) => `${n} ${totals[n]}`).join(", ")}`);
  return lines;
}

/** Stop a mouse press inside a board from reaching the notebook around it. */
export function keepPress(event) {
  event.stopPropagation();
}

const CONTROLS = "button, input, select, textarea, a, label, [contenteditable]";

/**
 * A mouse press on a piece of the board's drawing (a focusable element or an SVG inside
 * `area`, not a form control) focuses the app itself, not the piece: a move usually removes
 * the piece it was played on, and removing a focused node makes the browser blur it at once,
 * restyling the half-redrawn page (the press's own focus change costs the same, but now, on
 * a page that has not changed yet). Keyboard focus (Tab, then Enter) still lands on the
 * piece; the click still reaches it; plain text can still be selected.
 */
export function holdFocus(event, root, area) {
  if (event.button !== 0 || !event.target || typeof event.target.closest !== "function") return;
  if (event.target.closest(CONTROLS)) return;
  const piece = event.target.closest("[tabindex], svg");
  if (!piece || piece === area || !area.contains(piece)) return;
  event.preventDefault();  // no focus move to the piece
  const doc = root.ownerDocument;
  if (doc.activeElement !== root) root.focus({ preventScroll: true });
}

/** Mount a board into `el` (exported for tests); returns {ctx, update, destroy}. */
export function mount(board, model, el) {
  const doc = el.ownerDocument;
  const layout = buildLayout(doc, el);
  const ui = { local: {}, offer: null, message: "", notice: "", dismissed: "", lastKey: "",
    latest: "", dead: false, replay: null, drawn: null, previous: null };
  let scheduled = false;
  const panels = {};  // what each memoised side panel was drawn from (see panel())
  let destroyed = false;
  const plain = reader(model);  // view, history and legal rebuilt from their wire form

  const ctx = {
    doc, model, ui, layout,
    get: (name) => plain(name),
    /** Every message to Python: the user acted, so the message area clears. A message that
     * acts names the position it was sent from (`shown`: the version last drawn). */
    send(msg) {
      if (ui.dead) return;
      clearMessage(ctx);
      const out = ACTING.has(msg.type) ? { ...msg, shown: ctx.version } : msg;
      try {
        model.send(out);
      } catch (err) {  // a closed comm ("Cannot send"): the kernel is gone
        ui.dead = true;
      }
      // until Python answers (its change redraws everything) only the message area changes
      if (ui.dead) schedule();
      else renderMessage(ctx, clear(layout.error));
    },
    play(action) { ctx.send({ type: "play", action }); },
    /** Offer a choice in the message area: options = [{label, testid, onChoose}]. */
    offer(title, options) { ui.offer = { title, options }; noteMessage(ctx, "offer"); update(); },
    /** While drawing: the board's plain-words instruction for the prompt area. */
    say(text) { ui.message = text || ""; },
    /** From a click handler: a short note kept until the position changes (or Escape). */
    notice(text) { ui.notice = text || ""; noteMessage(ctx, text ? "notice" : ""); update(); },
    /** Escape: drop the offer, the note and the board's local choices. */
    cancel() { ui.offer = null; ui.notice = ""; ui.local = {}; clearMessage(ctx); update(); },
    redraw() { update(); },
  };
  Object.defineProperty(ctx, "local", { get: () => ui.local });
  /** A log label in the board's words (a board may export `labelWords`: codes to names). */
  ctx.words = (label) => {
    if (typeof board.labelWords !== "function") return String(label ?? "");
    try { return String(board.labelWords(String(label ?? ""))); } catch (err) { return String(label ?? ""); }
  };

  function snapshot() {
    const seat = model.get("seat");
    const current = model.get("current_player");
    ctx.view = plain("view") || {};
    ctx.legal = plain("legal") || [];
    ctx.seat = typeof seat === "number" ? seat : -1;
    ctx.locked = Boolean(model.get("locked")) && ctx.seat >= 0;  // a player's own board
    ctx.current = typeof current === "number" ? current : -1;
    ctx.players = model.get("players") || [];
    ctx.step = model.get("step") || 0;
    ctx.version = model.get("version") || 0;  // the position drawn now (see send)
    ctx.mayAct = !ui.dead && !model.get("over") && ctx.current >= 0 &&
      (ctx.seat < 0 || ctx.seat === ctx.current);
    ctx.colours = board.colours ? board.colours(ctx) : [];
    ctx.marks = board.marks ? board.marks(ctx) : [];  // each seat's mark, shown beside its colour
    ctx.stepButton = board.stepButton || null;  // the step button's {text, label} now (toolbar.js)
    ctx.hinted = hintedId(ctx);  // the coach's move (index in ctx.legal) or -1
    const key = `${ctx.step}|${ctx.seat}`;
    if (key !== ui.lastKey) {  // a new position or another seat: forget local choices
      // the last move: the view one step back, kept while this step is shown (see lastmove.js)
      const was = ui.drawn;
      ui.previous = was && was.seat === ctx.seat && ctx.step === was.step + 1 ? was.view : null;
      ui.lastKey = key;
      ui.local = {};
      ui.offer = null;
      ui.notice = "";
      if (ui.latest === "offer" || ui.latest === "notice") ui.latest = "";
    }
    ctx.previous = ui.previous;
    ui.drawn = { step: ctx.step, seat: ctx.seat, view: ctx.view };
  }

  function update() {
    if (destroyed) return;
    scheduled = false;
    const active = doc.activeElement;
    const focused = active && el.contains(active) ? active.getAttribute("data-testid") : null;
    snapshot();
    hover.hide();  // the element it described is redrawn
    ui.message = "";
    const zoom = applyZoom(ctx, layout.root);
    if (zoom !== ui.fitZoom) {  // side by side or stacked: the column's width changed
      ui.fitZoom = zoom;
      fit.refit();
    }
    drawBoard(board, ctx, layout.board, layout.root);
    const lines = summaryLines(board, ctx);
    ui.summaryShown = lines.length > 0;
    fill(layout.toolbar, (slot) => renderToolbar(ctx, slot, zoom), layout.root);
    fill(layout.seats, (slot) => renderSeatPicker(ctx, slot), layout.root);
    panel("phases", layout.phases, [ctx.get("phases"), ctx.get("phase_id"), ctx.get("phase")],
      renderPhaseBar);
    fill(layout.error, (slot) => renderMessage(ctx, slot), layout.root);
    fill(layout.prompt, (slot) => renderPrompt(ctx, slot), layout.root);
    fill(layout.summary, (slot) => renderSummary(ctx, slot, lines), layout.root);
    panel("actions", layout.actions, [ctx.legal, ctx.hinted],  // the coach rings a button
      (c, slot) => renderActions(c, slot, board.onBoard || []));
    panel("scores", layout.scores, [ctx.get("scores"), ctx.players, Boolean(ui.scoresOpen),
      ctx.colours.join(), ctx.marks.join()], renderScoreSheet);
    if (panel("log", layout.log, [ctx.get("history"), ctx.step, ctx.get("review"), ctx.locked,
      Boolean(ctx.previous), ctx.marks.join()], renderLog)) afterLayout(() => scrollLog(layout.log));
    layout.title.textContent = model.get("title") || model.get("game_name") || "";
    renderReplay(ctx, layout.replay);
    renderDead(ctx, layout);
    announce(ctx, layout.announcer, () => announcement(ctx, lines, turnText(ctx)));
    const now = doc.activeElement;
    const lost = !(now && el.contains(now)) || (now === layout.root && active !== now);
    if (focused && !ui.dead && lost) {
      // focus lost with a redrawn node (a morphed one keeps it: focus() forces a layout); a
      // node about to be removed sent it to the app first (morph's refuge)
      const again = el.querySelector(`[data-testid="${CSS_escape(focused)}"]`);
      hover.quiet(() => {
        // the same piece redrawn (a cell that now holds the tile just placed: tabindex -1)
        if (again && focusable(again)) again.focus();
        // gone or no longer focusable: keep focus in the app, or
        // JupyterLab's next mousedown refocuses its notebook (a layout of the whole page)
        if (!el.contains(doc.activeElement)) layout.root.focus({ preventScroll: true });
      });
    }
  }

  /** Re-render a side panel only when what it shows changed (trait values are the same
   * objects until Python changes them): a click that changes one thing rebuilds little. */
  function panel(name, slot, deps, render) {
    const was = panels[name];
    if (was && !ui.dead && deps.every((d, i) => d === was[i])) return false;
    panels[name] = deps;
    fill(slot, (fresh) => render(ctx, fresh), layout.root);
    return true;
  }

  /** Run `fn` before the next frame (a layout it reads is then the frame's own one). */
  function afterLayout(fn) {
    const win = doc.defaultView;
    if (win && typeof win.requestAnimationFrame === "function") {
      win.requestAnimationFrame(() => { if (!destroyed) fn(); });
    } else fn();
  }

  function schedule() {
    if (scheduled || destroyed) return;
    scheduled = true;
    queueMicrotask(update);
  }

  const detachKeys = attachKeyboard(ctx, layout.root, board.keys || {});
  // a full page (`skywidgets play`): the zoom that fills it, until −/+ chooses another
  const onPage = (zoom) => {
    const state = zoomState(ctx);
    if (state.page !== zoom) { state.page = zoom; schedule(); }
  };
  const fit = watchFit(layout.root, () => ui.fitZoom || 1, layout.controls, onPage);
  const hover = attachHover(doc, layout.root);
  // A press on the board stays on the board: JupyterLab's notebook would otherwise take it to
  // activate and focus the cell, forcing a layout of the whole page on every click (~50–100 ms
  // of a click's time in Chromium, measured on the Merchants map). It still focuses its target.
  layout.root.addEventListener("mousedown", keepPress);
  const onPress = (event) => hover.quiet(() => holdFocus(event, layout.root, layout.board));
  layout.board.addEventListener("mousedown", onPress);
  const names = [...TRAITS, ...(board.traits || [])];
  for (const name of names) model.on(`change:${name}`, schedule);
  // the newest of error / hint / notice / offer is the one message shown
  const onError = () => { if ((model.get("error") || {}).reason) noteMessage(ctx, "error"); };
  const onHint = () => { if (model.get("hint")) noteMessage(ctx, "hint"); };
  model.on("change:error", onError);
  model.on("change:hint", onHint);
  if (model.get("hint")) noteMessage(ctx, "hint");
  onError();
  const unwatch = watchConnection(model, () => { ui.dead = true; schedule(); });
  update();

  return {
    ctx,
    update,
    /** The static picture of the position drawn now (picture.js). */
    picture() {
      if (scheduled) update();
      return picture(layout.board, { caption: captionLines(ctx) });
    },
    destroy() {
      destroyed = true;
      detachKeys();
      fit.detach();
      hover.detach();
      layout.root.removeEventListener("mousedown", keepPress);
      layout.board.removeEventListener("mousedown", onPress);
      unwatch();
      if (ui.replay && ui.replay.timer) clearTimeout(ui.replay.timer);
      for (const name of names) model.off(`change:${name}`, schedule);
      model.off("change:error", onError);
      model.off("change:hint", onHint);
      clear(el);
    },
  };
}

/** Render into a detached copy of `slot` and morph it in: unchanged nodes and focus stay,
 * so the browser restyles only what changed; focus on a node about to go moves to `refuge`
 * (the app) before anything changes (see morph.js). */
function fill(slot, render, refuge = null) {
  const fresh = slot.cloneNode(false);
  render(fresh);
  morph(slot, fresh, refuge);
}

/** Draw the board: cleared and redrawn, or (a board exporting `morph = true`) drawn into a
 * detached copy of the column and morphed in, so unchanged nodes (and focus) stay. */
function drawBoard(board, ctx, column, refuge) {
  if (!board.morph) {
    board.draw(ctx, clear(column));
    return;
  }
  fill(column, (fresh) => board.draw(ctx, fresh), refuge);
}

/** Focusable by script: in the tab order, or given a tabindex of -1 (a piece that was a
 * target keeps the focus, with its ring, after the move played on it). */
function focusable(node) {
  return typeof node.focus === "function" && (node.tabIndex >= 0 || node.hasAttribute("tabindex"));
}

function CSS_escape(text) {
  return String(text).replace(/["\\]/g, "\\$&");
}
