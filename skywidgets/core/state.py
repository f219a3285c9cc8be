"""Helpers for immutable game states (frozen dataclasses)."""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import Any, Protocol, TypeVar, runtime_checkable

from .memo import memo

T = TypeVar("T")


class _Layout:
    """How to copy one dataclass: its fields read in order, their positions in `__init__`."""

    def __init__(self, cls: type) -> None:
        names = [f.name for f in dataclasses.fields(cls) if f.init]
        params = list(inspect.signature(cls).parameters)  # the constructor's, without `self`
        self.read: Callable[[Any], tuple[Any, ...]] = (
            attrgetter(*names) if len(names) > 1 else lambda obj: (getattr(obj, names[0]),)
        )
        self.index = {name: k for k, name in enumerate(names)}
        self.positional = params[: len(names)] == names  # else an InitVar sits among fields
        self.names = names


@memo(1024)
def _layout(cls: type) -> _Layout:
    return _Layout(cls)


def evolve(obj: T, **changes: Any) -> T:
    """A copy of a frozen dataclass with some fields changed (`dataclasses.replace`'s result).

    The one way a game makes a changed state. The copy is made by the class's constructor with
    every field in order (`__post_init__` runs; nothing derived from the old object, see
    `core.derived`, is carried over); how to read and pass the fields is worked out once per
    class, which halves the work of `dataclasses.replace`. An unknown field raises TypeError.
    """
    cls = type(obj)
    layout = _layout(cls)
    values = list(layout.read(obj)) if layout.names else []
    for name, value in changes.items():
        k = layout.index.get(name)
        if k is None:
            raise TypeError(f"{cls.__name__} has no field {name!r}")
        values[k] = value
    if layout.positional:
        return cls(*values)
    return cls(**dict(zip(layout.names, values)))


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
