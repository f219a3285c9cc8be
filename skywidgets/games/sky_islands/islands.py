"""Connected islands and open cells of a board, computed once per board and cached on it."""

from __future__ import annotations

import dataclasses
from bisect import insort

from .actions import Build, PlaceTile
from .data import STEPS
from .state import Board, House, Placed
from .tiles import FIT_SLOT, MASK, REGION_AT, REGIONS

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


COORD_BITS = 9  # with the fit's 12 bits a key stays below 2**30: one digit, quick to hash
COORD_OFFSET = 1 << (COORD_BITS - 1)  # a legal board spans at most 45 cells from the block
COORD_MASK = (1 << COORD_BITS) - 1
FIT_BITS = 12  # the compact fit number (< 81) in the low 8 bits, then 4 zero bits


def cell_key(x: int, y: int, fit: int) -> int:
    """One int naming a cell and its edge requirements, ascending in (x, y) order.

    `fit` is `known << 4 | island`; the low 8 bits hold its compact number (`FIT_SLOT`), and
    `key >> 8` is the cell shifted left by 4 bits, room for a set of rotations.
    """
    if not (-COORD_OFFSET <= x < COORD_OFFSET and -COORD_OFFSET <= y < COORD_OFFSET):
        raise ValueError(f"cell ({x}, {y}) is too far from the initial block")
    return ((x + COORD_OFFSET) << COORD_BITS | (y + COORD_OFFSET)) << FIT_BITS | FIT_SLOT[fit]


def split_key(key: int) -> tuple[int, int, int]:
    """(x, y, fit slot) of a key made by `cell_key`."""
    x = (key >> (COORD_BITS + FIT_BITS) & COORD_MASK) - COORD_OFFSET
    y = (key >> FIT_BITS & COORD_MASK) - COORD_OFFSET
    return x, y, key & 0xFF


# every cell key made so far, so equal keys are one object (bounded like the other tables)
_KEYS: dict[int, int] = {}

Part = tuple[tuple[Region, ...], int]  # regions, island edges facing an empty cell


class Geometry:
    """Derived facts about a board: tiles by cell, islands, and the empty cells around.

    Islands are kept as unordered parts joined incrementally (`comp` maps each region to its
    part's index); the public `islands` (sorted, numbered) and `island_of` are built on first
    use, since most states of a playout never ask for them.
    """

    __slots__ = (
        "_island_of",
        "_islands",
        "_open_cells",
        "at",
        "comp",
        "edges_at",
        "keys",
        "neighbours",
        "parts",
        "placements",
        "spot_builds",
        "spot_regions",
    )

    def __init__(self) -> None:
        self.at: dict[Cell, Placed] = {}
        # open cell -> (known, island) edge masks and its `cell_key`
        self.edges_at: dict[Cell, tuple[int, int, int]] = {}
        self.keys: list[int] = []  # `cell_key` of every open cell, ascending = in cell order
        self.placements: dict[int, tuple[PlaceTile, ...]] = {}  # tile -> legal placements
        self.neighbours: tuple[Placed, ...] = ()  # the last tile's edge neighbours, N E S W
        # every island region of every tile in placement order, and its house build
        self.spot_regions: tuple[Region, ...] = ()
        self.spot_builds: tuple[Build, ...] = ()  # the house build of each spot
        self.comp: dict[Region, int] = {}  # region -> index of its part in `parts`
        self.parts: list[Part | None] = []  # None: a part since merged into another
        self._islands: tuple[Island, ...] | None = None
        self._island_of: dict[Region, int] | None = None
        self._open_cells: dict[Cell, tuple[int, int]] | None = None

    @property
    def open_cells(self) -> dict[Cell, tuple[int, int]]:
        """The empty cells next to a tile, in (x, y) order, with their (known, island) masks."""
        if self._open_cells is None:
            cells = (split_key(k)[:2] for k in self.keys)
            self._open_cells = {c: self.edges_at[c][:2] for c in cells}
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
        geo = _blank()
        if len(_KEYS) >= 100_000:
            _KEYS.clear()
        x, y = p.x, p.y
        if not (-COORD_OFFSET < x < COORD_OFFSET - 1 and -COORD_OFFSET < y < COORD_OFFSET - 1):
            raise ValueError(f"cell ({x}, {y}) is too far from the initial block")
        at = geo.at = self.at.copy()
        at[(x, y)] = p
        edges_at = geo.edges_at = self.edges_at.copy()
        keys = geo.keys = self.keys.copy()
        here = edges_at.pop((x, y), None)
        if here is not None:
            keys.remove(here[2])
        base = ((x + COORD_OFFSET) << COORD_BITS | (y + COORD_OFFSET)) << FIT_BITS
        n, plan = PLANS[p.tile][p.rotation]
        new_open = [0] * n
        joins: list[list[int]] = [[] for _ in range(n)]  # old part per island edge, by region
        comp = self.comp
        neighbours = []
        for dx, dy, delta, od, side, island, region in plan:
            q = (x + dx, y + dy)
            nb = at.get(q)
            if nb is None:
                old = edges_at.get(q)
                if old is not None:
                    keys.remove(old[2])
                    side |= old[0]
                    island |= old[1]
                key = base + delta | FIT_SLOT[side << 4 | island]
                key = _KEYS.setdefault(key, key)  # one object per key: lookups match by identity
                edges_at[q] = (side, island, key)
                insort(keys, key)
                if region >= 0:
                    new_open[region] += 1
                continue
            neighbours.append(nb)
            if region >= 0:
                j = REGION_AT[nb.tile][nb.rotation][od]
                if j >= 0:
                    joins[region].append(comp[(q[0], q[1], j)])
        geo.neighbours = tuple(neighbours)
        if n == 0:
            geo.spot_regions, geo.spot_builds = self.spot_regions, self.spot_builds
            geo.comp, geo.parts = comp, self.parts
            return geo
        spots = SPOTS.get((n, x, y)) or _spots(n, x, y)
        geo.spot_regions = self.spot_regions + spots[0]
        geo.spot_builds = self.spot_builds + spots[1]
        geo.comp = comp = comp.copy()
        geo.parts = parts = self.parts.copy()
        for new_regions, met in [([0], joins[0])] if n == 1 else _groups(joins):
            fresh = tuple([(x, y, i) for i in new_regions])
            open_edges = sum([new_open[i] for i in new_regions]) - len(met)
            if not met:
                index = len(parts)
                parts.append((fresh, open_edges))
                for r in fresh:
                    comp[r] = index
                continue
            olds = list(set(met))
            if len(olds) > 1:  # relabel the smaller parts
                olds.sort(key=lambda k: -len(parts[k][0]))  # type: ignore[index]
            index = olds[0]
            regions, edges_left = parts[index]  # type: ignore[misc]
            regions += fresh
            open_edges += edges_left
            moved = fresh
            for k in olds[1:]:
                part = parts[k]
                assert part is not None
                regions += part[0]
                moved += part[0]
                open_edges += part[1]
                parts[k] = None
            parts[index] = (regions, open_edges)
            for r in moved:
                comp[r] = index
        return geo


