// Undo, redo, the bot/automaton step and the hint button.
import { h } from "./dom.js";

/** Render the toolbar; each button sends one message. */
export function renderToolbar(ctx, el) {
  const doc = ctx.doc;
  const over = ctx.get("over");
  const button = (testid, text, label, msg, disabled) => h(doc, "button", {
    class: "sw-button", testid, label, text, disabled: disabled ? "disabled" : null,
    onClick: () => ctx.send(msg),
  });
  const stepText = ctx.get("has_automaton") ? "Automaton" : "Bot move";
  el.append(
    button("btn-undo", "↶ Undo", "Undo the last move (key u)", { type: "undo" }, !ctx.get("can_undo")),
    button("btn-redo", "↷ Redo", "Redo the undone move (key r)", { type: "redo" }, !ctx.get("can_redo")),
    button("btn-step", stepText, ctx.get("has_automaton")
      ? "Let the rulebook automaton make its move" : "Let a random bot make the current player's move",
      { type: "step" }, over),
    button("btn-hint", "Hint", "Ask the coach for the best move and why", { type: "hint" }, over),
  );
}
