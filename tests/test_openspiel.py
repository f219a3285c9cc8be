"""OpenSpiel's own test suite on our games (`skywidgets.openspiel`, issue 11)."""

from __future__ import annotations

import json

import pytest

pyspiel = pytest.importorskip("pyspiel")

from skywidgets import openspiel as sos  # noqa: E402
from skywidgets.core import available, get  # noqa: E402

CONFIGS = [
    (
        name,
        variant.players[0] if variant.players else get(name).counts(variant.options).start,
        dict(variant.options),
    )
    for name in available()
    for variant in get(name).variants
]


@pytest.mark.parametrize(
    ("name", "players", "options"),
    CONFIGS,
    ids=[
        f"{n}-{p}p-{','.join(f'{k}={v}' for k, v in o.items()) or 'default'}" for n, p, o in CONFIGS
    ],
)
def test_openspiel_random_simulation_test_passes(name, players, options):
    game = sos.load(name, players=players, **options)
    assert game.get_type().short_name == f"python_skywidgets_{name}"
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_the_game_type_says_what_the_game_is():
    towers = sos.load("sky_towers", players=2).get_type()
    assert towers.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert towers.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL


def test_a_seat_observes_only_its_own_view():
    game = sos.load("sky_towers", players=2)
    state = game.new_initial_state()
    for player in (0, 1):
        seen = json.loads(state.observation_string(player))["view"]
        assert seen == get("sky_towers").view(state.inner, player)
        other = state.inner.seats[1 - player].hand
        assert seen["seats"][1 - player]["hand"] == {"count": len(other)}
        info = json.loads(state.information_state_string(player))
        assert info["view"] == seen and info["moves"] == []


def test_action_ids_name_the_same_moves_in_the_same_state():
    game = sos.load("traders_air", players=2)
    state = game.new_initial_state()
    ids = state.legal_actions()
    labels = [state.action_to_string(state.current_player(), a) for a in ids]
    assert ids == list(range(len(ids))) and len(set(labels)) == len(labels)
    again = game.new_initial_state()
    assert [again.action_to_string(again.current_player(), a) for a in ids] != []


def test_returns_are_final_score_margins():
    game = sos.load("sky_towers", players=1, mode="taroma", difficulty="normal")
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    totals = get("sky_towers").scores(state.inner).totals()
    human, taroma = state.inner.players
    assert state.returns() == [float(totals[human] - totals[taroma])]


def test_openspiel_mcts_plays_one_of_our_games():
    import numpy as np
    from open_spiel.python.algorithms import mcts

    game = sos.load("sky_towers", players=1, mode="light", difficulty=5)
    bot = mcts.MCTSBot(
        game,
        2,
        8,
        mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
        random_state=np.random.RandomState(0),
    )
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(bot.step(state))
    assert state.is_terminal()
