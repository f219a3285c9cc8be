"""The rules' definitions worked out the slow, obvious way from a board and its houses.

Shared by the tests that hold the rule model against them (`test_rules_by_definition`,
`test_placement_lists`, `test_coach`): each recomputes an answer from `board.tiles`,
`houses` and the rulebook's words alone.
"""

from __future__ import annotations

from skywidgets.games.sky_islands.actions import Build, PlaceTile
from skywidgets.games.sky_islands.data import STEPS
from skywidgets.games.sky_islands.state import Board, State
from skywidgets.games.sky_islands.tiles import MASK, REGIONS


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
