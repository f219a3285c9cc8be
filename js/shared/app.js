// createApp({draw, ...}): the anywidget module every board shares. A board only writes `draw`.
import { buildLayout } from "./layout.js";
import { renderPhaseBar } from "./phasebar.js";
import { renderPrompt } from "./prompt.js";
import { renderActions } from "./actions.js";
import { renderScoreSheet } from "./scoresheet.js";
import { renderLog } from "./log.js";
import { renderMessage, noteMessage, clearMessage } from "./messages.js";
import { renderReplay } from "./replay.js";
import { watchConnection, renderDead } from "./alive.js";
import { reader } from "./wire.js";
import { renderSeatPicker } from "./seatpicker.js";
import { renderToolbar } from "./toolbar.js";
import { applyZoom } from "./zoom.js";
import { attachHover } from "./hover.js";
import { renderSummary, summaryLines } from "./summary.js";
import { attachKeyboard } from "./keyboard.js";
import { clear } from "./dom.js";
import { hintedId } from "./coach.js";

/** Every trait the Python GameWidget syncs (skywidgets/widgets/base.py; a test compares them).
 * A board that syncs more exports them as `traits` (its Python class declares the same). */
export const TRAITS = [
  "game_name", "title", "players", "seat", "locked", "view_base", "view_patch",
  "legal_packed", "current_player", "phase", "phase_id", "phases", "scores", "history_base",
  "history_patch", "step", "can_undo", "can_redo", "over", "error", "hint", "coach",
  "review", "has_automaton",
];

/**
 * Build the anywidget module of one board.
 * board = {
 *   draw(ctx, el),        // required: fill `el` (left column) from ctx.view / ctx.legal
 *   onBoard: ["type"],    // legal action types the board offers itself (no buttons for them)
 *   keys: {key: ctx => bool},  // extra keys (return true when handled)
 *   colours(ctx) -> [css colour name per seat]   // optional, for swatches in shared panels
 *   traits: ["name"],     // the board's own synced traits, beyond TRAITS (re-render on change)
 *   summary(previous, view, ctx) -> [sentence]  // the Last move box (summary.js)
 *   labelWords(label) -> label  // optional: raw codes in log labels to the board's names
 *   summary(previous, view, ctx) -> ["sentence"]  // optional: the last move in words
 * }
 */
export function createApp(board) {
  return {
    render({ model, el }) {
      const app = mount(board, model, el);
      return () => app.destroy();
    },
  };
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
    /** Every message to Python: the user acted, so the message area clears. */
    send(msg) {
      if (ui.dead) return;
      clearMessage(ctx);
      try {
        model.send(msg);
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
    ctx.mayAct = !ui.dead && !model.get("over") && ctx.current >= 0 &&
      (ctx.seat < 0 || ctx.seat === ctx.current);
    ctx.colours = board.colours ? board.colours(ctx) : [];
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
    const focused = doc.activeElement && el.contains(doc.activeElement)
      ? doc.activeElement.getAttribute("data-testid") : null;
    snapshot();
    hover.hide();  // the element it described is redrawn
    ui.message = "";
    const zoom = applyZoom(ctx, layout.root);
    clear(layout.board);
    board.draw(ctx, layout.board);
    const lines = summaryLines(board, ctx);
    ui.summaryShown = lines.length > 0;
    renderToolbar(ctx, clear(layout.toolbar), zoom);
    renderSeatPicker(ctx, clear(layout.seats));
    panel("phases", layout.phases, [ctx.get("phases"), ctx.get("phase_id"), ctx.get("phase")],
      renderPhaseBar);
    renderMessage(ctx, clear(layout.error));
    renderPrompt(ctx, clear(layout.prompt));
    renderSummary(ctx, clear(layout.summary), lines);
    panel("actions", layout.actions, [ctx.legal, ctx.hinted],  // the coach rings a button
      (c, slot) => renderActions(c, slot, board.onBoard || []));
    panel("scores", layout.scores, [ctx.get("scores"), ctx.players, Boolean(ui.scoresOpen),
      ctx.colours.join()], renderScoreSheet);
    panel("log", layout.log, [ctx.get("history"), ctx.step, ctx.get("review"), ctx.locked,
      Boolean(ctx.previous)], renderLog);
    layout.title.textContent = model.get("title") || model.get("game_name") || "";
    renderReplay(ctx, layout.replay);
    renderDead(ctx, layout);
    if (focused && !ui.dead) {
      const again = el.querySelector(`[data-testid="${CSS_escape(focused)}"]`);
      if (again && typeof again.focus === "function") hover.quiet(() => again.focus());
    }
  }

  /** Re-render a side panel only when what it shows changed (trait values are the same
   * objects until Python changes them): a click that changes one thing rebuilds little. */
  function panel(name, slot, deps, render) {
    const was = panels[name];
    if (was && !ui.dead && deps.every((d, i) => d === was[i])) return;
    panels[name] = deps;
    render(ctx, clear(slot));
  }

  function schedule() {
    if (scheduled || destroyed) return;
    scheduled = true;
    queueMicrotask(update);
  }

  const detachKeys = attachKeyboard(ctx, layout.root, board.keys || {});
  const hover = attachHover(doc, layout.root);
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
    destroy() {
      destroyed = true;
      detachKeys();
      hover.detach();
      unwatch();
      if (ui.replay && ui.replay.timer) clearTimeout(ui.replay.timer);
      for (const name of names) model.off(`change:${name}`, schedule);
      model.off("change:error", onError);
      model.off("change:hint", onHint);
      clear(el);
    },
  };
}

function CSS_escape(text) {
  return String(text).replace(/["\\]/g, "\\$&");
}
