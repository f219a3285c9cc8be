"""Game Setup A–F and the game's data tables."""

from __future__ import annotations

from collections import Counter

import pytest

from skywidgets.core import IllegalAction, get
from skywidgets.games.sky_islands import RULESET, new_game
from skywidgets.games.sky_islands.data import TILE_TABLE
from skywidgets.games.sky_islands.tiles import MASK, REGIONS, SHAPE, SHIP

PLAYERS = ["yellow", "red", "blue", "green"]


def test_forty_tiles_ten_of_each_ship():
    assert len(TILE_TABLE) == 40
    assert Counter(ship for _shape, ship in TILE_TABLE) == {
        "red": 10,
        "white": 10,
        "blue": 10,
        "green": 10,
    }


def test_shape_counts_follow_the_rulings_table():
    counts = Counter(SHAPE[t] for t in range(4, 44))
    assert counts == {
        "cape": 8,
        "corner": 8,
        "straight": 6,
        "strait": 3,
        "split_corner": 3,
        "t_junction": 5,
        "fork": 2,
        "cross": 3,
        "double_corner": 1,
        "open_sky": 1,
    }


def test_setup_a_initial_block_is_four_quarters_in_a_pinwheel():
    s = new_game(PLAYERS[:2])
    cells = {(p.x, p.y): p.tile for p in s.board.tiles}
    assert cells == {(0, 0): 0, (1, 0): 1, (0, 1): 2, (1, 1): 3}
    # N, E, S, W bits: NW quarter N/E/S island, W sky; NE E/S/W; SW N/E/W; SE N/S/W
    assert [MASK[t][0] for t in range(4)] == [0b0111, 0b1110, 0b1011, 0b1101]
    assert [SHIP[t] for t in range(4)] == ["red", "white", "green", "blue"]
    assert all(len(REGIONS[t][0]) == 1 for t in range(4))


@pytest.mark.parametrize("n, used", [(2, 20), (3, 30), (4, 40)])
def test_setup_b_tiles_used_by_player_count(n, used):
    s = new_game(PLAYERS[:n], seed=3)
    in_play = len(s.pile) + sum(len(seat.hand) for seat in s.seats)
    assert in_play == used
    assert len(s.box) == 40 - used
    assert set(s.box).isdisjoint(s.pile)


def test_setup_b_shuffle_depends_on_the_seed_only():
    a, b, c = (new_game(PLAYERS, seed=k) for k in (1, 1, 2))
    assert a == b
    assert a.pile != c.pile
    two = [new_game(PLAYERS[:2], seed=k).box for k in (1, 2)]
    assert two[0] != two[1]


def test_setup_c_supply_and_pieces():
    s = new_game(PLAYERS[:3])
    assert s.supply == (20, 20, 20)
    assert (s.towers, s.harbours) == (12, 12)


def test_setup_d_eleven_buildable_houses_and_colours():
    s = new_game(["ann", "red", "bob"])
    assert [seat.houses_left for seat in s.seats] == [11, 11, 11]
    assert s.colours == ("yellow", "red", "blue")


def test_setup_e_hands_of_two_dealt_from_the_pile():
    s = new_game(PLAYERS, seed=9)
    hands = [seat.hand for seat in s.seats]
    assert all(len(h) == 2 for h in hands)
    assert len(s.pile) == 32
    assert len({t for h in hands for t in h} | set(s.pile)) == 40


def test_setup_f_seat_zero_starts_in_step_two():
    s = new_game(PLAYERS[:2])
    assert s.current_player == 0
    assert s.phase_id == "place" and s.phase == "② Placing a sky island tile"
    assert s.turn == 1
    assert any("first turn" in e for e in s.events)


@pytest.mark.parametrize("players", [["solo"], PLAYERS + ["extra"]])
def test_setup_rejects_player_counts(players):
    with pytest.raises(IllegalAction) as info:
        RULESET.start(players)
    assert info.value.rule == RULESET.seats.players_rule == "Sky Islands — Game Setup B"
    assert str(len(players)) in info.value.reason


def test_setup_rejects_duplicate_names_and_unknown_options():
    with pytest.raises(IllegalAction) as info:
        RULESET.start(["a", "a"])
    assert info.value.rule == RULESET.seats.players_rule
    with pytest.raises(IllegalAction) as info:
        RULESET.start(["a", "b"], variant="x")
    assert "Game Setup" in info.value.rule and "variant" in info.value.reason


def test_registered_with_phases_in_rulebook_order():
    rs = get("sky_islands")
    assert [p for p, _ in rs.teaching.phases] == [
        "income",
        "place",
        "gains",
        "build",
        "disposal",
        "refill",
        "over",
    ]
    assert (rs.seats.min_players, rs.seats.max_players) == (2, 4)
