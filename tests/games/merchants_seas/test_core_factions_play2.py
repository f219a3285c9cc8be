"""Whole random games with the Mermaids, Cultists and Alchemists (2 and 4 players): every
game ends and scores, the move lists are exactly the moves `apply` accepts (river towns and
the Philosopher's Stone included), states stay JSON-safe and consistent, nothing is hidden,
and each faction's ability is used."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from skywidgets.core import Action
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica.alchemy import STONE

from .factionplay import accepted, check_end, check_position, pick, play
from .test_listed_moves import _candidates

COMBOS = [
    "mermaids,cultists,alchemists,witches",
    "mermaids,cultists",
    "alchemists,giants",
    "cultists,alchemists,mermaids,auren",
]


def _keen(a: Action) -> bool:
    """Strongholds and river towns."""
    return (isinstance(a, A.Upgrade) and a.to == "SH") or isinstance(a, A.ConnectRiver)


def _pick(rnd: random.Random, legal: list[Action]) -> Action:
    """A random move that likes Strongholds, river towns and growing next to others."""
    return pick(rnd, legal, _keen)


def _play(factions: str, seed: int, events: Counter[str]):
    """Play one random game, yielding each state with its legal moves; counts the new
    factions' events in `events`."""

    def count(s, action, after):
        if isinstance(action, A.ConnectRiver):
            events["river town"] += 1
        if isinstance(action, A.Convert) and action.what in STONE:
            events["stone"] += 1
        if s.pending and s.pending[0].kind == "leech":
            cult = [p for p in after.pending if p.kind == "cult" and p not in s.pending]
            events["cultists step"] += any(s.factions[p.seat] == "cultists" for p in cult)
        for i, f in enumerate(s.factions):
            if f == "alchemists" and "SH" in [
                b for o, b in zip(after.owner, after.building) if o == i
            ]:
                events["alchemists SH"] = 1

    return play(factions, seed, _pick, count)


@pytest.mark.parametrize("factions", COMBOS)
def test_games_with_mermaids_cultists_alchemists_end_and_score(factions):
    events: Counter[str] = Counter()
    for seed in (1, 2, 3):
        last = None
        for k, (s, _legal) in enumerate(_play(factions, seed, events)):
            if k % 7 == 0 or not _legal:
                check_position(s)
            last = s
        check_end(last)
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
    return accepted(state, out)


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
    for seed in range(1, 40):
        for _s, _legal in _play("cultists,alchemists,mermaids,auren", seed, events):
            pass
        if events["river town"]:
            break
    assert events["river town"] > 0, events
