"""JSON text from users' files, parsed only when its nesting is sane.

`json.loads` recurses once per level of nesting. CPython stops a hostile file at its recursion
limit, but under Pyodide (the offline site) the WebAssembly stack overflows first and takes the
whole interpreter down, so the depth is measured before parsing, on every Python alike.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

#: Deeper than any record, position or state the project writes (those stay under 20).
MAX_DEPTH = 200

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_A_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class TooDeep(ValueError):
    """The JSON nests deeper than MAX_DEPTH."""


def depth(text: str) -> int:
    """How deep the text's arrays and objects nest (brackets inside strings do not count)."""
    brackets = _NOT_A_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(_STEP[c] for c in brackets), default=0)


def too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether a parsed value (lists, tuples, dicts) nests deeper than `limit`; no recursion."""
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        elif not isinstance(item, (list, tuple)):
            continue
        if level > limit:
            return True
        stack.extend((child, level + 1) for child in item)
    return False


def loads(text: str) -> Any:
    """`json.loads`, refusing text nested deeper than MAX_DEPTH with TooDeep before parsing."""
    if depth(text) > MAX_DEPTH:
        raise TooDeep(f"its JSON is nested more than {MAX_DEPTH} deep")
    return json.loads(text)
