"""Rulebook 4.1, the income phase: 3 sky dollars from the bank at the start of a turn."""

from __future__ import annotations

import dataclasses

from .data import INCOME
from .replenish import enter_replenish
from .state import TradersState, with_seat

RULE = "Traders 4.1 — The income phase"


def collect_income(state: TradersState) -> TradersState:
    """The active player takes 3 dollars from the bank; the turn moves on to replenishing."""
    seat = state.turn_player
    money = state.seats[seat].money + INCOME
    taken = dataclasses.replace(
        state, seats=with_seat(state, seat, money=money), bank=state.bank - INCOME,
        events=(f"{state.players[seat]} takes {INCOME} sky dollars of income",))
    return enter_replenish(taken)
