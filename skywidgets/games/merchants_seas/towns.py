"""Founding towns and offering power to neighbours after a build or upgrade."""

from __future__ import annotations

from . import board, data
from .factions import FACTIONS, WITCHES_TOWN_VP
from .reach import neighbours
from .resources import add_vp, gain, power_room, push
from .state import PowerOffer, State, TownChoice, evolve, with_seat


def group_of(state: State, i: int, h: int) -> set[int]:
    """Seat `i`'s structures directly connected (bridges included) to hex `h`."""
    group, stack = {h}, [h]
    while stack:
        x = stack.pop()
        for y in neighbours(state, x):
            if y not in group and state.owner[y] == i:
                group.add(y)
                stack.append(y)
    return group


def check_town(state: State, i: int, h: int) -> State:
    """Found a town when the group at `h` reaches the size and power needed."""
    group = group_of(state, i, h)
    if group & state.town_hexes:
        return evolve(state, town_hexes=state.town_hexes | group)
    seat = state.seats[i]
    power = sum(data.POWER_VALUE[state.building[x]] for x in group)
    need_power = data.TOWN_POWER - (1 if "FAV5" in seat.favors else 0)
    has_sa = any(state.building[x] == "SA" for x in group)
    need_count = data.TOWN_STRUCTURES - (1 if has_sa else 0)
    if power < need_power or len(group) < need_count:
        return state
    state = evolve(state, town_hexes=state.town_hexes | group)
    if seat.faction == "witches":
        state = add_vp(state, i, "Witches' town bonus", WITCHES_TOWN_VP)
    town_gain = FACTIONS[seat.faction].town_gain  # Swarmlings: 3 workers
    if town_gain:
        state = gain(state, i, town_gain, "town bonus")
    return push(state, TownChoice(i), front=True)


def offer_power(state: State, i: int, h: int) -> State:
    """Each other faction with structures next to `h` may take power (in turn order)."""
    n = len(state.order)
    start = state.order.index(i) if i in state.order else 0
    owner, building, value = state.owner, state.building, data.POWER_VALUE
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
        amount = min(amount, power_room(seat), seat.vp + 1)
        if amount > 0:
            offers.append(PowerOffer(j, power=amount, actor=i))
    return push(state, *offers) if offers else state


def place_dock_if_needed(state: State, i: int, h: int) -> State:
    """The Dock goes under the first riverside Dwelling built when none was placed yet."""
    seat = state.seats[i]
    if seat.dock < 0 and board.RIVERSIDE[h] and not FACTIONS[seat.faction].merchants:
        return with_seat(state, i, dock=h)
    return state
