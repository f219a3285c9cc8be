"""The fast move lists (legal.py, with the caches of facts.py and reach.py) are exactly the
moves `apply` accepts: every candidate of Phase II and of a spade decision is tried."""

from __future__ import annotations

import json
import random

import pytest

from skywidgets.core import evolve
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.merchants_seas import actions as A
from skywidgets.games.merchants_seas import board, data, facts, legal
from skywidgets.games.merchants_seas.reach import reachable

from .factionplay import accepted

COMBOS = [
    "witches,nomads,engineers,darklings",
    "fakirs,dwarves,darklings,witches",
    "engineers,fakirs",
    "dwarves,nomads,witches",
]


def _candidates(state):
    """Every Phase II move of the player on turn worth trying (a superset of the legal ones)."""
    seat = state.seats[state.current_player]
    out = [A.Convert(w) for w in (*data.CONVERSIONS, "BURN")]
    for h in board.LAND:
        out += [A.TransformAndBuild(h, t, False, -1) for t in data.WHEEL]
        out += [A.TransformAndBuild(h, t, True, -1) for t in data.WHEEL]
        out += [A.TransformAndBuild(h, t, True, s) for t in data.WHEEL for s in set(seat.ships)]
        out += [A.Upgrade(h, to) for to in data.STRUCTURES]
        out += [A.WitchesRide(h), A.Sandstorm(h, False), A.Sandstorm(h, True)]
    out += [A.PowerAction(act) for act in data.POWER_ACTIONS]
    out += [A.Special(w) for w in legal.SPECIALS]
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
def test_fast_lists_are_exactly_the_accepted_moves(factions):
    seen = 0
    for s in _positions(factions, seed=11, every=3):
        listed = rs.legal_actions(s)
        assert len(set(listed)) == len(listed)
        assert set(listed) == set(_accepted(s)), s.phase
        seen += 1
    assert seen > 10


def test_lists_do_not_depend_on_the_caches_and_leave_the_state_alone():
    for s in _positions("fakirs,dwarves,darklings,witches", seed=5, every=3):
        before = json.dumps(rs.state_to_json(s), sort_keys=True)
        warm = rs.legal_actions(s)
        fresh = evolve(s)  # the same fields, no memo
        facts.clear_caches()
        assert rs.legal_actions(fresh) == warm
        assert json.dumps(rs.state_to_json(s), sort_keys=True) == before
        assert fresh == s and hash(fresh) == hash(s)


def test_reachable_lists_free_land_only():
    for s in _positions("dwarves,nomads,witches", seed=3, every=4):
        for i in range(len(s.seats)):
            for h in reachable(s, i):
                assert not board.IS_RIVER[h] and s.owner[h] < 0
