// What each shared control is and the rule that governs it, shown on hover, focus and
// long-press (hover.js reads `data-rule`). Boards keep their own texts in js/<game>/.

/** data-rule of the toolbar and the replay bar, by test id. */
export const CONTROL_RULES = {
  "btn-undo": "Undo — takes back the last move; it stays in the log as a redo-able step " +
    "until a new move is played (undo policy)",
  "btn-redo": "Redo — plays the undone move again (undo policy)",
  "btn-step": "Bot move — a random legal move for the player to act, or the rulebook " +
    "automaton's move when the game has one",
  "btn-hint": "Hint — the coach's best move and why; nothing is played until you choose",
  "btn-zoom-out": "Smaller board — only the size on this screen; the game does not change",
  "btn-zoom-in": "Larger board — only the size on this screen; the game does not change",
  "btn-projector": "Projector — a large board and large text for a class; the game does " +
    "not change",
  "replay-prev": "◀ — show the step before; the later steps stay redo-able until a new move",
  "replay-next": "▶ — show the next step of the log",
  "replay-slider": "Replay — any step of the log; the later steps stay redo-able until a " +
    "new move is played",
  "replay-play": "Play — step through the log at the chosen speed; stops at the end",
  "replay-speed": "Speed — seconds per step of the replay",
  "seat-picker": "View as — the teacher sees everything; a player sees only what the " +
    "rulebook lets that seat see",
};

/** data-rule of a phase-bar item: the phase, its rulebook section, and what the mark means. */
export function phaseRule(label, current) {
  return `Turn step: ${label} — a step of play in the rulebook's order, numbered as the ` +
    `rulebook numbers it${current ? "; the game is in this step now" : ""}`;
}

/** data-rule of a score-sheet row: what scored, why, and the rule (its section). */
export function scoreRule(item) {
  const sign = item.points > 0 ? "+" : "";
  return `${item.source}: ${sign}${item.points} — ${item.why} (${item.rule})`;
}
