"""Facts derived from the board (each seat's structures, their hexes, where a seat may build),
worked out once: memoised on the state (`__dict__`, never a field, so JSON and equality are
unchanged) and shared between states with the same board through small bounded caches."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any, TypeVar

from .state import State

V = TypeVar("V")
CACHE_SIZE = 4096
_EMPTY: Mapping[str, int] = {}


class BoundedCache:
    """A dict that forgets everything when it grows past `size` (cheap, deterministic)."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self.size = size
        self.data: dict[Hashable, Any] = {}

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        """The value stored under `key`, made (and stored) on a miss."""
        try:
            return self.data[key]  # type: ignore[no-any-return]
        except KeyError:
            pass
        if len(self.data) >= self.size:
            self.data.clear()
        value = self.data[key] = make()
        return value


class BoardFacts:
    """One board (structures, terrain, bridges): each seat's structures by kind and their
    hexes, and room for facts derived from this board (`derived`)."""

    __slots__ = ("counts", "derived", "own")

    def __init__(self, owner: tuple[int, ...], building: tuple[str, ...]) -> None:
        counts: dict[int, dict[str, int]] = {}
        own: dict[int, list[int]] = {}
        for h, o in enumerate(owner):
            if o >= 0:
                c = counts.get(o)
                if c is None:
                    c = counts[o] = {}
                    own[o] = []
                b = building[h]
                c[b] = c.get(b, 0) + 1
                own[o].append(h)
        self.counts: dict[int, Mapping[str, int]] = dict(counts)
        self.own: dict[int, tuple[int, ...]] = {o: tuple(hs) for o, hs in own.items()}
        self.derived = BoundedCache(DERIVED_SIZE)


DERIVED_SIZE = 256
_BOARDS = BoundedCache()


def memo(state: State, name: str, make: Callable[[], V]) -> V:
    """`make()` computed once per state object (kept in its `__dict__`, not a field)."""
    cache = state.__dict__
    try:
        return cache[name]  # type: ignore[no-any-return]
    except KeyError:
        value = cache[name] = make()
        return value


def board_facts(state: State) -> BoardFacts:
    """The facts of this state's board."""
    try:
        return state.__dict__["_board"]  # type: ignore[no-any-return]
    except KeyError:
        pass
    owner, building = state.owner, state.building
    key = (owner, building, state.bridges, state.terrain)
    facts = _BOARDS.get(key, lambda: BoardFacts(owner, building))
    state.__dict__["_board"] = facts
    return facts


def carry(before: State, after: State) -> State:
    """`after`, reusing `before`'s board facts when the board is the very same objects."""
    facts = before.__dict__.get("_board")
    if (
        facts is not None
        and before.owner is after.owner
        and before.building is after.building
        and before.bridges is after.bridges
        and before.terrain is after.terrain
    ):
        after.__dict__.setdefault("_board", facts)
    return after


def derived(state: State, key: Hashable, make: Callable[[], V]) -> V:
    """A fact of this state's board (and `key`), made once per board."""
    return board_facts(state).derived.get(key, make)


def counts_of(state: State, i: int) -> Mapping[str, int]:
    """How many of each structure seat `i` has on the board (read-only)."""
    return board_facts(state).counts.get(i, _EMPTY)


def hexes_of(state: State, i: int) -> tuple[int, ...]:
    """The hexes of seat `i`'s structures, in board order."""
    return board_facts(state).own.get(i, ())
