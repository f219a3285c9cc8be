"""The sixth pass's tables agree with direct computations over random positions.

`interning.CELLS` makes a cell's placements once and gathers a tile's placements in one set
of rotations on first use; `interning.ROWS` gives, per open-cell key, every tile's
placements there (a geometry keeps its open cells' rows); `income.harbour_ships`
remembers the ships under each seat's harbours per houses tuple; `state.new_house` builds a
House without `__init__`. Each is checked here against the rule worked out from the board.
"""

from __future__ import annotations

import random

import pytest

from skywidgets.games.sky_islands import interning
from skywidgets.games.sky_islands.actions import PlaceTile
from skywidgets.games.sky_islands.data import ALL_IDS, STEPS
from skywidgets.games.sky_islands.income import harbour_ships
from skywidgets.games.sky_islands.interning import ROWS, TILE_MOVES
from skywidgets.games.sky_islands.island_parts import Part, Region, _groups, join, join_tile
from skywidgets.games.sky_islands.islands import cell_key, geometry, scratch_geometry, split_key
from skywidgets.games.sky_islands.state import House, new_house
from skywidgets.games.sky_islands.tiles import FIT_KEYS, MASK, SHIP

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
        row = ROWS[key]
        assert len(row) == len(ALL_IDS) + 1
        assert row[interning.KEY] == key  # a row ends with its key
        for tile in ALL_IDS:
            assert row[tile] == direct_moves(tile, key)
            assert TILE_MOVES[tile](row) is row[tile]


def test_a_cell_holds_each_tiles_placements_in_every_set_of_rotations_that_fits() -> None:
    rnd = random.Random(5)
    for _ in range(20):
        x, y = rnd.randint(-20, 20), rnd.randint(-20, 20)
        cell = cell_key(x, y, 0) >> 8
        picked = interning.CellMoves()[cell]  # a table of its own, made here
        # made lazily: at first only each tile's empty set (one shared, empty tuple)
        assert len(picked) == len(ALL_IDS)
        assert list(picked.values()) == [()] * len(ALL_IDS)
        assert [(p.tile, p.x, p.y, p.rotation) for p in picked.places] == [
            (t, x, y, r) for t in ALL_IDS for r in range(4)
        ]
        for tile in ALL_IDS:
            sets = interning._SETS[tile]
            assert sets[0] == 0  # the empty set first: a tile that fits nowhere on the cell
            start = interning._STARTS[tile]
            for i, bits in enumerate(sets):
                want = tuple(PlaceTile(tile, x, y, r) for r in range(4) if bits >> r & 1)
                got = picked[start + i]
                assert got == want
                assert picked[start + i] is got  # made once, then remembered
                # every tuple shares the cell's placements: one instance per move
                assert all(m is picked.places[4 * tile + m.rotation] for m in got)
        assert len(picked) == sum(map(len, interning._SETS))
        row = ROWS[cell_key(x, y, FIT_KEYS[7])]  # a row takes its tuples from its cell's
        assert all(
            any(m is t for t in interning.CELLS[cell].values()) for m in row[: interning.KEY]
        )


def test_placements_have_slots_and_the_fields_and_json_of_a_constructed_one() -> None:
    cell = cell_key(3, -2, 0) >> 8
    for made in interning.CELLS[cell].places:
        assert not hasattr(made, "__dict__")  # 64 bytes, no dict: the tables stay small
        twin = PlaceTile(made.tile, made.x, made.y, made.rotation)
        assert made == twin and hash(made) == hash(twin)
        assert made.to_json() == twin.to_json()


def test_rows_survive_the_tables_being_emptied(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(interning, "ROW_LIMIT", 4)
    monkeypatch.setattr(interning, "CELL_LIMIT", 5)
    rnd = random.Random(4)
    for _ in range(100):
        key = cell_key(rnd.randint(-9, 9), rnd.randint(-9, 9), rnd.choice(FIT_KEYS))
        assert [ROWS[key][t] for t in ALL_IDS] == [direct_moves(t, key) for t in ALL_IDS]
    assert len(ROWS) <= 4


def test_the_rows_of_a_board_list_the_placements_the_rule_allows_there() -> None:
    for state in STATES[::4]:
        geo = geometry(state.board)
        at = {(p.x, p.y) for p in state.board.tiles}
        for key in geo.keys:
            x, y, _fit = split_key(key)
            assert (x, y) not in at
            assert any((x + dx, y + dy) in at for dx, dy in STEPS)
            for tile in (4, 20, 33, 42):
                assert ROWS[key][tile] == direct_moves(tile, key)


def test_harbour_ships_equal_the_ships_under_each_seats_harbours() -> None:
    seen = 0
    for state in STATES:
        at = {(p.x, p.y): p for p in state.board.tiles}
        got = harbour_ships(state.houses, state.board)
        assert harbour_ships(state.houses, state.board) is got  # remembered per houses tuple
        for seat in range(len(state.players)):
            want = tuple(
                SHIP[at[(h.x, h.y)].tile] for h in state.houses if h.owner == seat and h.harbour
            )
            assert got[seat] == want
            seen += bool(want)
        copy = (*state.houses, *())  # an equal tuple, another object: the same answer
        assert copy == state.houses and (copy is not state.houses or not copy)
        assert harbour_ships(copy, state.board) == got
    assert seen > 0  # some seats had harbours


def test_a_house_built_without_init_equals_the_constructed_one() -> None:
    for x, y, region, owner in ((0, 0, 0, 0), (-3, 5, 1, 3), (7, -2, 0, 1)):
        fast, slow = new_house(x, y, region, owner), House(x, y, region, owner)
        assert fast == slow and hash(fast) == hash(slow) and repr(fast) == repr(slow)
        assert fast.influence == 1 and not fast.tower and not fast.harbour


def test_a_two_region_tile_joins_the_parts_as_the_general_grouping_does() -> None:
    rnd = random.Random(5)
    for _ in range(500):
        base_parts: list[Part | None] = [(((k, 0, 0),), rnd.randint(0, 4)) for k in range(4)]
        base_comp: dict[Region, int] = {(k, 0, 0): k for k in range(4)}  # four old islands
        fresh = ((9, 9, 0), (9, 9, 1))
        joins = [rnd.sample(range(4), rnd.randint(0, 2)) for _ in range(2)]
        new_open = [rnd.randint(0, 3), rnd.randint(0, 3)]
        fast_comp, fast_parts = dict(base_comp), list(base_parts)
        join_tile(fast_comp, fast_parts, fresh, new_open, [list(j) for j in joins], 2)
        slow_comp, slow_parts = dict(base_comp), list(base_parts)
        for new_regions, met in _groups([list(j) for j in joins]):
            regions = tuple(fresh[i] for i in new_regions)
            join(slow_comp, slow_parts, regions, sum(new_open[i] for i in new_regions), met)
        assert fast_comp == slow_comp and fast_parts == slow_parts


def test_a_geometry_keeps_the_row_of_each_open_cell_for_its_current_fit() -> None:
    for state in STATES[::3]:
        for geo in (geometry(state.board), scratch_geometry(state.board)):
            assert geo.rows.keys() == geo.edges.keys()
            for cell, key in geo.edges.items():
                assert geo.rows[cell] == ROWS[key], split_key(key)
