"""Each open cell's row lists, per tile, the placements the edge rule allows there.

`fits.placement_row` gives, per open-cell key (cell and fit), every tile's placements
there; a geometry keeps the key and the row of each of its open cells. Each is checked here
against the rule worked out from the key or the board.
"""

from __future__ import annotations

import random

from skywidgets.games.sky_islands.actions import PlaceTile
from skywidgets.games.sky_islands.data import ALL_IDS, STEPS
from skywidgets.games.sky_islands.fits import cell_placements, placement_row
from skywidgets.games.sky_islands.islands import (
    cell_key,
    cell_of,
    geometry,
    scratch_geometry,
    split_key,
)
from skywidgets.games.sky_islands.tiles import FIT_KEYS, MASK

from .randomplay import random_states

STATES = [s for players in (2, 3, 4) for seed in (31, 32) for s in random_states(players, seed)]


def direct_moves(tile: int, key: int) -> tuple[PlaceTile, ...]:
    """A tile's placements on the open cell of `key`: every rotation whose island edges meet
    the island edges the cell requires on its known sides."""
    x, y, fit = split_key(key)
    known, island = fit >> 4, fit & 15
    return tuple(
        PlaceTile(tile, x, y, r) for r in range(4) if MASK[tile][r] & known == island & known
    )


def test_a_row_holds_every_tiles_placements_on_its_cell() -> None:
    rnd = random.Random(3)
    for _ in range(300):
        key = cell_key(rnd.randint(-20, 20), rnd.randint(-20, 20), rnd.choice(FIT_KEYS))
        row = placement_row(key)
        assert len(row) == len(ALL_IDS)
        for tile in ALL_IDS:
            assert row[tile] == direct_moves(tile, key)


def test_a_cell_lists_every_tile_in_every_rotation_and_its_rows_share_them() -> None:
    rnd = random.Random(5)
    for _ in range(20):
        x, y = rnd.randint(-20, 20), rnd.randint(-20, 20)
        places = cell_placements(cell_of(x, y))
        assert places == tuple(PlaceTile(t, x, y, r) for t in ALL_IDS for r in range(4))
        row = placement_row(cell_key(x, y, rnd.choice(FIT_KEYS)))
        for moves in row:  # one instance per move: a row takes its cell's placements
            assert all(m is places[4 * m.tile + m.rotation] for m in moves)


def test_rows_are_the_same_once_forgotten() -> None:
    rnd = random.Random(4)
    keys = [
        cell_key(rnd.randint(-9, 9), rnd.randint(-9, 9), rnd.choice(FIT_KEYS)) for _ in range(50)
    ]
    before = [placement_row(key) for key in keys]
    placement_row.cache_clear()
    cell_placements.cache_clear()
    assert [placement_row(key) for key in keys] == before


def test_the_rows_of_a_board_list_the_placements_the_rule_allows_there() -> None:
    for state in STATES[::4]:
        geo = geometry(state.board)
        at = {(p.x, p.y) for p in state.board.tiles}
        for key in geo.keys:
            x, y, _fit = split_key(key)
            assert (x, y) not in at
            assert any((x + dx, y + dy) in at for dx, dy in STEPS)
            for tile in (4, 20, 33, 42):
                assert placement_row(key)[tile] == direct_moves(tile, key)


def test_a_geometry_keeps_the_row_of_each_open_cell_for_its_current_fit() -> None:
    for state in STATES[::3]:
        for geo in (geometry(state.board), scratch_geometry(state.board)):
            assert geo.rows.keys() == geo.edges.keys()
            for cell, key in geo.edges.items():
                assert geo.rows[cell] == placement_row(key), split_key(key)
