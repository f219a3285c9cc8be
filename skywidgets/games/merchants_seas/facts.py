"""Facts derived from the board (each seat's structures, their hexes, where a seat may build,
its upgrades), worked out once per board and shared by every state holding that board.

A board is the `owner`, `building` and `bridges` tuples (terrain is not part of it: nothing
here depends on it). States made by `evolve` share these tuples, so a board's facts are found
by the identity of its tuples first (the state asked about last is remembered outright), by
their contents otherwise. A build or an upgrade derives the new board's facts from the old
ones (`placed`): one hex changes, and what other seats' facts do not depend on is carried
over. Nothing is stored on the states themselves, so JSON and equality are unchanged."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any, TypeVar

from . import board
from .state import State

V = TypeVar("V")
CACHE_SIZE = 4096
# Boards filed by the identity of their tuples: a game makes ~20 (one per build or upgrade)
# and a playout never goes back to an earlier one (nor does a search: each iteration applies
# its moves again, making new tuples), so a few games' worth is enough. A bound this small
# frees the facts of finished games within a few games, mostly before the collector has
# promoted them (512 before the seventh pass: ~30 % more young and ~40 % more full
# collections per move, the facts of ~50 finished games walked by every full one). Two
# generations: when the young one is full it becomes the old one, so the board in play is
# never forgotten (a lookup in the old one files the board again in the young one).
BOARD_IDS = 64
# Boards filed by their contents: the start of each game (a fresh tuple with the same empty
# board) and boards made without `placed` (bridges). Small: a content key is three board-long
# tuples hashed on every lookup, and it is seldom found again in a playout of fresh seeds.
BOARD_CONTENTS = 64
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
    """One board: each seat's structures by kind and their hexes, and per seat the facts
    derived from it (`reach`: Reach entries by seat, `upgrades`: upgrade options by seat and
    faction: a board seen in another game may have other factions)."""

    __slots__ = ("counts", "own", "reach", "spawn", "upgrades")

    def __init__(
        self,
        counts: dict[int, Mapping[str, int]],
        own: dict[int, tuple[int, ...]],
        reach: dict[int, dict[Hashable, Any]] | None = None,
        upgrades: dict[tuple[int, str, str], Any] | None = None,
    ) -> None:
        self.counts = counts
        self.own = own
        self.reach: dict[int, dict[Hashable, Any]] = reach if reach is not None else {}
        self.upgrades: dict[tuple[int, str, str], Any] = upgrades if upgrades is not None else {}
        self.spawn: dict[tuple[object, ...], tuple[int, ...]] = {}  # reach.ship_spawn

    @classmethod
    def of(cls, owner: tuple[int, ...], building: tuple[str, ...]) -> BoardFacts:
        """The facts of a board worked out from scratch."""
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
        return cls(dict(counts), {o: tuple(hs) for o, hs in own.items()})

    def seat_reach(self, i: int) -> dict[Hashable, Any]:
        """Seat `i`'s Reach entries on this board (filled by reach.py)."""
        found = self.reach.get(i)
        if found is None:
            found = self.reach[i] = {}
        return found

    def after_structure(
        self, h: int, k: int, old: str, new: str, near: frozenset[int]
    ) -> BoardFacts:
        """The facts once seat `k`'s structure `old` on `h` ("" for none) has become `new`;
        `near` are the hexes next to `h`. Other seats keep their reach, and their upgrades
        unless one of their structures is next to `h` (a Trading house's price depends on
        its neighbours); seat `k` keeps its reach too after an upgrade other than to a
        Stronghold (its hexes are the same; a Stronghold lengthens the Fakirs' flight)."""
        counts = dict(self.counts)
        c = dict(counts.get(k, _EMPTY))
        if old:
            c[old] -= 1
            if not c[old]:
                del c[old]
        c[new] = c.get(new, 0) + 1
        counts[k] = c
        own = self.own
        if not old:
            own = dict(own)
            own[k] = tuple(sorted((*own.get(k, ()), h)))
        keep = old and new != "SH"
        reach = {j: r for j, r in self.reach.items() if j != k or keep}
        upgrades = {
            key: u
            for key, u in self.upgrades.items()
            if key[0] != k and near.isdisjoint(self.own.get(key[0], ()))
        }
        return BoardFacts(counts, own, reach, upgrades)


