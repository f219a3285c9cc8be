"""⑥ Refilling your hand: draw the top tile of the pile, if any is left."""

from __future__ import annotations

from skywidgets.core import evolve, with_seat

from .state import State


def refill(state: State, seat: int) -> tuple[State, str]:
    """Move the top pile tile to `seat`'s hand (nothing when the pile is empty)."""
    name = state.players[seat]
    if not state.pile:
        return state, f"⑥ the draw pile is empty: {name} does not refill"
    state = with_seat(state, seat, hand=state.seats[seat].hand + (state.pile[0],))
    return (
        evolve(state, pile=state.pile[1:]),
        f"⑥ {name} draws a tile ({len(state.pile) - 1} left in the pile)",
    )
