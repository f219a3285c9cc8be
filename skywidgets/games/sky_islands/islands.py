"""Connected islands and open cells of a board, computed once per board and cached on it."""

from __future__ import annotations

import dataclasses

from .actions import Build, PlaceTile
from .cells import (
    CELL_HIGH as _HIGH,
)
from .cells import (
    CELL_LOW as _LOW,
)
from .cells import (
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
from .interning import KEY, ROWS, Row
from .island_parts import SPOTS, Part, Region, join, join_tile, spots
from .state import Board, House, Placed
from .tiles import MASK, REGION_AT, REGIONS

Cell = tuple[int, int]
__all__ = [  # the coordinate helpers live in `cells`; importing them from here still works
    "COORD_BITS",
    "COORD_MASK",
    "COORD_OFFSET",
    "FIT_BITS",
    "FIT_MASK",
    "Geometry",
    "Island",
    "board_with",
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

    Tiles are kept by int cell in `occ` (by (x, y) in `at`, built on first use); each
    open cell's row of placements (`interning.ROWS`, its `cell_key` last) is in `rows` (by
    int cell, updated with the cells a new tile changes; `edges` gives the keys alone), in
    the order the cells opened: each tile, in placement order, opens its empty edge
    neighbours north, east, south, west (a cell keeps its place when its fit changes and
    leaves when a tile covers it). That order, fixed by the board, is the order legal
    placements are listed in (`placing.hand_placements`), so listing needs no sort.
    Islands are kept as unordered parts joined incrementally (`comp` maps each region to its
    part's index, `island_parts`); the sorted `keys`, the public `islands` (sorted, numbered)
    and `island_of` are built on first use.
    """

    __slots__ = (
        "_at",
        "_island_of",
        "_islands",
        "_keys",
        "_open_cells",
        "comp",
        "last",
        "neighbours",
        "occ",
        "parts",
        "placements",
        "regions",
        "rows",
        "spot_builds",
        "spot_regions",
    )

    def __init__(self) -> None:
        self.occ: dict[int, Placed] = {}  # the tiles on the table by `cell_of`
        # open cell (`cell_of`) -> its row of placements (`ROWS[key]`, the key last), in
        # the order the cells opened
        self.rows: dict[int, Row] = {}
        # hand -> its legal placements (`placing.hand_placements`)
        self.placements: dict[tuple[int, ...], list[PlaceTile]] = {}
        self.neighbours: tuple[Placed, ...] = ()  # the last tile's edge neighbours, N E S W
        self.last: Placed | None = None  # the tile placed last
        self.regions = 0  # island regions on the table (each holds at most one house)
        # every island region of every tile in placement order, and its house build
        self.spot_regions: tuple[Region, ...] = ()
        self.spot_builds: tuple[Build, ...] = ()  # the house build of each spot
        self.comp: dict[Region, int] = {}  # region -> index of its part in `parts`
        self.parts: list[Part | None] = []  # None: a part since merged into another
        self._keys: list[int] | None = None
        self._islands: tuple[Island, ...] | None = None
        self._island_of: dict[Region, int] | None = None
        self._open_cells: dict[Cell, tuple[int, int]] | None = None
        self._at: dict[Cell, Placed] | None = None

    @property
    def at(self) -> dict[Cell, Placed]:
        """The tiles on the table by (x, y) (built on first use from `occ`)."""
        at = self._at
        if at is None:
            at = self._at = {(p.x, p.y): p for p in self.occ.values()}
        return at

    def tile_at(self, x: int, y: int) -> Placed | None:
        """The tile at (x, y), or None (`at.get((x, y))` without building `at`)."""
        if x.__class__ is int and y.__class__ is int:
            if not (_LOW <= x <= _HIGH and _LOW <= y <= _HIGH):
                return None
            return self.occ.get((x + COORD_OFFSET) << COORD_BITS | (y + COORD_OFFSET))
        return self.at.get((x, y))  # other numbers equal to ints (hand-built positions)

    @property
    def edges(self) -> dict[int, int]:
        """Each open cell's `cell_key`, by int cell (a new dict, read off `rows`)."""
        return {cell: row[KEY] for cell, row in self.rows.items()}

    @property
    def keys(self) -> list[int]:
        """The `cell_key` of every open cell, ascending (that is, in cell order)."""
        keys = self._keys
        if keys is None:
            keys = self._keys = sorted([row[KEY] for row in self.rows.values()])
        return keys

    def fit_at(self, x: int, y: int) -> tuple[int, int] | None:
        """(known, island) edge masks of open cell (x, y), or None when it is not open."""
        key = self.fit_key(x, y)
        return None if key is None else (key >> 4 & 15, key & 15)

    def fit_key(self, x: int, y: int) -> int | None:
        """The `cell_key` of open cell (x, y), or None when it is not open."""
        if not (_LOW <= x <= _HIGH and _LOW <= y <= _HIGH):
            return None
        row = self.rows.get((x + COORD_OFFSET) << COORD_BITS | (y + COORD_OFFSET))
        return None if row is None else row[KEY]

    @property
    def open_cells(self) -> dict[Cell, tuple[int, int]]:
        """The empty cells next to a tile, in (x, y) order, with their (known, island) masks."""
        if self._open_cells is None:
            self._open_cells = {split_key(k)[:2]: (k >> 4 & 15, k & 15) for k in self.keys}
        return self._open_cells

    @property
    def islands(self) -> tuple[Island, ...]:
        """The connected islands, numbered in the order of their smallest region."""
        if self._islands is None:
            live = sorted(
                (tuple(sorted(part[0])), tuple(sorted({(x, y) for x, y, _r in part[0]})), part[1])
                for part in self.parts
                if part is not None
            )
            self._islands = tuple(Island(i, *part) for i, part in enumerate(live))
        return self._islands

    @property
    def island_of(self) -> dict[Region, int]:
        """The id of the connected island holding each island region."""
        if self._island_of is None:
            self._island_of = {r: isl.id for isl in self.islands for r in isl.regions}
        return self._island_of

    def members(self, region: Region) -> tuple[Region, ...]:
        """Every island region of the connected island holding `region` (unordered)."""
        part = self.parts[self.comp[region]]
        assert part is not None
        return part[0]

    def with_tile(self, p: Placed) -> Geometry:
        """The geometry after placing `p` (an incremental update; self is unchanged)."""
        x, y = p.x, p.y
        if not (_LOW < x < _HIGH and _LOW < y < _HIGH):
            raise ValueError(f"cell ({x}, {y}) is too far from the initial block")
        c = (x + COORD_OFFSET) << COORD_BITS | (y + COORD_OFFSET)
        geo: Geometry = _new(Geometry)  # every slot set here: no throw-away containers
        geo.placements = {}
        geo._keys = geo._islands = geo._island_of = geo._open_cells = None
        geo._at = None
        geo.last = p
        occ = geo.occ = self.occ.copy()
        occ[c] = p
        rows = geo.rows = self.rows.copy()
        rows.pop(c, None)
        n, plan = PLANS[p.tile][p.rotation]
        get, open_row = occ.get, rows.get
        neighbours = []
        geo.regions = self.regions + n
        if n == 0:
            for dc, fit, _od, _region in plan:
                q = c + dc
                nb = get(q)
                if nb is None:
                    row = open_row(q)  # the cell's requirements so far, and this tile's side
                    rows[q] = ROWS[(q << FIT_BITS if row is None else row[KEY]) | fit]
                else:
                    neighbours.append(nb)
            geo.neighbours = tuple(neighbours)
            geo.spot_regions, geo.spot_builds = self.spot_regions, self.spot_builds
            geo.comp, geo.parts = self.comp, self.parts
            return geo
        comp = self.comp
        if n == 1:  # one island region: its open edges and the old parts it meets
            opened = 0
            met: list[int] = []
            for dc, fit, od, region in plan:
                q = c + dc
                nb = get(q)
                if nb is None:
                    row = open_row(q)  # the cell's requirements so far, and this tile's side
                    rows[q] = ROWS[(q << FIT_BITS if row is None else row[KEY]) | fit]
                    if region == 0:
                        opened += 1
                else:
                    neighbours.append(nb)
                    if region == 0:
                        j = REGION_AT[nb.tile][nb.rotation][od]
                        if j >= 0:
                            met.append(comp[(nb.x, nb.y, j)])
        else:
            new_open = [0, 0]
            # the old part met by each island edge, by region (at most 2 regions)
            joins: list[list[int]] = [[], []]
            for dc, fit, od, region in plan:
                q = c + dc
                nb = get(q)
                if nb is None:
                    row = open_row(q)  # the cell's requirements so far, and this tile's side
                    rows[q] = ROWS[(q << FIT_BITS if row is None else row[KEY]) | fit]
                    if region >= 0:
                        new_open[region] += 1
                else:
                    neighbours.append(nb)
                    if region >= 0:
                        j = REGION_AT[nb.tile][nb.rotation][od]
                        if j >= 0:
                            joins[region].append(comp[(nb.x, nb.y, j)])
        geo.neighbours = tuple(neighbours)
        found = SPOTS.get(c << 2 | n) or spots(c, n, x, y)
        geo.spot_regions = self.spot_regions + found[0]
        geo.spot_builds = self.spot_builds + found[1]
        geo.comp = comp = comp.copy()
        geo.parts = parts = self.parts.copy()
        if n == 1:
            fresh = found[0]
            if not met:  # a new island (`join`, inlined for its two commonest cases)
                comp[fresh[0]] = len(parts)
                parts.append((fresh, opened))
            elif len(met) == 1:  # one island grows by the region
                index = met[0]
                regions, left = parts[index]  # type: ignore[misc]
                parts[index] = (regions + fresh, opened - 1 + left)
                comp[fresh[0]] = index
            else:
                join(comp, parts, fresh, opened, met)
        else:
            join_tile(comp, parts, found[0], new_open, joins, n)
        return geo


_new = object.__new__
_set = object.__setattr__


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


PLANS = tuple(tuple(_plan(t, r) for r in range(4)) for t in range(len(MASK)))
assert all(n <= 2 for per_tile in PLANS for n, _ in per_tile)  # `with_tile` keeps 2 slots


def scratch_geometry(board: Board) -> Geometry:
    """The geometry of a board computed from nothing (placement order does not matter)."""
    geo = Geometry()
    for p in board.tiles:
        geo = geo.with_tile(p)
    return geo


def geometry(board: Board) -> Geometry:
    """The board's geometry, computed on first use and kept on the board object."""
    try:
        return board._geometry  # type: ignore[attr-defined, no-any-return]
    except AttributeError:
        geo = scratch_geometry(board)
        object.__setattr__(board, "_geometry", geo)
        return geo


def board_with(board: Board, placed: Placed) -> Board:
    """A new board with one more tile, its geometry updated incrementally from the old one."""
    new = _new(Board)  # the fields set directly: same equality and JSON as Board(...)
    _set(
        new,
        "__dict__",
        {"tiles": board.tiles + (placed,), "_geometry": geometry(board).with_tile(placed)},
    )
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
