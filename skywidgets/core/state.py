"""Helpers for immutable game states (frozen dataclasses)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

T = TypeVar("T")
_new = object.__new__
_set = object.__setattr__


def _field_names(cls: type) -> frozenset[str]:
    names = _FIELDS.get(cls)
    if names is None:
        names = frozenset(f.name for f in dataclasses.fields(cls))
        _FIELDS[cls] = names
    return names


_FIELDS: dict[type, frozenset[str]] = {}


def evolve(obj: T, **changes: Any) -> T:
    """A copy of a frozen dataclass with some fields changed: a fast `dataclasses.replace`.

    It skips `__init__` (states are built from already-valid parts on the hot path of
    `apply`), copies only the declared fields (values cached on the old object in its
    `__dict__` are not carried over; `ClassVar`s are not fields) and refuses unknown names.
    """
    fields = _field_names(type(obj))
    values = dict(obj.__dict__)  # combined, not split: CPython specialises reads of it
    if len(values) != len(fields):
        values = {name: values[name] for name in fields}
    for name in changes:
        if name not in fields:
            raise TypeError(f"{type(obj).__name__} has no field {name!r}")
    values.update(changes)
    new = _new(obj.__class__)
    _set(new, "__dict__", values)
    return new


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
