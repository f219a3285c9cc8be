"""Shared helpers for the Sky Towers rule tests."""

from __future__ import annotations

import pytest

from skywidgets.core import IllegalAction, get
from skywidgets.games.sky_towers.builder import build
from skywidgets.games.sky_towers.checks import invariants

RS = get("sky_towers")
__all__ = ["RS", "assert_illegal", "build", "play"]


def play(state, *actions):
    """Apply actions one after another, checking conservation after each."""
    for action in actions:
        state = RS.apply(state, action)
        assert invariants(state) == []
    return state


def assert_illegal(state, action, rule: str, reason: str = ""):
    """The action raises citing `rule` (and `reason` words) and leaves the state unchanged."""
    before = RS.state_to_json(state)
    assert action not in RS.legal_actions(state)
    with pytest.raises(IllegalAction) as info:
        RS.apply(state, action)
    assert rule in info.value.rule, info.value.rule
    assert reason in info.value.reason, info.value.reason
    assert RS.state_to_json(state) == before
    return info.value
