"""Whole random games with the Giants, Swarmlings, Halflings and Auren: every game ends and
scores, the move lists are exactly the moves `apply` accepts (the Stronghold actions and the
free Trading house included), states stay JSON-safe and consistent, and nothing is hidden."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from skywidgets.core import Action
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica.strongholds import BY_WHAT

from .factionplay import accepted, check_end, check_position, pick, play
from .test_listed_moves import _candidates

COMBOS = [
    "giants,swarmlings,halflings,auren",
    "giants,witches",
    "swarmlings,engineers,fakirs",
    "halflings,auren",
    "auren,darklings,nomads,dwarves",
]


def _keen(a: Action) -> bool:
    """The Strongholds and their actions (so they are played)."""
    return (isinstance(a, A.Upgrade) and a.to == "SH") or (
        isinstance(a, A.Special) and a.what in BY_WHAT
    )


def _pick(rnd: random.Random, legal: list[Action]) -> Action:
    """A random move, preferring Strongholds and their actions."""
    return pick(rnd, legal, _keen)


def _accepted(state):
    """Every candidate move `apply` accepts (the Stronghold actions and answers added)."""
    out = list(_candidates(state))
    if not state.pending:
        out += [A.Special(w) for w in BY_WHAT]
    elif state.pending[0].kind == "free_tp":
        out = [A.Upgrade(h, to) for h in board.LAND for to in ("TP", "TE", "SH")]
    return accepted(state, out)


def _play(factions: str, seed: int, check_every: int, taken: Counter[str] | None = None):
    """Play one random game; yields (state, legal moves) every `check_every` steps (and the
    end) and counts the special actions taken in `taken`."""

    def count(_before, action, _after):
        if taken is not None and isinstance(action, A.Special):
            taken[action.what] += 1

    for step, (s, legal) in enumerate(play(factions, seed, _pick, count)):
        if step % check_every == 0 or not legal:
            yield s, legal


@pytest.mark.parametrize("factions", COMBOS)
def test_games_with_the_new_factions_end_and_score(factions):
    # the Stronghold actions these factions have: each is taken in one of three games
    wanted = {BY_WHAT_OF[f] for f in factions.split(",") if f in BY_WHAT_OF}
    used: Counter[str] = Counter()
    for seed in (5, 6, 7):
        last = None
        for s, _legal in _play(factions, seed=seed, check_every=5, taken=used):
            check_position(s)
            last = s
        check_end(last)
        if wanted <= set(used):
            break
    assert wanted <= set(used), (wanted, used)


BY_WHAT_OF = {"giants": "giants_spades", "swarmlings": "swarmlings_tp", "auren": "auren_cult"}


@pytest.mark.parametrize("factions", ["giants,swarmlings,halflings,auren", "halflings,auren"])
def test_fast_lists_are_exactly_the_accepted_moves_with_the_new_factions(factions):
    seen: Counter[str] = Counter()
    for seed in (9, 10, 11):  # until spade decisions were among the positions checked
        for step, (s, legal) in enumerate(_play(factions, seed=seed, check_every=1)):
            head = s.pending[0].kind if s.pending else s.step
            if head not in ("actions", "spades", "free_tp") or (head == "actions" and step % 3):
                continue
            assert set(legal) == set(_accepted(s)), s.phase
            seen[head] += 1
        if seen["actions"] > 10 and seen["spades"] > 0:
            break
    assert seen["actions"] > 10 and seen["spades"] > 0, seen


def test_every_new_faction_plays_in_two_and_four_player_games():
    for factions in ("giants,halflings", "swarmlings,auren", "auren,giants,swarmlings,halflings"):
        *_, (end, _legal) = _play(factions, seed=3, check_every=1000)
        assert rs.is_over(end) and rs.legal_actions(end) == []
