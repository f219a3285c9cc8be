"""Rulebook 4.3.3, setting up guild contracts: a goods marker buys as many as its number."""

from __future__ import annotations

from skywidgets.core import IllegalAction, evolve, with_seat

from .actions import Problem, SetUpContracts
from .city_visits import visit_problem
from .data import has_ability, marker_name, marker_value
from .state import State, remove_markers

RULE = "Traders 4.3.3 — Setting up guild contracts"
MAT_RULE = "Traders 2.2 — Guild mats (Contractors)"


def contracts_placed(state: State, marker: int, extra: bool) -> int:
    """How many contracts a marker (plus the Contractors' extra one) puts on the board."""
    return min(
        marker_value(marker) + (1 if extra else 0), state.seats[state.turn_player].contracts_left
    )


def can_take_extra(state: State, marker: int) -> bool:
    """The Contractors may add one contract once a turn, if they have one left to add."""
    seat = state.seats[state.turn_player]
    return (
        has_ability(seat.mat, "extra_contract")
        and not state.extra_used
        and seat.contracts_left > marker_value(marker)
    )


def contract_problem(state: State, action: SetUpContracts) -> Problem:
    """Why the active player may not make this contract set-up now (None: they may)."""
    visit = visit_problem(state)
    if visit:
        return visit
    seat = state.seats[state.turn_player]
    name = state.players[state.turn_player]
    if action.marker not in seat.goods:
        return RULE, f"{name} has no goods marker {action.marker} on the guild mat"
    if seat.contracts_left == 0:
        return RULE, f"{name} has no guild contracts left to set up"
    if action.extra and not can_take_extra(state, action.marker):
        return (
            MAT_RULE,
            "only the Contractors add one extra contract, once per "
            "turn, and only with a contract left to add",
        )
    return None


def legal_contracts(state: State) -> list[SetUpContracts]:
    """Every contract set-up `contract_problem` accepts: each own marker, then with the extra."""
    if visit_problem(state):
        return []
    goods = state.seats[state.turn_player].goods
    candidates = (SetUpContracts(m, extra) for m in goods for extra in (False, True))
    return [action for action in candidates if contract_problem(state, action) is None]


def set_up_contracts(state: State, action: SetUpContracts) -> State:
    """Spend the marker (to the box) and place its number of contracts in this city."""
    problem = contract_problem(state, action)
    if problem:
        raise IllegalAction(*problem)
    turn = state.turn_player
    seat = state.seats[turn]
    name = state.players[turn]
    count = contracts_placed(state, action.marker, action.extra)
    spent = with_seat(
        state,
        turn,
        goods=remove_markers(seat.goods, (action.marker,)),
        contracts_left=seat.contracts_left - count,
    )
    row = list(state.contracts[state.ship])
    row[turn] += count
    contracts = list(state.contracts)
    contracts[state.ship] = tuple(row)
    return evolve(
        spent,
        contracts=tuple(contracts),
        acted=True,
        extra_used=state.extra_used or action.extra,
        box=tuple(sorted((*state.box, action.marker))),
        events=(
            f"{name} spends {marker_name(action.marker)} and sets up {count} guild "
            f"contract{'s' if count != 1 else ''} in {state.ship_city} "
            f"(now {row[turn]} there)",
        ),
    )
