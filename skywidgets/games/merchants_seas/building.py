"""Phase II: Transform and Build (also with ships), Witches' Ride and Sandstorm."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from skywidgets.core import IllegalAction

from . import board, data
from .factions import CARPET_VP, DARKLINGS_SPADE_VP, FACTIONS, NOMADS_SANDSTORM, TUNNEL_VP
from .facts import cache, counts_of, placed
from .hexnames import hex_name
from .reach import full_reach, structure_counts, within_map
from .resources import can_pay, pay, score_event, seats_with, spade_power, vp_fields
from .spades import spades_needed
from .state import Seat, SpadeUse, State, decision, evolve, with_seat
from .towns import check_town, offer_power, place_dock_if_needed

R_BUILD = "Terra Mystica — Phase II: Transform and Build"
R_SHIP_BUILD = "Merchants of the Seas — Using Ships to Transform and Build"
R_RIDE = "Terra Mystica — Witches: Witches' Ride"
R_SAND = "Terra Mystica — Nomads: Sandstorm"
R_ONE_FLIGHT = "Terra Mystica — Fakirs: Carpet flight / Dwarves: Tunnelling (once per action)"


def free_spades(state: State, i: int) -> tuple[int, bool, bool]:
    """(free spades, may build, in a spade decision) for seat `i` right now."""
    head = state.pending[0] if state.pending else None
    if isinstance(head, SpadeUse) and head.seat == i:
        return head.spades, head.may_build, True
    return 0, True, False


def plan(
    state: State,
    i: int,
    h: int,
    terrain: str,
    build: bool,
    ship: int,
    reach: Mapping[int, str] | None = None,
    dwellings: int | None = None,
) -> dict[str, Any]:
    """Check a Transform and Build and work out its cost (raises IllegalAction)."""
    seat = state.seats[i]
    fac = FACTIONS[seat.faction]
    free, may_build, in_spades = free_spades(state, i)
    phase3 = state.step == "cult_bonus"
    if not 0 <= h < board.N_HEXES or board.IS_RIVER[h]:
        raise IllegalAction(R_BUILD, "only land hexes can be transformed")
    if state.owner[h] >= 0:
        raise IllegalAction(R_BUILD, "that hex already holds a structure")
    if terrain not in data.WHEEL:
        raise IllegalAction(R_BUILD, f"{terrain!r} is not a terrain of the wheel")
    if ship < -1:
        raise IllegalAction(R_SHIP_BUILD, "ship is the hex of one of your ships, or -1")
    how = (reach if reach is not None else within_map(state, i)).get(h)
    if how is None and in_spades and h in full_reach(state, i).map:
        raise IllegalAction(
            R_ONE_FLIGHT,
            "one carpet flight / tunnel per action: it went to "
            f"{hex_name(decision(state, SpadeUse).flown)} (use the spades there or on direct "
            "hexes)",
        )
    if how is None or (phase3 and how != "direct"):
        raise IllegalAction(
            R_BUILD,
            "the hex must be adjacent to your structures, within "
            "your shipping, or next to one of your ships",
        )
    spades = spades_needed(seat.faction, state.terrain[h], terrain)
    if build:
        if not may_build or phase3:
            raise IllegalAction(R_BUILD, "no Dwelling can be built with these spades")
        if terrain != fac.home:
            raise IllegalAction(R_BUILD, "a Dwelling is built only on your home terrain")
        if dwellings is None:
            dwellings = structure_counts(state, i).get("D", 0)
        if dwellings >= data.MAX_COUNT["D"]:
            raise IllegalAction(R_BUILD, "all 8 of your Dwellings are on the board")
    elif spades == 0:
        raise IllegalAction(R_BUILD, "transforming must change the terrain")
    if in_spades and spades == 0:
        raise IllegalAction(R_BUILD, "these spades must transform the hex they are used on")
    used_free = min(free, spades)
    paid = spades - used_free
    if phase3 and paid:
        raise IllegalAction(
            "Terra Mystica — Phase III: cult bonus spades",
            "only the cult bonus spades can be used now",
        )
    if build and ship >= 0:
        if ship not in seat.ships or h not in board.ADJ_SET[ship]:
            raise IllegalAction(R_SHIP_BUILD, "the returned ship must be next to the hex")
    elif ship >= 0:
        raise IllegalAction(R_SHIP_BUILD, "a ship pays only for building a Dwelling")
    has_sh = "SH" in counts_of(state, i)
    cost, vp = transform_price(seat, how, paid, build and ship < 0, has_sh)
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
        "left": free - used_free,
        "in_spades": in_spades,
    }


def transform_price(
    seat: Seat, how: str, paid: int, pay_dwelling: bool, has_sh: bool
) -> tuple[dict[str, int], int]:
    """(cost, VP) of a Transform and Build: `paid` spades bought, the way the hex is reached
    (carpet, tunnel), the Dwelling unless a ship pays for it. The cost is shared: read only."""
    key = (seat.faction, seat.dig, how, paid, pay_dwelling, has_sh)
    found = _PRICES.get(key)
    if found is None:
        found = _PRICES[key] = _transform_price(seat, how, paid, pay_dwelling, has_sh)
    return found


_PRICES: dict[tuple[object, ...], tuple[dict[str, int], int]] = cache({})


def _transform_price(
    seat: Seat, how: str, paid: int, pay_dwelling: bool, has_sh: bool
) -> tuple[dict[str, int], int]:
    """`transform_price` worked out."""
    fac = FACTIONS[seat.faction]
    c = w = p = vp = 0
    if seat.faction == "darklings":
        p += paid
        vp += DARKLINGS_SPADE_VP * paid
    else:
        w += paid * fac.spade_cost[seat.dig]
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
    return cost, vp


def transform_and_build(
    state: State, i: int, h: int, terrain: str, build: bool, ship: int
) -> State:
    """Transform `h` and optionally build a Dwelling there (and settle the consequences)."""
    p = plan(state, i, h, terrain, build, ship)
    seat = state.seats[i]
    cost = p["cost"]  # plan checked that it can be paid (never with power)
    fields = vp_fields(seat, [("faction abilities", p["vp"])])
    fields.update(
        coins=seat.coins - cost.get("C", 0),
        workers=seat.workers - cost.get("W", 0),
        priests=seat.priests - cost.get("P", 0),
    )
    if ship >= 0:
        ships = list(seat.ships)
        ships.remove(ship)
        fields["ships"] = tuple(ships)
    terr = list(state.terrain)
    terr[h] = terrain
    changes: dict[str, Any] = {"seats": seats_with(state, i, **fields), "terrain": tuple(terr)}
    if p["in_spades"]:
        head = decision(state, SpadeUse)
        head = evolve(head, spades=p["left"], may_build=head.may_build and not build)
        if p["how"] != "direct":  # the action's one flight / tunnel: to this hex only
            head = evolve(head, flown=h)
        # every spade used: the decision is over now, not after what the build triggers (a
        # town decided first would leave a spent decision waiting behind it)
        changes["pending"] = ((head,) if head.spades else ()) + state.pending[1:]
    else:
        changes["acted"] = True
    state = evolve(state, **changes)
    if p["spades"]:
        state = score_event(state, i, "SPADE", p["spades"])
        state = spade_power(state, i, p["spades"] - p["used_free"])  # Alchemists: paid ones
    if build:
        state = put_dwelling(state, i, h)
    return state


def put_dwelling(state: State, i: int, h: int) -> State:
    """A Dwelling appears on `h`: scoring, Dock, towns, neighbours' power offers."""
    owner, building = list(state.owner), list(state.building)
    owner[h], building[h] = i, "D"
    state = placed(state, evolve(state, owner=tuple(owner), building=tuple(building)), h)
    for j, s in enumerate(state.seats):  # [project-defined] merchants there go home
        if h in s.ships:
            state = with_seat(state, j, ships=tuple(x for x in s.ships if x != h))
    state = score_event(state, i, "D")
    state = place_dock_if_needed(state, i, h)
    state = check_town(state, i, h)
    return offer_power(state, i, h)


