"""Rulebook 4.3.3, purchasing goods: one marker of this city for 1 dollar to the majority."""

from __future__ import annotations

from skywidgets.core import IllegalAction, evolve

from .actions import Purchase, space_name
from .data import CITIES, city_spaces, marker_name, space_cities
from .state import State, add_markers

RULE = "Traders 4.3.3 — Purchasing goods"
VISIT_RULE = "Traders 4.3.1 — One action per city"


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


def legal_purchases(state: State) -> list[Purchase]:
    """Every purchase possible on this visit."""
    if state.acted or state.seats[state.turn_player].money < purchase_price(state):
        return []
    return [Purchase(s) for s in city_spaces(state.side)[state.ship] if state.spaces[s] is not None]


def purchase(state: State, action: Purchase) -> State:
    """Take the marker from a space of the steamship's city and pay for it."""
    seat = state.turn_player
    if state.acted:
        raise IllegalAction(
            VISIT_RULE,
            f"{state.players[seat]} already took an action in "
            f"{state.ship_city}; move the steamship first",
        )
    if action.space not in city_spaces(state.side)[state.ship]:
        cities = space_cities(state.side)
        where = f" ({CITIES[cities[action.space]]})" if 0 <= action.space < len(cities) else ""
        raise IllegalAction(
            RULE,
            f"{space_name(action.space)}{where} is not in {state.ship_city}, "
            "where the steamship is",
        )
    marker = state.spaces[action.space]
    if marker is None:
        raise IllegalAction(RULE, f"{space_name(action.space)} is empty")
    price = purchase_price(state)
    money = state.seats[seat].money
    if money < price:
        raise IllegalAction(
            RULE, f"a goods marker costs 1 sky dollar; {state.players[seat]} has none"
        )
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
