"""Shared helpers for the Sky Towers rule tests."""

from __future__ import annotations

from skywidgets.core import get
from skywidgets.games.sky_towers.checks import invariants
from skywidgets.games.sky_towers.positions import build

RS = get("sky_towers")
__all__ = ["RS", "build", "play"]


def play(state, *actions):
    """Apply actions one after another, checking conservation after each."""
    for action in actions:
        state = RS.apply(state, action)
        assert invariants(state) == []
    return state
