"""The league prior: a probability for every legal move, fitted to the league players' choices,
used at the coach's search root and in its hint; a broken weights file is refused by name."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from skywidgets import Game
from skywidgets.bots.coach import hint as coach_hint
from skywidgets.bots.mcts import MCTSBot
from skywidgets.games.terra_mystica.prior import (
    FORMAT,
    WEIGHTS_FILE,
    LeaguePolicy,
    WeightsError,
    check_weights,
    probabilities,
    read_weights,
    shipped_weights,
)
from skywidgets.games.terra_mystica.prior_features import features, move_key
from skywidgets.games.terra_mystica.ruleset import RULESET
from skywidgets.snellman.importer import ledger_game, read_any

LEDGERS = Path(__file__).resolve().parents[2] / "fixtures" / "snellman"


@pytest.fixture(scope="module")
def league_game():  # type: ignore[no-untyped-def]
    """One league game replayed (its players' moves are the evidence)."""
    return ledger_game(read_any(LEDGERS / "4pLeague_S64_D1L1_G3.txt"))


def test_every_legal_move_gets_a_probability_and_they_sum_to_one(league_game) -> None:  # type: ignore[no-untyped-def]
    for k in range(0, len(league_game.actions), 97):
        state = league_game.states[k]
        legal = RULESET.legal_actions(state)
        p = probabilities(state, legal)
        assert len(p) == len(legal)
        assert all(x > 0 for x in p)
        assert math.isclose(sum(p), 1.0)


def test_the_prior_picks_the_players_move_in_most_decisions_of_a_league_game(
    league_game,  # type: ignore[no-untyped-def]
) -> None:
    """Stale weights (features renamed without retraining) would fall far below this."""
    hits = total = 0
    for k, played in enumerate(league_game.actions):
        state = league_game.states[k]
        legal = RULESET.legal_actions(state)
        if len(legal) < 4:
            continue
        p = probabilities(state, legal)
        total += 1
        hits += legal[p.index(max(p))] == played
    assert total > 300
    assert hits / total >= 0.5


def test_the_search_root_uses_the_prior() -> None:
    """The ruleset's policy carries the prior the search reads (`rollout.prior`)."""
    assert isinstance(RULESET.coach.rollout, LeaguePolicy)
    state = RULESET.start(["a", "b"], seed=4)
    legal = RULESET.legal_actions(state)
    prior = RULESET.coach.rollout.prior(state, state.current_player, legal)
    assert set(prior) == set(legal) and math.isclose(sum(prior.values()), 1.0)
    assert MCTSBot(seed=1, iterations=20).search(RULESET, state)[0].action in legal


def test_features_name_the_move_and_what_it_changes(league_game) -> None:  # type: ignore[no-untyped-def]
    k = next(
        k for k, a in enumerate(league_game.actions) if type(a).__name__ == "Upgrade" and k > 50
    )
    state, action = league_game.states[k], league_game.actions[k]
    names = dict(features(state, action, league_game.states[k + 1], state.current_player))
    key = move_key(action)
    assert key == f"Upgrade:{action.to}"
    assert f"{key}|round={state.round}" in names
    assert "Upgrade:vp" in names and "Upgrade|rivals_near" in names


def test_the_shipped_weights_are_the_league_table() -> None:
    table = shipped_weights()
    assert len(table) > 1000
    assert table["EndTurn|at=finish_turn"] > 0  # players end their turn after an action


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("{not json", "not JSON"),
        (json.dumps({"format": "other", "weights": {"a": 1}}), "format"),
        (json.dumps({"format": FORMAT, "weights": {}}), "weights must be"),
        (json.dumps({"format": FORMAT, "weights": {"a": True}}), "weights['a']"),
        (json.dumps({"format": FORMAT, "weights": {"a": "1"}}), "weights['a']"),
        ('{"format": "' + FORMAT + '", "weights": {"a": Infinity}}', "weights['a']"),
    ],
)
def test_a_broken_weights_file_is_refused_with_its_name(text: str, field: str) -> None:
    with pytest.raises(WeightsError) as err:
        read_weights(text, WEIGHTS_FILE)
    assert str(err.value).startswith(WEIGHTS_FILE) and field in str(err.value)


def test_good_weights_are_read_as_numbers() -> None:
    assert check_weights({"format": FORMAT, "weights": {"Pass": 1, "EndTurn": -0.5}}) == {
        "Pass": 1.0,
        "EndTurn": -0.5,
    }


def test_the_hint_says_how_often_strong_players_choose_its_move(league_game) -> None:  # type: ignore[no-untyped-def]
    state = league_game.states[120]
    hint = coach_hint(RULESET, state, iterations=30, seed=1)
    legal = RULESET.legal_actions(state)
    share = probabilities(state, legal)[legal.index(hint.action)]
    assert f"Strong league players choose this {share:.0%} of the time here." in hint.why


def test_a_game_without_a_players_prior_says_nothing_of_players() -> None:
    game = Game("sky_islands", ["a", "b"], seed=2)
    assert "Strong league players" not in game.hint(iterations=20).why


def test_a_conversion_is_told_by_what_it_makes_affordable(league_game) -> None:  # type: ignore[no-untyped-def]
    enabling = idle = 0
    for k in range(0, len(league_game.actions), 7):
        state = league_game.states[k]
        for action in RULESET.legal_actions(state):
            if type(action).__name__ == "Convert":
                after = RULESET.apply(state, action)
                names = dict(features(state, action, after, state.current_player))
                enabling += names.get("Convert:enables", 0.0) > 0
                idle += names.get("Convert:enables", 1.0) == 0
    assert enabling > 0 and idle > 0


def test_builds_know_their_group_and_cult_steps_their_majorities(league_game) -> None:  # type: ignore[no-untyped-def]
    seen: set[str] = set()
    for k, action in enumerate(league_game.actions):
        state = league_game.states[k]
        names = dict(features(state, action, league_game.states[k + 1], state.current_player))
        seen |= {n for n in names if n.endswith(("|group_gain", ":cult_majority"))}
    assert "Upgrade|group_gain" in seen and "TransformAndBuild|group_gain" in seen
    assert any(n.startswith("SendPriest") for n in seen)
