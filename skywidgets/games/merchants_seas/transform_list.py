"""The Transform and Build moves open to a seat (Phase II turn or spade decision), listed
fast: the checks of `building.plan` that do not depend on the hex give a bit mask of the
(way, spades, kind) classes the seat can afford (`_allowed`); each free hex of its reach then
takes its actions from a table of candidates by (hex, terrain, bits)."""

from __future__ import annotations

import operator
from collections.abc import Iterable, Mapping, Sequence
from itertools import chain, compress, repeat
from typing import Any

from skywidgets.core import Action

from . import actions as A
from . import board, building, data
from .factions import FACTIONS
from .facts import cache, counts_of
from .reach import Reach, getter, reach_entry
from .spades import spades_needed
from .state import Seat, State

MAX_CANDIDATES = 65536  # per-hex transform tuples kept per home terrain


def _allowed(state: State, i: int, counts: Mapping[str, int] | None = None) -> int:
    """Bit mask of the (how, spades, kind) classes of Transform and Build seat `i` may take:
    the checks of `building.plan` that do not depend on the hex itself (`counts`: seat
    `i`'s structures, when the caller has them)."""
    seat = state.seats[i]
    if state.pending:
        free, may_build, in_spades = building.free_spades(state, i)
    else:
        free, may_build, in_spades = 0, True, False
    phase3 = state.step == "cult_bonus"
    if counts is None:
        counts = counts_of(state, i)
    builds = may_build and not phase3 and counts.get("D", 0) < _MAX_D
    faction = seat.faction
    cap_c, cap_w, cap_p = _CAPS[faction]
    c, w, p = seat.coins, seat.workers, seat.priests
    c, w, p = c if c < cap_c else cap_c, w if w < cap_w else cap_w, p if p < cap_p else cap_p
    key = (faction, seat.dig, free, in_spades, phase3, builds, "SH" in counts, c, w, p)
    mask = _MASKS.get(key)
    if mask is None:
        mask = 0
        table = _price_table(seat, free, in_spades, phase3, builds, "SH" in counts)[0]
        for bit, (pc, pw, pp) in table:
            if c >= pc and w >= pw and p >= pp:
                mask |= bit
        _MASKS[key] = mask
    return mask


_MAX_D = data.MAX_COUNT["D"]
_MASKS: dict[tuple[Any, ...], int] = cache({})


def _caps(faction: str) -> Price:
    """The most coins, workers and priests any Transform and Build of `faction` costs (with
    no free spades, the dearest case): holding more changes nothing."""
    fac = FACTIONS[faction]
    caps = [0, 0, 0]
    for dig in range(fac.max_dig + 1):
        seat = Seat(faction, 0, 0, 0, (0, 0, 0), 0, (0, 0, 0, 0), dig=dig)
        for has_sh in (False, True):
            for r, cap in enumerate(_price_table(seat, 0, False, False, True, has_sh)[1]):
                caps[r] = max(caps[r], cap)
    return caps[0], caps[1], caps[2]


Price = tuple[int, int, int]


def _price_table(
    seat: Seat, free: int, in_spades: bool, phase3: bool, builds: bool, has_sh: bool
) -> tuple[tuple[tuple[int, Price], ...], Price]:
    """Each (how, spades, kind) class open in this situation with its (C, W, P) price, and
    the most of each resource any class costs (having more changes nothing)."""
    out: list[tuple[int, Price]] = []
    for k, how in enumerate(_HOWS):
        if phase3 and how != "direct":
            continue
        for spades in range(1 if in_spades else 0, 4):
            paid = spades - min(free, spades)
            if phase3 and paid:
                break
            for kind in (0, 1, 2) if builds else (0,):
                if kind == 0 and spades == 0:
                    continue
                cost, _vp = building.transform_price(seat, how, paid, kind == 1, has_sh)
                price = (cost.get("C", 0), cost.get("W", 0), cost.get("P", 0))
                out.append((1 << (k * 12 + spades * 3 + kind), price))
    caps = tuple(max((p[r] for _b, p in out), default=0) for r in range(3))
    return tuple(out), (caps[0], caps[1], caps[2])


