"""Phase II: Send a Priest to a Cult (order spaces 3/2/2/2, or one step)."""

from __future__ import annotations

from skywidgets.core import IllegalAction

from . import data
from .resources import cult_steps
from .state import State, evolve, with_seat

R_PRIEST = "Terra Mystica — Phase II: Send a Priest to the Order of a Cult"


def priest_to_order(state: State, i: int, k: int) -> State:
    """Put one of seat `i`'s priests on cult `k`'s next order space (it stays there)."""
    slot = state.cult_order[k]
    if slot >= len(data.ORDER_SPACES):
        raise IllegalAction(R_PRIEST, f"the order spaces of {data.CULTS[k]} are full")
    seat = state.seats[i]
    if seat.priests < 1:
        raise IllegalAction(R_PRIEST, "you have no priest")
    order = list(state.cult_order)
    order[k] += 1
    state = with_seat(state, i, priests=seat.priests - 1, priests_sent=seat.priests_sent + 1)
    state = evolve(state, cult_order=tuple(order))
    return cult_steps(state, i, k, data.ORDER_SPACES[slot])


def send_priest(state: State, i: int, cult: str, order: bool) -> State:
    """The main action: a priest to an order space, or one step (the priest goes back)."""
    if cult not in data.CULTS:
        raise IllegalAction(R_PRIEST, f"{cult!r} is not a cult")
    k = data.CULTS.index(cult)
    seat = state.seats[i]
    if seat.priests < 1:
        raise IllegalAction(R_PRIEST, "you have no priest")
    if order:
        after = priest_to_order(state, i, k)
    else:
        after = cult_steps(with_seat(state, i, priests=seat.priests - 1), i, k, 1)
    if after.seats[i].cults[k] == seat.cults[k]:
        raise IllegalAction(R_PRIEST, f"you cannot advance further on {cult}")
    return evolve(after, acted=True)
