"""The log lines worded once per player read exactly as the turn's own wording, and are shared."""

from __future__ import annotations

import random

import pytest

from skywidgets.core import get
from skywidgets.games.sky_islands import log_lines
from skywidgets.games.sky_islands.income import income
from skywidgets.games.sky_islands.log_lines import LINES, Lines, draws_text, keeps_text
from skywidgets.games.sky_islands.refilling import draw

RS = get("sky_islands")


def test_lines_read_as_worded_afresh_and_are_made_once() -> None:
    lines = LINES["Ann"]
    assert lines is LINES["Ann"]
    assert lines.cannot_build == "④ Ann cannot build anything"
    assert lines.cannot_build_more == "④ Ann cannot build anything more"
    assert lines.first_turn == "① Ann's first turn: no income"
    assert lines.no_income == "① Ann has no harbour-equipped trading house: no income"
    assert lines.keeps[1] == "⑤ Ann keeps 1 cube: nothing to dispose of" == keeps_text("Ann", 1)
    assert lines.keeps[3] == "⑤ Ann keeps 3 cubes: nothing to dispose of"
    assert lines.draws[0] == "⑥ Ann draws a tile (0 left in the pile)" == draws_text("Ann", 0)
    assert lines.gains[" gains 1 red cube"] == "③ Ann gains 1 red cube"
    for table, key in ((lines.keeps, 2), (lines.draws, 17), (lines.gains, " x")):
        assert table[key] is table[key]  # type: ignore[index]  # worded once, then shared
    assert LINES["Bob"].cannot_build == "④ Bob cannot build anything"


def test_the_table_of_players_stays_small(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(log_lines, "NAME_LIMIT", 3)
    LINES.clear()
    for i in range(10):
        assert LINES[f"P{i}"].cannot_build == f"④ P{i} cannot build anything"
        assert len(LINES) <= 3
    assert isinstance(LINES["P9"], Lines)


def test_a_played_game_logs_the_shared_lines() -> None:
    state = RS.new_game(players=["Ann", "Bob"], seed=5)
    assert LINES["Ann"].first_turn in state.events
    seen = set()
    rnd = random.Random(5)
    while not RS.is_over(state):
        state = RS.apply(state, rnd.choice(RS.legal_actions(state)))
        for line in state.events:
            if line.startswith("⑥") and "draws" in line:
                name = line.split()[1]
                left = int(line.split("(")[1].split()[0])
                assert line is LINES[name].draws[left]
                seen.add(left)
    assert len(seen) > 5


def test_the_steps_take_their_lines_from_the_same_table() -> None:
    state = RS.new_game(players=["Ann", "Bob"], seed=5)
    seat = state.seats[0]
    text = income("Ann", seat, 0, state.houses, state.board, state.supply)[2]
    assert text is LINES["Ann"].first_turn
    later = type(seat)(hand=seat.hand, turns=1)
    assert income("Ann", later, 0, (), state.board, state.supply)[2] is LINES["Ann"].no_income
    assert draw("Ann", (4,), (5, 6, 7))[2] is LINES["Ann"].draws[2]
    assert draw("Ann", (4,), ())[2] == "⑥ the draw pile is empty: Ann does not refill"
