"""Shared action instances for the hot paths of legal_actions (actions are immutable values).

Building a frozen dataclass runs `object.__setattr__` once per field; legal_actions lists
dozens of placements and builds per state, mostly the same ones from state to state. These
bounded tables hand out one instance per distinct move instead, built without `__init__`
(the fields are set directly, so equality, hashing and JSON are those of a normal instance).
"""

from __future__ import annotations

from operator import itemgetter

from .actions import Build, PlaceTile
from .islands import FIT_BITS, FIT_MASK, split_key
from .tiles import FITS

LIMIT = 20_000  # entries per table before it is emptied (memory stays bounded)
TILE_LIMIT = 6_000  # (cell, rotations) entries per tile
# open-cell keys (cell and fit) with a row; a few thousand games show about 10,000
ROW_LIMIT = 20_000
_new = object.__new__

_BUILDS: dict[tuple[str, int, int, int], Build] = {}


def _place_tile(tile: int, x: int, y: int, rotation: int) -> PlaceTile:
    action = _new(PlaceTile)
    action.__dict__.update(tile=tile, x=x, y=y, rotation=rotation)
    return action


class PlacementTable:
    """One tile's placements on open cells, filled by `CellRows` (moves in rotation order).

    Fits that allow the same rotations on a cell share one tuple (`by_rotations`), and its
    actions are shared by all of them (`fours`: a cell's four rotations).
    """

    __slots__ = ("by_rotations", "fours", "rotations", "tile")

    def __init__(self, tile: int) -> None:
        self.tile = tile
        # fit (`known << 4 | island`) -> the rotations (4 bits) of this tile that fit it
        self.rotations = tuple(sum(1 << r for r in fits) for fits in FITS[tile])
        # cell << 8 | rotations -> the moves (cell: `key >> FIT_BITS`)
        self.by_rotations: dict[int, tuple[PlaceTile, ...]] = {}
        self.fours: dict[int, tuple[PlaceTile, ...]] = {}  # cell -> its 4 rotations


# _ROTATION_SETS[set of quarter turns as 4 bits] -> those turns, ascending
_ROTATION_SETS = tuple(tuple(r for r in range(4) if bits >> r & 1) for bits in range(16))


# PLACEMENTS[tile]: that tile's table.
PLACEMENTS = tuple(PlacementTable(tile) for tile in range(len(FITS)))
# _FITTING_TABLES[fit] -> (table, its rotations that fit) of each tile with at least one
_FITTING_TABLES = tuple(
    tuple((t, t.rotations[fit]) for t in PLACEMENTS if t.rotations[fit]) for fit in range(256)
)
_NO_MOVES: list[tuple[PlaceTile, ...]] = [()] * len(PLACEMENTS)


class CellRows(dict[int, tuple[tuple[PlaceTile, ...], ...]]):
    """`cell_key` -> per tile id, that tile's placements on the cell, in rotation order.

    One row serves every hand: a hand's placements read it at its tiles' indices. A missing
    row is computed on lookup (`__missing__`), so a geometry reads all its open cells' rows
    with one C-level call (`itemgetter`, as in `Geometry.per_cell`).
    """

    def __missing__(self, key: int) -> tuple[tuple[PlaceTile, ...], ...]:
        if len(self) >= ROW_LIMIT:
            self.clear()
        row = _NO_MOVES.copy()
        cell = key >> FIT_BITS
        shared = key & ~FIT_MASK
        # each fitting tile's moves: shared by the fits allowing the same rotations here
        for table, rotations in _FITTING_TABLES[key & FIT_MASK]:
            moves = table.by_rotations.get(shared | rotations)
            if moves is None:
                if len(table.by_rotations) >= TILE_LIMIT:
                    table.by_rotations.clear()
                    table.fours.clear()
                four = table.fours.get(cell)
                if four is None:
                    four = table.fours[cell] = _fours(table.tile, key)
                moves = table.by_rotations[shared | rotations] = tuple(
                    map(four.__getitem__, _ROTATION_SETS[rotations])
                )
            row[table.tile] = moves
        self[key] = out = tuple(row)
        return out


def _fours(tile: int, key: int) -> tuple[PlaceTile, ...]:
    """The four rotations of `tile` on the cell of `key`, as shared PlaceTile instances."""
    x, y, _fit = split_key(key)
    return tuple([_place_tile(tile, x, y, r) for r in range(4)])


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
        action = _new(Build)
        action.__dict__.update(building=building, x=x, y=y, region=region)
        _BUILDS[key] = action
    return action
