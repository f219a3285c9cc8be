"""Plain JSON for immutable states: frozen dataclasses, tuples, maps and sets."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any


def encode(value: Any) -> Any:
    """Turn a state (frozen dataclasses of tuples, dicts, frozensets, scalars) into JSON."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {"__type__": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = encode(getattr(value, f.name))
        return out
    if isinstance(value, (tuple, list)):
        return [encode(v) for v in value]
    if isinstance(value, (frozenset, set)):
        return {"__set__": sorted((encode(v) for v in value), key=repr)}
    if isinstance(value, dict):
        return {"__map__": [[encode(k), encode(v)] for k, v in value.items()]}
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"cannot encode {type(value).__name__} in a state")


def decoder(classes: Iterable[type]) -> Callable[[Any], Any]:
    """A function that turns `encode` output back into values of the given classes."""
    by_name = {cls.__name__: cls for cls in classes}

    def decode(value: Any) -> Any:
        if isinstance(value, list):
            return tuple(decode(v) for v in value)
        if isinstance(value, dict):
            if "__set__" in value:
                return frozenset(decode(v) for v in value["__set__"])
            if "__map__" in value:
                return {decode(k): decode(v) for k, v in value["__map__"]}
            name = value.get("__type__")
            if name not in by_name:
                raise ValueError(f"unknown state type {name!r}")
            kwargs = {k: decode(v) for k, v in value.items() if k != "__type__"}
            return by_name[name](**kwargs)
        return value

    return decode
