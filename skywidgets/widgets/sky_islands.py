"""SkyIslandsBoard: the Merchants of Sky Islands board (tiles, ships, buildings, hands)."""

from __future__ import annotations

from .base import STATIC, BoardWidget


class SkyIslandsBoard(BoardWidget):
    """Play Sky Islands in a notebook: `SkyIslandsBoard(players=["ann", "bob"], seed=0)`.

    Or show an existing session: `SkyIslandsBoard(game=g, seat=1)` (seat None = teacher).
    """

    GAME = "sky_islands"
    _esm = STATIC / "sky_islands.js"
