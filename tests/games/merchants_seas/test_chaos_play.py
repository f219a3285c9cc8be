"""Whole random games with the Chaos Magicians (2 and 4 players): every game ends and scores,
the double turn is played, states stay JSON-safe and consistent, nothing is hidden, and the
move lists of a double turn's actions are exactly the moves `apply` accepts."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from skywidgets.core import Action, evolve
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.state import State
from skywidgets.games.terra_mystica.strongholds import BY_WHAT

from .factionplay import accepted, check_end, check_position, pick, play
from .test_listed_moves import _candidates

SEEDS = (5, 6, 7, 9, 10, 11, 12)  # random games rarely reach the Stronghold: several tried
COMBOS = [
    "chaosmagicians,witches",
    "engineers,chaosmagicians",
    "chaosmagicians,nomads,engineers,darklings",
    "auren,swarmlings,halflings,chaosmagicians",
]


def _keen(a: Action) -> bool:
    """The Stronghold and its double turn."""
    return (isinstance(a, A.Upgrade) and a.to == "SH") or (
        isinstance(a, A.Special) and a.what == "chaos_double"
    )


def _pick(rnd: random.Random, legal: list[Action]) -> Action:
    """A random move, preferring the Stronghold and its double turn (so they are played)."""
    return pick(rnd, legal, _keen, keen_p=0.95, sacred=0.3)


def _play(factions: str, seed: int, seen: Counter[str]) -> Iterator[tuple[State, list[Action]]]:
    """Play one random game, yielding every position with its legal moves; counts the double
    turns begun and the actions taken inside them in `seen`."""

    def count(s, action, _after):
        if s.pending and s.pending[0].kind == "double_turn" and action.kind != "convert":
            seen[f"action {s.pending[0].left}"] += 1
        if action == A.Special("chaos_double"):
            seen["ACTC"] += 1

    return play(factions, seed, _pick, count)


@pytest.mark.parametrize("factions", COMBOS)
def test_games_with_the_chaos_magicians_end_and_score(factions):
    seen: Counter[str] = Counter()
    for seed in SEEDS:  # until a double turn was played to its end
        last = None
        for step, (s, _legal) in enumerate(_play(factions, seed, seen)):
            last = s
            if step % 5 and not (s.pending and s.pending[0].kind == "double_turn"):
                continue
            check_position(s)
        check_end(last)
        cm = last.factions.index("chaosmagicians")
        dwellings = [h for h, o in enumerate(last.owner) if o == cm]
        assert dwellings  # the one start Dwelling at least
        if seen["action 1"]:
            break
    assert seen["ACTC"] and seen["action 2"] and seen["action 1"], seen


def _accepted(state: State) -> list[Action]:
    """Every candidate move `apply` accepts in a double turn's action."""
    out = [*_candidates(evolve(state, pending=())), A.EndTurn(), A.Finish()]
    out += [A.Special(w) for w in BY_WHAT]
    return accepted(state, out)


def test_double_turn_move_lists_are_exactly_the_accepted_moves():
    seen: Counter[str] = Counter()
    checked = 0
    for seed in (6, 7, 9, 10):
        for s, legal in _play("engineers,chaosmagicians", seed, seen):
            if s.pending and s.pending[0].kind == "double_turn":
                assert set(legal) == set(_accepted(s)), s.pending
                checked += 1
        if checked >= 6:
            break
    assert checked >= 6, seen


def test_the_chaos_magicians_play_two_and_four_player_games():
    for factions in ("chaosmagicians,auren", "halflings,witches,chaosmagicians,darklings"):
        *_, (end, legal) = _play(factions, seed=3, seen=Counter())
        assert rs.is_over(end) and legal == [] and rs.legal_actions(end) == []
