"""What a board does with a front-end message once `messages.parse` has checked it.

A message is checked against the board as it is now (its legal moves, its history, its
`version` for a stale click), then against the locked seat's limits (seats.check), and only
then acted on; any refusal is an IllegalAction the board shows as `error`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.errors import IllegalAction
from . import messages, seats
from .snapshot import TEACHER, current_seat, may_act, player_name

if TYPE_CHECKING:  # pragma: no cover
    from .base import GameWidget


def handle(board: GameWidget, content: Any) -> None:
    """Check one message from the front end and act on it (raises IllegalAction)."""
    game = board.game
    msg = messages.parse(
        content,
        n_legal=len(board.legal),
        n_steps=len(game.actions),
        n_seats=len(game.seats),
        step=game.step,
        version=board.version,
    )
    if board.locked:
        seats.check(game, board.seat, msg)
    if msg.type == "play":
        check_turn(board)
        if msg.id is not None:
            game.play(game.legal()[msg.id])
        elif msg.action is not None:
            game.play(msg.action)
    elif msg.type == "undo":
        game.undo()
    elif msg.type == "redo":
        game.redo()
    elif msg.type == "goto" and msg.step is not None:
        game.replay_to(msg.step)
    elif msg.type == "step":
        board.play_bot()
    elif msg.type == "hint":
        board.give_hint()
    elif msg.type == "seat" and msg.seat is not None:
        board.seat = msg.seat


def check_turn(board: GameWidget) -> None:
    """A board viewed by one seat plays only on that seat's turn."""
    game = board.game
    if board.seat != TEACHER and not may_act(game, board.seat) and not game.is_over():
        raise IllegalAction(
            "seat view",
            f"this board is {player_name(game, board.seat)}'s view and it is "
            f"{player_name(game, current_seat(game))}'s turn: pick that seat or the teacher "
            "in the seat picker",
        )
