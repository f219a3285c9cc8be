"""Connected islands and open cells of a board: its geometry, updated tile by tile."""

from __future__ import annotations

import dataclasses
from functools import cached_property
from typing import TYPE_CHECKING

from skywidgets.core.memo import memo

from .actions import Build
from .cells import (
    CELL_HIGH,
    CELL_LOW,
    COORD_BITS,
    COORD_MASK,
    COORD_OFFSET,
    FIT_BITS,
    FIT_MASK,
    cell_key,
    cell_of,
    split_key,
)
from .data import STEPS
from .fits import Row, placement_row
from .island_parts import Part, Region, join_tile
from .tiles import MASK, REGION_AT, REGIONS

if TYPE_CHECKING:
    from .state import Board, House, Placed

Cell = tuple[int, int]
__all__ = [  # the coordinate helpers live in `cells`; importing them from here still works
    "COORD_BITS",
    "COORD_MASK",
    "COORD_OFFSET",
    "FIT_BITS",
    "FIT_MASK",
    "Geometry",
    "Island",
    "cell_key",
    "cell_of",
    "geometry",
    "houses_on",
    "influence",
    "scratch_geometry",
    "split_key",
]


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
    """Derived facts about a board: tiles by cell, islands, and the empty cells around.

    Made by `with_tile`, one tile after another, and never changed afterwards (a new tile
    makes a new geometry; unchanged parts are shared). Tiles are kept by int cell
    (`cells.cell_of`) in `occ`. Each open cell's key (`cells.cell_key`: what its
    neighbours require) is in `edges`, and its row of placements (`fits.Row`) in `rows`,
    both in the order the cells opened: each tile, in placement order, opens its empty
    edge neighbours north, east, south, west (a cell keeps its place when its fit changes
    and leaves when a tile covers it). That order, fixed by the board, is the order legal
    placements are listed in (`placing.hand_placements`). Islands are kept as unordered
    parts joined tile by tile (`comp` maps each region to its part's index in `parts`,
    see `island_parts`); the numbered `islands` and the sorted `keys` are built on first use.
    """

    def __init__(
        self,
        occ: dict[int, Placed],
        edges: dict[int, int],
        rows: dict[int, Row],
        last: Placed | None = None,
        neighbours: tuple[Placed, ...] = (),
        spot_regions: tuple[Region, ...] = (),
        spot_builds: tuple[Build, ...] = (),
        comp: dict[Region, int] | None = None,
        parts: list[Part | None] | None = None,
    ) -> None:
        self.occ = occ  # the tiles on the table by `cell_of`
        # open cell (`cell_of`) -> its `cell_key`, and its row of placements: both in the
        # order the cells opened
        self.edges = edges
        self.rows = rows
        self.last = last  # the tile placed last
        self.neighbours = neighbours  # the last tile's edge neighbours, N E S W
        # every island region of every tile in placement order, and its house build
        self.spot_regions = spot_regions
        self.spot_builds = spot_builds
        self.comp = {} if comp is None else comp  # region -> index of its part in `parts`
        self.parts = [] if parts is None else parts  # None: a part since merged into another

    @property
    def regions(self) -> int:
        """Island regions on the table (each holds at most one house)."""
        return len(self.spot_regions)

    @cached_property
    def at(self) -> dict[Cell, Placed]:
        """The tiles on the table by (x, y)."""
        return {(p.x, p.y): p for p in self.occ.values()}

    def tile_at(self, x: int, y: int) -> Placed | None:
        """The tile at (x, y), or None."""
        if type(x) is int and type(y) is int:  # a cell number needs true ints
            if not (CELL_LOW <= x <= CELL_HIGH and CELL_LOW <= y <= CELL_HIGH):
                return None
            return self.occ.get(cell_of(x, y))
        return self.at.get((x, y))  # other numbers equal to ints (hand-built positions)

    @cached_property
    def keys(self) -> list[int]:
        """The `cell_key` of every open cell, ascending (that is, in cell order)."""
        return sorted(self.edges.values())

    def fit_at(self, x: int, y: int) -> tuple[int, int] | None:
        """(known, island) edge masks of open cell (x, y), or None when it is not open."""
        key = self.fit_key(x, y)
        return None if key is None else (key >> 4 & 15, key & 15)

    def fit_key(self, x: int, y: int) -> int | None:
        """The `cell_key` of open cell (x, y), or None when it is not open."""
        if not (CELL_LOW <= x <= CELL_HIGH and CELL_LOW <= y <= CELL_HIGH):
            return None
        return self.edges.get(cell_of(x, y))

    @cached_property
    def open_cells(self) -> dict[Cell, tuple[int, int]]:
        """The empty cells next to a tile, in (x, y) order, with their (known, island) masks."""
        return {split_key(k)[:2]: (k >> 4 & 15, k & 15) for k in self.keys}

    @cached_property
    def islands(self) -> tuple[Island, ...]:
        """The connected islands, numbered in the order of their smallest region."""
        live = sorted(
            (tuple(sorted(part[0])), tuple(sorted({(x, y) for x, y, _r in part[0]})), part[1])
            for part in self.parts
            if part is not None
        )
        return tuple(Island(i, *part) for i, part in enumerate(live))

    @cached_property
    def island_of(self) -> dict[Region, int]:
        """The id of the connected island holding each island region."""
        return {r: isl.id for isl in self.islands for r in isl.regions}

    def members(self, region: Region) -> tuple[Region, ...]:
        """Every island region of the connected island holding `region` (unordered)."""
        part = self.parts[self.comp[region]]
        assert part is not None
        return part[0]

    def with_tile(self, p: Placed) -> Geometry:
        """The geometry after placing `p` (self is unchanged)."""
        x, y = p.x, p.y
        if not (CELL_LOW < x < CELL_HIGH and CELL_LOW < y < CELL_HIGH):
            raise ValueError(f"cell ({x}, {y}) is too far from the initial block")
        c = cell_of(x, y)
        occ = self.occ.copy()
        occ[c] = p
        edges, rows = self.edges.copy(), self.rows.copy()
        edges.pop(c, None)
        rows.pop(c, None)
        n, plan = PLANS[p.tile][p.rotation]
        neighbours = []
        new_open = [0, 0]  # per island region of the tile: its island edges facing no tile
        joins: list[list[int]] = [[], []]  # per island region: the old parts it meets
        for step, fit, opposite, region in plan:
            q = c + step
            nb = occ.get(q)
            if nb is None:  # an empty cell: opened, or this side added to what it requires
                key = edges.get(q, q << FIT_BITS) | fit
                edges[q] = key
                rows[q] = placement_row(key)
                if region >= 0:
                    new_open[region] += 1
            else:
                neighbours.append(nb)
                if region >= 0:
                    j = REGION_AT[nb.tile][nb.rotation][opposite]
                    if j >= 0:
                        joins[region].append(self.comp[(nb.x, nb.y, j)])
        if n == 0:  # open sky: the islands stay as they are
            spots = self.spot_regions, self.spot_builds
            return Geometry(occ, edges, rows, p, tuple(neighbours), *spots, self.comp, self.parts)
        regions, builds = tile_spots(x, y, n)
        comp, parts = self.comp.copy(), self.parts.copy()
        join_tile(comp, parts, regions, new_open, joins)
        spots = self.spot_regions + regions, self.spot_builds + builds
        return Geometry(occ, edges, rows, p, tuple(neighbours), *spots, comp, parts)


