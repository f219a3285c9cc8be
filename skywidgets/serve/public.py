"""The public view of a table ("everything public", for a projector): what every seat may
see, so no seat's hand, no draw pile's order, nothing the teacher alone sees (no web library).

The rulesets define a view per seat and the teacher's (`view(state, None)`), not a public
one, so it is derived from them: a value every seat sees alike is public; where the seats'
views differ (a hand is a list in its owner's view and `{"count": n}` in the others'), the
public value is the one most seats see, and on a tie the one the teacher does not see (the
owner and the teacher alone see a secret); a key some seat does not get (the teacher's
`deck.cards`) is left out. A game of perfect information shows the teacher's view; a game of
one seat shows that seat's (there is nobody else to hide it from).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from skywidgets.core.registry import Ruleset

View = Callable[[Any, "int | None"], dict[str, Any]]
_MISSING = object()


def public_view(ruleset: Ruleset, state: Any) -> dict[str, Any]:
    """What every seat of `state` may see (see the module's docstring)."""
    teacher = ruleset.view(state, None)
    if ruleset.checks.perfect_information:
        return {**teacher, "seat": None} if "seat" in teacher else teacher
    seats = [ruleset.view(state, k) for k in range(len(state.players))]
    if not seats:
        return teacher
    merged: dict[str, Any] = _merge(seats, teacher)
    if "seat" in teacher:
        merged["seat"] = None
    return merged


def public_ruleset(ruleset: Ruleset) -> Ruleset:
    """The same rules whose teacher's view (`view(state, None)`) is the public view; a seat's
    own view is unchanged."""
    own: View = ruleset.view

    def view(state: Any, seat: int | None) -> dict[str, Any]:
        return public_view(ruleset, state) if seat is None else own(state, seat)

    return dataclasses.replace(ruleset, view=view)


def _merge(values: list[Any], teacher: Any) -> Any:
    """The public value of one place of the seats' views."""
    first = values[0]
    if all(v == first for v in values[1:]):
        return first
    if all(isinstance(v, dict) for v in values):
        keys = [k for k in first if all(k in v for v in values[1:])]
        own = teacher if isinstance(teacher, dict) else {}
        return {k: _merge([v[k] for v in values], own.get(k, _MISSING)) for k in keys}
    if all(isinstance(v, list) and len(v) == len(first) for v in values):
        own_list = (
            teacher
            if isinstance(teacher, list) and len(teacher) == len(first)
            else [_MISSING] * len(first)
        )
        return [_merge([v[i] for v in values], own_list[i]) for i in range(len(first))]
    return _outsider(values, teacher)


def _outsider(values: list[Any], teacher: Any) -> Any:
    """The value most seats see; on a tie, one the teacher does not see."""
    counted: list[list[Any]] = []  # [value, count]; values may be unhashable
    for v in values:
        for entry in counted:
            if entry[0] == v:
                entry[1] += 1
                break
        else:
            counted.append([v, 1])
    most = max(count for _, count in counted)
    candidates = [v for v, count in counted if count == most]
    for v in candidates:
        if v != teacher:
            return v
    return candidates[0]
