"""Rulebook 4.3.3, purchasing goods: one marker of this city for 1 dollar to the majority."""

from __future__ import annotations

from skywidgets.core import IllegalAction, evolve

from .actions import Problem, Purchase, space_name
from .city_visits import visit_problem
from .data import city_spaces, marker_name
from .state import State, add_markers

RULE = "Traders 4.3.3 — Purchasing goods"


def majority_holder(row: tuple[int, ...]) -> int | None:
    """The seat with strictly the most contracts in a city (None if nobody or a tie)."""
    best = max(row)
    if best == 0 or row.count(best) > 1:
        return None
    return row.index(best)


def purchase_payee(state: State) -> int | None:
    """Who receives the dollar here: a seat, None for the bank, or the buyer (free)."""
    return majority_holder(state.contracts[state.ship])


def purchase_price(state: State) -> int:
    """0 when the buyer holds the majority here, otherwise 1."""
    return 0 if purchase_payee(state) == state.turn_player else 1


def purchase_problem(state: State, space: int) -> Problem:
    """Why the active player may not buy the marker on `space` now (None: they may)."""
    visit = visit_problem(state)
    if visit:
        return visit
    if space not in city_spaces(state.side)[state.ship]:
        return (
            RULE,
            f"{space_name(space, state.side)} is not in {state.ship_city}, where the steamship is",
        )
    if state.spaces[space] is None:
        return RULE, f"{space_name(space, state.side)} is empty"
    seat = state.turn_player
    if state.seats[seat].money < purchase_price(state):
        return RULE, f"a goods marker costs 1 sky dollar; {state.players[seat]} has none"
    return None


def legal_purchases(state: State) -> list[Purchase]:
    """Every purchase possible on this visit: the city's spaces `purchase_problem` accepts."""
    if visit_problem(state):
        return []
    spaces = city_spaces(state.side)[state.ship]
    return [Purchase(s) for s in spaces if purchase_problem(state, s) is None]


def purchase(state: State, action: Purchase) -> State:
    """Take the marker from a space of the steamship's city and pay for it."""
    problem = purchase_problem(state, action.space)
    if problem:
        raise IllegalAction(*problem)
    seat = state.turn_player
    marker = state.spaces[action.space]
    assert marker is not None
    price = purchase_price(state)
    money = state.seats[seat].money
    payee = purchase_payee(state)
    seats = list(state.seats)
    seats[seat] = evolve(
        seats[seat], money=money - price, goods=add_markers(seats[seat].goods, (marker,))
    )
    bank = state.bank
    name = state.players[seat]
    if price == 0:
        paid = "free: the buyer holds the majority of contracts here"
    elif payee is None:
        bank += 1
        paid = "1 sky dollar to the bank (no single majority of contracts here)"
    else:
        seats[payee] = evolve(seats[payee], money=seats[payee].money + 1)
        paid = f"1 sky dollar to {state.players[payee]}, who holds the majority here"
    spaces = list(state.spaces)
    spaces[action.space] = None
    return evolve(
        state,
        seats=tuple(seats),
        spaces=tuple(spaces),
        bank=bank,
        acted=True,
        events=(f"{name} purchases {marker_name(marker)} in {state.ship_city}: {paid}",),
    )
