"""What the Traders of the Air coach's positions accept: tests of a move against the advice.

Each test takes the position and a move (`accepts(state, action)`); markers are told by colour
letter and number ("O3"), as `positions.build_position` writes them.
"""

from __future__ import annotations

from collections.abc import Callable

from skywidgets.core import Action

from .actions import EndActions, Lose, Move, PayTaxes, Purchase, Sell, SetUpContracts
from .data import COLOUR_LETTER, COLOURS, MARKERS
from .state import State

Accepts = Callable[[State, Action], bool]


def kind_of(marker: int) -> str:
    """A marker written as its colour letter and number ("O3")."""
    colour, number = MARKERS[marker]
    return f"{COLOUR_LETTER[COLOURS[colour]]}{number}"


def sells(*letters: str) -> Accepts:
    """Accept a sale that includes every colour named (by letter)."""

    def accepts(state: State, action: Action) -> bool:
        """Whether the sale sells each of those colours."""
        return isinstance(action, Sell) and all(
            any(kind_of(m).startswith(letter) for m in action.markers) for letter in letters
        )

    return accepts


def buys(*kinds: str) -> Accepts:
    """Accept the purchase of a marker of one of these kinds ("O3") or colours ("O")."""

    def accepts(state: State, action: Action) -> bool:
        """Whether the purchase takes such a marker."""
        if not isinstance(action, Purchase):
            return False
        marker = state.spaces[action.space]
        return marker is not None and any(kind_of(marker).startswith(k) for k in kinds)

    return accepts


def contracts_with(*kinds: str) -> Accepts:
    """Accept setting up contracts by spending a marker of one of these kinds or colours."""

    def accepts(state: State, action: Action) -> bool:
        """Whether the set-up spends such a marker."""
        return isinstance(action, SetUpContracts) and any(
            kind_of(action.marker).startswith(k) for k in kinds
        )

    return accepts


def moves_to(*cities: str) -> Accepts:
    """Accept moving the steamship to one of these cities."""
    return lambda state, action: isinstance(action, Move) and action.city in cities


def loses_the_lowest(state: State, action: Action) -> bool:
    """Accept losing the lowest-numbered marker of the sold colour."""
    if not isinstance(action, Lose):
        return False
    seat, colour = state.pending[0]
    numbers = [MARKERS[m][1] for m in state.seats[seat].goods if MARKERS[m][0] == colour]
    return MARKERS[action.marker][1] == min(numbers)


def keeps(*kinds: str) -> Accepts:
    """Accept taxes and tolls that keep every marker kind named ("O1", "O3": both kept)."""

    def accepts(state: State, action: Action) -> bool:
        """Whether the kept markers include each kind named (as many times as named)."""
        if not isinstance(action, PayTaxes):
            return False
        kept = [kind_of(m) for m in action.keep]
        return all(kept.count(k) >= kinds.count(k) for k in set(kinds))

    return accepts


def does_not_end(state: State, action: Action) -> bool:
    """Accept every move but ending the actions phase."""
    return not isinstance(action, EndActions)
