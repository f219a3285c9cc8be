"""Helpers for immutable game states (frozen dataclasses)."""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")
_new = object.__new__
_set = object.__setattr__


def evolve(obj: T, **changes: Any) -> T:
    """A copy of a frozen dataclass with some fields changed: a fast `dataclasses.replace`.

    It skips `__init__` (states are built from already-valid parts on the hot path of
    `apply`), copies only the declared fields (values cached on the old object in its
    `__dict__` are not carried over) and refuses unknown field names.
    """
    fields = obj.__dataclass_fields__  # type: ignore[attr-defined]
    values = obj.__dict__.copy()
    if len(values) != len(fields):
        values = {name: values[name] for name in fields}
    for name in changes:
        if name not in fields:
            raise TypeError(f"{type(obj).__name__} has no field {name!r}")
    values.update(changes)
    new = _new(obj.__class__)
    _set(new, "__dict__", values)
    return new
