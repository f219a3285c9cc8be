"""Actions: frozen dataclasses that round-trip through JSON and read as sentences."""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Mapping
from typing import Any, ClassVar

from .errors import ActionFormatError

# No field of any game's action counts past this; larger numbers are refused, not computed with.
LARGEST_INT = 999_999_999
# How much of a bad value an error message repeats.
ECHO_LIMIT = 40


def echo(value: Any) -> str:
    """A short, printable rendering of a bad value for an error message."""
    try:
        text = repr(value)
    except ValueError:  # an int of more digits than Python will print
        if isinstance(value, int):
            return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
        return "a value that cannot be shown"
    return text if len(text) <= ECHO_LIMIT else text[: ECHO_LIMIT - 1] + "…"


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every move: subclasses are frozen dataclasses with a `kind` name."""

    __slots__ = ()  # subclasses may be slotted (no per-instance dict)
    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        """The action as a JSON-safe dict: `{"type": kind, **fields}`."""
        out: dict[str, Any] = {"type": self.kind}
        for f in dataclasses.fields(self):
            out[f.name] = _to_jsonable(getattr(self, f.name))
        return out

    @property
    def label(self) -> str:
        """A plain-words sentence describing the move (override per action)."""
        args = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{self.kind}({args})"

    def __str__(self) -> str:
        return self.label


def _to_jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_jsonable(v) for v in value]
    return value


def _check(value: Any, hint: Any, where: str) -> Any:
    """Convert a JSON value to the annotated type, or raise ActionFormatError."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return value
    if origin in (typing.Union, types.UnionType):
        errors = []
        for option in typing.get_args(hint):
            try:
                return _check(value, option, where)
            except ActionFormatError as exc:
                errors.append(exc.reason)
        raise ActionFormatError(f"{where} has the wrong type ({'; '.join(errors)})")
    if hint is type(None):
        if value is None:
            return None
        raise ActionFormatError(f"{where} must be null")
    if origin is tuple:
        if not isinstance(value, (list, tuple)):
            raise ActionFormatError(f"{where} must be a list")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_check(v, args[0], f"{where}[{i}]") for i, v in enumerate(value))
        if len(args) != len(value):
            raise ActionFormatError(f"{where} must have {len(args)} items")
        return tuple(_check(v, a, f"{where}[{i}]") for i, (v, a) in enumerate(zip(args, value)))
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise ActionFormatError(f"{where} must be true or false")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            if not -LARGEST_INT <= value <= LARGEST_INT:
                raise ActionFormatError(f"{where} is out of range (a number of at most 9 digits)")
            return value
        raise ActionFormatError(f"{where} must be a whole number")
    if hint is str:
        if isinstance(value, str):
            return value
        raise ActionFormatError(f"{where} must be text")
    raise ActionFormatError(f"{where}: unsupported field type {hint!r}")


class ActionCodec:
    """Turns JSON dicts into a game's actions, checking every field."""

    def __init__(self, classes: list[type[Action]]) -> None:
        self.classes: dict[str, type[Action]] = {}
        for cls in classes:
            if cls.kind in self.classes:
                raise ValueError(f"two action classes named {cls.kind!r}")
            self.classes[cls.kind] = cls

    def from_json(self, data: Mapping[str, Any] | str) -> Action:
        """Build an action from its JSON dict (or JSON text); raise on any bad field."""
        if isinstance(data, str):
            try:
                data = json.loads(data)
            except json.JSONDecodeError as exc:
                raise ActionFormatError(f"not valid JSON: {exc.msg}") from None
        if not isinstance(data, Mapping):
            raise ActionFormatError("an action must be a JSON object")
        kind = data.get("type")
        if not isinstance(kind, str) or kind not in self.classes:
            known = ", ".join(sorted(self.classes))
            raise ActionFormatError(f"unknown action type {echo(kind)} (known: {known})")
        cls = self.classes[kind]
        hints = typing.get_type_hints(cls)
        fields = {f.name for f in dataclasses.fields(cls)}
        extra = {str(k) for k in data} - fields - {"type"}
        if extra:
            names = ", ".join(echo(name) for name in sorted(extra)[:5])
            raise ActionFormatError(f"{kind}: unknown field(s) {names}")
        values = {}
        for f in dataclasses.fields(cls):
            if f.name not in data:
                if f.default is not dataclasses.MISSING:
                    continue
                raise ActionFormatError(f"{kind}: missing field {f.name!r}")
            values[f.name] = _check(data[f.name], hints[f.name], f"{kind}.{f.name}")
        return cls(**values)
