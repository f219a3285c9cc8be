"""Check a decoded state against its dataclasses' type hints (a tampered file's first gate).

Whole numbers are range-checked too: at most 9 digits (19 for a seed), so no rule ever
computes with a number no game can reach.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from functools import cache
from typing import Any

from .actions import LARGEST_INT
from .limits import LARGEST_SEED


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _out_of_range(value: int, where: str) -> str | None:
    """A seed has up to 19 digits; every other whole number of a position at most 9."""
    if where.endswith(".seed"):
        return None if -LARGEST_SEED <= value <= LARGEST_SEED else f"{where} is out of range"
    if -LARGEST_INT <= value <= LARGEST_INT:
        return None
    return f"{where} is out of range (a number of at most 9 digits)"


def type_problems(value: Any, hint: Any = None, where: str = "state") -> list[str]:
    """Where `value` does not have the type its dataclass fields declare (first few only)."""
    if hint is None:
        hint = type(value)
    problem = _problem(value, hint, where)
    return [problem] if problem else []


def _problem(value: Any, hint: Any, where: str) -> str | None:
    if hint is Any or isinstance(hint, typing.TypeVar):
        return None
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        found = [_problem(value, option, where) for option in args]
        return None if None in found else f"{where} has the wrong type ({found[0]})"
    if origin is typing.Literal:
        return None if value in args else f"{where} must be one of {list(args)}"
    if hint is type(None):
        return None if value is None else f"{where} must be null"
    if hint is bool:
        return None if isinstance(value, bool) else f"{where} must be true or false"
    if hint is int:
        if not isinstance(value, int) or isinstance(value, bool):
            return f"{where} must be a whole number"
        return _out_of_range(value, where)
    if hint is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return None if ok else f"{where} must be a number"
    if hint is str:
        return None if isinstance(value, str) else f"{where} must be text"
    if origin is tuple or hint is tuple:
        if not isinstance(value, tuple):
            return f"{where} must be a list"
        if not args:
            return None
        if len(args) == 2 and args[1] is Ellipsis:
            items = [(v, args[0]) for v in value]
        elif len(args) != len(value):
            return f"{where} must have {len(args)} items"
        else:
            items = list(zip(value, args))
        for i, (item, item_hint) in enumerate(items):
            problem = _problem(item, item_hint, f"{where}[{i}]")
            if problem:
                return problem
        return None
    if origin in (frozenset, set) or hint in (frozenset, set):
        if not isinstance(value, (frozenset, set)):
            return f"{where} must be a set"
        for item in value:
            problem = _problem(item, args[0], f"{where} item") if args else None
            if problem:
                return problem
        return None
    if origin in (dict, Mapping) or hint in (dict, Mapping):
        if not isinstance(value, Mapping):
            return f"{where} must be a map"
        if not args:
            return None
        for key, item in value.items():
            problem = _problem(key, args[0], f"{where} key") or _problem(
                item, args[1], f"{where}[{key!r}]"
            )
            if problem:
                return problem
        return None
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if not isinstance(value, hint):
            return f"{where} must be a {hint.__name__}"
        hints = _hints(hint)
        for f in dataclasses.fields(hint):
            problem = _problem(getattr(value, f.name), hints.get(f.name, Any), f"{where}.{f.name}")
            if problem:
                return problem
        return None
    if isinstance(hint, type):
        return None if isinstance(value, hint) else f"{where} must be a {hint.__name__}"
    return None
