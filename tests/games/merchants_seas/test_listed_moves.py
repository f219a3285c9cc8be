"""The move lists (legal.py, transform_list.py, on the facts of facts.py and reach.py) are
exactly the moves `apply` accepts: every candidate of Phase II and of a spade decision is
tried; the lists do not depend on what the engine remembers across states."""

from __future__ import annotations

import json
import random

import pytest

from skywidgets.core import evolve
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.merchants_seas.fleet import ships
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import board, legal, transform_list
from skywidgets.games.terra_mystica import tables as data
from skywidgets.games.terra_mystica.reach import reachable

from .factionplay import accepted
from .helpers import forget_memos, game_moves
from .test_derived_facts import _tried_transforms

COMBOS = [
    "witches,nomads,engineers,darklings",
    "fakirs,dwarves,darklings,witches",
    "engineers,fakirs",
    "dwarves,nomads,witches",
]


def _candidates(state):
    """Every Phase II move of the player on turn worth trying (a superset of the legal ones)."""
    own = set(ships(state, state.current_player))
    out = [A.Convert(w) for w in (*data.CONVERSIONS, "BURN")]
    for h in board.LAND:
        out += [A.TransformAndBuild(h, t, False, -1) for t in data.WHEEL]
        out += [A.TransformAndBuild(h, t, True, -1) for t in data.WHEEL]
        out += [A.TransformAndBuild(h, t, True, s) for t in data.WHEEL for s in own]
        out += [A.Upgrade(h, to) for to in data.STRUCTURES]
        out += [A.WitchesRide(h), A.Sandstorm(h, False), A.Sandstorm(h, True)]
    out += [A.PowerAction(act) for act in data.POWER_ACTIONS]
    out += [A.Special(w) for w in legal.specials(state.box)]
    out += [A.Advance("shipping"), A.Advance("dig")]
    out += [A.SendPriest(c, o) for c in data.CULTS for o in (True, False)]
    out += [A.Pass(c) for c in ("", *data.BONUS_CARDS)]
    out += [A.Dig(n) for n in range(0, 5)]  # the Alchemists with their Stronghold dig first
    if state.pending:  # a spade decision: transforms, Finish and (own turn) conversions
        keep = (A.TransformAndBuild, A.Convert)
        out = [a for a in out if isinstance(a, keep)] + [A.Finish()]
    return out


def _accepted(state):
    return accepted(state, _candidates(state))


def _positions(factions, seed, every):
    n = factions.count(",") + 1
    s = rs.start([f"P{k}" for k in range(n)], seed=seed, factions=factions)
    rnd = random.Random(seed)
    steps = 0
    while not rs.is_over(s):
        head = s.pending[0].kind if s.pending else s.step
        if head in ("actions", "spades") and steps % every == 0:
            yield s
        legal_now = rs.legal_actions(s)
        busy = [a for a in legal_now if a.kind not in ("pass", "convert", "finish")]
        s = rs.apply(s, rnd.choice(busy if busy and rnd.random() < 0.85 else legal_now))
        steps += 1


@pytest.mark.parametrize("factions", COMBOS)
def test_lists_are_exactly_the_accepted_moves(factions):
    seen = 0
    for s in _positions(factions, seed=11, every=3):
        listed = rs.legal_actions(s)
        assert len(set(listed)) == len(listed)
        assert set(listed) == set(_accepted(s)), s.phase
        seen += 1
    assert seen > 10


def test_lists_do_not_depend_on_the_memos_and_leave_the_state_alone():
    for s in _positions("fakirs,dwarves,darklings,witches", seed=5, every=3):
        before = json.dumps(rs.state_to_json(s), sort_keys=True)
        warm = rs.legal_actions(s)
        fresh = evolve(s)  # the same fields, nothing derived yet
        forget_memos()
        assert rs.legal_actions(fresh) == warm
        assert json.dumps(rs.state_to_json(s), sort_keys=True) == before
        assert fresh == s and hash(fresh) == hash(s)


def test_reachable_lists_free_land_only():
    for s in _positions("dwarves,nomads,witches", seed=3, every=4):
        for i in range(len(s.seats)):
            for h in reachable(s, i):
                assert not board.IS_RIVER[h] and s.owner[h] < 0


@pytest.mark.parametrize("factions", [*COMBOS[:3], None])
def test_transform_lists_made_again_equal_the_tried_transforms(factions):
    checked = 0
    for n, (s, _action) in enumerate(game_moves(factions, seed=11)):
        head = s.pending[0].kind if s.pending else s.step
        if head not in ("actions", "spades"):
            continue
        i = s.current_player
        first = transform_list.transform_moves(s, i)
        forget_memos()
        assert transform_list.transform_moves(evolve(s), i) == first
        if n % 5 == 0:
            assert first == _tried_transforms(s, i)
        checked += 1
    assert checked > 20


def test_transform_lists_after_a_conversion_stay_right():
    """After a free conversion the board is the same and the resources are not: the list
    follows what the seat can now afford."""
    checked = 0
    for seed in range(3):
        for s, action in game_moves(None, seed=seed):
            if s.pending or s.step != "actions" or not isinstance(action, A.Convert):
                continue
            i = s.turn
            after = rs.apply(s, action)
            if after.pending or after.turn != i:
                continue
            assert transform_list.transform_moves(after, i) == _tried_transforms(after, i)
            checked += 1
    assert checked > 10
