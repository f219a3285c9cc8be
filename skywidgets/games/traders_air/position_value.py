"""A cheap position value for the bots, in points beyond the score sheet (rulebook 6)."""

from __future__ import annotations

from .data import MARKERS, keep_goods, keep_money
from .purchasing import majority_holder
from .state import State

PAIR_SHARE = 0.5  # share of a possible sale's gain (the markers' numbers) counted now
MAJORITY_VALUE = 0.5  # a city majority: free purchases there, dollars from the others
MONEY_VALUE = 0.25  # a dollar that survives taxes and tolls buys a move or a marker
CONTRACT_CITY_VALUE = 0.3  # a contract that lets the seat sell in a city


def evaluate(state: State, seat: int) -> float:
    """Position value of `seat`: sale prospects, majorities, money, goods lost at taxes."""
    mine = state.seats[seat]
    value = MONEY_VALUE * min(mine.money, keep_money(mine.mat))
    counts = [0] * 6
    sums = [0] * 6
    for m in mine.goods:
        colour, number = MARKERS[m]
        counts[colour] += 1
        sums[colour] += number
    for colour in range(6):
        if counts[colour] >= 2:
            value += PAIR_SHARE * sums[colour]
    surplus = len(mine.goods) - keep_goods(mine.mat)
    if surplus > 0:
        value -= surplus  # taxes and tolls (4.4) send these to the box
    for row in state.contracts:
        if row[seat]:
            value += CONTRACT_CITY_VALUE
            if majority_holder(row) == seat:
                value += MAJORITY_VALUE
    return value
