"""Shared helpers for the Traders of the Air rule tests."""

from __future__ import annotations

from skywidgets.games.traders_air import apply, invariants, legal_actions
from skywidgets.games.traders_air.positions import build_position, find_marker, goods_of

PLAYERS = ("Ann", "Michael", "Marianne")

__all__ = ["PLAYERS", "build_position", "find_marker", "goods_of", "play"]


def play(state, *actions):
    """Apply listed-legal actions in turn, checking conservation after each."""
    for action in actions:
        assert action in legal_actions(state), (action, legal_actions(state))
        state = apply(state, action)
        assert invariants(state) == [], invariants(state)
    return state