Plan = tuple[int, tuple[tuple[int, int, int, int], ...]]


def _plan(tile: int, rotation: int) -> Plan:
    """(island regions, per edge N E S W: cell step, fit bits it gives the cell there,
    opposite edge, region holding the edge or -1) of a tile turned `rotation`."""
    mask = MASK[tile][rotation]
    out = []
    for d, (dx, dy) in enumerate(STEPS):
        od = (d + 2) % 4
        region = REGION_AT[tile][rotation][d] if mask >> d & 1 else -1
        fit = 1 << od << 4 | (mask >> d & 1) << od  # that cell's known side, island or sky
        out.append(((dx << COORD_BITS) + dy, fit, od, region))
    return len(REGIONS[tile][rotation]), tuple(out)


# PLANS[tile][rotation]: what placing that tile so turned does to its cell's neighbours
PLANS = tuple(tuple(_plan(t, r) for r in range(4)) for t in range(len(MASK)))
assert all(n <= 2 for per_tile in PLANS for n, _ in per_tile)  # `with_tile` keeps 2 slots


@memo(20_000)
def tile_spots(x: int, y: int, n: int) -> tuple[tuple[Region, ...], tuple[Build, ...]]:
    """The `n` island regions of a tile at (x, y), and the house build of each."""
    return (
        tuple((x, y, r) for r in range(n)),
        tuple(Build("house", x, y, r) for r in range(n)),
    )


EMPTY = Geometry({}, {}, {})  # the geometry of an empty table


def scratch_geometry(board: Board) -> Geometry:
    """The geometry of a board worked out from nothing, tile by tile."""
    geo = EMPTY
    for p in board.tiles:
        geo = geo.with_tile(p)
    return geo


def geometry(board: Board) -> Geometry:
    """The board's geometry (derived once per board: `Board.geometry`)."""
    return board.geometry


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
