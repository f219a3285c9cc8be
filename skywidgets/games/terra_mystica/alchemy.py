"""The Alchemists' Philosopher's Stone (Terra Mystica — Alchemists): free conversions of
1 VP into 1 coin and 2 coins into 1 VP, wherever the other free conversions are open
(snellman `Alchemists.pm` exchange_rates: C -> VP at 2, VP -> C at 1)."""

from __future__ import annotations

from skywidgets.core import Action, IllegalAction

from .actions import Convert
from .factions import FACTIONS
from .resources import add_vp
from .state import Seat, State, with_seat

R_STONE = "Terra Mystica — Alchemists: Philosopher's Stone"
STONE = ("VP>C", "C>VP")
_ACTIONS = {what: Convert(what) for what in STONE}


def stone_problem(seat: Seat, what: str) -> tuple[str, str] | None:
    """The refusal of the Philosopher's Stone conversion `what` to `seat` (None: it may)."""
    rate = FACTIONS[seat.faction].coins_per_vp
    if rate >= 3:  # the standard 3 coins per VP: no Philosopher's Stone
        return R_STONE, "only the Alchemists convert VP and coins"
    if what == "VP>C" and seat.vp < 1:
        return R_STONE, "you have no VP to convert"
    if what != "VP>C" and seat.coins < rate:
        return R_STONE, f"converting into 1 VP needs {rate} coins"
    return None


def stone_conversions(seat: Seat) -> tuple[Action, ...]:
    """The Philosopher's Stone conversions `seat` can pay for now (Alchemists only)."""
    return tuple(_ACTIONS[what] for what in STONE if stone_problem(seat, what) is None)


def stone_convert(state: State, i: int, what: str) -> State:
    """Use the Philosopher's Stone once: 1 VP -> 1 coin, or 2 coins -> 1 VP."""
    problem = stone_problem(state.seats[i], what)
    if problem:
        raise IllegalAction(*problem)
    seat = state.seats[i]
    if what == "VP>C":
        state = add_vp(state, i, "Philosopher's Stone", -1)
        return with_seat(state, i, coins=seat.coins + 1)
    rate = FACTIONS[seat.faction].coins_per_vp
    state = with_seat(state, i, coins=seat.coins - rate)
    return add_vp(state, i, "Philosopher's Stone", 1)