_HOWS = ("direct", "carpet", "tunnel")
_CAPS = {faction: _caps(faction) for faction in FACTIONS}


def transforms(state: State, i: int) -> list[Action]:
    """Every Transform and Build open to seat `i` (Phase II turn or spade decision)."""
    return list(transform_moves(state, i))


def transform_moves(
    state: State, i: int, counts: Mapping[str, int] | None = None
) -> Sequence[Action]:
    """`transforms` as a shared, read-only list: a plan remembers the list it made last with
    the mask and the terrain and owners of its hexes (a free conversion, a move elsewhere on
    the board... leave them as they were, so the list is reused). `counts`: as `_allowed`."""
    mask = _allowed(state, i, counts)
    if not mask:
        return ()
    reach = reach_entry(state, i)
    plan: _Plan | None = reach.plan
    if plan is None:
        plan = reach.plan = _Plan(state, i, reach)
    on_reach, owners = plan.of(state.terrain), plan.of(state.owner)
    last = plan.last
    if last[0] == mask and last[1] == on_reach and last[2] == owners:
        return last[3]
    subs = (mask & 0xFFF, mask >> 12 & 0xFFF, mask >> 24)
    # The free hexes of the reach, each with its terrain, the bits of its way that matter on
    # that terrain (and the ships next to it), looked up in the candidates of the home
    # terrain: all in C (map, zip, compress, chain), no Python step per hex.
    known = plan.known
    bits = map(_AND, map(subs.__getitem__, plan.ways), map(known.relevant.__getitem__, on_reach))
    keys: Iterable[tuple[Any, ...]]
    if plan.near_ships:
        keys = zip(plan.hexes, on_reach, bits, plan.near_ships)
    else:
        keys = zip(plan.hexes, on_reach, bits)
    free = map(_EQ, owners, _NONE)
    found = list(chain.from_iterable(map(known.__getitem__, compress(keys, free))))
    plan.last = (mask, on_reach, owners, found)
    return found


# Builtin functions, not slot wrappers (`int.__and__`, `(-1).__eq__`): `map` calls these
# without making an argument tuple per hex.
_EQ, _AND = operator.eq, operator.and_
_NONE = repeat(-1)  # owner -1: no structure (an endless iterator, shared)


class _Candidates(dict[tuple[Any, ...], tuple[Action, ...]]):
    """The Transform and Build actions for one faction (its home terrain and spades) by
    (hex, terrain, bits) or (hex, terrain, bits, ships next to the hex), each tuple made on
    first use; `relevant` gives the bits that matter on a hex of each terrain (the others are
    left out of keys)."""

    def __init__(self, faction: str) -> None:
        super().__init__()
        self.faction = faction
        self.relevant = {t: _relevant(t, faction) for t in data.WHEEL}

    def __missing__(self, key: tuple[Any, ...]) -> tuple[Action, ...]:
        if len(self) >= MAX_CANDIDATES:
            self.clear()
        found = self[key] = _candidates(self.faction, *key)
        return found


def _relevant(cur: str, faction: str) -> int:
    """The (spades, kind) bits `_candidates` reads for a hex of terrain `cur`: kind 0 (a
    transform) at each terrain's distance, kinds 1 and 2 (a Dwelling, paid or by a ship) at
    the home terrain's (distances in the faction's spades: spades.py)."""
    found = 0b110 << (spades_needed(faction, cur, FACTIONS[faction].home) * 3)
    for t in data.WHEEL:
        if t != cur:
            found |= 1 << (spades_needed(faction, cur, t) * 3)
    return found


_CANDIDATES = {f: cache(_Candidates(f)) for f in FACTIONS}


