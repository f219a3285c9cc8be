// Undo, redo, the bot/automaton step and the hint button, then the board size (zoom.js).
// In a seat view the bot step and the hint belong to the seat whose turn it is; undo/redo
// follow Python's can_undo/can_redo (which a locked view limits to the seat's own moves and
// the strict policy); a locked board says why Undo is off (`undo_note`).
import { h } from "./dom.js";
import { CONTROL_RULES } from "./ruletext.js";
import { renderZoom } from "./zoom.js";

/** Render the toolbar; each game button sends one message, the size buttons only redraw. */
export function renderToolbar(ctx, el, zoom = 1) {
  const doc = ctx.doc;
  const over = ctx.get("over");
  const button = (testid, text, label, msg, disabled) => h(doc, "button", {
    class: "sw-button", testid, label, text, disabled: disabled ? "disabled" : null,
    "data-rule": CONTROL_RULES[testid], onClick: () => ctx.send(msg),
  });
  const automaton = Boolean(ctx.get("has_automaton"));
  // the step button is named for what it does now: a board may say (Sky Towers: "Taroma acts"
  // on the automaton's turn), else "Bot move" (the automaton moves when it is its turn)
  const step = (ctx.stepButton && ctx.stepButton(ctx)) || { text: "Bot move", label: automaton
    ? "Let the rulebook automaton move on its turn, else a random bot make the current player's move"
    : "Let a random bot make the current player's move" };
  // a seat view acts only on its own turn (the automaton's move is nobody's: Python decides)
  const othersTurn = ctx.seat >= 0 && ctx.current !== ctx.seat;
  // why Undo is off, when Python says (a locked seat's move is final after a reveal or a
  // hand-over): the button's label and a short note beside the buttons
  const note = ctx.get("undo_note") || "";
  el.append(
    button("btn-undo", "↶ Undo", note || "Undo the last move (key u)", { type: "undo" },
      !ctx.get("can_undo")),
    button("btn-redo", "↷ Redo", "Redo the undone move (key r)", { type: "redo" }, !ctx.get("can_redo")),
    button("btn-step", step.text, step.label, { type: "step" }, over || (othersTurn && !automaton)),
    button("btn-hint", "Hint", "Ask the coach for the best move and why", { type: "hint" },
      over || othersTurn),
    renderZoom(ctx, zoom),
  );
  if (note && ctx.locked) {
    el.append(h(doc, "span", { class: "sw-undo-note", testid: "undo-note", text: note }));
  }
}
