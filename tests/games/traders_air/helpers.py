"""Shared helpers for the Traders of the Air rule tests."""

from __future__ import annotations

import pytest

from skywidgets.core import IllegalAction
from skywidgets.games.traders_air import RULESET, apply, invariants, legal_actions
from skywidgets.games.traders_air.positions import build_position, find_marker, goods_of

PLAYERS = ("Ann", "Michael", "Marianne")

__all__ = ["PLAYERS", "build_position", "find_marker", "goods_of", "illegal", "play"]


def illegal(state, action, rule_part: str) -> IllegalAction:
    """Assert the action raises citing `rule_part`, is not listed, and changes nothing."""
    snapshot = RULESET.state_to_json(state)
    assert action not in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, action)
    assert rule_part in err.value.rule, err.value.rule
    assert RULESET.state_to_json(state) == snapshot
    return err.value


def play(state, *actions):
    """Apply listed-legal actions in turn, checking conservation after each."""
    for action in actions:
        assert action in legal_actions(state), (action, legal_actions(state))
        state = apply(state, action)
        assert invariants(state) == []
    return state
