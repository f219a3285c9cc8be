"""Bounded memory for values worth reusing across states (a position's tables, a listing).

Everything a game remembers across states goes through here, so that no memo grows without a
bound: `memo(maxsize)` wraps a function whose arguments are hashable values (functools'
LRU cache), `Memo` is a bounded mapping for the rarer case where the key is computed apart
from the call. Keys are values (a state, a tuple), never object identities.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")
F = TypeVar("F", bound=Callable[..., object])


def memo(maxsize: int) -> Callable[[F], F]:
    """Decorator: remember up to `maxsize` results of a function of hashable arguments."""
    if maxsize <= 0:
        raise ValueError("a memo needs room for at least one value")

    def wrap(func: F) -> F:
        return lru_cache(maxsize=maxsize)(func)  # type: ignore[return-value]

    return wrap


class Memo(Generic[K, V]):
    """A mapping that keeps at most `maxsize` entries, forgetting the least recently used."""

    def __init__(self, maxsize: int) -> None:
        if maxsize <= 0:
            raise ValueError("a memo needs room for at least one value")
        self.maxsize = maxsize
        self._items: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        """The value remembered for `key`, or None."""
        value = self._items.get(key)
        if value is not None:
            self._items.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> V:
        """Remember `value` for `key` (forgetting the oldest entry when full); returns it."""
        self._items[key] = value
        self._items.move_to_end(key)
        if len(self._items) > self.maxsize:
            self._items.popitem(last=False)
        return value

    def get_or_make(self, key: K, make: Callable[[], V]) -> V:
        """The value for `key`, made by `make()` and remembered the first time."""
        value = self.get(key)
        return self.put(key, make()) if value is None else value

    def clear(self) -> None:
        """Forget everything."""
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)
