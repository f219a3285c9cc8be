"""Phase I — Income: faction board tracks, favor tiles, bonus card, ship income."""

from __future__ import annotations

from . import data
from .factions import FACTIONS
from .reach import structure_counts
from .state import State


def income_of(state: State, i: int) -> dict[str, int]:
    """Seat `i`'s Phase I income (keys C, W, P, PW, SHIP)."""
    seat = state.seats[i]
    fac = FACTIONS[seat.faction]
    counts = structure_counts(state, i)
    out: dict[str, int] = {}
    for struct, tracks in fac.income.items():
        k = counts.get(struct, 0)
        for res, track in tracks.items():
            out[res] = out.get(res, 0) + track[min(k, len(track) - 1)]
    for fav in seat.favors:
        for res, n in data.FAVORS[fav][1].items():
            out[res] = out.get(res, 0) + n
    if seat.bonus:
        for res, n in data.BONUS_CARDS[seat.bonus][0].items():
            out[res] = out.get(res, 0) + n
    return {k: v for k, v in out.items() if v}
