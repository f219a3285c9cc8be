"""Adjacency: direct (bridges included), indirect by shipping, Carpet flight and Tunnelling,
and from an expansion's ships (Merchants of the Seas, through `SHIPS`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from skywidgets.core.derived import Derived, derived
from skywidgets.core.memo import memo

from . import board
from .boxes import box_of
from .factions import FACTIONS
from .facts import counts_of, hexes_of
from .state import SpadeUse, State


def neighbours(state: State, h: int) -> frozenset[int]:
    """Hexes directly adjacent to `h`, bridges included."""
    return neighbours_on(state.bridges, h)


def neighbours_on(bridges: tuple[tuple[int, int, int], ...], h: int) -> frozenset[int]:
    """Hexes directly adjacent to `h` with these `bridges` on the board."""
    nb = board.ADJ_SET[h]
    if not bridges:
        return nb
    extra = [b if a == h else a for a, b, _ in bridges if h in (a, b)]
    return nb | frozenset(extra) if extra else nb


def structure_counts(state: State, i: int) -> Mapping[str, int]:
    """How many of each structure seat `i` has on the board (read-only)."""
    return counts_of(state, i)


def own_hexes(state: State, i: int) -> frozenset[int]:
    """Hexes holding seat `i`'s structures."""
    return frozenset(hexes_of(state, i))


def shipping_value(state: State, i: int) -> int:
    """Shipping value now (the shipping bonus card adds 1 in the action phase only)."""
    seat = state.seats[i]
    if FACTIONS[seat.faction].merchants:
        return 0
    return seat.shipping + (1 if bon4_shipping(state, seat.bonus) else 0)


def bon4_shipping(state: State, bonus: str) -> bool:
    """Whether the Bonus card `bonus` adds 1 shipping now: BON4 does during that round's
    Phase II only, never for Phase III cult bonus spades (Terra Mystica — Bonus cards)."""
    return bonus == "BON4" and state.step == "actions"


# The hexes of a seat's ships (or merchants) of an expansion, by box: a seat reaches the land
# next to them, and may return one to pay for a Dwelling there (filled by layers.py).
SHIPS: dict[str, Callable[[State, int], tuple[int, ...]]] = {}


def ships_of(state: State, i: int) -> tuple[int, ...]:
    """The hexes of seat `i`'s ships: () in a game whose box has none."""
    ships = SHIPS.get(state.box)
    return ships(state, i) if ships is not None else ()


def reachable(state: State, i: int) -> dict[int, str]:
    """Free land hexes seat `i` may transform and build on: {hex: how} with how one of
    "direct", "carpet" (Fakirs pay 1 priest), "tunnel" (Dwarves pay workers)."""
    owner = state.owner
    return {h: how for h, how in reach_entry(state, i).map.items() if owner[h] < 0}


HOWS = ("direct", "carpet", "tunnel")  # the ways a hex is reached, cheapest first
REACHES = 1024  # reaches remembered by what decides them (faction, hexes, shipping, ships...)


@dataclasses.dataclass(frozen=True, eq=False)
class Reach(Derived):
    """The land hexes within one seat's reach, free or not ({hex: how}, in board order), and
    the seat's ships (hexes), with what the list of its transforms needs (derived)."""

    map: Mapping[int, str]
    ships: tuple[int, ...] = ()

    @derived
    def hexes(self) -> tuple[int, ...]:
        """The hexes of the reach, in board order."""
        return tuple(self.map)

    @derived
    def ways(self) -> tuple[int, ...]:
        """How each hex of `hexes` is reached, as an index in `HOWS`."""
        return tuple(HOWS.index(how) for how in self.map.values())

    @derived
    def near_ships(self) -> tuple[tuple[int, ...], ...]:
        """For each hex of `hexes`, the ships next to it (in board order); () when no ship
        is next to any of them."""
        ships = sorted(set(self.ships))
        near = tuple(tuple(s for s in ships if h in board.ADJ_SET[s]) for h in self.hexes)
        return near if any(near) else ()


def reach_entry(state: State, i: int) -> Reach:
    """Seat `i`'s `Reach` now: in a spade decision after this action's carpet flight /
    tunnel, only what is left (`after_flight`); after this action's Dwelling, the reach
    without it (every transform of an action comes before its build)."""
    head = state.pending[0] if state.pending else None
    if type(head) is not SpadeUse or head.seat != i:
        return full_reach(state, i)
    found = full_reach(state, i, without=head.built)
    return after_flight(found, head.flown) if head.flown >= 0 else found


