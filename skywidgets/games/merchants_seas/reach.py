"""Adjacency: direct (bridges included), indirect by shipping, by ships and merchants,
Carpet flight and Tunnelling; where new ships may appear."""

from __future__ import annotations

from collections import Counter

from . import board
from .factions import FACTIONS
from .state import State


def neighbours(state: State, h: int) -> frozenset[int]:
    """Hexes directly adjacent to `h`, bridges included."""
    nb = board.ADJ_SET[h]
    extra = [b if a == h else a for a, b, _ in state.bridges if h in (a, b)]
    return nb | frozenset(extra) if extra else nb


def structure_counts(state: State, i: int) -> Counter[str]:
    """How many of each structure seat `i` has on the board."""
    return Counter(b for o, b in zip(state.owner, state.building) if o == i)


def own_hexes(state: State, i: int) -> frozenset[int]:
    """Hexes holding seat `i`'s structures."""
    return frozenset(h for h, o in enumerate(state.owner) if o == i)


def shipping_value(state: State, i: int) -> int:
    """Shipping value now (the shipping bonus card adds 1 for the round)."""
    seat = state.seats[i]
    if FACTIONS[seat.faction].merchants:
        return 0
    return seat.shipping + (1 if seat.bonus == "BON4" else 0)


def _within_shipping(own: frozenset[int], n: int) -> set[int]:
    if n <= 0:
        return set()
    rivers = board.river_distances(own, n)
    out: set[int] = set()
    for r in rivers:
        out.update(j for j in board.ADJ[r] if not board.IS_RIVER[j])
    return out


def near_ships(state: State, i: int) -> set[int]:
    """Land hexes adjacent to seat `i`'s ships (or merchants)."""
    out: set[int] = set()
    for h in state.seats[i].ships:
        out.update(j for j in board.ADJ[h] if not board.IS_RIVER[j])
    return out


def reachable(state: State, i: int) -> dict[int, str]:
    """Free land hexes seat `i` may transform and build on: {hex: how} with how one of
    "direct", "carpet" (Fakirs pay 1 priest), "tunnel" (Dwarves pay workers)."""
    own = own_hexes(state, i)
    direct: set[int] = set()
    for h in own:
        direct |= neighbours(state, h)
    direct |= _within_shipping(own, shipping_value(state, i))
    direct |= near_ships(state, i)
    out = {h: "direct" for h in direct if not board.IS_RIVER[h] and state.owner[h] < 0}
    fac = state.seats[i].faction
    if fac in ("fakirs", "dwarves") and own:
        limit = carpet_range(state, i) + 1 if fac == "fakirs" else 2
        how = "carpet" if fac == "fakirs" else "tunnel"
        for h in board.LAND:
            if h in out or state.owner[h] >= 0:
                continue
            if any(board.hex_distance(h, o) <= limit for o in own):
                out[h] = how
    return out


def carpet_range(state: State, i: int) -> int:
    """The Fakirs' carpet flight range: 1, plus 1 with the Stronghold."""
    has_sh = any(o == i and b == "SH" for o, b in zip(state.owner, state.building))
    return 1 + (1 if has_sh else 0)


def connected(state: State, i: int, a: int, b: int) -> bool:
    """Whether two of seat `i`'s structures count as adjacent for final network scoring."""
    if b in neighbours(state, a):
        return True
    fac = state.seats[i].faction
    if fac == "fakirs":
        return board.hex_distance(a, b) <= carpet_range(state, i) + 1
    if fac == "dwarves":
        return board.hex_distance(a, b) <= 2
    n = state.seats[i].shipping
    return n > 0 and b in _within_shipping(frozenset((a,)), n)


def network_size(state: State, i: int) -> int:
    """Structures in seat `i`'s largest network (direct or indirect adjacency)."""
    own = sorted(own_hexes(state, i))
    best, seen = 0, set()
    for start in own:
        if start in seen:
            continue
        group, stack = {start}, [start]
        while stack:
            h = stack.pop()
            for o in own:
                if o not in group and connected(state, i, h, o):
                    group.add(o)
                    stack.append(o)
        seen |= group
        best = max(best, len(group))
    return best


def ship_spawn(state: State, i: int, shipyard_only: bool = False) -> tuple[int, ...]:
    """Where seat `i` may place a newly obtained ship (merchant): next to Dock or Shipyard
    (only next to the Shipyard for the Shipyard's one-time reward)."""
    seat = state.seats[i]
    anchors = [seat.dock] if seat.dock >= 0 and not shipyard_only else []
    anchors += [h for h, o in enumerate(state.owner) if o == i and state.building[h] == "SY"]
    merchants = FACTIONS[seat.faction].merchants
    out: set[int] = set()
    for a in anchors:
        for j in board.ADJ[a]:
            free_land = not board.IS_RIVER[j] and state.owner[j] < 0
            if free_land if merchants else board.IS_RIVER[j]:
                out.add(j)
    return tuple(sorted(out))
