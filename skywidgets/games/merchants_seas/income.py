"""Phase I — Income: faction board tracks, favor tiles, bonus card, ship income."""

from __future__ import annotations

from collections.abc import Mapping

from . import data
from .factions import FACTIONS
from .facts import CACHE_SIZE, cache
from .reach import structure_counts
from .state import Seat, State


def income_of(state: State, i: int) -> dict[str, int]:
    """Seat `i`'s Phase I income (keys C, W, P, PW, SHIP)."""
    seat = state.seats[i]
    counts = structure_counts(state, i)
    key = (seat.faction, tuple(counts.items()), seat.favors, seat.bonus)
    found = _INCOME.get(key)
    if found is None:
        if len(_INCOME) >= CACHE_SIZE:
            _INCOME.clear()
        found = _INCOME[key] = _income(seat, counts)
    return dict(found)


_INCOME: dict[tuple[object, ...], dict[str, int]] = cache({})


def _income(seat: Seat, counts: Mapping[str, int]) -> dict[str, int]:
    """The income of `seat` with the structures `counts` on the board."""
    fac = FACTIONS[seat.faction]
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
