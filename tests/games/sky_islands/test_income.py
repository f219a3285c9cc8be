"""① Income: harbour-equipped trading houses yield their tile's ship, from the second turn."""

from __future__ import annotations

import dataclasses

from skywidgets.core import with_seat
from skywidgets.games.sky_islands import Keep, apply
from skywidgets.games.sky_islands.income import income_ships, take_income
from skywidgets.games.sky_islands.positions import make_position
from skywidgets.games.sky_islands.tiles import SHIP

from .helpers import THREE, cubes
from .randomplay import random_states

# yellow's harbours on the NW (red ship), NE (white) and SW (green) quarters
HARBOURS = [
    ("yellow", 0, 0, 0, "harbour"),
    ("yellow", 1, 0, 0, "harbour tower"),
    ("yellow", 0, 1, 0, "harbour"),
]


def _yellow_turn_begins(houses, yellow_turns=3, red_cubes=(0, 0, 0)):
    """Blue finishes its turn; yellow's turn starts with ① Income."""
    before = make_position(
        THREE,
        houses=houses,
        cubes=[(0, 0, 0), red_cubes, (0, 0, 0)],
        current=2,
        phase="disposal",
        turns=[yellow_turns, 3, 2],
    )
    after = apply(before, Keep(0, 0, 0))
    assert after.current_player == 0 and after.phase_id == "place"
    return before, after


def test_each_harbour_gives_its_tiles_ship():
    _before, after = _yellow_turn_begins(HARBOURS)
    assert cubes(after, 0) == (1, 1, 0)
    assert after.supply == (19, 19, 20)
    assert any(e.startswith("① yellow takes") for e in after.events)


def test_green_ship_gives_a_victory_point():
    _before, after = _yellow_turn_begins(HARBOURS)
    assert after.seats[0].vp_income == 1
    assert after.seats[0].vp == 1


def test_houses_without_harbour_give_nothing():
    _before, after = _yellow_turn_begins([("yellow", 0, 0, 0, "tower"), ("yellow", 1, 0, 0)])
    assert cubes(after, 0) == (0, 0, 0) and after.seats[0].vp == 0


def test_other_players_harbours_do_not_pay_the_active_player():
    _before, after = _yellow_turn_begins([("red", 0, 0, 0, "harbour")])
    assert cubes(after, 0) == (0, 0, 0)
    assert cubes(after, 1) == (0, 0, 0)  # red's income waits for red's own turn


def test_skipped_on_the_first_turn():
    # harbours on a first turn cannot happen in play; ① itself is asked directly
    before, _after = _yellow_turn_begins(HARBOURS)
    first = with_seat(before, 0, turns=0)
    after, text = take_income(first, 0)
    assert cubes(after, 0) == (0, 0, 0) and after.seats[0].vp == 0
    assert "first turn" in text


def test_no_cube_when_the_supply_is_out():
    # players hold at most 3 cubes between turns, so only a table set by hand runs out at ①
    before, _after = _yellow_turn_begins(HARBOURS)
    empty = dataclasses.replace(before, supply=(0, 20, 20))
    after, text = take_income(empty, 0)
    assert cubes(after, 0) == (0, 1, 0)
    assert after.supply == (0, 19, 20)
    assert "no red cube left" in text


def test_income_comes_before_placing():
    _before, after = _yellow_turn_begins(HARBOURS)
    income = next(i for i, e in enumerate(after.events) if e.startswith("① yellow"))
    blue_refill = next(i for i, e in enumerate(after.events) if e.startswith("⑥ blue"))
    assert blue_refill < income


def test_income_ships_are_the_ships_under_each_seats_harbours() -> None:
    seen = 0
    games = [random_states(players, seed) for players in (2, 3, 4) for seed in (31, 32)]
    for state in (s for states in games for s in states):
        at = {(p.x, p.y): p for p in state.board.tiles}
        for seat in range(len(state.players)):
            want = [
                SHIP[at[(h.x, h.y)].tile] for h in state.houses if h.owner == seat and h.harbour
            ]
            assert income_ships(state.houses, state.board, seat) == want
            seen += bool(want)
    assert seen > 0  # some seats had harbours
