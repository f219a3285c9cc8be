"""One assertion shared by every game's rule tests."""

from __future__ import annotations

import json

import pytest

from skywidgets.core import IllegalAction, Ruleset


def assert_illegal(
    ruleset: Ruleset, state: object, action: object, rule: str, reason: str = ""
) -> IllegalAction:
    """`action` is not listed as legal, raises IllegalAction citing `rule` (and `reason`
    words), and leaves `state` unchanged."""
    before = json.dumps(ruleset.state_to_json(state), sort_keys=True)
    assert action not in ruleset.legal_actions(state)
    with pytest.raises(IllegalAction) as info:
        ruleset.apply(state, action)  # type: ignore[arg-type]
    assert rule in info.value.rule, info.value.rule
    assert reason in info.value.reason, info.value.reason
    assert info.value.reason
    assert json.dumps(ruleset.state_to_json(state), sort_keys=True) == before
    return info.value
