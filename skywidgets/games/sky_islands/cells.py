"""Cells and open-cell keys as ints: the coordinates the geometry's tables are keyed by."""

from __future__ import annotations

COORD_BITS = 9  # a cell is one int: (x + offset) << 9 | (y + offset), ascending in (x, y)
COORD_OFFSET = 1 << (COORD_BITS - 1)  # a legal board spans at most 45 cells from the block
COORD_MASK = (1 << COORD_BITS) - 1
# A cell key is `cell << 8 | fit`, the fit being `known << 4 | island` (edge masks): a new
# neighbour's requirements are OR-ed into the key, and keys sort in cell order.
FIT_BITS = 8
FIT_MASK = (1 << FIT_BITS) - 1
# the lowest and highest coordinate of a placed tile's cell, so that its neighbours' keys fit
CELL_LOW, CELL_HIGH = -COORD_OFFSET, COORD_OFFSET - 1


def cell_of(x: int, y: int) -> int:
    """The int naming cell (x, y) (`cell_key` without the fit); raises when too far out."""
    if not (-COORD_OFFSET <= x < COORD_OFFSET and -COORD_OFFSET <= y < COORD_OFFSET):
        raise ValueError(f"cell ({x}, {y}) is too far from the initial block")
    return (x + COORD_OFFSET) << COORD_BITS | (y + COORD_OFFSET)


def cell_key(x: int, y: int, fit: int) -> int:
    """One int naming a cell and its edge requirements `fit` (`known << 4 | island`)."""
    return cell_of(x, y) << FIT_BITS | fit


def split_key(key: int) -> tuple[int, int, int]:
    """(x, y, fit) of a key made by `cell_key`."""
    x = (key >> (COORD_BITS + FIT_BITS) & COORD_MASK) - COORD_OFFSET
    y = (key >> FIT_BITS & COORD_MASK) - COORD_OFFSET
    return x, y, key & FIT_MASK
