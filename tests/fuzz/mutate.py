"""Hypothesis strategies that mutate the project's JSON formats (docs/formats.md)."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import strategies as st

# values a hostile file might hold where a field is expected
LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**6), max_value=10**6),
    st.sampled_from([-1, 0, 1, 2, 3, 7, 99, 10**12, -(10**30), 2**63]),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.text(max_size=12),
    st.sampled_from(["", "x", "over", "A", "yellow", "<b>html</b>", "1e999"]),
)
VALUES = st.recursive(
    LEAVES,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path (tuple of keys/indices) to a value inside a JSON document."""
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += paths(item, (*prefix, index))
    return out


def _set(doc: Any, path: tuple, op: str, new: Any) -> Any:
    if not path:
        return new if op == "replace" else doc
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if op == "delete":
        del parent[last]
    elif op == "replace":
        parent[last] = new
    elif op == "nudge" and isinstance(parent[last], int) and not isinstance(parent[last], bool):
        parent[last] += new if isinstance(new, int) and not isinstance(new, bool) else 1
    return doc


@st.composite
def mutated(draw: st.DrawFn, doc: Any, max_changes: int = 3) -> Any:
    """`doc` with one to `max_changes` changes: a value replaced, removed or nudged."""
    doc = copy.deepcopy(doc)
    for _ in range(draw(st.integers(1, max_changes))):
        where = paths(doc)
        path = draw(st.sampled_from(where))
        op = draw(st.sampled_from(["replace", "delete", "nudge", "nudge"]))
        new = draw(st.integers(-3, 3)) if op == "nudge" else draw(VALUES)
        if op == "delete" and not path:
            continue
        doc = _set(doc, path, op, new)
    return doc
