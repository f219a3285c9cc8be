"""Helpers for immutable game states (frozen dataclasses)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

T = TypeVar("T")


def evolve(obj: T, **changes: Any) -> T:
    """A copy of a frozen dataclass with some fields changed (`dataclasses.replace`).

    The one way a game makes a changed state: the copy is built by its constructor, so its
    `__post_init__` runs and nothing derived from the old object (see `core.derived`) is
    carried over. An unknown field name raises TypeError.
    """
    return dataclasses.replace(obj, **changes)  # type: ignore[type-var]


@runtime_checkable
class GameState(Protocol):
    """What every game's state shows the shared machinery (sessions, widgets, records)."""

    @property
    def players(self) -> Sequence[str]:
        """The seats' names, an automaton's included."""

    @property
    def current_player(self) -> int | None:
        """The seat that must decide now (None between turns and after the end)."""

    @property
    def phase(self) -> str:
        """The rulebook step being decided, in the rulebook's words."""

    @property
    def phase_id(self) -> str:
        """A stable slug of `phase`."""


S = TypeVar("S")


def with_seat(state: S, seat: int, **changes: Any) -> S:
    """A copy of `state` whose `seats[seat]` has some fields changed."""
    seats = list(state.seats)  # type: ignore[attr-defined]
    seats[seat] = evolve(seats[seat], **changes)
    return evolve(state, seats=tuple(seats))
