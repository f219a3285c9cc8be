"""Shared action instances for the hot paths of legal_actions (actions are immutable values).

Building a frozen dataclass runs `object.__setattr__` once per field; legal_actions lists
dozens of placements and builds per state, mostly the same ones from state to state. These
bounded tables hand out one instance per distinct move instead, built without `__init__`
(the fields are set directly, so equality, hashing and JSON are those of a normal instance).
"""

from __future__ import annotations

from .actions import Build, PlaceTile
from .islands import FIT_BITS, FIT_MASK, split_key
from .tiles import FITS

LIMIT = 20_000  # entries per table before it is emptied (memory stays bounded)
TILE_LIMIT = 6_000  # (cell, fit) entries per tile: about a thousand games' open cells
_new = object.__new__

_BUILDS: dict[tuple[str, int, int, int], Build] = {}


def _place_tile(tile: int, x: int, y: int, rotation: int) -> PlaceTile:
    action = _new(PlaceTile)
    action.__dict__.update(tile=tile, x=x, y=y, rotation=rotation)
    return action


class PlacementTable(dict[int, tuple[PlaceTile, ...]]):
    """One tile's placements on an open cell: `cell_key(x, y, fit)` -> the moves, in order.

    A missing entry is computed on lookup (`__missing__`), so a tight loop reads the table
    with `Geometry.per_cell`. Fits that allow the same rotations on a cell share one tuple
    (`by_rotations`), and its actions are shared by all of them.
    """

    def __init__(self, tile: int) -> None:
        super().__init__()
        self.tile = tile
        # fit (`known << 4 | island`) -> the rotations (4 bits) of this tile that fit it
        self.rotations = tuple(sum(1 << r for r in fits) for fits in FITS[tile])
        # cell << 8 | rotations -> the moves (cell: `key >> FIT_BITS`)
        self.by_rotations: dict[int, tuple[PlaceTile, ...]] = {}
        self.fours: dict[int, tuple[PlaceTile, ...]] = {}  # cell -> its 4 rotations

    def __missing__(self, key: int) -> tuple[PlaceTile, ...]:
        if len(self) >= TILE_LIMIT:
            self.clear()
            self.by_rotations.clear()
            self.fours.clear()
        rotations = self.rotations[key & FIT_MASK]
        if not rotations:  # the tile fits no way round: most misses
            self[key] = ()
            return ()
        shared = key & ~FIT_MASK | rotations
        moves = self.by_rotations.get(shared)
        if moves is None:
            moves = self.by_rotations[shared] = self._moves(key, rotations)
        self[key] = moves
        return moves

    def _moves(self, key: int, rotations: int) -> tuple[PlaceTile, ...]:
        """The moves of this tile turned `rotations` (4 bits, not 0) on the cell of `key`."""
        cell = key >> FIT_BITS
        four = self.fours.get(cell)
        if four is None:
            x, y, _fit = split_key(key)
            four = self.fours[cell] = tuple(_place_tile(self.tile, x, y, r) for r in range(4))
        return tuple(map(four.__getitem__, _ROTATION_SETS[rotations]))


# _ROTATION_SETS[set of quarter turns as 4 bits] -> those turns, ascending
_ROTATION_SETS = tuple(tuple(r for r in range(4) if bits >> r & 1) for bits in range(16))


# PLACEMENTS[tile]: that tile's table.
PLACEMENTS = tuple(PlacementTable(tile) for tile in range(len(FITS)))


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
