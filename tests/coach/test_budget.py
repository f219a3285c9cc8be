"""A decision's default budget is the game's own (`rollout.iterations`, `mcts.default_budget`):
a game whose hint has time to spare searches longer (Sky Islands: docs/coach.md, "Sky
Islands' budget"; Sky Towers' multiplayer game, whose playouts are shorter: "Shorter
playouts, more of them"); an asked budget always wins."""

from __future__ import annotations

import random

import pytest

from skywidgets.bots import mcts
from skywidgets.bots.coach import search
from skywidgets.bots.mcts import DEFAULT_ITERATIONS, ROLLOUT_CUTOFF, MCTSBot, default_budget
from skywidgets.bots.spec import make_bot
from skywidgets.core import Game, get
from skywidgets.games.sky_towers.positions import build

from .test_settled import positions


def test_a_game_without_its_own_budget_searches_the_default() -> None:
    for name in ("traders_air", "terra_mystica", "merchants_seas"):
        state = Game(name, ["A", "B"], seed=0).state
        assert default_budget(get(name), state) == DEFAULT_ITERATIONS, name


def test_sky_islands_sets_its_own_budget() -> None:
    state = Game("sky_islands", ["A", "B"], seed=0).state
    assert default_budget(get("sky_islands"), state) == 400 > DEFAULT_ITERATIONS


def test_sky_towers_multiplayer_searches_shorter_playouts_twice_as_often() -> None:
    rs = get("sky_towers")
    tables = {
        "multiplayer": build(hands={0: [2, 3], 1: [4]}, deck=[5, 6]),
        "light": build(mode="light", players=("Ann",), hands={0: [2, 3]}, deck=[4, 5]),
        "taroma": build(mode="taroma", players=("Ann",), hands={0: [2, 3]}, row=[(6, False)]),
    }
    budget = {mode: default_budget(rs, t) for mode, t in tables.items()}
    cutoff = {mode: mcts.setting(rs, t, "cutoff", ROLLOUT_CUTOFF) for mode, t in tables.items()}
    assert budget == {"multiplayer": 400, "light": DEFAULT_ITERATIONS, "taroma": DEFAULT_ITERATIONS}
    assert cutoff == {"multiplayer": 20, "light": ROLLOUT_CUTOFF, "taroma": ROLLOUT_CUTOFF}


def test_a_multiplayer_playout_stops_after_20_moves(monkeypatch) -> None:
    rs = get("sky_towers")
    steps: list[object] = []
    real_automaton = mcts._automaton

    def automaton(ruleset, state):  # the playout asks it once before each move
        steps.append(state)
        return real_automaton(ruleset, state)

    monkeypatch.setattr(mcts, "_automaton", automaton)
    start = Game(rs, players=["Ann", "Bob"], seed=1, mode="multiplayer").state
    end = mcts.playout(rs, start, random.Random(0))
    assert len(steps) == 20 and not rs.is_over(end)


def test_the_bot_and_the_hint_use_the_game_budget(monkeypatch) -> None:
    rs = get("traders_air")
    monkeypatch.setattr(type(rs.coach.rollout), "iterations", 9, raising=False)
    monkeypatch.setattr(mcts, "settled", lambda root, left: False)  # every iteration runs
    game = positions("traders_air", 1)[0]
    stats = MCTSBot(0).search(rs, game.state)
    assert sum(m.visits for m in stats) == 9
    assert make_bot("mcts").iterations is None  # the spec without a budget: the game's
    asked = MCTSBot(0, iterations=5).search(rs, game.state)
    assert sum(m.visits for m in asked) == 5  # an asked budget wins


@pytest.mark.parametrize("asked", [None, 30])
def test_the_coach_searches_the_game_budget_unless_asked(asked: int | None, monkeypatch) -> None:
    rs = get("sky_islands")
    monkeypatch.setattr(mcts, "settled", lambda root, left: False)
    game = positions("sky_islands", 1)[0]
    stats = search(rs, game.state, iterations=asked)
    assert sum(m.visits for m in stats) == (asked or 400)
