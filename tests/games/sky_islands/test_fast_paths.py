"""The cached, incremental hot paths agree with slow, obvious computations from the board.

The rules keep derived facts (open cells, placements per tile, island parts, house spots,
gains by ship) in tables and update them incrementally for speed. Each check here recomputes
the same answer from `board.tiles`, `houses` and the rulebook's definitions alone, over every
state of random games, so an optimisation cannot silently change a rule.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pytest

from skywidgets.core import Action, IllegalAction
from skywidgets.games.sky_islands import apply, interning, is_over, legal_actions
from skywidgets.games.sky_islands.actions import (
    Build,
    DiscardTile,
    EndBuilding,
    Exchange,
    Keep,
    PlaceTile,
)
from skywidgets.games.sky_islands.building import build_actions, can_build
from skywidgets.games.sky_islands.data import STEPS, TILE_IDS
from skywidgets.games.sky_islands.gains import _ship_gain, gained, ship_gain
from skywidgets.games.sky_islands.islands import (
    FIT_BITS,
    cell_key,
    cell_of,
    geometry,
    scratch_geometry,
    split_key,
)
from skywidgets.games.sky_islands.placing import fitting_placements
from skywidgets.games.sky_islands.rules import FLOW
from skywidgets.games.sky_islands.state import Board, Seat, State, replace
from skywidgets.games.sky_islands.tiles import FIT_KEYS, MASK, REGIONS, SHIP

from .randomplay import random_states

GAMES = [(players, seed) for players in (2, 3, 4) for seed in (11, 12, 13)]


STATES = [s for players, seed in GAMES for s in random_states(players, seed)]


def opening_order(board: Board) -> list[tuple[int, int]]:
    """The empty cells next to a tile, in the order they opened: each tile, in placement
    order, covers its cell and opens its empty edge neighbours north, east, south, west."""
    taken: set[tuple[int, int]] = set()
    opened: dict[tuple[int, int], None] = {}
    for p in board.tiles:
        taken.add((p.x, p.y))
        opened.pop((p.x, p.y), None)
        for dx, dy in STEPS:
            if (p.x + dx, p.y + dy) not in taken:
                opened.setdefault((p.x + dx, p.y + dy), None)
    return list(opened)


def naive_placements(board: Board, tiles: list[int]) -> list[PlaceTile]:
    """② by definition: an empty cell touching a tile, every touching edge island-to-island
    or sky-to-sky; in tile, opening (`opening_order`) and rotation order."""
    at = {(p.x, p.y): p for p in board.tiles}
    cells = opening_order(board)
    assert sorted(cells) == sorted({(x + dx, y + dy) for x, y in at for dx, dy in STEPS} - set(at))
    out = []
    for tile in tiles:
        for x, y in cells:
            for r in range(4):
                ok = True
                for d, (dx, dy) in enumerate(STEPS):
                    nb = at.get((x + dx, y + dy))
                    if nb is None:
                        continue
                    mine = MASK[tile][r] >> d & 1
                    theirs = MASK[nb.tile][nb.rotation] >> ((d + 2) % 4) & 1
                    ok = ok and mine == theirs
                if ok:
                    out.append(PlaceTile(tile, x, y, r))
    return out


def naive_island_of(board: Board) -> dict[tuple[int, int, int], int]:
    """Each island region's connected island, numbered by a flood fill over the board."""
    at = {(p.x, p.y): p for p in board.tiles}
    label: dict[tuple[int, int, int], int] = {}
    for p in board.tiles:
        for i in range(len(REGIONS[p.tile][p.rotation])):
            if (p.x, p.y, i) in label:
                continue
            todo, number = [(p.x, p.y, i)], len(label)
            while todo:
                x, y, j = todo.pop()
                if (x, y, j) in label:
                    continue
                label[(x, y, j)] = number
                q = at[(x, y)]
                for d, (dx, dy) in enumerate(STEPS):
                    nb = at.get((x + dx, y + dy))
                    if nb is None or not REGIONS[q.tile][q.rotation][j] >> d & 1:
                        continue
                    for k, m in enumerate(REGIONS[nb.tile][nb.rotation]):
                        if m >> ((d + 2) % 4) & 1:
                            todo.append((x + dx, y + dy, k))
    return label


