"""The bots' hooks: nothing hidden (no determinize needed), the playout policy, the position
value and the one-phrase explanations of moves."""

from __future__ import annotations

import json
import math
import random
import re

import pytest

from skywidgets.bots import MCTSBot
from skywidgets.core import with_seat
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.terra_mystica import actions as A

from .helpers import H, table

SETUPS = [
    ({}, 2),
    ({}, 4),
    ({"factions": "fakirs,dwarves,darklings,witches"}, 4),
    ({"factions": "nomads,engineers"}, 2),
]


def _positions(seed, options, players, policy="random", every=1):
    """Positions of one game played by `policy`, every `every` steps (all depths, all seats)."""
    s = rs.start([f"P{k}" for k in range(players)], seed=seed, **options)
    rnd = random.Random(seed)
    steps = 0
    while not rs.is_over(s):
        if steps % every == 0:
            yield s
        if policy == "random":
            action = rnd.choice(rs.legal_actions(s))
        else:
            action = rs.coach.rollout(s, rnd)
        s = rs.apply(s, action)
        steps += 1
    yield s


def _structures(state):
    return sum(1 for o in state.owner if o >= 0)


def test_nothing_is_hidden_so_no_determinize():
    assert rs.checks.perfect_information and rs.coach.determinize is None
    for s in _positions(3, {}, 3, every=9):
        open_view = {**rs.view(s, None), "seat": None}
        for seat in range(len(s.players)):
            assert {**rs.view(s, seat), "seat": None} == open_view  # only "who am I" differs
            assert rs.checks.hidden_check(s, seat, rs.view(s, seat)) == []


@pytest.mark.parametrize(("options", "players"), SETUPS)
def test_rollout_plays_legal_moves(options, players):
    for seed in (1, 2, 3):
        rnd = random.Random(seed + 50)
        for policy in ("random", "rollout"):
            for s in _positions(seed, options, players, policy, every=2):
                if rs.is_over(s):
                    continue
                for _ in range(3):
                    assert rs.coach.rollout(s, rnd) in rs.legal_actions(s), s.phase


def test_rollout_games_end_and_build_more_than_random_ones():
    built = {"random": [], "rollout": []}
    for seed in range(6):
        for policy in built:
            *_, end = _positions(seed, {}, 2, policy)
            assert rs.is_over(end)
            built[policy].append(_structures(end))
    assert sum(built["rollout"]) > 1.3 * sum(built["random"])


def test_evaluate_is_finite_and_values_resources_and_buildings():
    for options, players in SETUPS:
        for s in _positions(4, options, players, "rollout", every=3):
            for seat in range(players):
                value = rs.coach.evaluate(s, seat)
                assert math.isfinite(value)
                if rs.is_over(s):
                    assert value == 0.0
                    continue
                richer = with_seat(s, seat, workers=s.seats[seat].workers + 3)
                assert rs.coach.evaluate(richer, seat) > value
    s = table(builds=[("A1", 0, "D"), ("I7", 1, "D")])
    upgraded = table(builds=[("A1", 0, "TP"), ("I7", 1, "D")])
    assert rs.coach.evaluate(upgraded, 0) > rs.coach.evaluate(s, 0)


def test_value_scale_is_a_margin_in_points():
    assert 5 <= rs.coach.value_scale <= 40


def _explained_game(seed, players=2):
    """(phrase, action, before, after) for every move of a game played by the policy."""
    s = rs.start([f"P{k}" for k in range(players)], seed=seed)
    rnd = random.Random(seed)
    while not rs.is_over(s):
        action = rs.coach.rollout(s, rnd)
        after = rs.apply(s, action)
        yield rs.coach.explain(s, action, after, s.current_player), action, s, after
        s = after


def test_every_move_gets_one_plain_phrase_with_its_rule():
    for seed in (1, 2):
        for phrase, _action, _b, _a in _explained_game(seed):
            assert phrase and "\n" not in phrase and phrase.endswith(")")
            assert "(Terra Mystica" in phrase or "(Merchants of the Seas" in phrase


def test_a_scoring_build_names_its_points_and_rule():
    found = 0
    for seed in range(4):
        for phrase, action, before, after in _explained_game(seed):
            name = before.players[before.current_player]
            gain = rs.scores(after).totals()[name] - rs.scores(before).totals()[name]
            if isinstance(action, (A.TransformAndBuild, A.Upgrade)) and gain > 0:
                assert sum(int(n) for n in re.findall(r"([+-]\d+) VP from", phrase)) == gain
                rules = ("Transform and Build", "Upgrading a Structure", "The Shipyard")
                assert any(rule in phrase for rule in rules), phrase
                found += 1
    assert found > 0


def test_temple_town_and_last_pass_are_explained():
    s = table(builds=[("A1", 0, "TP"), ("I7", 1, "D")], seat_kw={0: {"workers": 5, "coins": 9}})
    after = rs.apply(s, A.Upgrade(H["A1"], "TE"))
    phrase = rs.coach.explain(s, A.Upgrade(H["A1"], "TE"), after, 0)
    assert "Temple" in phrase and "Favor tile" in phrase and "Upgrading a Structure" in phrase
    # the fourth structure of power 7 founds a town: the Witches score 5 VP for it (rule)
    row = [("A1", 0, "TP"), ("A2", 0, "TP"), ("A3", 0, "TP"), ("I7", 1, "D")]
    s = with_seat(table(builds=row), 0, workers=5, coins=5)
    build = A.TransformAndBuild(H["A4"], "G", True)
    phrase = rs.coach.explain(s, build, rs.apply(s, build), 0)
    assert "founds a town" in phrase and "+5 VP from Witches' town bonus" in phrase
    assert "builds a Dwelling on A4" in phrase
    *_, (phrase, action, _before, after) = _explained_game(3)
    assert isinstance(action, A.Pass) and rs.is_over(after)
    assert "final:" in phrase and "Passing" in phrase


def test_search_depends_only_on_the_position():
    """Nothing is hidden, so the same position (here rebuilt from its JSON) and the same seed
    give the same search, whatever was cached on the state objects."""
    positions = list(_positions(8, {}, 2, "rollout", every=11))
    for s in positions[2:5]:
        if rs.is_over(s):
            continue
        rs.legal_actions(s)  # warm the caches of this object
        copy = rs.state_from_json(json.loads(json.dumps(rs.state_to_json(s))))
        assert copy == s and rs.view(copy, 0) == rs.view(s, 0)
        first = MCTSBot(7, iterations=30).search(rs, s)
        second = MCTSBot(7, iterations=30).search(rs, copy)
        assert [(m.action, m.visits) for m in first] == [(m.action, m.visits) for m in second]
        assert {m.action for m in first} == set(rs.legal_actions(s))
