"""What Merchants of the Seas adds to a game's state: each faction's ships (merchants for the
merchant factions), trade markers and Dock, and the trade markers on the map. The engine keeps
it in `State.expansion` and never reads it; only this package does."""

from __future__ import annotations

import dataclasses
from typing import Any

from skywidgets.games.terra_mystica.state import State, evolve


@dataclasses.dataclass(frozen=True)
class Fleet:
    """One faction's pieces of the expansion."""

    ships: tuple[int, ...] = ()  # hexes of its ships (or merchants) on the map
    trades: int = 0  # trade markers it has placed (of 15)
    dock: int = -1  # hex of its Dock marker / Storehouse, -1 before it is placed


@dataclasses.dataclass(frozen=True)
class Seas:
    """The expansion's part of a state: one fleet per seat, and the trade markers on the map
    as (hex, seat of the trader)."""

    fleets: tuple[Fleet, ...]
    traded: frozenset[tuple[int, int]] = frozenset()


STATE_CLASSES = (Fleet, Seas)


def start(players: int) -> Seas:
    """The expansion's pieces at the start: nothing on the map yet."""
    return Seas(fleets=(Fleet(),) * players)


def seas(state: State) -> Seas:
    """The expansion's part of `state` (a game of its box always has one)."""
    part = state.expansion
    if not isinstance(part, Seas):
        raise TypeError("this state has no Merchants of the Seas pieces (not a game of its box)")
    return part


def fleet(state: State, i: int) -> Fleet:
    """Seat `i`'s ships, trade markers and Dock."""
    return seas(state).fleets[i]


def ships(state: State, i: int) -> tuple[int, ...]:
    """The hexes of seat `i`'s ships (or merchants)."""
    return seas(state).fleets[i].ships


def traded(state: State) -> frozenset[tuple[int, int]]:
    """The trade markers on the map: (hex, seat of the trader)."""
    return seas(state).traded


def with_fleet(state: State, i: int, **changes: Any) -> State:
    """A copy of `state` whose seat `i` has some fleet fields changed."""
    part = seas(state)
    fleets = list(part.fleets)
    fleets[i] = evolve(fleets[i], **changes)
    return evolve(state, expansion=evolve(part, fleets=tuple(fleets)))


def with_traded(state: State, traded: frozenset[tuple[int, int]]) -> State:
    """A copy of `state` with these trade markers on the map."""
    return evolve(state, expansion=evolve(seas(state), traded=traded))
