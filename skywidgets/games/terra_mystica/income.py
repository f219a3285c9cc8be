"""Phase I — Income: faction board tracks, favor tiles, bonus card, ship income."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from skywidgets.core.memo import memo

from . import tables
from .factions import FACTIONS
from .reach import structure_counts
from .state import State

INCOMES = 4096  # incomes remembered by what decides them (faction, structures, tiles, card)


def income_of(state: State, i: int) -> dict[str, int]:
    """Seat `i`'s Phase I income (keys C, W, P, PW, SHIP)."""
    seat = state.seats[i]
    structures = tuple(structure_counts(state, i).items())
    return dict(income(seat.faction, structures, seat.favors, seat.bonus))


@memo(INCOMES)
def income(
    faction: str, structures: tuple[tuple[str, int], ...], favors: tuple[str, ...], bonus: str
) -> Mapping[str, int]:
    """The income of `faction` with `structures` ((kind, count) pairs) on the board, holding
    the Favor tiles `favors` and the Bonus card `bonus` ("" for none). Read only."""
    fac = FACTIONS[faction]
    counts = dict(structures)
    out: dict[str, int] = {}
    for struct, tracks in fac.income.items():
        k = counts.get(struct, 0)
        for res, track in tracks.items():
            out[res] = out.get(res, 0) + track[min(k, len(track) - 1)]
    for fav in favors:
        for res, n in tables.FAVORS[fav][1].items():
            out[res] = out.get(res, 0) + n
    if bonus:
        for res, n in tables.BONUS_CARDS[bonus][0].items():
            out[res] = out.get(res, 0) + n
    return MappingProxyType({k: v for k, v in out.items() if v})
