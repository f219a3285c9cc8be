"""① Income: each harbour-equipped trading house yields its tile's ship (not on turn 1)."""

from __future__ import annotations

from .data import GAME
from .gains import gained
from .islands import geometry
from .log_lines import LINES
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
        return supply, None, LINES[name].first_turn
    ships = harbour_ships(houses, board)[seat]
    if not ships:
        return supply, None, LINES[name].no_income
    supply, changes, text = gained(supply, player, ships, "vp_income")
    n = len(ships)
    return supply, changes, f"① {name} takes {text} from {n} harbour{'s' if n > 1 else ''}"


# id(houses) -> (houses, per seat the ships under its harbours): a houses tuple is shared by
# every state until the next building, so most turns' ① is one lookup (the tuple is held,
# so its id is not reused while it is cached). The ships are tuples of strings, which the
# cyclic garbage collector stops tracking; the table is kept small, since each entry holds
# the houses of a game that may be long over (fewer tracked objects, cheaper collections).
HARBOUR_SHIPS: dict[int, tuple[tuple[House, ...], tuple[tuple[str, ...], ...]]] = {}
HARBOUR_LIMIT = 256  # entries before the table is emptied
_NO_SHIPS: tuple[str, ...] = ()


def harbour_ships(houses: tuple[House, ...], board: Board) -> tuple[tuple[str, ...], ...]:
    """Per seat, the ship colours of the tiles under its harbour-equipped trading houses.

    Remembered per houses tuple. The tiles under houses never move, so any board holding
    them gives the same answer.
    """
    found = HARBOUR_SHIPS.get(id(houses))
    if found is not None and found[0] is houses:
        return found[1]
    tile_at = geometry(board).tile_at
    per_seat: tuple[list[str], ...] = ([], [], [], [])  # seats: at most 4 players
    for h in houses:
        if h.harbour:
            per_seat[h.owner].append(SHIP[tile_at(h.x, h.y).tile])  # type: ignore[union-attr]
    ships = tuple([tuple(s) if s else _NO_SHIPS for s in per_seat])
    if len(HARBOUR_SHIPS) >= HARBOUR_LIMIT:
        HARBOUR_SHIPS.clear()
    HARBOUR_SHIPS[id(houses)] = (houses, ships)
    return ships