_BOARDS = BoundedCache(BOARD_CONTENTS)
_Filed = dict[tuple[int, int, int], tuple[Any, Any, Any, BoardFacts]]
_BY_ID: _Filed = {}  # the young generation
_OLD_IDS: _Filed = {}  # the generation before


def board_facts(state: State) -> BoardFacts:
    """The facts of this state's board."""
    if state is LAST[0]:  # the state asked about last (kept alive here)
        return LAST[1]  # type: ignore[no-any-return]
    owner, building, bridges = state.owner, state.building, state.bridges
    key = (id(owner), id(building), id(bridges))
    # An entry keeps its tuples alive, so their ids cannot be reused while it is stored.
    hit = _BY_ID.get(key)
    if hit is None:
        hit = _OLD_IDS.get(key)
        if hit is not None:
            _remember(state, hit[3])
    if hit is not None:
        facts = hit[3]
    else:
        facts = _BOARDS.get((owner, building, bridges), lambda: BoardFacts.of(owner, building))
        _remember(state, facts)
    LAST[0], LAST[1] = state, facts
    return facts


LAST: list[Any] = [None, None]  # the last state asked about, its facts (set here only)


def _remember(state: State, facts: BoardFacts) -> None:
    """File `facts` under the identity of `state`'s board tuples (young generation)."""
    global _BY_ID, _OLD_IDS
    if len(_BY_ID) >= BOARD_IDS:
        _OLD_IDS, _BY_ID = _BY_ID, {}
    owner, building, bridges = state.owner, state.building, state.bridges
    _BY_ID[id(owner), id(building), id(bridges)] = (owner, building, bridges, facts)


def placed(before: State, after: State, h: int) -> State:
    """`after`, whose board is `before`'s with the structure on `h` built or upgraded (its
    facts derived from `before`'s instead of worked out again)."""
    k = after.owner[h]
    key = (id(after.owner), id(after.building), id(after.bridges))
    if key not in _BY_ID and key not in _OLD_IDS:
        near = board.ADJ_SET[h]
        if after.bridges:
            near = near | {b if a == h else a for a, b, _ in after.bridges if h in (a, b)}
        old = before.building[h] if before.owner[h] == k else ""
        facts = board_facts(before).after_structure(h, k, old, after.building[h], near)
        _remember(after, facts)
    return after


C = TypeVar("C", bound="dict[Any, Any] | BoundedCache")
CACHES: list[dict[Any, Any] | BoundedCache] = []  # the game's caches of derived facts


def cache(store: C) -> C:
    """`store`, listed among the caches `clear_caches` empties."""
    CACHES.append(store)
    return store


def clear_caches() -> None:
    """Forget every derived fact (tests check that nothing depends on what was cached)."""
    _BOARDS.data.clear()
    _BY_ID.clear()
    _OLD_IDS.clear()
    LAST[0] = LAST[1] = None
    for store in CACHES:
        if isinstance(store, BoundedCache):
            store.data.clear()
        else:
            store.clear()


def counts_of(state: State, i: int) -> Mapping[str, int]:
    """How many of each structure seat `i` has on the board (read-only)."""
    facts = LAST[1] if state is LAST[0] else board_facts(state)
    return facts.counts.get(i, _EMPTY)


def hexes_of(state: State, i: int) -> tuple[int, ...]:
    """The hexes of seat `i`'s structures, in board order."""
    facts = LAST[1] if state is LAST[0] else board_facts(state)
    return facts.own.get(i, ())
