"""The rules agree with slow, obvious computations from the board, over random games.

The rule model keeps derived facts (open cells and their placements, island parts, house
spots) in a board's geometry and updates it tile by tile. Each check here recomputes the
same answer from `board.tiles`, `houses` and the rulebook's definitions alone
(`definitions`), over every state of random games.
"""

from __future__ import annotations

import itertools
import random

import pytest

from skywidgets.core import evolve
from skywidgets.games.sky_islands import legal_actions
from skywidgets.games.sky_islands.building import build_actions, can_build
from skywidgets.games.sky_islands.data import STEPS, TILE_IDS
from skywidgets.games.sky_islands.fits import cell_placements, placement_row
from skywidgets.games.sky_islands.gains import gained, ship_gain
from skywidgets.games.sky_islands.islands import (
    FIT_BITS,
    cell_key,
    cell_of,
    geometry,
    scratch_geometry,
    split_key,
)
from skywidgets.games.sky_islands.placing import fitting_placements
from skywidgets.games.sky_islands.state import Board, Seat
from skywidgets.games.sky_islands.tiles import FIT_KEYS, MASK, REGIONS, SHIP

from .definitions import naive_builds, naive_island_of, naive_placements
from .randomplay import random_states

GAMES = [(players, seed) for players in (2, 3, 4) for seed in (11, 12, 13)]
STATES = [s for players, seed in GAMES for s in random_states(players, seed)]


def test_placements_from_the_tables_equal_the_placement_rule_checked_cell_by_cell() -> None:
    for state in STATES[::2]:
        tiles = sorted({*TILE_IDS[::7], *(state.seats[0].hand)})
        assert fitting_placements(state.board, tuple(tiles)) == naive_placements(state.board, tiles)


def test_legal_placements_equal_the_rule_for_the_hand_in_every_placing_state() -> None:
    for state in STATES:
        if state.phase_id == "place" and state.revealed_hand is None:
            hand = sorted(set(state.seats[state.active].hand))
            assert legal_actions(state) == naive_placements(state.board, hand)


def test_two_tile_hands_list_the_rule_in_tile_order_whatever_their_order() -> None:
    rnd = random.Random(8)
    for state in STATES[::3]:
        for _ in range(3):  # hands of two as dealt: any order, possibly the same tile twice
            a, b = rnd.choice(TILE_IDS), rnd.choice(TILE_IDS)
            for hand in ((a, b), (b, a), (a, a)):
                fresh = Board(state.board.tiles)  # its geometry worked out afresh
                want = naive_placements(state.board, sorted({*hand}))
                assert fitting_placements(fresh, hand) == want


def test_placements_are_the_same_once_the_remembered_rows_are_forgotten() -> None:
    for state in STATES[::9]:
        placement_row.cache_clear()  # the open cells' rows and placements are made again
        cell_placements.cache_clear()
        fresh = Board(state.board.tiles)
        tiles = list(TILE_IDS[::5])
        assert fitting_placements(fresh, tuple(tiles)) == naive_placements(state.board, tiles)


def test_incremental_geometry_equals_the_board_worked_out_from_scratch() -> None:
    for state in STATES[::3]:
        cached, fresh = geometry(state.board), scratch_geometry(state.board)
        assert cached.islands == fresh.islands
        assert list(cached.open_cells.items()) == list(fresh.open_cells.items())
        assert cached.keys == fresh.keys
        naive = naive_island_of(state.board)
        assert set(cached.comp) == set(naive) == set(cached.spot_regions)
        for a in naive:  # the same partition into connected islands
            for b in naive:
                assert (cached.comp[a] == cached.comp[b]) == (naive[a] == naive[b])


def test_the_geometry_counts_every_island_region_on_the_table() -> None:
    for state in STATES[::2]:
        regions = sum(len(REGIONS[p.tile][p.rotation]) for p in state.board.tiles)
        assert geometry(state.board).regions == regions == len(geometry(state.board).comp)
        assert scratch_geometry(state.board).regions == regions


def test_build_lists_equal_the_building_rules_applied_one_by_one() -> None:
    for state in STATES:
        if state.phase_id in ("build", "place", "disposal"):
            builds = naive_builds(state)
            assert build_actions(state) == builds
            assert can_build(state) == bool(builds)


