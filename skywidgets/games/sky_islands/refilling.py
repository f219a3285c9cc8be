"""⑥ Refilling your hand: draw the top tile of the pile, if any is left."""

from __future__ import annotations

from .log_lines import LINES
from .state import State, replace, with_seat


def drawn(state: State, seat: int) -> tuple[tuple[int, ...], tuple[int, ...], str]:
    """`seat`'s hand and the pile after ⑥, with the public log line."""
    return draw(state.players[seat], state.seats[seat].hand, state.pile)


def draw(
    name: str, hand: tuple[int, ...], pile: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...], str]:
    """⑥ for the player `name` holding `hand`: the hand and pile after it, and the log line."""
    if not pile:
        return hand, pile, f"⑥ the draw pile is empty: {name} does not refill"
    return hand + (pile[0],), pile[1:], LINES[name].draws[len(pile) - 1]


def refill(state: State, seat: int) -> tuple[State, str]:
    """Move the top pile tile to `seat`'s hand (nothing when the pile is empty)."""
    hand, pile, text = drawn(state, seat)
    if pile is state.pile:
        return state, text
    return replace(with_seat(state, seat, hand=hand), pile=pile), text
