"""Phase II: Transform and Build (also with ships), Witches' Ride and Sandstorm."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from skywidgets.core import Action, IllegalAction
from skywidgets.core.memo import memo

from . import actions as A
from . import board, tables
from .factions import CARPET_VP, DARKLINGS_SPADE_VP, FACTIONS, NOMADS_SANDSTORM, TUNNEL_VP
from .facts import counts_of
from .hexnames import hex_name
from .reach import SHIPS, full_reach, ships_of, structure_counts, within_map
from .resources import (
    can_pay,
    pay,
    pay_problem,
    score_event,
    seats_with,
    spades_gained,
    vp_fields,
)
from .spades import spades_needed
from .state import SpadeUse, State, decision, evolve, with_seat
from .towns import check_town, offer_power

R_BUILD = "Terra Mystica — Phase II: Transform and Build"
R_SHIP_BUILD = "Merchants of the Seas — Using Ships to Transform and Build"
R_RIDE = "Terra Mystica — Witches: Witches' Ride"
R_SAND = "Terra Mystica — Nomads: Sandstorm"
R_ONE_FLIGHT = "Terra Mystica — Fakirs: Carpet flight / Dwarves: Tunnelling (once per action)"
R_PHASE3 = "Terra Mystica — Phase III: cult bonus spades"
R_SPADES = "Terra Mystica — Transform and Build: the spades of one action"
PRICES = 1024  # Transform and Build prices remembered (factions × levels × ways × spades...)


class Situation(NamedTuple):
    """What decides a seat's Transform and Build whatever the hex: the free spades to use
    (a spade decision's), whether they may build a Dwelling, whether they come from a spade
    decision, whether it is Phase III (cult bonus spades only), whether all 8 Dwellings are
    on the board, and the spade decision's limits (see `SpadeUse`): no hex transformed yet,
    the next transform bound for the home terrain, dug spades."""

    free: int = 0
    may_build: bool = True
    in_spades: bool = False
    phase3: bool = False
    dwellings_out: bool = False
    first: bool = True
    home_only: bool = False
    dug: bool = False


def situation(state: State, i: int) -> Situation:
    """Seat `i`'s `Situation` now."""
    out = counts_of(state, i).get("D", 0) >= tables.MAX_COUNT["D"]
    phase3 = state.step == "cult_bonus"
    head = state.pending[0] if state.pending else None
    if not isinstance(head, SpadeUse) or head.seat != i:
        return Situation(phase3=phase3, dwellings_out=out)
    return Situation(
        head.spades,
        head.may_build,
        True,
        phase3,
        out,
        head.first,
        head.home_only and not phase3,
        head.dug,
    )


def transform_problem(
    now: Situation, how: str, spades: int, build: bool, home: bool = True
) -> tuple[str, str] | None:
    """The rule and reason refusing a Transform and Build in situation `now`, whatever the
    hex: reached `how`, taking `spades` spades, building a Dwelling (`build`, on the home
    terrain: `home`); None when no such rule refuses it (its price is checked apart)."""
    if now.phase3 and how != "direct":
        return R_BUILD, NOT_REACHED
    if build:
        if not now.may_build or now.phase3:
            return R_BUILD, "no Dwelling can be built with these spades"
        if not home:
            return R_BUILD, "a Dwelling is built only on your home terrain"
        if now.dwellings_out:
            return R_BUILD, "all 8 of your Dwellings are on the board"
    elif spades == 0:
        return R_BUILD, "transforming must change the terrain"
    if now.in_spades and spades == 0:
        return R_BUILD, "these spades must transform the hex they are used on"
    if now.phase3 and spades > now.free:
        return R_PHASE3, "only the cult bonus spades can be used now"
    if now.in_spades and not now.phase3:
        return spade_problem(now, spades, home)
    return None


def spade_problem(now: Situation, spades: int, home: bool) -> tuple[str, str] | None:
    """The rule and reason refusing a transform of `spades` spades (to the home terrain:
    `home`) with the spades of one action (Terra Mystica — Transform and Build; snellman
    `commands.pm` transform and dig): they may be split over several hexes only when every
    hex but the last becomes the home terrain; extra spades are paid only for the first hex
    (they are dug before it, and then it is the only one); dug spades are all used."""
    if now.home_only and not home:
        return R_SPADES, (
            "a hex was left short of your home terrain: the rest of this action's spades "
            "must turn a hex into your home terrain"
        )
    if spades > now.free and not now.first:
        return R_SPADES, "extra spades are paid only for the first hex of the action"
    if now.dug and spades < now.free:
        return R_SPADES, f"the {now.free} spades you dug must all be used, on one hex"
    return None


NOT_REACHED = "the hex must be adjacent to your structures or within your shipping (or ships)"


def plan(
    state: State,
    i: int,
    h: int,
    terrain: str,
    build: bool,
    ship: int,
) -> dict[str, Any]:
    """Check a Transform and Build and work out its cost (raises IllegalAction)."""
    seat = state.seats[i]
    now = situation(state, i)
    if not 0 <= h < board.N_HEXES or board.IS_RIVER[h]:
        raise IllegalAction(R_BUILD, "only land hexes can be transformed")
    if state.owner[h] >= 0:
        raise IllegalAction(R_BUILD, "that hex already holds a structure")
    if terrain not in tables.WHEEL:
        raise IllegalAction(R_BUILD, f"{terrain!r} is not a terrain of the wheel")
    if ship < -1 or (ship >= 0 and state.box not in SHIPS):  # a box without ships: -1 only
        rule = R_SHIP_BUILD if state.box in SHIPS else R_BUILD
        raise IllegalAction(rule, "ship is -1, or the hex of one of your ships (with ships)")
    how = within_map(state, i).get(h)
    head = state.pending[0] if now.in_spades else None
    if type(head) is SpadeUse and how is None and h in full_reach(state, i, head.built).map:
        raise IllegalAction(
            R_ONE_FLIGHT,
            "one carpet flight / tunnel per action: it went to "
            f"{hex_name(decision(state, SpadeUse).flown)} (use the spades there or on direct "
            "hexes)",
        )
    if how is None:
        raise IllegalAction(R_BUILD, NOT_REACHED)
    spades = spades_needed(seat.faction, state.terrain[h], terrain)
    home = terrain == FACTIONS[seat.faction].home
    problem = transform_problem(now, how, spades, build, home)
    if problem:
        raise IllegalAction(*problem)
    used_free = min(now.free, spades)
    if build and ship >= 0:
        if ship not in ships_of(state, i) or h not in board.ADJ_SET[ship]:
            raise IllegalAction(R_SHIP_BUILD, "the returned ship must be next to the hex")
    elif ship >= 0:
        raise IllegalAction(R_SHIP_BUILD, "a ship pays only for building a Dwelling")
    has_sh = "SH" in counts_of(state, i)
    paid = spades - used_free
    cost, vp = transform_price(seat.faction, seat.dig, how, paid, build and ship < 0, has_sh)
    if not can_pay(seat, cost):
        raise IllegalAction(
            R_BUILD, "you cannot pay " + ", ".join(f"{v} {k}" for k, v in cost.items())
        )
    return {
        "cost": cost,
        "vp": vp,
        "spades": spades,
        "used_free": used_free,
        "how": how,
        "left": now.free - used_free,
        "in_spades": now.in_spades,
    }


@memo(PRICES)
def transform_price(
    faction: str, dig: int, how: str, paid: int, pay_dwelling: bool, has_sh: bool
) -> tuple[Mapping[str, int], int]:
    """(cost, VP) of a Transform and Build of `faction` at exchange level `dig`: `paid`
    spades bought, the way the hex is reached (carpet, tunnel), the Dwelling unless a ship
    pays for it (`pay_dwelling`). The cost is shared: read only."""
    fac = FACTIONS[faction]
    c = w = p = vp = 0
    if faction == "darklings":
        p += paid
        vp += DARKLINGS_SPADE_VP * paid
    else:
        w += paid * fac.spade_cost[dig]
    if how == "carpet":
        p += 1
        vp += CARPET_VP
    elif how == "tunnel":
        w += 1 if has_sh else 2
        vp += TUNNEL_VP
    if pay_dwelling:
        c += fac.cost["D"]["C"]
        w += fac.cost["D"]["W"]
    cost = {k: v for k, v in (("C", c), ("W", w), ("P", p)) if v}
    return MappingProxyType(cost), vp


def transform_and_build(
    state: State, i: int, h: int, terrain: str, build: bool, ship: int
) -> State:
    """Transform `h` and optionally build a Dwelling there (and settle the consequences)."""
    p = plan(state, i, h, terrain, build, ship)
    if ship >= 0:  # the ship that paid goes back to its owner (layers.py)
        state = SHIP_RETURNED[state.box](state, i, ship)
    seat = state.seats[i]
    cost = p["cost"]  # plan checked that it can be paid (never with power)
    fields = vp_fields(seat, [("faction abilities", p["vp"])])
    fields.update(
        coins=seat.coins - cost.get("C", 0),
        workers=seat.workers - cost.get("W", 0),
        priests=seat.priests - cost.get("P", 0),
    )
    terr = list(state.terrain)
    terr[h] = terrain
    changes: dict[str, Any] = {"seats": seats_with(state, i, **fields), "terrain": tuple(terr)}
    if p["in_spades"]:
        head = decision(state, SpadeUse)
        head = evolve(
            head,
            spades=p["left"],
            may_build=head.may_build and not build,
            first=False,
            home_only=p["left"] > 0 and terrain != FACTIONS[seat.faction].home,
            built=h if build else head.built,
        )
        if p["how"] != "direct":  # the action's one flight / tunnel: to this hex only
            head = evolve(head, flown=h)
        # every spade used: the decision is over now, not after what the build triggers (a
        # town decided first would leave a spent decision waiting behind it)
        changes["pending"] = ((head,) if head.spades else ()) + state.pending[1:]
    else:
        changes["acted"] = True
    state = evolve(state, **changes)
    # free spades were gained (and scored) with their action; the extra ones now
    state = spades_gained(state, i, p["spades"] - p["used_free"])
    if build:
        state = put_dwelling(state, i, h)
    return state


def put_dwelling(state: State, i: int, h: int) -> State:
    """A Dwelling appears on `h`: scoring, an expansion's effects, towns, power offers."""
    owner, building = list(state.owner), list(state.building)
    owner[h], building[h] = i, "D"
    state = evolve(state, owner=tuple(owner), building=tuple(building))
    state = score_event(state, i, "D")
    for then in DWELLING_BUILT.get(state.box, ()):  # what an expansion adds (layers.py)
        state = then(state, i, h)
    state = check_town(state, i, h)
    return offer_power(state, i, h)


def ride_spots(state: State, i: int) -> list[int]:
    """Free forest hexes (Witches' Ride needs no adjacency)."""
    return [h for h in board.LAND if state.terrain[h] == "G" and state.owner[h] < 0]


def ride_problem(state: State, i: int, h: int) -> tuple[str, str] | None:
    """The rule and reason refusing seat `i` Witches' Ride to hex `h` (None: it may ride)."""
    return _ride_closed(state, i) or _ride_hex_problem(state, i, h)


def _ride_closed(state: State, i: int) -> tuple[str, str] | None:
    """`ride_problem`'s refusals whatever the hex (checked first)."""
    seat = state.seats[i]
    if seat.faction != "witches" or "SH" not in structure_counts(state, i):
        return R_RIDE, "Witches' Ride needs the Witches' Stronghold"
    if "ride" in seat.used:
        return R_RIDE, "Witches' Ride is used once per round"
    return None


def _ride_hex_problem(state: State, i: int, h: int) -> tuple[str, str] | None:
    """`ride_problem`'s refusals that depend on the hex."""
    if h not in _LAND or state.terrain[h] != "G" or state.owner[h] >= 0:
        return R_RIDE, "Witches' Ride builds on a free forest hex"
    if structure_counts(state, i).get("D", 0) >= tables.MAX_COUNT["D"]:
        return R_RIDE, "all 8 of your Dwellings are on the board"
    return None


def ride_moves(state: State, i: int) -> list[Action]:
    """The Witches' Rides open to seat `i` (only the Witches have one)."""
    if _ride_closed(state, i):
        return []
    spots = ride_spots(state, i)
    return [A.WitchesRide(h) for h in spots if _ride_hex_problem(state, i, h) is None]


def witches_ride(state: State, i: int, h: int) -> State:
    """Witches' Stronghold special action: a Dwelling on any free forest hex, for free."""
    problem = ride_problem(state, i, h)
    if problem:
        raise IllegalAction(*problem)
    seat = state.seats[i]
    state = evolve(state, seats=seats_with(state, i, used=seat.used | {"ride"}), acted=True)
    return put_dwelling(state, i, h)


def sandstorm_spots(state: State, i: int) -> list[int]:
    """Free non-desert land hexes directly adjacent to the Nomads' structures: never across
    a river, over a bridge or by shipping (Terra Mystica — Nomads: Sandstorm)."""
    out: set[int] = set()
    for x, o in enumerate(state.owner):
        if o == i:
            out.update(
                y
                for y in board.ADJ_SET[x]
                if not board.IS_RIVER[y]
                and state.owner[y] < 0
                and state.terrain[y] != NOMADS_SANDSTORM
            )
    return sorted(out)


def sandstorm_problem(state: State, i: int, h: int, build: bool) -> tuple[str, str] | None:
    """The rule and reason refusing seat `i` a Sandstorm on hex `h` (building a Dwelling
    there: `build`); None when it may."""
    return _storm_closed(state, i) or _storm_hex_problem(state, i, h, build)


def _storm_closed(state: State, i: int) -> tuple[str, str] | None:
    """`sandstorm_problem`'s refusals whatever the hex (checked first)."""
    seat = state.seats[i]
    if seat.faction != "nomads" or "SH" not in structure_counts(state, i):
        return R_SAND, "Sandstorm needs the Nomads' Stronghold"
    if "sandstorm" in seat.used:
        return R_SAND, "Sandstorm is used once per round"
    return None


def _storm_hex_problem(state: State, i: int, h: int, build: bool) -> tuple[str, str] | None:
    """`sandstorm_problem`'s refusals that depend on the hex (and the Dwelling)."""
    if not _storm_reaches(state, i, h):
        return (
            R_SAND,
            "Sandstorm works on a free hex directly adjacent to you (no bridge or shipping)",
        )
    if build and structure_counts(state, i).get("D", 0) >= tables.MAX_COUNT["D"]:
        return R_SAND, "all 8 of your Dwellings are on the board"
    return pay_problem(state.seats[i], _STORM_DWELLING if build else {}, R_SAND)


def _storm_reaches(state: State, i: int, h: int) -> bool:
    """Whether `h` is one of `sandstorm_spots(state, i)`."""
    if h not in _LAND or state.owner[h] >= 0 or state.terrain[h] == NOMADS_SANDSTORM:
        return False
    return any(state.owner[x] == i for x in board.ADJ_SET[h])  # adjacency is symmetric


_LAND = frozenset(board.LAND)
_STORM_DWELLING = FACTIONS["nomads"].cost["D"]


def sandstorm_moves(state: State, i: int) -> list[Action]:
    """The Sandstorms open to seat `i` (only the Nomads have one): each hex, then with a
    Dwelling."""
    if _storm_closed(state, i):
        return []
    spots = sandstorm_spots(state, i)
    return [
        A.Sandstorm(h, build)
        for h in spots
        for build in (False, True)
        if _storm_hex_problem(state, i, h, build) is None
    ]


def sandstorm(state: State, i: int, h: int, build: bool) -> State:
    """Nomads' Stronghold special action: desert a directly adjacent hex, maybe build."""
    problem = sandstorm_problem(state, i, h, build)
    if problem:
        raise IllegalAction(*problem)
    seat = state.seats[i]
    cost = _STORM_DWELLING if build else {}
    state = with_seat(pay(state, i, cost, R_SAND), i, used=seat.used | {"sandstorm"})
    terr = list(state.terrain)
    terr[h] = NOMADS_SANDSTORM
    state = evolve(state, terrain=tuple(terr), acted=True)
    return put_dwelling(state, i, h) if build else state


DWELLING_BUILT: dict[str, tuple[Callable[[State, int, int], State], ...]] = {}  # by box
# An expansion's ship returned to pay for a Dwelling (state, seat, its hex), by box.
SHIP_RETURNED: dict[str, Callable[[State, int, int], State]] = {}