class _Plan:
    """What `transforms` needs of one seat's reach (its key fixes the faction and ships):
    the hexes, the way each is reached (index in _HOWS), and for each the seat's ships next
    to it (`near_ships` is empty when no ship is next to any)."""

    __slots__ = ("hexes", "known", "last", "near_ships", "of", "ways")

    def __init__(self, state: State, i: int, reach: Reach) -> None:
        seat = state.seats[i]
        self.known = _CANDIDATES[seat.faction]
        self.hexes = reach.hexes
        self.of = getter(self.hexes)  # the terrains or owners of `hexes`, from board tuples
        self.ways = tuple(map(_HOW_INDEX.__getitem__, reach.map.values()))
        near: tuple[tuple[int, ...], ...] = ()
        if seat.ships:
            by_hex: dict[int, tuple[int, ...]] = {}
            for s in sorted(set(seat.ships)):  # hexes next to each ship, ships in order
                for h in board.ADJ[s]:
                    by_hex[h] = by_hex[h] + (s,) if h in by_hex else _ONE[s]
            if not by_hex.keys().isdisjoint(reach.map):
                near = tuple(map(by_hex.get, self.hexes, repeat((), len(self.hexes))))
        self.near_ships = near
        # (mask, terrain and owner of the reach's hexes, list) of the last `transform_moves`
        self.last: tuple[int, tuple[Any, ...], tuple[Any, ...], list[Action]] = (0, (), (), [])


_HOW_INDEX = {how: k for k, how in enumerate(_HOWS)}
_ONE = tuple((s,) for s in range(board.N_HEXES))  # a lone ship next to a hex, made once


def _candidates(
    faction: str, h: int, cur: str, mask: int, ships: tuple[int, ...] = ()
) -> tuple[Action, ...]:
    """The Transform and Build actions on hex `h` (terrain `cur`) that the (spades, kind)
    bits of one way of reaching it allow: the wheel's terrains in order, the Dwelling, then
    the Dwellings paid by returning one of the adjacent `ships`."""
    key = (cur, faction, mask)
    shape = _SHAPES.get(key)
    if shape is None:
        shape = _SHAPES[key] = _shape(cur, faction, mask)
    pairs, by_ship = shape
    out = tuple(map(_HEX_ACTIONS[h].__getitem__, pairs))
    if ships and by_ship:
        home = FACTIONS[faction].home
        out += tuple(_action(h, home, True, s) for s in ships)
    return out


def _shape(cur: str, faction: str, mask: int) -> tuple[tuple[tuple[str, bool], ...], bool]:
    """What `_candidates` lists on any hex of terrain `cur`: (terrain, build) pairs, and
    whether a ship may pay for the Dwelling."""
    pairs = [
        (t, False)
        for t in data.WHEEL
        if t != cur and mask >> (spades_needed(faction, cur, t) * 3) & 1
    ]
    home = FACTIONS[faction].home
    to_home = spades_needed(faction, cur, home) * 3
    if mask >> (to_home + 1) & 1:
        pairs.append((home, True))
    return tuple(pairs), bool(mask >> (to_home + 2) & 1)


_SHAPES: dict[tuple[str, str, int], tuple[tuple[tuple[str, bool], ...], bool]] = {}
# Every Transform and Build paid with coins and workers (no ship), by hex, made once.
_HEX_ACTIONS: dict[int, dict[tuple[str, bool], Action]] = {
    h: {(t, b): A.TransformAndBuild(h, t, b, -1) for t in data.WHEEL for b in (False, True)}
    for h in board.LAND
}


def _action(h: int, terrain: str, build: bool, ship: int) -> Action:
    """The action TransformAndBuild(h, terrain, build, ship), made once (actions are
    immutable)."""
    key = (h, terrain, build, ship)
    found = _ACTIONS.get(key)
    if found is None:
        if len(_ACTIONS) >= MAX_CANDIDATES:
            _ACTIONS.clear()
        found = _ACTIONS[key] = A.TransformAndBuild(h, terrain, build, ship)
    return found


_ACTIONS: dict[tuple[int, str, bool, int], Action] = {}
