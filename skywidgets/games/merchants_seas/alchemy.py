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


def stone_conversions(seat: Seat) -> tuple[Action, ...]:
    """The Philosopher's Stone conversions `seat` can pay for now (Alchemists only)."""
    rate = FACTIONS[seat.faction].coins_per_vp
    if rate >= 3:  # the standard 3 coins per VP: no Philosopher's Stone
        return ()
    out: tuple[Action, ...] = ()
    if seat.vp >= 1:
        out += (_ACTIONS["VP>C"],)
    if seat.coins >= rate:
        out += (_ACTIONS["C>VP"],)
    return out


def stone_convert(state: State, i: int, what: str) -> State:
    """Use the Philosopher's Stone once: 1 VP -> 1 coin, or 2 coins -> 1 VP."""
    seat = state.seats[i]
    rate = FACTIONS[seat.faction].coins_per_vp
    if rate >= 3:
        raise IllegalAction(R_STONE, "only the Alchemists convert VP and coins")
    if what == "VP>C":
        if seat.vp < 1:
            raise IllegalAction(R_STONE, "you have no VP to convert")
        state = add_vp(state, i, "Philosopher's Stone", -1)
        return with_seat(state, i, coins=seat.coins + 1)
    if seat.coins < rate:
        raise IllegalAction(R_STONE, f"converting into 1 VP needs {rate} coins")
    state = with_seat(state, i, coins=seat.coins - rate)
    return add_vp(state, i, "Philosopher's Stone", 1)
