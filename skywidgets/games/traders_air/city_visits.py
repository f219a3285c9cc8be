"""Rulebook 4.3.1, one action per city: a purchase, a contract set-up or a sale per visit."""

from __future__ import annotations

from .actions import Problem
from .state import State

VISIT_RULE = "Traders 4.3.1 — One action per city"


def visit_problem(state: State) -> Problem:
    """Why the active player may take no action in this city now (None: one is still allowed)."""
    if state.acted:
        return (
            VISIT_RULE,
            f"{state.players[state.turn_player]} already took an action in "
            f"{state.ship_city}; move the steamship first",
        )
    return None