def _blank() -> Geometry:
    """A Geometry whose containers `with_tile` fills in (no throw-away empty containers)."""
    geo: Geometry = object.__new__(Geometry)
    geo.placements = {}
    geo._islands = None
    geo._island_of = None
    geo._open_cells = None
    return geo


# (regions, x, y) -> the island regions of a tile with that many regions on that cell and
# their house builds (shared)
SPOTS: dict[tuple[int, int, int], tuple[tuple[Region, ...], tuple[Build, ...]]] = {}


def _spots(n: int, x: int, y: int) -> tuple[tuple[Region, ...], tuple[Build, ...]]:
    """The island regions of a tile with `n` regions at (x, y), and their house builds."""
    if len(SPOTS) >= 20_000:
        SPOTS.clear()
    spots = SPOTS[(n, x, y)] = (
        tuple((x, y, r) for r in range(n)),
        tuple(Build("house", x, y, r) for r in range(n)),
    )
    return spots


def _groups(joins: list[list[int]]) -> list[tuple[list[int], list[int]]]:
    """New regions that touch a common old part belong together: (regions, old parts met)."""
    if len(joins) == 1:
        return [([0], joins[0])]
    groups: list[tuple[list[int], list[int]]] = []
    for i, met in enumerate(joins):
        merged: tuple[list[int], list[int]] = ([i], list(met))
        for g in [g for g in groups if set(g[1]) & set(met)]:
            groups.remove(g)
            merged[0].extend(g[0])
            merged[1].extend(g[1])
        groups.append(merged)
    return groups


Plan = tuple[int, tuple[tuple[int, int, int, int, int, int, int], ...]]


def _plan(tile: int, rotation: int) -> Plan:
    """(island regions, per edge: dx, dy, key step, opposite edge, its bit, island bit seen
    from there, region or -1) of a tile turned `rotation` quarter turns."""
    mask = MASK[tile][rotation]
    out = []
    for d, (dx, dy) in enumerate(STEPS):
        od = (d + 2) % 4
        region = REGION_AT[tile][rotation][d] if mask >> d & 1 else -1
        delta = ((dx << COORD_BITS) + dy) << FIT_BITS  # cell_key(x + dx, y + dy) - cell_key(x, y)
        out.append((dx, dy, delta, od, 1 << od, (mask >> d & 1) << od, region))
    return len(REGIONS[tile][rotation]), tuple(out)


PLANS = tuple(tuple(_plan(t, r) for r in range(4)) for t in range(len(MASK)))


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
