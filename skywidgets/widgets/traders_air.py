"""TradersBoard: the Traders of the Air board (map, warehouse spaces, steamship, guild mats)."""

from __future__ import annotations

from .base import STATIC, BoardWidget


class TradersBoard(BoardWidget):
    """Play Traders of the Air in a notebook: `TradersBoard(players=["Ann", "Michael"], seed=0)`.

    Or show an existing session: `TradersBoard(game=g, seat=1)` (seat None = teacher), or a
    hand-built position (e.g. a rulebook example): `TradersBoard.at(state)`.
    """

    GAME = "traders_air"
    _esm = STATIC / "traders_air.js"
