"""Shared helpers of the Sky Islands rule tests."""

from __future__ import annotations

import json

import pytest

from skywidgets.core import IllegalAction
from skywidgets.games.sky_islands import RULESET, apply

THREE = ("yellow", "red", "blue")


def snapshot(state) -> str:
    """The state as JSON text (to prove a rejected action changed nothing)."""
    return json.dumps(RULESET.state_to_json(state), sort_keys=True)


def assert_illegal(state, action, rule_part: str) -> IllegalAction:
    """`action` raises IllegalAction citing `rule_part`, and `state` is unchanged."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, action)
    assert rule_part in info.value.rule, info.value.rule
    assert info.value.reason
    assert snapshot(state) == before
    return info.value


def cubes(state, seat: int) -> tuple[int, int, int]:
    """A seat's (red, white, blue) cubes."""
    return state.seats[seat].cubes
