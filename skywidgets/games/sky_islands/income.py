"""① Income: each harbour-equipped trading house yields its tile's ship (not on turn 1)."""

from __future__ import annotations

from .data import GAME
from .gains import receive
from .islands import geometry
from .state import State
from .tiles import SHIP

RULE_INCOME = f"{GAME} ① — Income"


def income_ships(state: State, seat: int) -> list[str]:
    """The ship colours of the tiles under `seat`'s harbour-equipped trading houses."""
    at = geometry(state.board).at
    return [SHIP[at[(h.x, h.y)].tile] for h in state.houses if h.owner == seat and h.harbour]


def take_income(state: State, seat: int) -> tuple[State, str]:
    """Apply ① for `seat` (the caller skips it on the first turn); returns a log line."""
    name = state.players[seat]
    if state.seats[seat].turns == 0:
        return state, f"① {name}'s first turn: no income"
    ships = income_ships(state, seat)
    if not ships:
        return state, f"① {name} has no harbour-equipped trading house: no income"
    state, text = receive(state, seat, ships, "vp_income")
    n = len(ships)
    return state, f"① {name} takes {text} from {n} harbour{'s' if n > 1 else ''}"
