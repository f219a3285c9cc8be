"""Shared action instances for the hot paths of legal_actions (actions are immutable values).

Building a frozen dataclass runs `object.__setattr__` once per field; legal_actions lists
dozens of placements and builds per state, mostly the same ones from state to state. These
bounded tables hand out one instance per distinct move instead, built without `__init__`
(the fields are set directly, so equality, hashing and JSON are those of a normal instance).
A cell's 176 placements (every tile in every rotation) are made together, at C level
(`CELLS`); a tile's placements in one set of rotations are gathered into a tuple the first
time a row asks for them (a cell meets only a few fits, so about half are ever made); each
open-cell row (`ROWS`, one per cell and fit) holds one such tuple per tile.

The tables are built lazily and stay bounded; they are most of what a long simulation keeps,
so they are kept small: placements have slots (64 bytes each, no dict), and tuples nobody
asked for are never made (fewer objects for the collector to walk, too).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from itertools import accumulate, repeat
from operator import itemgetter
from typing import Any

from .actions import Build, PlaceTile, new_build
from .cells import FIT_BITS, FIT_MASK, split_key
from .tiles import FITS

LIMIT = 20_000  # entries per table before it is emptied (memory stays bounded)
# open-cell keys (cell and fit) with a row; a few thousand games show about 10,000
ROW_LIMIT = 20_000
# cells with their placements made (~35 kB each); a few thousand games use about 400
CELL_LIMIT = 1_000
_new = object.__new__
_set = object.__setattr__
# runs an iterator to its end, keeping nothing (the `consume` recipe of itertools)
_consume: Callable[[Iterable[object]], None] = deque[object](maxlen=0).extend

_BUILDS: dict[tuple[str, int, int, int], Build] = {}
# per tile id, its placements on one open cell; then (at `KEY`) the cell's `cell_key`
Row = tuple[Any, ...]
KEY = -1


class PlacementTable:
    """Which rotations of one tile fit each open-cell fit (`known << 4 | island`)."""

    __slots__ = ("rotations", "tile")

    def __init__(self, tile: int) -> None:
        self.tile = tile
        # fit -> the rotations (4 bits) of this tile that fit it
        self.rotations = tuple(sum(1 << r for r in fits) for fits in FITS[tile])


# PLACEMENTS[tile]: that tile's table.
PLACEMENTS = tuple(PlacementTable(tile) for tile in range(len(FITS)))


def _rotation_sets(table: PlacementTable) -> tuple[int, ...]:
    """The sets of rotations (4 bits) that fit some open cell, the empty set first."""
    return (0, *sorted(set(table.rotations) - {0}))


def _picker(tile: int, bits: int) -> itemgetter[Any]:
    """Picks `tile`'s placements in the rotations `bits` out of a cell's placements (a
    tuple, tile-major, four rotations each) as a tuple, in rotation order."""
    at = [4 * tile + r for r in range(4) if bits >> r & 1]
    if len(at) >= 2:
        return itemgetter(*at)
    return itemgetter(slice(at[0], at[0] + 1) if at else slice(0, 0))


_SETS = tuple(_rotation_sets(t) for t in PLACEMENTS)
# every tile's pickers one after another (a "pick" is an index here), and where each tile's
# begin (at its empty set)
_PICKERS = tuple(_picker(tile, bits) for tile, sets in enumerate(_SETS) for bits in sets)
_STARTS = tuple(end - len(sets) for end, sets in zip(accumulate(map(len, _SETS)), _SETS))
# _PICK_BY_FIT[fit] -> per tile id, the index in `_PICKERS` of its rotations that fit there
_PICK_BY_FIT = tuple(
    tuple(_STARTS[t.tile] + _SETS[t.tile].index(t.rotations[fit]) for t in PLACEMENTS)
    for fit in range(256)
)
_SPECS = tuple((tile, r) for tile in range(len(PLACEMENTS)) for r in range(4))
_TILES = tuple(t for t, _ in _SPECS)
_ROTS = tuple(r for _, r in _SPECS)
_PLACE_TILES = tuple(repeat(PlaceTile, len(_SPECS)))


class CellTable(dict[int, tuple[PlaceTile, ...]]):
    """One cell's placements: pick (an index into `_PICKERS`) -> one tile's placements on
    the cell in one set of rotations, in rotation order; a missing pick is gathered from
    `places` (every tile in every rotation, tile-major) on lookup."""

    __slots__ = ("places",)

    def __init__(self, places: tuple[PlaceTile, ...]) -> None:
        super().__init__(_EMPTY_PICKS)  # a tile in no rotation: no placement, one shared ()
        self.places = places

    def __missing__(self, pick: int) -> tuple[PlaceTile, ...]:
        self[pick] = moves = _PICKERS[pick](self.places)
        return moves  # type: ignore[no-any-return]  # a picker gives a tuple of placements


# the pick of every tile's empty set of rotations, and its (no) placements
_EMPTY_PICKS: dict[int, tuple[PlaceTile, ...]] = dict.fromkeys(_STARTS, ())


class CellMoves(dict[int, CellTable]):
    """cell (`cells.cell_of`) -> its `CellTable`, made on lookup: the cell's 176 placements
    (slots set at C level, no `__init__`) and nothing else yet."""

    def __missing__(self, cell: int) -> CellTable:
        if len(self) >= CELL_LIMIT:
            self.clear()
        x, y, _fit = split_key(cell << FIT_BITS)
        places = tuple(map(_new, _PLACE_TILES))
        _consume(map(_set, places, repeat("tile"), _TILES))
        _consume(map(_set, places, repeat("x"), repeat(x)))
        _consume(map(_set, places, repeat("y"), repeat(y)))
        _consume(map(_set, places, repeat("rotation"), _ROTS))
        self[cell] = table = CellTable(places)
        return table


CELLS = CellMoves()


class CellRows(dict[int, Row]):
    """`cell_key` -> per tile id, that tile's placements on the cell, in rotation order.

    One row serves every hand: a hand's placements read it at its tiles' indices. A missing
    row is computed on lookup (`__missing__`: per tile, the cell's placements in the
    rotations the fit allows, one C-level `map` over the cell's table), and ends with its
    key (`row[KEY]`). A geometry keeps the row of each of its open cells (`Geometry.rows`,
    its only record of the cell's key), looked up when the cell's fit changes.
    """

    def __missing__(self, key: int) -> Row:
        if len(self) >= ROW_LIMIT:
            self.clear()
        self[key] = row = (
            *map(CELLS[key >> FIT_BITS].__getitem__, _PICK_BY_FIT[key & FIT_MASK]),
            key,
        )
        return row


ROWS = CellRows()
# TILE_MOVES[tile]: reads that tile's moves out of a row (`map` over a geometry's rows)
TILE_MOVES = tuple(itemgetter(tile) for tile in range(len(PLACEMENTS)))


def build_action(building: str, x: int, y: int, region: int) -> Build:
    """The Build action for one building on one island region of one tile."""
    key = (building, x, y, region)
    action = _BUILDS.get(key)
    if action is None:
        if len(_BUILDS) >= LIMIT:
            _BUILDS.clear()
        action = _BUILDS[key] = new_build(building, x, y, region)
    return action
