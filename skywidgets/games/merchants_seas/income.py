"""Phase I — Income: faction board tracks, favor tiles, bonus card, ship income."""

from __future__ import annotations

from collections import Counter

from skywidgets.core.state import evolve

from . import data
from .factions import FACTIONS
from .resources import gain
from .state import Pending, State


def structure_counts(state: State, i: int) -> Counter:
    """How many of each structure seat `i` has on the board."""
    return Counter(b for o, b in zip(state.owner, state.building) if o == i)


def income_of(state: State, i: int) -> dict[str, int]:
    """Seat `i`'s Phase I income (keys C, W, P, PW, SHIP)."""
    seat = state.seats[i]
    fac = FACTIONS[seat.faction]
    counts = structure_counts(state, i)
    out: Counter = Counter()
    for struct, tracks in fac.income.items():
        k = counts.get(struct, 0)
        for res, track in tracks.items():
            out[res] += track[min(k, len(track) - 1)]
    for fav in seat.favors:
        out.update(data.FAVORS[fav][1])
    if seat.bonus:
        out.update(data.BONUS_CARDS[seat.bonus][0])
    return {k: v for k, v in out.items() if v}


def start_round(state: State, rnd: int) -> State:
    """Begin round `rnd`: pay everyone's income; ship placements become decisions."""
    seats = tuple(evolve(s, passed=False, used=frozenset()) for s in state.seats)
    state = evolve(state, step="income", round=rnd, power_used=frozenset(),
                                seats=seats,
                                acted=False, pending=(), queue=(),
                                turn=state.order[0], next_order=())
    for i in state.order:
        inc = income_of(state, i)
        ships = inc.pop("SHIP", 0)
        state = gain(state, i, inc, "income")
        if ships:
            state = evolve(
                state, pending=state.pending + tuple(Pending("ship", i) for _ in range(ships)))
    from .flow import settle
    return settle(state)