def full_reach(state: State, i: int, without: int = -1) -> Reach:
    """Seat `i`'s `Reach` with its carpet flight / tunnel still unused (leaving out its
    structure on hex `without`, when one is named)."""
    seat = state.seats[i]
    own, flight = hexes_of(state, i), flight_range(state, i)
    if without >= 0:
        own = tuple(h for h in own if h != without)
    n = shipping_value(state, i)
    return reach_of(seat.faction, own, n, ships_of(state, i), state.bridges, flight)


def after_flight(found: Reach, flown: int) -> Reach:
    """The reach left once this action's one carpet flight / tunnel went to `flown`: the
    direct hexes, and `flown` itself, already paid for (Terra Mystica — Fakirs: Carpet
    flight, Dwarves: Tunnelling; snellman refuses a second one in the same action)."""
    where = {h: "direct" for h, how in found.map.items() if how == "direct" or h == flown}
    return Reach(where, found.ships)


def within_map(state: State, i: int) -> Mapping[int, str]:
    """The land hexes within seat `i`'s reach, free or not: {hex: how} (read-only)."""
    return reach_entry(state, i).map


@memo(REACHES)
def reach_of(
    faction: str,
    own: tuple[int, ...],
    shipping: int,
    ships: tuple[int, ...],
    bridges: tuple[tuple[int, int, int], ...],
    flight: int,
) -> Reach:
    """The `Reach` of a seat of `faction` with structures on `own`, shipping value
    `shipping`, ships on `ships`, with the `bridges` on the board, and the hexes a carpet
    flight or tunnel skips (`flight`, see `flight_range`)."""
    return Reach(within(faction, own, shipping, ships, bridges, flight), ships)


def within(
    faction: str,
    own: tuple[int, ...],
    shipping: int,
    ships: tuple[int, ...],
    bridges: tuple[tuple[int, int, int], ...],
    flight: int,
) -> dict[int, str]:
    """Land hexes within reach (as `reach_of`), free or not, sorted: {hex: how}."""
    direct: set[int] = set()
    if 0 <= shipping <= board.TABLED_SHIPPING:
        direct.update(*map(_NEAR[shipping].__getitem__, own))
    else:
        for h in own:
            direct |= board.LAND_ADJ[h] | board.shores(h, shipping)
    mine = set(own)
    for a, b, _s in bridges:
        if a in mine:
            direct.add(b)
        if b in mine:
            direct.add(a)
    direct.update(*map(board.LAND_ADJ.__getitem__, ships))
    if flight and own:
        how = "carpet" if faction == "fakirs" else "tunnel"
        far: set[int] = set().union(*[board.land_within(o, flight + 1) for o in own])
        out = dict.fromkeys(far - direct, how)
        out.update(dict.fromkeys(direct, "direct"))
        return {h: out[h] for h in sorted(out)}
    return dict.fromkeys(sorted(direct), "direct")


# Land hexes next to `h` or reached from it with shipping value n, by n then h.
_NEAR = tuple(
    tuple(board.LAND_ADJ[h] | board.shores(h, n) for h in range(board.N_HEXES))
    for n in range(board.TABLED_SHIPPING + 1)
)


def carpet_range(state: State, i: int) -> int:
    """The Fakirs' carpet flight range (snellman `Fakirs.pm`): 1, plus 1 with the
    Stronghold, plus 1 for each TW7 in the base game (its shipping step is one they cannot
    use; in Merchants of the Seas it is a step on their Range track), at most 4."""
    seat = state.seats[i]
    ranged = box_of(state.box, state.options).range_top > 0  # TW7 then steps the Range
    tw7 = 0 if ranged else seat.towns.count("TW7")
    return min(CARPET_MAX, 1 + ("SH" in counts_of(state, i)) + tw7)


def flight_range(state: State, i: int) -> int:
    """The hexes seat `i`'s carpet flight (Fakirs) or tunnel (Dwarves, always 1) skips; 0
    for every other faction."""
    faction = state.seats[i].faction
    if faction == "fakirs":
        return carpet_range(state, i)
    return 1 if faction == "dwarves" else 0


CARPET_MAX = 4  # snellman Fakirs.pm carpet_max_range


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
    return n > 0 and b in board.shores(a, n)


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
