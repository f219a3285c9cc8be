"""What the view shows of the expansion's pieces: each hex's trade markers and each seat's
ships, trade markers and Dock (everything in Terra Mystica is open information)."""

from __future__ import annotations

from typing import Any

from skywidgets.games.terra_mystica.state import State

from .fleet import fleet, traded


def hex_view(state: State, h: int) -> dict[str, Any]:
    """The seats whose trade markers lie on hex `h`."""
    return {"traded_by": sorted(s for x, s in traded(state) if x == h)}


def seat_view(state: State, i: int) -> dict[str, Any]:
    """Seat `i`'s ships (hexes), trade markers placed and Dock hex (-1: not placed)."""
    own = fleet(state, i)
    return {"ships": list(own.ships), "trades": own.trades, "dock": own.dock}
