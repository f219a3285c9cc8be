"""A decision's default budget is the game's own (`rollout.iterations`, `mcts.default_budget`):
a game whose hint has time to spare searches longer (Sky Islands: docs/coach.md, "Sky
Islands' budget"); an asked budget always wins."""

from __future__ import annotations

import pytest

from skywidgets.bots import mcts
from skywidgets.bots.coach import search
from skywidgets.bots.mcts import DEFAULT_ITERATIONS, MCTSBot, default_budget
from skywidgets.bots.spec import make_bot
from skywidgets.core import get

from .test_settled import positions


def test_a_game_without_its_own_budget_searches_the_default() -> None:
    for name in ("sky_towers", "traders_air", "terra_mystica", "merchants_seas"):
        assert default_budget(get(name)) == DEFAULT_ITERATIONS, name


def test_sky_islands_sets_its_own_budget() -> None:
    assert default_budget(get("sky_islands")) == 400 > DEFAULT_ITERATIONS


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
