"""⑥ Refilling your hand: draw the top tile of the pile, if any is left."""

from __future__ import annotations

import dataclasses

from .data import GAME
from .state import State

RULE_REFILL = f"{GAME} ⑥ — Refilling your hand"


def refill(state: State, seat: int) -> tuple[State, str]:
    """Move the top pile tile to `seat`'s hand (nothing when the pile is empty)."""
    name = state.players[seat]
    if not state.pile:
        return state, f"⑥ the draw pile is empty: {name} does not refill"
    seats = list(state.seats)
    seats[seat] = dataclasses.replace(seats[seat], hand=seats[seat].hand + (state.pile[0],))
    return (dataclasses.replace(state, seats=tuple(seats), pile=state.pile[1:]),
            f"⑥ {name} draws a tile ({len(state.pile) - 1} left in the pile)")
