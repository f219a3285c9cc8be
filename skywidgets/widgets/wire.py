"""What crosses to the browser: the view and the log as a base plus a patch; legal moves packed.

ipywidgets resends a whole trait whenever it changes. The big ones are therefore split:
`view` and `history` travel as `<name>_base` (sent again only on a rebase) and `<name>_patch`
(the difference from that base to now, `[]` when there is none: never `None`, which the
JupyterLite kernel drops from a message, so the browser would keep the old patch on the new
base), and `legal` as
`legal_packed` (each label front-coded against the previous one, each action as a row of a
shared key list). The Python board keeps the plain values (`board.view`, `board.legal`,
`board.history`); `js/shared/wire.js` rebuilds them in the browser.

Patch format (JSON): `[]` changes nothing; `["=", value]` replaces; `["d", {key: patch},
[removed keys]]` patches an object; `["l", length, [[index, patch], ...]]` cuts or extends a
list to `length` and patches the listed items (new items are `["=", value]`).

Privacy: a base only ever holds what the viewer may see now or saw earlier on the same line of
play. Any step back (undo, goto) or change of seat rebases, so an undone future never stays
in the browser of a seat view.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

#: Traits split into base + patch, and the synced traits they become.
KEYFRAMED = ("view", "history")
#: Rebase when a patch is larger than this share of its base's size (and than MIN_PATCH).
REBASE_SHARE = 0.25
MIN_PATCH = 1024


def dumps(value: Any) -> str:
    """Compact JSON text, as measured on the wire."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def clone(value: Any) -> Any:
    """A copy of JSON-like data (dicts, lists, tuples of plain values); cheaper than deepcopy."""
    kind = type(value)
    if kind is dict:
        return {key: clone(item) for key, item in value.items()}
    if kind is list:
        return [clone(item) for item in value]
    if kind is tuple:
        return tuple(clone(item) for item in value)
    return value  # str, int, float, bool, None: immutable


def diff(old: Any, new: Any) -> Any:
    """A patch turning `old` into `new` (see the module docstring), or None when equal."""
    if old == new and type(old) is type(new):
        return None
    if isinstance(old, dict) and isinstance(new, dict):
        changed: dict[str, Any] = {}
        for key, value in new.items():
            inner = diff(old[key], value) if key in old else ["=", value]
            if inner is not None:
                changed[key] = inner
        removed = [key for key in old if key not in new]
        patch: list[Any] = ["d", changed, *([removed] if removed else [])]
    elif isinstance(old, list) and isinstance(new, list):
        items = []
        for index, value in enumerate(new):
            inner = diff(old[index], value) if index < len(old) else ["=", value]
            if inner is not None:
                items.append([index, inner])
        patch = ["l", len(new), items]
    else:
        return ["=", new]
    whole = ["=", new]
    return whole if len(dumps(patch)) >= len(dumps(whole)) else patch


NO_PATCH: list[Any] = []  # the wire's "no change" (None would not survive JupyterLite)


def apply(base: Any, patch: Any) -> Any:
    """`base` with `patch` applied (a new value; `base` is not changed)."""
    if not patch:  # None (from `diff`) or [] (on the wire): no change
        return clone(base)
    kind = patch[0]
    if kind == "=":
        return clone(patch[1])
    if kind == "d":
        out = {k: clone(v) for k, v in base.items()}
        for key in patch[2] if len(patch) > 2 else []:
            out.pop(key, None)
        for key, inner in patch[1].items():
            out[key] = apply(base.get(key), inner)
        return out
    if kind == "l":
        items = [clone(v) for v in base[: patch[1]]]
        items.extend([None] * (patch[1] - len(items)))
        for index, inner in patch[2]:
            items[index] = apply(base[index] if index < len(base) else None, inner)
        return items
    raise ValueError(f"unknown patch kind {kind!r}")


def shared_prefix(a: str, b: str) -> int:
    """The length of the longest common prefix of two strings (binary search on slices)."""
    low, high = 0, min(len(a), len(b))
    while low < high:
        middle = (low + high + 1) // 2
        if a[:middle] == b[:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def pack_legal(entries: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """`legal` entries ({id, type, label, action}, ids 0..n-1) in a compact form."""
    keys: list[list[str]] = []
    index: dict[tuple[str, ...], int] = {}
    rows: list[list[Any]] = []
    labels: list[Any] = []
    previous = ""
    for entry in entries:
        action = entry["action"]
        names = tuple(action)
        row = index.get(names)
        if row is None:
            row = index[names] = len(keys)
            keys.append(list(names))
        rows.append([row, *(action[n] for n in names)])
        label = str(entry["label"])
        shared = shared_prefix(previous, label)
        labels.append([shared, label[shared:]] if shared > 3 else label)
        previous = label
    return {"keys": keys, "rows": rows, "labels": labels}


def unpack_legal(packed: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The `legal` entries back from `pack_legal`'s form."""
    entries = []
    previous = ""
    for index, (row, label) in enumerate(zip(packed["rows"], packed["labels"])):
        action = dict(zip(packed["keys"][row[0]], row[1:]))
        text = previous[: label[0]] + label[1] if isinstance(label, list) else label
        entries.append({"id": index, "type": action["type"], "label": text, "action": action})
        previous = text
    return entries


class Keyframe:
    """One keyframed trait: its current base, and what a new value costs to send."""

    def __init__(self) -> None:
        self.base: Any = None
        self.size = 0
        self.where: tuple[int, int] = (-2, -1)  # (seat, step) of the base

    def encode(self, value: Any, seat: int, step: int) -> tuple[Any, Any]:
        """(base, patch) for `value` seen by `seat` at `step`; rebases when needed."""
        back = seat != self.where[0] or step < self.where[1]
        patch = None if back else diff(self.base, value)
        limit = max(MIN_PATCH, REBASE_SHARE * self.size)
        if back or (patch is not None and len(dumps(patch)) > limit):
            self.base = clone(value)
            self.size = len(dumps(value))
            self.where = (seat, step)
            return self.base, list(NO_PATCH)
        self.where = (seat, max(step, self.where[1]))
        return self.base, list(NO_PATCH) if patch is None else patch


class Encoder:
    """Turns the game-derived trait values into the synced (wire) trait values."""

    def __init__(self) -> None:
        self.frames = {name: Keyframe() for name in KEYFRAMED}

    def encode(self, values: Mapping[str, Any], seat: int) -> dict[str, Any]:
        """The wire traits for `values` (a `snapshot`) seen by `seat`."""
        out: dict[str, Any] = {"legal_packed": pack_legal(values["legal"])}
        for name, frame in self.frames.items():
            base, patch = frame.encode(values[name], seat, values["step"])
            out[f"{name}_base"] = base
            out[f"{name}_patch"] = patch
        return out


def decode(wire: Mapping[str, Any]) -> dict[str, Any]:
    """The plain `view`, `history` and `legal` back from wire traits (tests, benchmarks)."""
    out = {name: apply(wire[f"{name}_base"], wire[f"{name}_patch"]) for name in KEYFRAMED}
    out["legal"] = unpack_legal(wire["legal_packed"])
    return out
