"""The table server's JSON protocol (docs/serve.md): every client message checked before use,
every server message built here, and each connection's rate limit (no web library here).

Client → server: `{"type": "play", "action": {...}, "step": N}`, `{"type": "undo", "step":
N}` (the strict policy, tables.py) and `{"type": "sync"}`, each
with an optional `"ref"` (a whole number the reply echoes). Server → client: `{"type":
"view", ...}` (that code's own view) and `{"type": "error", "error": {"rule", "reason"}}`.
"""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from skywidgets.core import jsontext
from skywidgets.core.errors import IllegalAction

from .public import public_view
from .tables import TEACHER, Table

RULE = "table message"
MAX_BYTES = 64 * 1024  # one client message, as UTF-8
MAX_REF = 2**53 - 1  # a ref stays exact in JavaScript
RATE = 100  # messages a connection may send ...
RATE_WINDOW = 10.0  # ... in any this many seconds (a person clicks far less)
FIELDS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "play": (frozenset({"action", "step"}), frozenset({"ref"})),
    "undo": (frozenset({"step"}), frozenset({"ref"})),
    "sync": (frozenset(), frozenset({"ref"})),
}


class ProtocolError(IllegalAction):
    """A client message the server does not accept (too big, not JSON, a wrong field...)."""

    def __init__(self, reason: str) -> None:
        super().__init__(RULE, reason)
        self.ref: int | None = None  # the ref of the refused request, when it had one


@dataclass(frozen=True)
class Request:
    """A checked client message: its type, its fields and the ref to echo."""

    type: str
    action: Mapping[str, Any] | None = None
    step: int | None = None
    ref: int | None = None


def parse_frame(text: str | bytes | None) -> Any:
    """One frame's JSON, checked for kind (text), size and depth; raise ProtocolError."""
    if not isinstance(text, str):
        raise ProtocolError("messages are JSON text frames, not binary ones")
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise ProtocolError(f"a message may hold at most {MAX_BYTES} bytes, not {size}")
    try:
        return jsontext.loads(text)
    except ValueError as err:
        raise ProtocolError(f"not JSON ({str(err)[:80]})") from None


def parse(text: str | bytes | None) -> Request:
    """Check one client message (text frame, size, JSON, fields); raise ProtocolError."""
    content = parse_frame(text)
    if not isinstance(content, dict):
        raise ProtocolError(f"a message is a JSON object, not {_kind(content)}")
    ref = content.get("ref")
    if ref is not None and not _whole(ref, 0, MAX_REF):
        raise ProtocolError(f"'ref' must be a whole number from 0 to {MAX_REF}")
    try:
        return _fields(content, ref)
    except ProtocolError as err:
        err.ref = ref  # the refusal still answers the request it refuses
        raise


def _fields(content: dict[str, Any], ref: int | None) -> Request:
    """Check a message's type and fields (its ref is already checked)."""
    kind = content.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise ProtocolError(f"'type' must be one of {', '.join(sorted(FIELDS))}")
    required, optional = FIELDS[kind]
    missing = sorted(required - content.keys())
    if missing:
        raise ProtocolError(f"{_a(kind)} message needs {', '.join(map(repr, missing))}")
    unknown = sorted(content.keys() - required - optional - {"type"})
    if unknown:
        raise ProtocolError(f"{_a(kind)} message has no field {', '.join(map(repr, unknown))}")
    if kind == "sync":
        return Request("sync", ref=ref)
    step = content["step"]
    if kind == "undo":
        if not _whole(step, 0, 10**9):
            raise ProtocolError("'step' must be the whole number of the step to undo from")
        return Request("undo", step=step, ref=ref)
    action = content["action"]
    if not isinstance(action, dict):
        raise ProtocolError(f"'action' must be a JSON object, not {_kind(action)}")
    if not _whole(step, 0, 10**9):
        raise ProtocolError("'step' must be the whole number of the step the move was made at")
    return Request("play", action=action, step=step, ref=ref)


def view_message(
    table: Table, seat: int | None, ref: int | None = None, public: bool = False
) -> dict[str, Any]:
    """What the code of `seat` is told of its table: its own view, and its legal moves when
    it is that seat's turn (the teacher's code never gets moves: it never acts; with
    `public`, it gets the public view: no hand, no pile's order)."""
    with table.lock:
        game = table.game
        state, ruleset = game.state, game.ruleset
        turn = state.current_player
        turn = turn if isinstance(turn, int) and not isinstance(turn, bool) else None
        over = bool(game.is_over())
        legal: list[dict[str, Any]] = []
        if seat is not TEACHER and turn == seat and not over:
            legal = [
                {"id": i, "type": a.kind, "label": ruleset.label(state, a), "action": a.to_json()}
                for i, a in enumerate(game.legal())
            ]
        message = {
            "type": "view",
            "game": ruleset.name,
            "players": list(game.seats),
            "seat": seat,
            "step": game.step,
            "turn": None if over else turn,
            "view": public_view(ruleset, state) if public and seat is None else game.view(seat),
            "legal": legal,
            "over": over,
            "scores": game.scores().to_json(),
        }
    if ref is not None:
        message["ref"] = ref
    return message


def error_message(err: IllegalAction, ref: int | None = None) -> dict[str, Any]:
    """A refusal: the rule and the reason in plain words (and the ref of the request)."""
    message: dict[str, Any] = {"type": "error", "error": err.to_json()}
    if ref is not None:
        message["ref"] = ref
    return message


def dumps(message: Mapping[str, Any]) -> str:
    """A server message as compact JSON text."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


class RateLimit:
    """At most `rate` messages in any `window` seconds (a sliding window per connection)."""

    def __init__(self, rate: int = RATE, window: float = RATE_WINDOW) -> None:
        self.rate, self.window = rate, window
        self._times: deque[float] = deque()

    def check(self, now: float | None = None) -> None:
        """Count one message; raise ProtocolError when it is one too many."""
        now = time.monotonic() if now is None else now
        while self._times and now - self._times[0] >= self.window:
            self._times.popleft()
        if len(self._times) >= self.rate:
            raise ProtocolError(
                f"too many messages: at most {self.rate} in {self.window:g} seconds"
            )
        self._times.append(now)


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _kind(value: Any) -> str:
    return {dict: "an object", list: "an array", str: "text", bool: "true or false"}.get(
        type(value), "a number" if isinstance(value, int | float) else "null"
    )
