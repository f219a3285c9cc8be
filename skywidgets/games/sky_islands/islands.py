"""Connected islands and open cells of a board, computed once per board and cached on it."""

from __future__ import annotations

import dataclasses

from .data import STEPS
from .state import Board, House, Placed
from .tiles import MASK, REGION_AT, REGIONS

Region = tuple[int, int, int]  # x, y, region index
Cell = tuple[int, int]


@dataclasses.dataclass(frozen=True)
class Island:
    """A connected island: island regions joined across matching island edges."""

    id: int
    regions: tuple[Region, ...]
    cells: tuple[Cell, ...]
    open_edges: int  # island edges of the island that face an empty cell

    @property
    def tiles(self) -> int:
        """Number of distinct tiles the island covers (a tile counts once)."""
        return len(self.cells)

    @property
    def closed(self) -> bool:
        """Whether no island edge of the island faces an empty cell (holes may remain)."""
        return self.open_edges == 0


class Geometry:
    """Derived facts about a board: tiles by cell, islands, and the empty cells around."""

    __slots__ = ("at", "island_of", "islands", "open_cells")

    def __init__(self) -> None:
        self.at: dict[Cell, Placed] = {}
        self.island_of: dict[Region, int] = {}
        self.islands: tuple[Island, ...] = ()
        self.open_cells: dict[Cell, tuple[int, int]] = {}  # cell -> (known, island) masks

    def with_tile(self, p: Placed) -> Geometry:
        """The geometry after placing `p` (an incremental update; self is unchanged)."""
        geo = Geometry()
        at = geo.at = dict(self.at)
        at[(p.x, p.y)] = p
        open_cells = dict(self.open_cells)
        open_cells.pop((p.x, p.y), None)
        mask = MASK[p.tile][p.rotation]
        region_at = REGION_AT[p.tile][p.rotation]
        n = len(REGIONS[p.tile][p.rotation])
        new_open = [0] * n
        joins: list[set[int]] = [set() for _ in range(n)]  # old island ids per new region
        lost: dict[int, int] = {}  # old island id -> island edges no longer facing empty
        for d in range(4):
            dx, dy = STEPS[d]
            q = (p.x + dx, p.y + dy)
            island = mask >> d & 1
            od = (d + 2) % 4
            nb = at.get(q)
            if nb is None:
                known, req = open_cells.get(q, (0, 0))
                open_cells[q] = (known | 1 << od, req | island << od)
                if island:
                    new_open[region_at[d]] += 1
            elif island:
                j = REGION_AT[nb.tile][nb.rotation][od]
                if j >= 0:
                    iid = self.island_of[(q[0], q[1], j)]
                    joins[region_at[d]].add(iid)
                    lost[iid] = lost.get(iid, 0) + 1
        # new regions sharing an old island belong together
        groups: list[tuple[set[int], list[int]]] = []
        for i in range(n):
            merged = (set(joins[i]), [i])
            for g in [g for g in groups if g[0] & joins[i]]:
                groups.remove(g)
                merged[0].update(g[0])
                merged[1].extend(g[1])
            groups.append(merged)
        touched = set().union(*joins) if joins else set()
        parts = [
            (isl.regions, isl.cells, isl.open_edges)
            for isl in self.islands
            if isl.id not in touched
        ]
        for old_ids, new_regions in groups:
            regions = [(p.x, p.y, i) for i in new_regions]
            cells = {(p.x, p.y)}
            open_edges = sum(new_open[i] for i in new_regions)
            for iid in old_ids:
                isl = self.islands[iid]
                regions.extend(isl.regions)
                cells.update(isl.cells)
                open_edges += isl.open_edges - lost[iid]
            parts.append((tuple(sorted(regions)), tuple(sorted(cells)), open_edges))
        geo._set_islands(parts)
        geo.open_cells = dict(sorted(open_cells.items()))
        return geo

    def _set_islands(self, parts: list[tuple[tuple[Region, ...], tuple[Cell, ...], int]]) -> None:
        parts.sort(key=lambda part: part[0][0])
        self.islands = tuple(Island(i, *part) for i, part in enumerate(parts))
        self.island_of = {r: isl.id for isl in self.islands for r in isl.regions}


def scratch_geometry(board: Board) -> Geometry:
    """The geometry of a board computed from nothing (placement order does not matter)."""
    geo = Geometry()
    for p in board.tiles:
        geo = geo.with_tile(p)
    return geo


def geometry(board: Board) -> Geometry:
    """The board's geometry, computed on first use and kept on the board object."""
    geo = board.__dict__.get("_geometry")
    if geo is None:
        geo = scratch_geometry(board)
        object.__setattr__(board, "_geometry", geo)
    return geo


def board_with(board: Board, placed: Placed) -> Board:
    """A new board with one more tile, its geometry updated incrementally from the old one."""
    new = Board(board.tiles + (placed,))
    object.__setattr__(new, "_geometry", geometry(board).with_tile(placed))
    return new


def influence(island: Island, houses: tuple[House, ...], seats: int) -> list[int]:
    """Each seat's influence on an island: house 1, tower-equipped house 2."""
    members = set(island.regions)
    out = [0] * seats
    for h in houses:
        if (h.x, h.y, h.region) in members:
            out[h.owner] += h.influence
    return out


def houses_on(island: Island, houses: tuple[House, ...]) -> list[House]:
    """The trading houses (all players) standing on an island."""
    members = set(island.regions)
    return [h for h in houses if (h.x, h.y, h.region) in members]
