"""TradersBoard: the Traders of the Air board (map, warehouse spaces, steamship, guild mats)."""

from __future__ import annotations

from typing import Any, Sequence

from ..core.game import Game
from .base import STATIC, GameWidget, new_game


class TradersBoard(GameWidget):
    """Play Traders of the Air in a notebook: `TradersBoard(players=["Ann", "Michael"], seed=0)`.

    Or show an existing session: `TradersBoard(game=g, seat=1)` (seat None = teacher), or a
    hand-built position (e.g. a rulebook example): `TradersBoard.at(state)`.
    """

    GAME = "traders_air"
    _esm = STATIC / "traders_air.js"

    def __init__(self, players: Sequence[str] | None = None, seed: int = 0, *,
                 game: Game | None = None, seat: int | None = None, **options: Any) -> None:
        if game is None:
            game = new_game(self.GAME, players, seed, **options)
        elif players is not None or options:
            raise TypeError("give either game=... or players/seed/options, not both")
        super().__init__(game, seat)

    @classmethod
    def at(cls, state: Any, seat: int | None = None) -> "TradersBoard":
        """A board whose session starts from a hand-built state (undo returns to it)."""
        return cls(game=game_at(state), seat=seat)


def game_at(state: Any) -> Game:
    """A Traders of the Air session whose step 0 is `state` (a hand-built position)."""
    return Game.from_state(TradersBoard.GAME, state)
