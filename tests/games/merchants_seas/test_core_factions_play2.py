"""Whole random games with the Mermaids, Cultists and Alchemists (2 and 4 players): every
game ends and scores, the move lists are exactly the moves `apply` accepts (river towns and
the Philosopher's Stone included), states stay JSON-safe and consistent, nothing is hidden,
and each faction's ability is used."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from skywidgets.core import Action, IllegalAction
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.merchants_seas import actions as A
from skywidgets.games.merchants_seas import board
from skywidgets.games.merchants_seas.alchemy import STONE

from .test_legal_fast import _candidates

COMBOS = [
    "mermaids,cultists,alchemists,witches",
    "mermaids,cultists",
    "alchemists,giants",
    "cultists,alchemists,mermaids,auren",
]


def _pick(rnd: random.Random, legal: list[Action]) -> Action:
    """A random move that likes Strongholds, river towns and growing next to others."""
    keen = [
        a
        for a in legal
        if (isinstance(a, A.Upgrade) and a.to == "SH") or isinstance(a, A.ConnectRiver)
    ]
    if keen and rnd.random() < 0.9:
        return rnd.choice(keen)
    grow = [a for a in legal if a.kind == "upgrade" or getattr(a, "build", False)]
    if grow and rnd.random() < 0.6:
        return rnd.choice(grow)
    busy = [a for a in legal if a.kind not in ("pass", "convert", "finish")]
    return rnd.choice(busy if busy and rnd.random() < 0.95 else legal)


def _play(factions: str, seed: int, events: Counter[str]):
    """Play one random game, yielding each state with its legal moves; counts the new
    factions' events in `events`."""
    n = factions.count(",") + 1
    s = rs.start([f"P{k}" for k in range(n)], seed=seed, factions=factions)
    rnd = random.Random(seed)
    steps = 0
    while not rs.is_over(s):
        legal = rs.legal_actions(s)
        assert legal and len(set(legal)) == len(legal)
        yield s, legal
        action = _pick(rnd, legal)
        if isinstance(action, A.ConnectRiver):
            events["river town"] += 1
        if isinstance(action, A.Convert) and action.what in STONE:
            events["stone"] += 1
        after = rs.apply(s, action)
        if s.pending and s.pending[0].kind == "leech":
            cult = [p for p in after.pending if p.kind == "cult" and p not in s.pending]
            events["cultists step"] += any(s.factions[p.seat] == "cultists" for p in cult)
        for i, f in enumerate(s.factions):
            if f == "alchemists" and "SH" in [
                b for o, b in zip(after.owner, after.building) if o == i
            ]:
                events["alchemists SH"] = 1
        s = after
        steps += 1
        assert steps < rs.max_steps
    yield s, []


@pytest.mark.parametrize("factions", COMBOS)
def test_games_with_mermaids_cultists_alchemists_end_and_score(factions):
    events: Counter[str] = Counter()
    for seed in (1, 2, 3):
        last = None
        for k, (s, _legal) in enumerate(_play(factions, seed, events)):
            if k % 7 == 0 or not _legal:
                assert rs.invariants(s) == []
                data = json.loads(json.dumps(rs.state_to_json(s)))
                assert rs.state_from_json(data) == s
                for seat in range(len(s.seats)):
                    view = rs.view(s, seat)
                    json.dumps(view)
                    if rs.hidden_check is not None:
                        assert rs.hidden_check(s, seat, view) == []
            last = s
        assert last is not None and rs.is_over(last)
        sheet = rs.scores(last)
        assert sheet.winners and any(i.source.startswith("final:") for i in sheet.items)
    if "cultists" in factions:
        assert events["cultists step"] > 0, events
    if "alchemists" in factions:
        assert events["alchemists SH"], events


def _accepted(state):
    """Every candidate move `apply` accepts (river towns and the Stone added)."""
    if state.pending and state.pending[0].kind == "river_town":
        out = [A.ConnectRiver(h) for h in range(board.N_HEXES) if board.IS_RIVER[h]]
        out.append(A.Finish())
    else:
        out = list(_candidates(state)) + [A.Convert(w) for w in STONE]
    ok = []
    for action in out:
        try:
            rs.apply(state, action)
        except IllegalAction:
            continue
        ok.append(action)
    return ok


@pytest.mark.parametrize(
    "factions", ["mermaids,cultists,alchemists,witches", "alchemists,mermaids"]
)
def test_fast_lists_are_exactly_the_accepted_moves(factions):
    seen: Counter[str] = Counter()
    for step, (s, legal) in enumerate(_play(factions, 4, Counter())):
        head = s.pending[0].kind if s.pending else s.step
        if head not in ("actions", "spades", "river_town") or (head == "actions" and step % 3):
            continue
        assert set(legal) == set(_accepted(s)), s.phase
        seen[head] += 1
    assert seen["actions"] > 10, seen


def test_river_towns_are_founded_in_random_games():
    events: Counter[str] = Counter()
    for seed in range(1, 9):
        for _s, _legal in _play("cultists,alchemists,mermaids,auren", seed, events):
            pass
        if events["river town"]:
            break
    assert events["river town"] > 0, events
