"""Front end → Python messages: checked field by field before anything is done with them."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from ..core.actions import echo as _short
from ..core.errors import IllegalAction

RULE = "widget message"

STALE = "stale click"
#: Messages that act on the game; each may carry `shown`, the board's `version` it was sent
#: from (js/shared/app.js always sends it), and is refused when the game has moved on since.
ACTING = frozenset({"play", "undo", "redo", "goto", "step"})
_SHOWN = frozenset({"shown"})

# message type -> (required fields, optional fields)
FIELDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "play": (frozenset(), frozenset({"action", "id", "step"}) | _SHOWN),
    "undo": (frozenset(), _SHOWN),
    "redo": (frozenset(), _SHOWN),
    "goto": (frozenset({"step"}), _SHOWN),
    "step": (frozenset(), _SHOWN),
    "hint": (frozenset(), frozenset()),
    "seat": (frozenset({"seat"}), frozenset()),
}


class MessageError(IllegalAction):
    """A message from the front end that is not one the board understands."""

    def __init__(self, reason: str) -> None:
        super().__init__(RULE, reason)


@dataclasses.dataclass(frozen=True)
class Message:
    """A checked message: its type and its fields (ints are real ints, never bools)."""

    type: str
    action: Mapping[str, Any] | None = None
    id: int | None = None
    step: int | None = None
    seat: int | None = None


def _int(
    content: Mapping[str, Any], name: str, low: int, high: int, allow_none: bool = False
) -> int | None:
    """Field `name` as an int in low..high, or raise MessageError."""
    value = content.get(name)
    if value is None and allow_none:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise MessageError(f"'{name}' must be a whole number, not {_kind(value)}")
    if not low <= value <= high:
        raise MessageError(f"'{name}' must be between {low} and {high}, not {_short(value)}")
    return value


def _kind(value: Any) -> str:
    names = {
        str: "text",
        bool: "true/false",
        float: "a decimal number",
        list: "a list",
        dict: "an object",
        type(None): "nothing",
    }
    return names.get(type(value), type(value).__name__)


def parse(
    content: Any, *, n_legal: int, n_steps: int, n_seats: int, step: int, version: int = 0
) -> Message:
    """Check one message against the board's current bounds; raise MessageError if malformed.

    `n_legal`: how many legal actions the board shows; `n_steps`: the recorded history length;
    `n_seats`: the number of players; `step`: the board's current step (for stale plays);
    `version`: the board's position number (for stale clicks, see ACTING).
    """
    if not isinstance(content, Mapping):
        raise MessageError(f"a message must be an object, not {_kind(content)}")
    kind = content.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        known = ", ".join(sorted(FIELDS))
        raise MessageError(f"unknown message type {_short(kind)} (known: {known})")
    required, optional = FIELDS[kind]
    extra = set(content) - required - optional - {"type"}
    if extra:
        names = ", ".join(_short(name) for name in sorted(map(str, extra))[:5])
        raise MessageError(f"{kind}: unknown field(s) {names}")
    missing = required - set(content)
    if missing:
        raise MessageError(f"{kind}: missing field(s) {', '.join(sorted(missing))}")
    if "shown" in content:
        _check_shown(content, version)
    if kind == "play":
        return _parse_play(content, n_legal, step)
    if kind == "goto":
        return Message("goto", step=_int(content, "step", 0, n_steps))
    if kind == "seat":
        seat = _int(content, "seat", -1, n_seats - 1, allow_none=True)
        return Message("seat", seat=-1 if seat is None else seat)
    return Message(kind)


def _check_shown(content: Mapping[str, Any], version: int) -> None:
    """Refuse an acting message sent from a position the board no longer shows."""
    shown = _int(content, "shown", 0, 10**15)
    if shown != version:
        raise IllegalAction(
            STALE,
            "the game moved on before this click arrived (another board or the teacher "
            "moved): nothing was done; look at the board again and choose",
        )


def _parse_play(content: Mapping[str, Any], n_legal: int, step: int) -> Message:
    has_action, has_id = "action" in content, "id" in content
    if has_action == has_id:
        raise MessageError("play: give either 'action' (an action object) or 'id' (a legal move)")
    if "step" in content:
        _int(content, "step", 0, 10**9)
        if content["step"] != step:
            raise MessageError(
                f"play: the board moved on (step {step}, the message was sent "
                f"at step {content['step']}); try again"
            )
    if has_id:
        if n_legal == 0:
            raise MessageError("play: there is no legal move to choose from on this board now")
        return Message("play", id=_int(content, "id", 0, n_legal - 1))
    action = content["action"]
    if not isinstance(action, Mapping):
        raise MessageError(f"play: 'action' must be an object, not {_kind(action)}")
    return Message("play", action=dict(action))
