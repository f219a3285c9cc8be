"""The Transform and Build moves open to a seat (Phase II turn or spade decision).

The moves come from the same rules that check one (`building.transform_problem` and
`building.transform_price`): the rules that do not depend on the hex decide which classes
(way of reaching the hex, spades, kind) the seat may take and afford (`allowed_classes`,
remembered by what decides it); each free hex of its reach then takes the moves of those
classes that its terrain makes (`candidates`, remembered by hex, terrain and classes)."""

from __future__ import annotations

from skywidgets.core import Action
from skywidgets.core.memo import memo

from . import actions as A
from . import building, tables
from .building import Situation
from .factions import FACTIONS
from .facts import counts_of
from .reach import HOWS, reach_entry
from .spades import spades_needed
from .state import State

# A class of Transform and Build is one bit of a mask: bit `way * 12 + spades * 3 + kind`,
# way an index in HOWS, spades 0-3 (most wheel steps), kind 0 transform only, 1 Dwelling
# paid with coins and workers, 2 Dwelling paid by returning an adjacent ship.
KINDS = 3
SPADES = range(4)
WAY_BITS = len(SPADES) * KINDS  # 12 bits per way of reaching a hex
MASKS = 4096  # class masks remembered (faction, situation, resources held)
CANDIDATES = 65536  # moves on one hex remembered (faction, hex, terrain, classes, ships)


def transform_moves(state: State, i: int) -> list[Action]:
    """Every Transform and Build open to seat `i` (Phase II turn or spade decision), by hex
    of its reach: the wheel's terrains in order, the Dwelling, the Dwellings paid by a ship."""
    seat = state.seats[i]
    cap_c, cap_w, cap_p = _CAPS[seat.faction]
    held = (min(seat.coins, cap_c), min(seat.workers, cap_w), min(seat.priests, cap_p))
    has_sh = "SH" in counts_of(state, i)
    now = building.situation(state, i)
    mask = allowed_classes(seat.faction, seat.dig, has_sh, now, held)
    if not mask:
        return []
    reach = reach_entry(state, i)
    by_way = (mask & _WAY, mask >> WAY_BITS & _WAY, mask >> 2 * WAY_BITS)  # HOWS' order
    relevant = _RELEVANT[seat.faction]
    near = reach.near_ships  # () when no ship is next to any hex of the reach
    out: list[Action] = []
    for k, h in enumerate(reach.hexes):
        if state.owner[h] >= 0:
            continue
        cur = state.terrain[h]
        classes = by_way[reach.ways[k]] & relevant[cur]  # of its way, that matter on `cur`
        ships = near[k] if near else ()
        out += candidates(seat.faction, h, cur, classes, ships, now.home_only)
    return out


_WAY = (1 << WAY_BITS) - 1  # the bits of one way
assert len(HOWS) == 3


@memo(MASKS)
def allowed_classes(
    faction: str,
    dig: int,
    has_sh: bool,
    now: Situation,
    held: tuple[int, int, int],
) -> int:
    """The mask of the classes a seat of `faction` at exchange level `dig` (Stronghold
    built or not) may take in situation `now` holding `held` coins, workers and priests."""
    mask = 0
    for way, how in enumerate(HOWS):
        for spades in SPADES:
            for kind in range(KINDS):
                if building.transform_problem(now, how, spades, kind > 0):
                    continue
                paid = spades - min(now.free, spades)
                cost, _vp = building.transform_price(faction, dig, how, paid, kind == 1, has_sh)
                price = (cost.get("C", 0), cost.get("W", 0), cost.get("P", 0))
                if all(h >= p for h, p in zip(held, price)):
                    mask |= 1 << (way * WAY_BITS + spades * KINDS + kind)
    return mask


def _caps(faction: str) -> tuple[int, int, int]:
    """The most coins, workers and priests any Transform and Build of `faction` costs:
    holding more changes nothing (the key of `allowed_classes` is capped there)."""
    prices = [
        building.transform_price(faction, dig, how, paid, dwelling, has_sh)[0]
        for dig in range(FACTIONS[faction].max_dig + 1)
        for how in HOWS
        for paid in SPADES
        for dwelling in (False, True)
        for has_sh in (False, True)
    ]
    caps = [max(p.get(r, 0) for p in prices) for r in ("C", "W", "P")]
    return caps[0], caps[1], caps[2]


def _relevant(faction: str, cur: str) -> int:
    """The (spades, kind) bits `candidates` reads on a hex of terrain `cur`: kind 0 (a
    transform) at each other terrain's distance, kinds 1 and 2 (a Dwelling) at the home
    terrain's."""
    found = 0b110 << (spades_needed(faction, cur, FACTIONS[faction].home) * KINDS)
    for t in tables.WHEEL:
        if t != cur:
            found |= 1 << (spades_needed(faction, cur, t) * KINDS)
    return found


_CAPS = {faction: _caps(faction) for faction in FACTIONS}
_RELEVANT = {f: {t: _relevant(f, t) for t in tables.WHEEL} for f in FACTIONS}


@memo(CANDIDATES)
def candidates(
    faction: str, h: int, cur: str, classes: int, ships: tuple[int, ...], home_only: bool
) -> tuple[Action, ...]:
    """The Transform and Build moves on free hex `h` (terrain `cur`) that the (spades, kind)
    bits `classes` of its way allow: the wheel's terrains in order (only the home terrain
    when the action's spades are `home_only`), the Dwelling, then the Dwellings paid by
    returning one of the adjacent `ships`."""
    home = FACTIONS[faction].home
    out = [
        A.TransformAndBuild(h, t, False, -1)
        for t in tables.WHEEL
        if t != cur
        and (t == home or not home_only)
        and classes >> (spades_needed(faction, cur, t) * KINDS) & 1
    ]
    to_home = spades_needed(faction, cur, home) * KINDS
    if classes >> (to_home + 1) & 1:
        out.append(A.TransformAndBuild(h, home, True, -1))
    if classes >> (to_home + 2) & 1:
        out += [A.TransformAndBuild(h, home, True, s) for s in ships]
    return tuple(out)
