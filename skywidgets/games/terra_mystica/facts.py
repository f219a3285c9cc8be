"""Facts derived from a board (each seat's structures by kind and their hexes).

A board is a state's `owner`, `building` and `bridges` tuples (terrain is not part of it:
nothing here depends on it). `State.facts` is the `BoardFacts` of its board, a derived value
of the state; states with equal boards share one (a bounded memo by value), so whatever is
worked out from a board alone is worked out once per board."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from skywidgets.core.derived import Derived, derived
from skywidgets.core.memo import memo

if TYPE_CHECKING:
    from .state import State

# Boards remembered by value: a playout never goes back to an earlier board, and a game makes
# about 25 (one per build, upgrade or bridge), so a game's worth is plenty.
BOARDS = 64
_EMPTY: Mapping[str, int] = MappingProxyType({})


@dataclasses.dataclass(frozen=True)
class BoardFacts(Derived):
    """One board: the seat owning the structure on each hex (-1: none), the structure on
    each hex ("": none), the bridges (hex a, hex b, seat)."""

    owner: tuple[int, ...]
    building: tuple[str, ...]
    bridges: tuple[tuple[int, int, int], ...]

    @derived
    def key(self) -> int:
        """The board's hash, worked out once (it keys the tables of upgrade options)."""
        return hash((self.owner, self.building, self.bridges))

    def __hash__(self) -> int:
        return self.key

    @derived
    def own(self) -> dict[int, tuple[int, ...]]:
        """The hexes of each seat's structures, in board order."""
        found: dict[int, list[int]] = {}
        for h, o in enumerate(self.owner):
            if o >= 0:
                found.setdefault(o, []).append(h)
        return {o: tuple(hexes) for o, hexes in found.items()}

    @derived
    def counts(self) -> dict[int, Mapping[str, int]]:
        """How many of each structure each seat has (structures in board order)."""
        out: dict[int, Mapping[str, int]] = {}
        for o, hexes in self.own.items():
            kinds: dict[str, int] = {}
            for h in hexes:
                kinds[self.building[h]] = kinds.get(self.building[h], 0) + 1
            out[o] = kinds
        return out


@memo(BOARDS)
def board_facts(
    owner: tuple[int, ...], building: tuple[str, ...], bridges: tuple[tuple[int, int, int], ...]
) -> BoardFacts:
    """The facts of the board with these tuples (one object per board while remembered)."""
    return BoardFacts(owner, building, bridges)


def counts_of(state: State, i: int) -> Mapping[str, int]:
    """How many of each structure seat `i` has on the board (read-only)."""
    return state.facts.counts.get(i, _EMPTY)


def hexes_of(state: State, i: int) -> tuple[int, ...]:
    """The hexes of seat `i`'s structures, in board order."""
    return state.facts.own.get(i, ())
