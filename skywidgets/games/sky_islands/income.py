"""① Income: each harbour-equipped trading house yields its tile's ship (not on turn 1)."""

from __future__ import annotations

from .data import GAME
from .gains import gained
from .islands import geometry
from .state import Board, House, Seat, State, replace, with_seat
from .tiles import SHIP

RULE_INCOME = f"{GAME} ① — Income"


def income_ships(state: State, seat: int) -> list[str]:
    """The ship colours of the tiles under `seat`'s harbour-equipped trading houses."""
    at = geometry(state.board).at
    return [SHIP[at[(h.x, h.y)].tile] for h in state.houses if h.owner == seat and h.harbour]


def take_income(state: State, seat: int) -> tuple[State, str]:
    """Apply ① for `seat` (the caller skips it on the first turn); returns a log line."""
    player = state.seats[seat]
    supply, changes, text = income(
        state.players[seat], player, seat, state.houses, state.board, state.supply
    )
    if changes is None:
        return state, text
    return replace(with_seat(state, seat, **changes), supply=supply), text


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
    at = geometry(board).at
    ships = [SHIP[at[(h.x, h.y)].tile] for h in houses if h.owner == seat and h.harbour]
    if not ships:
        return supply, None, f"① {name} has no harbour-equipped trading house: no income"
    supply, changes, text = gained(supply, player, ships, "vp_income")
    n = len(ships)
    return supply, changes, f"① {name} takes {text} from {n} harbour{'s' if n > 1 else ''}"
