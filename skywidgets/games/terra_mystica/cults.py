"""Phase II: Send a Priest to a Cult (order spaces 3/2/2/2, or one step)."""

from __future__ import annotations

from skywidgets.core import IllegalAction

from . import tables
from .resources import cult_steps, cult_target
from .state import State, evolve, with_seat

R_PRIEST = "Terra Mystica — Phase II: Send a Priest to the Order of a Cult"


def priest_to_order(state: State, i: int, k: int) -> State:
    """Put one of seat `i`'s priests on cult `k`'s next order space (it stays there)."""
    slot = state.cult_order[k]
    if slot >= len(tables.ORDER_SPACES):
        raise IllegalAction(R_PRIEST, f"the order spaces of {tables.CULTS[k]} are full")
    seat = state.seats[i]
    if seat.priests < 1:
        raise IllegalAction(R_PRIEST, "you have no priest")
    order = list(state.cult_order)
    order[k] += 1
    state = with_seat(state, i, priests=seat.priests - 1, priests_sent=seat.priests_sent + 1)
    state = evolve(state, cult_order=tuple(order))
    return cult_steps(state, i, k, tables.ORDER_SPACES[slot])


def priest_problem(state: State, i: int, cult: str, order: bool) -> tuple[str, str] | None:
    """Why seat `i` may not send a priest to `cult`'s next order space (`order`) or one step
    up it, or None: it needs a priest, a free order space, and a step it can climb (space 10
    needs a key and a free top: `cult_target`)."""
    if cult not in tables.CULTS:
        return R_PRIEST, f"{cult!r} is not a cult"
    k = tables.CULTS.index(cult)
    seat = state.seats[i]
    if seat.priests < 1:
        return R_PRIEST, "you have no priest"
    slot = state.cult_order[k]
    if order and slot >= len(tables.ORDER_SPACES):
        return R_PRIEST, f"the order spaces of {cult} are full"
    steps = tables.ORDER_SPACES[slot] if order else 1
    if cult_target(state, i, k, steps) <= seat.cults[k]:
        return R_PRIEST, f"you cannot advance further on {cult}"
    return None


def send_priest(state: State, i: int, cult: str, order: bool) -> State:
    """The main action: a priest to an order space, or one step (the priest goes back)."""
    problem = priest_problem(state, i, cult, order)
    if problem is not None:
        raise IllegalAction(*problem)
    k = tables.CULTS.index(cult)
    if order:
        after = priest_to_order(state, i, k)
    else:
        seat = state.seats[i]
        after = cult_steps(with_seat(state, i, priests=seat.priests - 1), i, k, 1)
    return evolve(after, acted=True)
