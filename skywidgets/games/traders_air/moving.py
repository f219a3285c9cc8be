"""Rulebook 4.3.2, moving the steamship: 1 dollar with the wind, 2 against it."""

from __future__ import annotations

from skywidgets.core import IllegalAction, evolve, with_seat

from .actions import Move, Problem
from .data import CITIES, CITY_INDEX, has_ability, move_costs
from .state import State

RULE = "Traders 4.3.2 — Moving the steamship"
BOARD_RULE = "Traders 2.1 — The game boards"


def move_cost(state: State, to: int) -> int | None:
    """What moving the steamship to city `to` costs now (None if no arrow joins them)."""
    base = move_costs(state.side, state.reversed_arrows)[state.ship].get(to)
    if base is None:
        return None
    seat = state.seats[state.turn_player]
    if state.moves == 0 and has_ability(seat.mat, "free_first_move"):
        return 0  # Windriders: the first move of each turn is free
    return base


def move_problem(state: State, city: str) -> Problem:
    """Why the steamship may not move to `city` now (None: it may)."""
    to = CITY_INDEX.get(city)
    if to is None:
        return BOARD_RULE, f"there is no city {city!r}"
    cost = move_cost(state, to)
    if cost is None:
        return (
            RULE,
            f"no arrow joins {state.ship_city} and {city}: the steamship only travels along "
            "the routes",
        )
    money = state.seats[state.turn_player].money
    if cost > money:
        wind = "against the wind " if cost == 2 else ""
        return (
            RULE,
            f"moving {wind}to {city} costs {cost} sky dollars; "
            f"{state.players[state.turn_player]} has {money}",
        )
    return None


def legal_moves(state: State) -> list[Move]:
    """Every move `move_problem` accepts: to each neighbouring city the player can pay for."""
    neighbours = move_costs(state.side, state.reversed_arrows)[state.ship]
    return [Move(CITIES[to]) for to in neighbours if move_problem(state, CITIES[to]) is None]


def move(state: State, action: Move) -> State:
    """Move the steamship one city along (or against) an arrow and pay the bank."""
    problem = move_problem(state, action.city)
    if problem:
        raise IllegalAction(*problem)
    to = CITY_INDEX[action.city]
    cost = move_cost(state, to)
    assert cost is not None
    seat = state.turn_player
    money = state.seats[seat].money
    how = (
        "free (Windriders)"
        if cost == 0
        else ("1 sky dollar, with the wind" if cost == 1 else "2 sky dollars, against the wind")
    )
    return evolve(
        with_seat(state, seat, money=money - cost),
        ship=to,
        acted=False,
        moves=state.moves + 1,
        bank=state.bank + cost,
        events=(f"the steamship moves from {state.ship_city} to {action.city} ({how})",),
    )
