"""The cached, incremental hot paths agree with slow, obvious computations from the board.

The rules keep derived facts (open cells, placements per tile, island parts, house spots,
gains by ship) in tables and update them incrementally for speed. Each check here recomputes
the same answer from `board.tiles`, `houses` and the rulebook's definitions alone, over every
state of random games, so an optimisation cannot silently change a rule.
"""

from __future__ import annotations

import itertools
import random

import pytest

from skywidgets.games.sky_islands import apply, interning, is_over, legal_actions, new_game
from skywidgets.games.sky_islands.actions import Build, PlaceTile
from skywidgets.games.sky_islands.building import build_actions, can_build
from skywidgets.games.sky_islands.data import STEPS, TILE_IDS
from skywidgets.games.sky_islands.gains import _ship_gain, ship_gain
from skywidgets.games.sky_islands.islands import geometry, scratch_geometry
from skywidgets.games.sky_islands.placing import fitting_placements
from skywidgets.games.sky_islands.state import Board, State
from skywidgets.games.sky_islands.tiles import MASK, REGIONS, SHIP

GAMES = [(players, seed) for players in (2, 3, 4) for seed in (11, 12, 13)]


def random_states(players: int, seed: int) -> list[State]:
    """Every state of one seeded random game, the final one included."""
    state = new_game([f"p{i}" for i in range(players)], seed=seed)
    rnd = random.Random(seed)
    out = [state]
    while not is_over(state):
        state = apply(state, rnd.choice(legal_actions(state)))
        out.append(state)
    return out


STATES = [s for players, seed in GAMES for s in random_states(players, seed)]


def naive_placements(board: Board, tiles: list[int]) -> list[PlaceTile]:
    """② by definition: an empty cell touching a tile, every touching edge island-to-island
    or sky-to-sky; in tile, cell (x, y) and rotation order."""
    at = {(p.x, p.y): p for p in board.tiles}
    cells = sorted(
        {(x + dx, y + dy) for x, y in at for dx, dy in STEPS} - set(at),
    )
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


def test_placements_survive_the_tables_being_emptied(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(interning, "TILE_LIMIT", 3)
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


def test_build_lists_equal_the_building_rules_applied_one_by_one() -> None:
    for state in STATES:
        if state.phase_id in ("build", "place", "disposal"):
            builds = naive_builds(state)
            assert build_actions(state) == builds
            assert can_build(state) == bool(builds)


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