def test_build_lists_exclude_this_turns_tile_wherever_the_board_lists_it() -> None:
    checked = 0
    for state in STATES:
        if state.phase_id != "build" or state.placed is None:
            continue
        tiles = state.board.tiles  # this turn's tile first: not the geometry's last tile
        first = [t for t in tiles if (t.x, t.y) == state.placed] + [
            t for t in tiles if (t.x, t.y) != state.placed
        ]
        moved = evolve(state, board=Board(tuple(first)))
        assert geometry(moved.board).last is not first[0]
        assert build_actions(moved) == naive_builds(moved)
        checked += 1
    assert checked >= 10


def test_a_placement_gains_the_ships_of_the_tile_and_its_edge_neighbours() -> None:
    for before, after in itertools.pairwise(STATES):
        if before.phase_id != "place" or after.board is before.board:
            continue
        p = after.board.tiles[-1]
        at = {(q.x, q.y): q for q in before.board.tiles}
        ships = [SHIP[p.tile]] + [
            SHIP[at[(p.x + dx, p.y + dy)].tile] for dx, dy in STEPS if (p.x + dx, p.y + dy) in at
        ]
        got, vp, _text = ship_gain(before.supply, ships)
        seat = before.active
        assert after.seats[seat].vp_gains == before.seats[seat].vp_gains + vp
        cubes = before.seats[seat].cubes  # ④ and ⑤ wait for the player's decisions
        assert after.seats[seat].cubes == (cubes[0] + got[0], cubes[1] + got[1], cubes[2] + got[2])


def test_cell_keys_name_their_cell_and_fit_and_sort_in_cell_order() -> None:
    cells = [(x, y) for x in range(-30, 31, 3) for y in range(-30, 31, 4)]
    keys = []
    for x, y in cells:
        for fit in FIT_KEYS[::5]:
            key = cell_key(x, y, fit)
            assert split_key(key) == (x, y, fit)
            assert key >> FIT_BITS == cell_of(x, y)
            keys.append(key)
    by_cell = [k >> FIT_BITS for k in keys]
    assert by_cell == sorted(by_cell)  # keys ascend with (x, y), whatever the fit
    with pytest.raises(ValueError):
        cell_key(300, 0, 0)


def test_open_cell_keys_hold_the_edges_their_neighbours_require() -> None:
    for state in STATES[::4]:
        geo = geometry(state.board)
        at = {(p.x, p.y): p for p in state.board.tiles}
        assert [split_key(k)[:2] for k in geo.keys] == sorted(geo.open_cells)
        for key in geo.keys:
            x, y, got = split_key(key)
            assert geo.edges[cell_of(x, y)] == key
            known = island = 0
            for d, (dx, dy) in enumerate(STEPS):
                nb = at.get((x + dx, y + dy))
                if nb is not None:
                    known |= 1 << d
                    island |= (MASK[nb.tile][nb.rotation] >> ((d + 2) % 4) & 1) << d
            assert got == known << 4 | island
            assert geo.fit_at(x, y) == (known, island)
        assert geo.fit_at(0, 0) is None  # a tile's cell is not open
        assert geo.fit_at(10_000, 0) is None  # too far out to be open


def test_a_new_board_equals_the_board_built_by_its_constructor() -> None:
    for before, after in itertools.pairwise(STATES):
        if len(after.board.tiles) == len(before.board.tiles) + 1:  # a placement, same game
            assert after.board == Board(before.board.tiles + (after.board.tiles[-1],))
            assert after.board.tiles[:-1] == before.board.tiles


def test_gains_taken_equal_the_gains_worked_out_ship_by_ship() -> None:
    rnd = random.Random(6)
    colours = sorted(set(SHIP))
    for _ in range(3000):
        ships = [rnd.choice(colours) for _ in range(rnd.randint(1, 6))]
        supply = (rnd.randint(0, 6), rnd.randint(0, 6), rnd.randint(0, 6))
        seat = Seat(hand=(), cubes=(rnd.randint(0, 3), rnd.randint(0, 3), rnd.randint(0, 3)))
        (r, w, b), vp, text = ship_gain(supply, ships)
        after, changes, said = gained(supply, seat, ships, "vp_income")
        assert after == (supply[0] - r, supply[1] - w, supply[2] - b)
        assert changes == {
            "cubes": (seat.cubes[0] + r, seat.cubes[1] + w, seat.cubes[2] + b),
            "vp_income": vp,
        }
        assert said == text
