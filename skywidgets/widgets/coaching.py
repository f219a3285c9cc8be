"""What the coach puts on a board: the hint for the seat that may act, review marks for the log."""

from __future__ import annotations

import sys
from typing import Any

from ..bots.coach import CoachError
from ..bots.mcts import DEFAULT_ITERATIONS
from ..bots.review import Review
from ..core.game import Game
from .snapshot import TEACHER, current_seat, may_act, player_name


def browser_budget() -> int | None:
    """The board's hint budget in the browser site: the shared default (DEFAULT_ITERATIONS)
    there, whose Python (Pyodide, CPython in WebAssembly) is slower than here, so a click is
    answered within a second; None elsewhere (the game's own budget)."""
    return DEFAULT_ITERATIONS if sys.platform == "emscripten" else None


def coach_hint(game: Game, seat: int, iterations: int | None) -> tuple[str, dict[str, Any]]:
    """The hint sentence and the coach's JSON (with each move's index in `legal`); `iterations`
    None is the game's own budget (`browser_budget` in the browser)."""
    if game.is_over():
        return "The game is over: there is nothing left to play.", {}
    who = player_name(game, current_seat(game))
    if not may_act(game, seat):
        return f"It is {who}'s turn; switch the seat picker to {who} to see their moves.", {}
    try:
        hint = game.hint(
            None if seat == TEACHER else seat,
            iterations=browser_budget() if iterations is None else iterations,
            seed=game.step,
        )
    except CoachError as exc:
        return f"{exc}.", {}
    legal = game.legal()
    coach = hint.to_json()
    coach["id"] = legal.index(hint.action)
    for entry, advice in zip(coach["alternatives"], hint.alternatives):
        entry["id"] = legal.index(advice.action)
    return f"{hint.player} could: {hint.alternatives[0].words}. {hint.why}", coach


def review_marks(review: Review, actions: int) -> dict[str, Any]:
    """The `review` trait: a note per costly log step (step n = the n-th action), the summary."""
    steps = {}
    for d in review.costliest:
        better = d.best_label if d.best_label != d.played_label else "the same move, another choice"
        steps[str(d.step + 1)] = (
            f"costly: {d.played_value:.0%} after it; better: {better} ({d.best_value:.0%}). {d.why}"
        )
    return {"steps": steps, "summary": review.summary(), "actions": actions}


def review_seat(board_seat: int, seat: int | None) -> int | None:
    """Whose decisions a board may review: a seat view only its own (the why can name its cards)."""
    if board_seat == TEACHER:
        return seat
    if seat not in (None, board_seat):
        raise CoachError("a seat view reviews only its own decisions")
    return board_seat
