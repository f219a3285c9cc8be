"""Issue 28, bad input: a hint that cannot be given says why in one line."""

from __future__ import annotations

import json
import math

import pytest

from skywidgets.bots import CoachError
from skywidgets.core import Game, load_record
from tests.test_golden_records import RECORDS

TRADERS = next(p for p in RECORDS if p.stem.startswith("traders_air"))


def one_line(excinfo: pytest.ExceptionInfo[CoachError]) -> str:
    """The error's message, checked to be a single line."""
    text = str(excinfo.value)
    assert text and "\n" not in text
    return text


def test_a_finished_game_has_no_hint() -> None:
    game = load_record(json.loads(TRADERS.read_text()))
    assert game.is_over()
    with pytest.raises(CoachError) as info:
        game.hint()
    assert "game is over" in one_line(info)


def test_a_seat_that_cannot_act_has_no_hint() -> None:
    game = Game("sky_islands", players=["Ann", "Bob"], seed=4)
    other = 1 - game.state.current_player
    with pytest.raises(CoachError) as info:
        game.hint(other)
    assert "turn" in one_line(info) and "Ann" in one_line(info)
    for seat in (5, -1, "0", True):
        with pytest.raises(CoachError) as info:
            game.hint(seat)  # type: ignore[arg-type]
        assert "seat must be 0 to 1" in one_line(info)


@pytest.mark.parametrize("iterations", [0, -1, -(10**9), True, 2.5, "200", 10**7])
def test_a_bad_iteration_budget_is_refused(iterations: object) -> None:
    game = Game("sky_towers", players=["Ann", "Bob"], seed=4, mode="multiplayer")
    with pytest.raises(CoachError) as info:
        game.hint(iterations=iterations)  # type: ignore[arg-type]
    assert "iterations must be a whole number from 1 to" in one_line(info)


@pytest.mark.parametrize("seconds", [0, -0.5, math.nan, math.inf, "1", False])
def test_a_bad_time_budget_is_refused(seconds: object) -> None:
    game = Game("sky_towers", players=["Ann", "Bob"], seed=4, mode="multiplayer")
    with pytest.raises(CoachError) as info:
        game.hint(seconds=seconds)  # type: ignore[arg-type]
    assert "seconds must be a number above 0" in one_line(info)


def test_a_budget_of_none_is_the_default_and_one_iteration_is_fine() -> None:
    game = Game("sky_towers", players=["Ann", "Bob"], seed=4, mode="multiplayer")
    assert game.hint(iterations=1).action in game.legal()
