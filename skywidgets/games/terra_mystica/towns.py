"""Founding towns and offering power to neighbours after a build or upgrade."""

from __future__ import annotations

from skywidgets.core import Action, IllegalAction

from . import board, tables
from .actions import ConnectRiver, Finish
from .cultists import tally
from .factions import FACTIONS, WITCHES_TOWN_VP
from .reach import neighbours
from .resources import add_vp, gain, power_room, push
from .state import PowerOffer, RiverTown, State, TownChoice, decision, evolve

R_RIVER_TOWN = "Terra Mystica — Mermaids: a town across one river space"


def group_of(state: State, i: int, h: int) -> set[int]:
    """Seat `i`'s structures directly connected (bridges included) to hex `h`; for the
    Mermaids also across each river space a town of theirs crossed (`river_links`)."""
    linked = state.river_links and FACTIONS[state.factions[i]].river_towns
    group, stack = {h}, [h]
    while stack:
        x = stack.pop()
        near: list[int] = [*neighbours(state, x), *(_across_links(state, x) if linked else ())]
        for y in near:
            if y not in group and state.owner[y] == i:
                group.add(y)
                stack.append(y)
    return group


def _across_links(state: State, x: int) -> list[int]:
    """The land hexes around each river space next to `x` that a Mermaids' town crossed:
    for the Mermaids they stay next to one another for good (snellman `connect` links every
    land hex around the river space; `map.pm` adjacent_own_buildings)."""
    return [
        y
        for r in board.ADJ[x]
        if r in state.river_links
        for y in board.ADJ[r]
        if y != x and not board.IS_RIVER[y]
    ]


def is_town(state: State, i: int, group: set[int]) -> bool:
    """Whether seat `i`'s structures `group` found a town: big and strong enough, and a Town
    tile left to take (without one no town is founded: snellman `towns.pm`)."""
    if not any(n > 0 for _tile, n in state.town_pool):
        return False
    power = sum(tables.POWER_VALUE[state.building[x]] for x in group)
    need_power = tables.TOWN_POWER - (1 if "FAV5" in state.seats[i].favors else 0)
    has_sa = any(state.building[x] == "SA" for x in group)
    need_count = tables.TOWN_STRUCTURES - (1 if has_sa else 0)
    return power >= need_power and len(group) >= need_count


def check_town(state: State, i: int, h: int) -> State:
    """Found a town when the group at `h` reaches the size and power needed (the Mermaids
    may be offered a town across one river space instead: `river_town_spaces`)."""
    group = group_of(state, i, h)
    if group & state.town_hexes:
        return evolve(state, town_hexes=state.town_hexes | group)
    if not is_town(state, i, group):
        if FACTIONS[state.factions[i]].river_towns:
            return _ask_river_town(state, i, h, group)
        return state
    return found_town(state, i, group)


def found_town(state: State, i: int, group: set[int]) -> State:
    """Seat `i` founds a town of the structures `group`: its rewards and a Town tile."""
    seat = state.seats[i]
    state = evolve(state, town_hexes=state.town_hexes | group)
    if seat.faction == "witches":
        state = add_vp(state, i, "Witches' town bonus", WITCHES_TOWN_VP)
    town_gain = FACTIONS[seat.faction].town_gain  # Swarmlings: 3 workers
    if town_gain:
        state = gain(state, i, town_gain, "town bonus")
    return push(state, TownChoice(i), front=True)


def _across(state: State, i: int, group: set[int], r: int) -> set[int] | None:
    """The town `group` would make with seat `i`'s structures across river space `r`
    (None: no new structure there, or one already in a town)."""
    joined = set(group)
    for y in board.ADJ[r]:
        if state.owner[y] == i and y not in joined:
            if y in state.town_hexes:
                return None
            joined |= group_of(state, i, y)
    if joined == group or joined & state.town_hexes:
        return None
    return joined


def _ask_river_town(state: State, i: int, h: int, group: set[int]) -> State:
    """The Mermaids' river town decision for the group at `h`, unless none is possible or
    one for the same structures is already waiting."""
    joined: set[int] = set()
    for r in river_town_spaces(state, i, h):
        joined |= _across(state, i, group, r) or set()
    if not joined or any(isinstance(p, RiverTown) and p.hex in joined for p in state.pending):
        return state
    return push(state, RiverTown(i, h), front=True)


def river_town_spaces(state: State, i: int, h: int) -> list[int]:
    """The river spaces across which seat `i`'s group at `h` (in no town yet) would found a
    town (Terra Mystica — Mermaids; snellman `towns.pm` / `connect`)."""
    group = group_of(state, i, h)
    if group & state.town_hexes:
        return []
    rivers = sorted({r for x in group for r in board.ADJ[x] if board.IS_RIVER[r]})
    out = []
    for r in rivers:
        joined = _across(state, i, group, r)
        if joined is not None and is_town(state, i, joined):
            out.append(r)
    return out


def connect_river(state: State, i: int, h: int, r: int) -> State:
    """Mermaids: found the town of the group at `h` and the structures across river `r`."""
    joined = _across(state, i, group_of(state, i, h), r)
    if joined is None or r not in river_town_spaces(state, i, h):
        raise IllegalAction(R_RIVER_TOWN, "no town can be founded across that river space")
    state = evolve(state, river_links=state.river_links | {r})
    return found_town(state, i, joined)


def answer_river_town(state: State, action: ConnectRiver) -> State:
    """The Mermaids' answer to a river town decision: the river space to found it across."""
    p = decision(state, RiverTown)
    return connect_river(evolve(state, pending=state.pending[1:]), p.seat, p.hex, action.river)


def river_town_answers(state: State, p: RiverTown) -> list[Action]:
    """The answers to a river town decision: each river space that founds it, or not now."""
    return [ConnectRiver(r) for r in river_town_spaces(state, p.seat, p.hex)] + [Finish()]


def offer_power(state: State, i: int, h: int) -> State:
    """Each other faction with structures next to `h` may take power (in turn order)."""
    n = len(state.order)
    start = state.order.index(i) if i in state.order else 0
    owner, building, value = state.owner, state.building, tables.POWER_VALUE
    power: dict[int, int] = {}  # power of each seat's structures next to `h`
    for x in neighbours(state, h):
        o = owner[x]
        if o >= 0 and o != i:
            power[o] = power.get(o, 0) + value[building[x]]
    if not power:
        return state
    offers = []
    for d in range(1, n):
        j = state.order[(start + d) % n]
        amount = power.get(j, 0)
        if not amount:
            continue
        seat = state.seats[j]
        if seat.dropped:  # left the game: no offers (snellman: actual 0, nothing asked)
            continue
        amount = min(amount, power_room(seat), seat.vp + 1)
        if amount > 0:
            offers.append(PowerOffer(j, power=amount, actor=i, hex=h, structure=building[h]))
    return push(state, *offers, *tally(state, i, h, offers)) if offers else state
