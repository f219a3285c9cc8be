"""Shared action instances for the hot paths of legal_actions (actions are immutable values).

Building a frozen dataclass runs `object.__setattr__` once per field; legal_actions lists
dozens of placements and builds per state, mostly the same ones from state to state. These
bounded tables hand out one instance per distinct move instead, built without `__init__`
(the fields are set directly, so equality, hashing and JSON are those of a normal instance).
"""

from __future__ import annotations

from .actions import Build, PlaceTile
from .islands import TILE_SHIFT, split_key
from .tiles import FIT_KEYS, SLOT_FITS

LIMIT = 20_000  # entries per table before it is emptied (memory stays bounded)
_new = object.__new__

_CELLS: dict[int, list[tuple[PlaceTile, ...] | None]] = {}
_BUILDS: dict[tuple[str, int, int, int], Build] = {}
_ROTATIONS = len(FIT_KEYS)  # the slot, in a cell's record, of the tile's four rotations there


def _place_tile(tile: int, x: int, y: int, rotation: int) -> PlaceTile:
    action = _new(PlaceTile)
    action.__dict__.update(tile=tile, x=x, y=y, rotation=rotation)
    return action


def cell_table() -> dict[int, list[tuple[PlaceTile, ...] | None]]:
    """`tile << TILE_SHIFT | cell_key(x, y, ·) >> 8` -> a record: fit slot -> placements.

    Read it directly in tight loops and fall back on `cell_placements` on a missing slot.
    """
    return _CELLS


def cell_placements(tile: int, key: int) -> tuple[PlaceTile, ...]:
    """The placements of `tile` on the open cell `key` (a `cell_key`), in rotation order."""
    slot = key & 0xFF
    table_key = tile << TILE_SHIFT | key >> 8
    record = _CELLS.get(table_key)
    if record is None:
        if len(_CELLS) >= LIMIT:
            _CELLS.clear()
        _tile, x, y, _slot = split_key(key)
        record = _CELLS[table_key] = [None] * (_ROTATIONS + 1)
        record[_ROTATIONS] = tuple(_place_tile(tile, x, y, r) for r in range(4))
    moves = record[slot]
    if moves is None:
        four = record[_ROTATIONS]
        assert four is not None
        moves = record[slot] = tuple(four[r] for r in SLOT_FITS[tile][slot])
    return moves


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
