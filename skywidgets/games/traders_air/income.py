"""Rulebook 4.1, the income phase: 3 sky dollars from the bank at the start of a turn."""

from __future__ import annotations

from skywidgets.core import evolve, with_seat

from .actions import CollectIncome
from .data import INCOME
from .replenish import enter_replenish
from .state import State


def collect_income(state: State, action: CollectIncome) -> State:
    """The active player takes 3 dollars from the bank; the turn moves on to replenishing."""
    seat = state.turn_player
    paid = with_seat(state, seat, money=state.seats[seat].money + INCOME)
    taken = evolve(
        paid,
        bank=state.bank - INCOME,
        events=(f"{state.players[seat]} takes {INCOME} sky dollars of income",),
    )
    return enter_replenish(taken)
