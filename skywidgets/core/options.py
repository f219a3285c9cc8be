"""Game options: one check for every way in (the command line, records, the Python API).

A game declares its options as the keyword parameters of its `new_game`; a game whose
`new_game` takes `**options` names and checks them itself. Before any game sees them, every
option's name must be a plain name the game takes (never `players`, `seed` or `undo_policy`,
which have their own arguments) and every value plain JSON data: text, a whole number,
true/false, null, or a short list of texts.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Mapping
from typing import Any

from .actions import LARGEST_INT, echo
from .errors import IllegalAction

RULE = "game options"
#: An option's name: lower-case letters, digits, `_` and `-`, at most 40 characters.
NAME = re.compile(r"[a-z][a-z0-9_-]{0,39}")
#: Longest text value, and most items in a list value.
MAX_TEXT = 200
MAX_ITEMS = 20
RESERVED = {
    "players": "the players are given apart (--players, players=)",
    "seed": "the seed is given apart (--seed, seed=)",
    "undo_policy": "the undo policy is given apart (undo_policy=)",
}
_NOT_OPTIONS = ("players", "seed")


def declared(ruleset: Any) -> tuple[str, ...] | None:
    """The option names a game's `new_game` takes, or None when it takes any (`**options`)."""
    try:
        params = inspect.signature(ruleset.new_game).parameters.values()
    except (TypeError, ValueError):  # pragma: no cover - a builtin without a signature
        return None
    if any(p.kind is p.VAR_KEYWORD for p in params):
        return None
    return tuple(
        p.name
        for p in params
        if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD) and p.name not in _NOT_OPTIONS
    )


def check_options(ruleset: Any, options: Any) -> dict[str, Any]:
    """The options as a dict when every name and value may be given to the game; else
    IllegalAction naming the option."""
    if not isinstance(options, Mapping):
        raise IllegalAction(RULE, "options must be an object of NAME: value")
    known = declared(ruleset)
    for name, value in options.items():
        _check_name(name, known)
        _check_value(name, value)
    return dict(options)


def _check_name(name: Any, known: tuple[str, ...] | None) -> None:
    if not isinstance(name, str) or not NAME.fullmatch(name):
        raise IllegalAction(
            RULE,
            f"{echo(name)} is not an option name (lower-case letters, digits, _ and -, "
            "at most 40 characters)",
        )
    if name in RESERVED:
        raise IllegalAction(RULE, f"{name!r} is not a game option: {RESERVED[name]}")
    if known is not None and name not in known:
        listed = ", ".join(known) if known else "none"
        raise IllegalAction(RULE, f"unknown option {name!r} (this game's options: {listed})")


def _check_value(name: str, value: Any) -> None:
    if value is None or isinstance(value, bool):
        return
    if isinstance(value, int):
        if not -LARGEST_INT <= value <= LARGEST_INT:
            raise IllegalAction(RULE, f"option {name}: a number of at most 9 digits")
        return
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise IllegalAction(RULE, f"option {name}: a text of at most {MAX_TEXT} characters")
        return
    if isinstance(value, (list, tuple)):
        if len(value) > MAX_ITEMS or not all(
            isinstance(v, str) and len(v) <= MAX_TEXT for v in value
        ):
            raise IllegalAction(RULE, f"option {name}: a list of at most {MAX_ITEMS} texts")
        return
    raise IllegalAction(
        RULE,
        f"option {name} is text, a whole number, true/false or a list of texts, "
        f"not {type(value).__name__}",
    )
