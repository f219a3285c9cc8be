"""Connected islands: joined across island edges, tiles counted once, closed when sealed."""

from __future__ import annotations

import random

from skywidgets.games.sky_islands import apply, examples, is_over, legal_actions, new_game
from skywidgets.games.sky_islands.data import STEPS
from skywidgets.games.sky_islands.islands import geometry, scratch_geometry
from skywidgets.games.sky_islands.positions import make_position
from skywidgets.games.sky_islands.state import Board
from skywidgets.games.sky_islands.tiles import REGIONS

from .helpers import THREE


def reference_islands(board):
    """A slow, obvious flood fill: {frozenset(regions): (tiles, closed)}."""
    at = {(p.x, p.y): p for p in board.tiles}
    nodes = {
        (p.x, p.y, i): m for p in board.tiles for i, m in enumerate(REGIONS[p.tile][p.rotation])
    }
    seen, out = set(), {}
    for start in sorted(nodes):
        if start in seen:
            continue
        group, todo, closed = set(), [start], True
        while todo:
            x, y, _i = node = todo.pop()
            if node in group:
                continue
            group.add(node)
            for d, (dx, dy) in enumerate(STEPS):
                if not nodes[node] >> d & 1:
                    continue
                nb = at.get((x + dx, y + dy))
                if nb is None:
                    closed = False
                    continue
                for j, m in enumerate(REGIONS[nb.tile][nb.rotation]):
                    if m >> ((d + 2) % 4) & 1:
                        todo.append((x + dx, y + dy, j))
        seen |= group
        out[frozenset(group)] = (len({(x, y) for x, y, _ in group}), closed)
    return out


def _mine(board):
    return {frozenset(isl.regions): (isl.tiles, isl.closed) for isl in geometry(board).islands}


def test_islands_match_a_flood_fill_through_random_games():
    for seed in range(6):
        s = new_game(["a", "b", "c", "d"], seed=seed)
        rnd = random.Random(seed)
        while not is_over(s):
            s = apply(s, rnd.choice(legal_actions(s)))
            assert _mine(s.board) == reference_islands(s.board)


def test_incremental_geometry_equals_a_fresh_computation():
    s = new_game(["a", "b", "c"], seed=3)
    rnd = random.Random(3)
    while not is_over(s):
        s = apply(s, rnd.choice(legal_actions(s)))
    fresh = scratch_geometry(Board(tuple(reversed(s.board.tiles))))
    cached = geometry(s.board)
    assert fresh.islands == cached.islands
    assert list(fresh.open_cells.items()) == list(cached.open_cells.items())


def test_initial_block_is_one_open_island_of_four_tiles():
    (isl,) = geometry(make_position(THREE).board).islands
    assert isl.tiles == 4 and not isl.closed


def test_a_two_island_tile_belongs_to_two_islands_counted_once_each():
    s = examples.tower_vp()  # a strait tile above the NW quarter
    sizes = sorted(isl.tiles for isl in geometry(s.board).islands)
    assert sizes == [1, 5]


def test_a_tile_reached_twice_counts_once():
    # a ring from the NW quarter over the top to a double corner east of the NE quarter:
    # both islands of the double corner join the same connected island
    s = make_position(
        THREE,
        tiles=[
            ("corner", 0, -1, 1),
            ("straight", 1, -1, 1),
            ("corner", 2, -1, 2),
            ("double_corner", 2, 0, 0),
        ],
    )
    (isl,) = geometry(s.board).islands
    assert {(2, 0, 0), (2, 0, 1)} <= set(isl.regions)
    assert isl.tiles == 8 and len(isl.regions) == 9


def test_closed_needs_every_island_edge_against_a_tile_and_holes_do_not_open():
    s = examples.closed_island()
    islands = geometry(s.board).islands
    ring = next(isl for isl in islands if (3, 0) in isl.cells)
    assert ring.closed and ring.tiles == 6
    block = next(isl for isl in islands if (0, 0) in isl.cells)
    assert not block.closed


def test_island_edge_joins_only_matching_island_edges():
    # the cape east of the SE quarter meets its sky edge: two separate islands
    s = make_position(THREE, tiles=[("cape", 2, 1, 0)])
    assert len(geometry(s.board).islands) == 2
