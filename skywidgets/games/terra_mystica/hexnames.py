"""A hex as the board names it (its index when it is no hex of the board)."""

from __future__ import annotations

from . import board


def hex_name(h: int) -> str:
    """The board's name of hex `h` ("E9"), or "hex N" for an index off the board."""
    return board.NAMES[h] if 0 <= h < board.N_HEXES else f"hex {h}"
