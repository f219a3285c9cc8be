"""Shared action instances for the hot paths of legal_actions (actions are immutable values).

Building a frozen dataclass runs `object.__setattr__` once per field; legal_actions lists
dozens of placements and builds per state, mostly the same ones from state to state. These
bounded tables hand out one instance per distinct move instead, built without `__init__`
(the fields are set directly, so equality, hashing and JSON are those of a normal instance).
A cell's placements are made once for every tile and every set of rotations that can fit
(`CELLS`); each open-cell row (`ROWS`, one per cell and fit) picks its tuples from them.
"""

from __future__ import annotations

import operator
from collections import deque
from collections.abc import Callable, Iterable
from itertools import accumulate, repeat
from operator import itemgetter
from typing import Any

from .actions import Build, PlaceTile, new_build
from .islands import FIT_BITS, FIT_MASK, split_key
from .tiles import FITS

LIMIT = 20_000  # entries per table before it is emptied (memory stays bounded)
# open-cell keys (cell and fit) with a row; a few thousand games show about 10,000
ROW_LIMIT = 20_000
# cells with their placements made (~70 kB each); a few thousand games use about 400
CELL_LIMIT = 1_000
# calls a picker: `operator.call` (Python 3.11+) makes no argument tuple, the slot does
_call: Callable[..., Any] = getattr(operator, "call", itemgetter.__call__)
_new = object.__new__
_set = object.__setattr__
# runs an iterator to its end, keeping nothing (the `consume` recipe of itertools)
_consume: Callable[[Iterable[object]], None] = deque[object](maxlen=0).extend

_BUILDS: dict[tuple[str, int, int, int], Build] = {}


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
# every tile's pickers one after another, and where each tile's begin
_PICKERS = tuple(_picker(tile, bits) for tile, sets in enumerate(_SETS) for bits in sets)
_STARTS = tuple(end - len(sets) for end, sets in zip(accumulate(map(len, _SETS)), _SETS))
# _PICK_BY_FIT[fit] -> per tile id, the index in `_PICKERS` of its rotations that fit there
_PICK_BY_FIT = tuple(
    tuple(_STARTS[t.tile] + _SETS[t.tile].index(t.rotations[fit]) for t in PLACEMENTS)
    for fit in range(256)
)
_SPECS = tuple((tile, r) for tile in range(len(PLACEMENTS)) for r in range(4))
_PLACE_TILES = tuple(repeat(PlaceTile, len(_SPECS)))


class CellMoves(dict[int, tuple[tuple[PlaceTile, ...], ...]]):
    """cell -> for each tile and each set of rotations that fits it somewhere (`_SETS`, in
    `_PICKERS` order), the tile's placements on the cell in those rotations.

    Every row of a cell (one per fit) takes its tuples from here, so a cell's placements
    are made once, whatever fits the cell shows over a game. A missing cell is made on
    lookup, its PlaceTile instances without `__init__` and its tuples at C level.
    """

    def __missing__(self, cell: int) -> tuple[tuple[PlaceTile, ...], ...]:
        if len(self) >= CELL_LIMIT:
            self.clear()
        x, y, _fit = split_key(cell << FIT_BITS)
        places = tuple(map(_new, _PLACE_TILES))
        fields = [{"tile": t, "x": x, "y": y, "rotation": r} for t, r in _SPECS]
        _consume(map(_set, places, repeat("__dict__"), fields))
        self[cell] = moves = tuple(map(_call, _PICKERS, repeat(places)))
        return moves


CELLS = CellMoves()


class CellRows(dict[int, tuple[tuple[PlaceTile, ...], ...]]):
    """`cell_key` -> per tile id, that tile's placements on the cell, in rotation order.

    One row serves every hand: a hand's placements read it at its tiles' indices. A missing
    row is computed on lookup (`__missing__`: per tile, the cell's placements in the
    rotations the fit allows, picked at C level), so a geometry reads all its open cells'
    rows with one C-level call (`itemgetter`, as in `Geometry.per_cell`).
    """

    def __missing__(self, key: int) -> tuple[tuple[PlaceTile, ...], ...]:
        if len(self) >= ROW_LIMIT:
            self.clear()
        self[key] = row = tuple(
            map(CELLS[key >> FIT_BITS].__getitem__, _PICK_BY_FIT[key & FIT_MASK])
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