def naive_builds(state: State) -> list[Build]:
    """④ by definition: houses on free island parts (not this turn's tile), then towers and
    harbours at the player's own houses, in the order the rules list them."""
    seat = state.current_player
    assert seat is not None
    player = state.seats[seat]
    if min(player.cubes) < 1:
        return []
    taken = {(h.x, h.y, h.region) for h in state.houses}
    out = []
    if player.houses_left > 0:
        for p in state.board.tiles:
            for r in range(len(REGIONS[p.tile][p.rotation])):
                if (p.x, p.y, r) not in taken and (p.x, p.y) != state.placed:
                    out.append(Build("house", p.x, p.y, r))
    own = [h for h in state.houses if h.owner == seat]
    island = naive_island_of(state.board)
    towered = {island[(h.x, h.y, h.region)] for h in state.houses if h.tower}
    if state.towers > 0:
        out += [
            Build("tower", h.x, h.y, h.region)
            for h in own
            if not h.tower and island[(h.x, h.y, h.region)] not in towered
        ]
    if state.harbours > 0:
        out += [Build("harbour", h.x, h.y, h.region) for h in own if not h.harbour]
    return out


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
                object.__setattr__(state.board, "_geometry", scratch_geometry(state.board))
                want = naive_placements(state.board, sorted({*hand}))
                assert fitting_placements(state.board, hand) == want


def test_placements_survive_the_tables_being_emptied(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(interning, "CELL_LIMIT", 3)
    monkeypatch.setattr(interning, "ROW_LIMIT", 5)
    for state in STATES[::9]:
        fresh = scratch_geometry(state.board)  # no placements cached on it yet
        object.__setattr__(state.board, "_geometry", fresh)
        tiles = list(TILE_IDS[::5])
        assert fitting_placements(state.board, tuple(tiles)) == naive_placements(state.board, tiles)


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
        moved = replace(state, board=Board(tuple(first)))
        assert geometry(moved.board).last is not first[0]
        assert build_actions(moved) == naive_builds(moved)
        checked += 1
    assert checked >= 10


def test_remembered_gains_equal_the_gains_worked_out_ship_by_ship() -> None:
    rnd = random.Random(5)
    colours = sorted(set(SHIP))
    for _ in range(3000):
        ships = [rnd.choice(colours) for _ in range(rnd.randint(1, 6))]
        supply = (rnd.randint(0, 6), rnd.randint(0, 6), rnd.randint(0, 6))
        assert ship_gain(supply, ships) == _ship_gain(supply, ships)


def test_a_placement_gains_the_ships_of_the_tile_and_its_edge_neighbours() -> None:
    for before, after in itertools.pairwise(STATES):
        if before.phase_id != "place" or after.board is before.board:
            continue
        p = after.board.tiles[-1]
        at = {(q.x, q.y): q for q in before.board.tiles}
        ships = [SHIP[p.tile]] + [
            SHIP[at[(p.x + dx, p.y + dy)].tile] for dx, dy in STEPS if (p.x + dx, p.y + dy) in at
        ]
        got, vp, _text = _ship_gain(before.supply, ships)
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
        (r, w, b), vp, text = _ship_gain(supply, ships)
        after, changes, said = gained(supply, seat, ships, "vp_income")
        assert after == (supply[0] - r, supply[1] - w, supply[2] - b)
        assert changes == {
            "cubes": (seat.cubes[0] + r, seat.cubes[1] + w, seat.cubes[2] + b),
            "vp_income": vp,
        }
        assert said == text


ALL_MOVES = [
    PlaceTile(TILE_IDS[0], 2, 0, 0),
    DiscardTile(TILE_IDS[0]),
    Build("house", 0, 0, 0),
    EndBuilding(),
    Exchange("red", "blue"),
    Keep(0, 0, 0),
]


def _outcome(play: Callable[[State, Action], State], state: State, move: Action) -> object:
    try:
        return play(state, move)
    except IllegalAction as err:
        return ("refused", str(err))


def test_the_phase_table_plays_and_refuses_exactly_as_the_shared_flow() -> None:
    for state in STATES[::4]:
        moves = ALL_MOVES + (legal_actions(state)[:3] if not is_over(state) else [])
        for move in moves:
            assert _outcome(apply, state, move) == _outcome(FLOW.apply, state, move)
