"""The log lines a turn writes again and again read as the rulebook steps word them."""

from __future__ import annotations

import random

from skywidgets.core import get
from skywidgets.games.sky_islands.building import cannot_build_line
from skywidgets.games.sky_islands.income import income
from skywidgets.games.sky_islands.refilling import draw
from skywidgets.games.sky_islands.stock_disposal import keeps_line

RS = get("sky_islands")


def test_recurring_lines_read_as_worded() -> None:
    assert cannot_build_line("Ann") == "④ Ann cannot build anything"
    assert cannot_build_line("Ann", more=True) == "④ Ann cannot build anything more"
    assert keeps_line("Ann", 1) == "⑤ Ann keeps 1 cube: nothing to dispose of"
    assert keeps_line("Ann", 3) == "⑤ Ann keeps 3 cubes: nothing to dispose of"
    assert draw("Ann", (4,), (5, 6, 7)) == (
        (4, 5),
        (6, 7),
        "⑥ Ann draws a tile (2 left in the pile)",
    )
    assert draw("Ann", (4,), ())[2] == "⑥ the draw pile is empty: Ann does not refill"


def test_income_lines_read_as_worded() -> None:
    state = RS.new_game(players=["Ann", "Bob"], seed=5)
    seat = state.seats[0]
    text = income("Ann", seat, 0, state.houses, state.board, state.supply)[2]
    assert text == "① Ann's first turn: no income"
    assert text in state.events
    later = type(seat)(hand=seat.hand, turns=1)
    assert income("Ann", later, 0, (), state.board, state.supply)[2] == (
        "① Ann has no harbour-equipped trading house: no income"
    )


def test_a_played_game_logs_each_draw_with_the_tiles_left() -> None:
    state = RS.new_game(players=["Ann", "Bob"], seed=5)
    seen = []
    rnd = random.Random(5)
    while not RS.is_over(state):
        before = len(state.pile)
        state = RS.apply(state, rnd.choice(RS.legal_actions(state)))
        for line in state.events:
            if line.startswith("⑥") and "draws" in line:
                name = line.split()[1]
                assert line == f"⑥ {name} draws a tile ({before - 1} left in the pile)"
                before -= 1
                seen.append(before)
    assert seen == sorted(seen, reverse=True) and len(set(seen)) > 5
