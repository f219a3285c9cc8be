"""Phase I — Income: faction board tracks, favor tiles, bonus card, ship income."""

from __future__ import annotations

from collections import Counter

from . import data
from .factions import FACTIONS
from .reach import structure_counts
from .state import State


def income_of(state: State, i: int) -> dict[str, int]:
    """Seat `i`'s Phase I income (keys C, W, P, PW, SHIP)."""
    seat = state.seats[i]
    fac = FACTIONS[seat.faction]
    counts = structure_counts(state, i)
    out: Counter[str] = Counter()
    for struct, tracks in fac.income.items():
        k = counts.get(struct, 0)
        for res, track in tracks.items():
            out[res] += track[min(k, len(track) - 1)]
    for fav in seat.favors:
        out.update(data.FAVORS[fav][1])
    if seat.bonus:
        out.update(data.BONUS_CARDS[seat.bonus][0])
    return {k: v for k, v in out.items() if v}
