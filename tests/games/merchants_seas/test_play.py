"""Whole games with every modelled faction: legal lists exact, state JSON-safe, counts kept."""

import json
import random

import pytest

from skywidgets.core import IllegalAction
from skywidgets.games.merchants_seas import RULESET as rs

COMBOS = [
    "witches,nomads,engineers,darklings",
    "fakirs,dwarves,darklings,witches",
    "engineers,fakirs",
    "dwarves,nomads,witches",
]


def _pick(rnd, legal):
    busy = [a for a in legal if a.kind not in ("pass", "convert", "finish")]
    return rnd.choice(busy if busy and rnd.random() < 0.9 else legal)


@pytest.mark.parametrize("factions", COMBOS)
def test_games_play_to_the_end_and_score(factions):
    n = factions.count(",") + 1
    s = rs.start([f"P{k}" for k in range(n)], seed=7, factions=factions)
    rnd = random.Random(7)
    steps = 0
    while not rs.is_over(s):
        legal = rs.legal_actions(s)
        assert legal and len(set(legal)) == len(legal)
        if steps % 7 == 0:
            for a in legal:
                rs.apply(s, a)  # every listed action applies
            data = json.loads(json.dumps(rs.state_to_json(s)))
            assert rs.state_from_json(data) == s
            json.dumps(rs.view(s, None))
        assert rs.checks.invariants(s) == []
        s = rs.apply(s, _pick(rnd, legal))
        steps += 1
        assert steps < rs.checks.max_steps
    sheet = rs.scores(s)
    assert sheet.winners and any(i.source.startswith("final:") for i in sheet.items)
    assert rs.legal_actions(s) == []
    with pytest.raises(IllegalAction):
        rs.apply(s, rs.action_from_json({"type": "pass", "card": ""}))


def test_out_of_turn_answers_and_wrong_step_actions_raise():
    s = rs.start(["A", "B"], seed=3)
    with pytest.raises(IllegalAction):
        rs.apply(s, rs.action_from_json({"type": "leech", "accept": True}))
    with pytest.raises(IllegalAction):
        rs.apply(s, rs.action_from_json({"type": "pass", "card": "BON1"}))
