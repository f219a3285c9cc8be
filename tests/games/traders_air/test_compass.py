"""Rulebook 7, the compass variant."""

from skywidgets.games.traders_air import new_game
from skywidgets.games.traders_air.actions import CollectIncome, Move
from skywidgets.games.traders_air.data import CITIES, move_costs

from .helpers import PLAYERS, build_position, play


def test_orientation_is_drawn_from_the_seed_both_ways():
    seen = {new_game(list(PLAYERS), seed=s, compass=True).reversed_arrows for s in range(12)}
    assert seen == {True, False}


def test_without_the_compass_nothing_is_reversed():
    assert not any(new_game(list(PLAYERS), seed=s).reversed_arrows for s in range(12))


def test_reversed_compass_flips_every_arrow_for_the_whole_game():
    for side in ("A", "B"):
        normal = build_position(PLAYERS, side=side, money={"Ann": 9})
        flipped = build_position(PLAYERS, side=side, money={"Ann": 9}, reversed_arrows=True)
        neighbours = move_costs(side)[normal.ship]
        assert len(neighbours) == 3
        for city in neighbours:
            a = play(normal, Move(CITIES[city])).seats[0].money
            b = play(flipped, Move(CITIES[city])).seats[0].money
            assert {9 - a, 9 - b} == {1, 2}


def test_unchanged_compass_keeps_the_arrows():
    seed = next(
        s for s in range(12) if not new_game(list(PLAYERS), seed=s, compass=True).reversed_arrows
    )
    state = play(new_game(list(PLAYERS), seed=seed, compass=True), CollectIncome())
    assert play(state, Move("Thespian")).seats[0].money == 3
