"""Whether a record's start position is within what play can reach: money and rounds.

Money enters only as the starting money, 3 dollars of income a turn and 1 dollar for each
purchase at a city where a player holds the majority, and taxes leave at most 3 (a guild: 5)
at the end of every turn; rounds are bounded by the longest record (MAX_STEPS actions, at
least two a turn). A start position with money 10**30 or round 10**9 is refused.
"""

from __future__ import annotations

from .data import INCOME, START_MONEY, keep_money
from .state import State

#: The most actions a Traders record may hold (the ruleset's `max_steps`).
MAX_STEPS = 20_000


def max_rounds(players: int) -> int:
    """The most rounds a game of MAX_STEPS actions can reach (each turn takes two or more)."""
    return MAX_STEPS // (2 * players) + 1


def max_money(state: State, seat: int) -> int:
    """The most money `seat` can hold: what it kept (or started with), one income, and a
    dollar for every warehouse space bought from in each other player's turn since."""
    kept = max(keep_money(state.seats[seat].mat), START_MONEY[seat])
    return kept + INCOME + (len(state.players) - 1) * len(state.spaces)


def reach_problems(state: State) -> list[str]:
    """Money and rounds beyond the game's totals (one sentence each, field first)."""
    problems = []
    top = max_rounds(len(state.players))
    if state.round > top:
        problems.append(
            f"round: {state.round} rounds; a game of at most {MAX_STEPS} actions has at most {top}"
        )
    for i, seat in enumerate(state.seats):
        most = max_money(state, i)
        if seat.money > most:
            problems.append(
                f"seats[{i}].money: {seat.money} sky dollars; play gives at most {most}"
            )
    return problems
