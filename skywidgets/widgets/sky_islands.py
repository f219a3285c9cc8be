"""SkyIslandsBoard: the Merchants of Sky Islands board (tiles, ships, buildings, hands)."""

from __future__ import annotations

from typing import Any, Sequence

from ..core.game import Game
from .base import STATIC, GameWidget, new_game


class SkyIslandsBoard(GameWidget):
    """Play Sky Islands in a notebook: `SkyIslandsBoard(players=["ann", "bob"], seed=0)`.

    Or show an existing session: `SkyIslandsBoard(game=g, seat=1)` (seat None = teacher).
    """

    GAME = "sky_islands"
    _esm = STATIC / "sky_islands.js"

    def __init__(self, players: Sequence[str] | None = None, seed: int = 0, *,
                 game: Game | None = None, seat: int | None = None, **options: Any) -> None:
        if game is None:
            game = new_game(self.GAME, players, seed, **options)
        elif players is not None or options:
            raise TypeError("give either game=... or players/seed/options, not both")
        super().__init__(game, seat)
