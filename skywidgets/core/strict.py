"""The strict undo policy of one seat (Board Game Arena's), shared by the locked seat views
(skywidgets.widgets.seats) and the class tables (skywidgets.serve.tables).

A seat may step back only over its own moves, never over a move that revealed anything (a
draw, an ask, a flip, a refill), and never across a hand-over: once another seat is to act
(or the game is over), the move is final.
"""

from __future__ import annotations

from .game import Game

REVEALS = "a draw, an answer, a flip or a refill"


def mover(game: Game, index: int) -> int:
    """The seat that played action `index` of the recorded history (-1 if none)."""
    seat = game.states[index].current_player
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else -1


def back_problem(game: Game, seat: int, target: int) -> str | None:
    """Why `seat` may not step back to step `target` by the strict policy (None: it may)."""
    seats = game.seats
    me = seats[seat] if 0 <= seat < len(seats) else ""
    reveals = game.ruleset.checks.reveals
    for i in range(game.step - 1, target - 1, -1):
        if mover(game, i) != seat:
            return f"{me} can step back only over {me}'s own moves, and another player moved"
        after = game.states[i + 1]
        if after.current_player != seat:
            now = "the game is over" if game.ruleset.is_over(after) else "another player is to act"
            return f"{me}'s move is final: {now}"
        if reveals is not None and reveals(game.states[i], after):
            return f"{me}'s move is final: it revealed hidden information ({REVEALS})"
    return None
