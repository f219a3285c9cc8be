"""② Which placements fit an open cell: one row of placements per open cell and fit.

An open cell's fit is what its neighbours require (`cells.cell_key`: the cell, the sides that
face a tile and which of them are island). Its row lists, per tile id, the placements of
that tile there in rotation order: one row serves every hand. Rows and a cell's placements
are remembered (bounded) and shared by every board that has the same open cell.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter

from skywidgets.core.memo import memo

from .actions import PlaceTile
from .cells import FIT_BITS, FIT_MASK, split_key
from .tiles import FITS

ROW_LIMIT = 20_000  # open-cell keys remembered; a few thousand games show about 10,000
CELL_LIMIT = 1_000  # cells with their placements made; a few thousand games use about 400
TILES = range(len(FITS))  # every tile id, the initial block's quarters included

# per tile id, its placements on one open cell, in rotation order
Row = tuple[tuple[PlaceTile, ...], ...]
Picker = Callable[[tuple[PlaceTile, ...]], tuple[PlaceTile, ...]]


def _picker(tile: int, rotations: tuple[int, ...]) -> Picker:
    """Picks `tile`'s placements in `rotations` out of a cell's (`cell_placements`), as a
    tuple in rotation order."""
    at = [4 * tile + r for r in rotations]
    if len(at) >= 2:
        return itemgetter(*at)
    return itemgetter(slice(at[0], at[0] + 1) if at else slice(0, 0))  # still a tuple


# PICKERS[fit]: per tile id, the picker of its rotations that fit an open cell's `fit`
_BY_ROTATIONS = {(t, rots): _picker(t, rots) for t in TILES for rots in set(FITS[t])}
PICKERS = tuple(tuple(_BY_ROTATIONS[t, FITS[t][fit]] for t in TILES) for fit in range(256))


@memo(CELL_LIMIT)
def cell_placements(cell: int) -> tuple[PlaceTile, ...]:
    """Every tile in every rotation on one cell (`cells.cell_of`), tile-major."""
    x, y, _fit = split_key(cell << FIT_BITS)
    return tuple(PlaceTile(tile, x, y, rotation) for tile in TILES for rotation in range(4))


@memo(ROW_LIMIT)
def placement_row(key: int) -> Row:
    """The row of the open cell and fit `key`: each tile in the rotations that fit there."""
    places = cell_placements(key >> FIT_BITS)
    return tuple([pick(places) for pick in PICKERS[key & FIT_MASK]])