def ride_spots(state: State, i: int) -> list[int]:
    """Free forest hexes (Witches' Ride needs no adjacency)."""
    return [h for h in board.LAND if state.terrain[h] == "G" and state.owner[h] < 0]


def witches_ride(state: State, i: int, h: int) -> State:
    """Witches' Stronghold special action: a Dwelling on any free forest hex, for free."""
    seat = state.seats[i]
    if seat.faction != "witches" or "SH" not in structure_counts(state, i):
        raise IllegalAction(R_RIDE, "Witches' Ride needs the Witches' Stronghold")
    if "ride" in seat.used:
        raise IllegalAction(R_RIDE, "Witches' Ride is used once per round")
    if h not in ride_spots(state, i):
        raise IllegalAction(R_RIDE, "Witches' Ride builds on a free forest hex")
    if structure_counts(state, i).get("D", 0) >= data.MAX_COUNT["D"]:
        raise IllegalAction(R_RIDE, "all 8 of your Dwellings are on the board")
    state = evolve(with_seat(state, i, used=seat.used | {"ride"}), acted=True)
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


def sandstorm(state: State, i: int, h: int, build: bool) -> State:
    """Nomads' Stronghold special action: desert a directly adjacent hex, maybe build."""
    seat = state.seats[i]
    if seat.faction != "nomads" or "SH" not in structure_counts(state, i):
        raise IllegalAction(R_SAND, "Sandstorm needs the Nomads' Stronghold")
    if "sandstorm" in seat.used:
        raise IllegalAction(R_SAND, "Sandstorm is used once per round")
    if h not in sandstorm_spots(state, i):
        raise IllegalAction(
            R_SAND, "Sandstorm works on a free hex directly adjacent to you (no bridge or shipping)"
        )
    cost = FACTIONS["nomads"].cost["D"] if build else {}
    if build and structure_counts(state, i).get("D", 0) >= data.MAX_COUNT["D"]:
        raise IllegalAction(R_SAND, "all 8 of your Dwellings are on the board")
    state = with_seat(pay(state, i, cost, R_SAND), i, used=seat.used | {"sandstorm"})
    terr = list(state.terrain)
    terr[h] = NOMADS_SANDSTORM
    state = evolve(state, terrain=tuple(terr), acted=True)
    return put_dwelling(state, i, h) if build else state
