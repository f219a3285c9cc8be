"""Locked seat views: what a board shown to one player may do, and how it refuses the rest.

`Board(game=g, seat=n, locked=True)` is a player's own board (a class, `skywidgets play
--seat N`): it plays, asks for a hint and lets the bot or the rulebook automaton move only
for its own seat, steps forward only over its own moves, and never changes seat.

It steps back by the strict policy (Board Game Arena's): only over its own moves, never over
a move that revealed anything (a draw, an ask, a flip, a refill), and never across a
hand-over: once another seat is to act (or the game is over), the move is final. The
teacher's unlocked board keeps the session's own (teaching) policy. Every refused message
raises IllegalAction with rule `LOCKED` (the board shows it as `error`) before anything
changes, and `undo_note` says why Undo is off.
"""

from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.game import Game
from ..core.strict import REVEALS as REVEALS  # re-exported: the policy lives in core
from ..core.strict import back_problem as back_problem
from ..core.strict import mover as mover
from .messages import Message
from .snapshot import current_seat, game_undo_note, may_act, player_name

LOCKED = "locked seat view"


def own_moves_only(game: Game, seat: int, start: int, end: int) -> bool:
    """Whether every recorded action between steps `start` and `end` was played by `seat`."""
    low, high = sorted((start, end))
    return all(mover(game, i) == seat for i in range(low, min(high, len(game.actions))))


def automaton_turn(game: Game) -> bool:
    """Whether the rulebook automaton (not a player) must act now."""
    automaton = game.ruleset.automaton
    return automaton is not None and not game.is_over() and automaton(game.state) is not None


def can_undo(game: Game, seat: int) -> bool:
    """Undo in a locked view: the game allows it and the strict policy too (`back_problem`)."""
    return game.can_undo() and back_problem(game, seat, game.step - 1) is None


def undo_note(game: Game, seat: int) -> str:
    """Why the locked view of `seat` may not Undo now ("" when it may or nothing was played)."""
    problem = back_problem(game, seat, game.step - 1) if game.step else None
    return f"Undo is off: {problem}." if problem else game_undo_note(game)


def can_redo(game: Game, seat: int) -> bool:
    """Redo in a locked view: allowed by the game, and the next move is the seat's own."""
    return game.can_redo() and own_moves_only(game, seat, game.step, game.step + 1)


def check(game: Game, seat: int, msg: Message) -> None:
    """Raise IllegalAction (rule LOCKED) when a locked view of `seat` may not send `msg`."""
    me = player_name(game, seat)
    who = player_name(game, current_seat(game)) or "nobody"
    if msg.type == "seat":
        raise IllegalAction(LOCKED, f"this board is {me}'s own view: it cannot change seat")
    if msg.type in ("undo", "redo", "goto"):
        target = {"undo": game.step - 1, "redo": game.step + 1}.get(msg.type, msg.step)
        if target is not None and target < game.step:
            problem = back_problem(game, seat, max(target, 0))
            if problem:
                raise IllegalAction(LOCKED, f"this board is {me}'s own view: {problem}")
        elif target is not None and not own_moves_only(game, seat, game.step, target):
            raise IllegalAction(
                LOCKED,
                f"this board is {me}'s own view: it can step forward only over "
                f"{me}'s own moves, and another player moved in between",
            )
    if msg.type == "step" and not may_act(game, seat) and not automaton_turn(game):
        raise IllegalAction(
            LOCKED, f"this board is {me}'s own view: the bot may move only for {me}, not {who}"
        )
    if msg.type == "hint" and not may_act(game, seat):
        raise IllegalAction(
            LOCKED, f"this board is {me}'s own view: hints come on {me}'s turn; now {who} decides"
        )
