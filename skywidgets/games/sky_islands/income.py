"""① Income: each harbour-equipped trading house yields its tile's ship (not on turn 1)."""

from __future__ import annotations

from skywidgets.core import evolve, with_seat

from .data import GAME
from .gains import gained
from .state import Board, House, Seat, State
from .tiles import SHIP

RULE_INCOME = f"{GAME} ① — Income"


def income_ships(houses: tuple[House, ...], board: Board, seat: int) -> list[str]:
    """The ship colours of the tiles under `seat`'s harbour-equipped trading houses."""
    tile_at = board.geometry.tile_at
    return [
        SHIP[tile_at(h.x, h.y).tile]  # type: ignore[union-attr]  # a house stands on a tile
        for h in houses
        if h.harbour and h.owner == seat
    ]


def take_income(state: State, seat: int) -> tuple[State, str]:
    """Apply ① for `seat`; returns the state after it and its log line."""
    player = state.seats[seat]
    supply, changes, text = income(
        state.players[seat], player, seat, state.houses, state.board, state.supply
    )
    if changes is None:
        return state, text
    return evolve(with_seat(state, seat, **changes), supply=supply), text


def income(
    name: str,
    player: Seat,
    seat: int,
    houses: tuple[House, ...],
    board: Board,
    supply: tuple[int, int, int],
) -> tuple[tuple[int, int, int], dict[str, object] | None, str]:
    """① for `seat` (named `name`, holding `player`) with these houses, board and supply:
    the supply after it, the seat's changes (None: no income) and the log line."""
    if player.turns == 0:
        return supply, None, f"① {name}'s first turn: no income"
    ships = income_ships(houses, board, seat)
    if not ships:
        return supply, None, f"① {name} has no harbour-equipped trading house: no income"
    supply, changes, text = gained(supply, player, ships, "vp_income")
    n = len(ships)
    return supply, changes, f"① {name} takes {text} from {n} harbour{'s' if n > 1 else ''}"
