"""The moves open in Phase II (and to a spade decision), listed fast: each check is the cheap
test `apply` makes, on derived facts worked out once per board (facts.py, reach.py), never by
trying the move. tests/games/merchants_seas/test_legal_fast.py compares every list with
trying each move."""

from __future__ import annotations

from collections.abc import Mapping

from skywidgets.core import Action

from . import actions as A
from . import board, building, data
from .decisions import bridge_options, favor_options
from .factions import DIG_ADVANCE_COST, ENGINEERS_BRIDGE_COST, FACTIONS, MAX_SHIPPING
from .factions import SHIPPING_ADVANCE_COST as SHIP_COST
from .facts import counts_of, derived, hexes_of
from .reach import Reach, neighbours, reach_entry, ship_spawn
from .resources import can_pay, cult_target
from .state import Seat, State

SPECIALS = ("bonus", "FAV6", "move_ships", "build_ship", "engineers_bridge")
MAX_LISTS = 64  # transform lists kept per Reach entry
MAX_CANDIDATES = 65536  # per-hex transform tuples kept


def phase_two(state: State, i: int) -> list[Action]:
    """Complete and exact list of seat `i`'s moves on its Phase II turn."""
    seat = state.seats[i]
    counts = counts_of(state, i)
    out = list(_conversions(seat))
    out += transforms(state, i)
    out += upgrades(state, i)
    power = seat.bowls[2]
    if power >= _LEAST_POWER:
        used = state.power_used
        for act, price, action in _POWER:
            if (
                power >= price
                and act not in used
                and (act not in _CHECKED or _power_ok(state, i, act))
            ):
                out.append(action)
    out += _specials(state, i, seat, counts)
    if (
        seat.faction == "witches"
        and counts.get("SH")
        and "ride" not in seat.used
        and counts.get("D", 0) < data.MAX_COUNT["D"]
    ):
        out += [A.WitchesRide(h) for h in building.ride_spots(state, i)]
    if seat.faction == "nomads" and counts.get("SH") and "sandstorm" not in seat.used:
        dwelling = FACTIONS[seat.faction].cost["D"]
        may_build = counts.get("D", 0) < data.MAX_COUNT["D"] and can_pay(seat, dwelling)
        for h in building.sandstorm_spots(state, i):
            out.append(A.Sandstorm(h, False))
            if may_build:
                out.append(A.Sandstorm(h, True))
    fac = FACTIONS[seat.faction]
    top = data.MAX_RANGE if fac.merchants else MAX_SHIPPING
    if seat.shipping < top and can_pay(seat, SHIP_COST):
        out.append(_ADVANCE_SHIPPING)
    if seat.dig < fac.max_dig and can_pay(seat, DIG_ADVANCE_COST):
        out.append(_ADVANCE_DIG)
    if seat.priests:
        out += priests(state, i, seat)
    if state.round >= data.ROUNDS:
        out.append(_LAST_PASS)
    else:
        out += [_action(A.Pass, c) for c, _n in state.bonus_pool]
    return out


def _conversions(seat: Seat) -> tuple[Action, ...]:
    """The free conversions and the burn open to `seat` (kept by what decides them)."""
    bowls = seat.bowls
    room = seat.priests + seat.priests_sent < data.MAX_PRIESTS
    key = (
        min(bowls[2], _CONVERT_CAP),
        min(seat.priests, 1),
        min(seat.workers, 1),
        room,
        bowls[1] >= 2,
    )
    found = _CONVERTS.get(key)
    if found is None:
        have = {"PW": bowls[2], "P": seat.priests, "W": seat.workers}
        out = [
            A.Convert(what)
            for what, (src, n, dst, _m) in data.CONVERSIONS.items()
            if have[src] >= n and (dst != "P" or room)
        ]
        if bowls[1] >= 2:
            out.append(A.Convert("BURN"))
        found = _CONVERTS[key] = tuple(out)
    return found


_CONVERT_CAP = max(n for src, n, _d, _m in data.CONVERSIONS.values() if src == "PW")
_CONVERTS: dict[tuple[object, ...], tuple[Action, ...]] = {}
_POWER = tuple((act, v[0], A.PowerAction(act)) for act, v in data.POWER_ACTIONS.items())
_LEAST_POWER = min(price for _a, price, _x in _POWER)
_CHECKED = frozenset({"ACT1", "ACT7", "ACT8", "ACT9"})  # more than power: see _power_ok
_ADVANCE_SHIPPING = A.Advance("shipping")
_ADVANCE_DIG = A.Advance("dig")
_LAST_PASS = A.Pass("")


def _specials(state: State, i: int, seat: Seat, counts: Mapping[str, int]) -> list[Action]:
    """The special actions open to seat `i` (the checks of `power_actions.special`)."""
    out: list[Action] = []
    used = seat.used
    if seat.bonus in data.SPECIAL_BONUS and "bonus" not in used:
        sp = data.BONUS_CARDS[seat.bonus][1]
        if bool(seat.ships) if sp == "MOVE" else sp != "SHIP" or _may_obtain_ship(state, i):
            out.append(_SPECIAL["bonus"])
    if "FAV6" in seat.favors and "FAV6" not in used:
        out.append(_SPECIAL["FAV6"])
    if seat.ships and "move_ships" not in used:
        out.append(_SPECIAL["move_ships"])
    if (
        "build_ship" not in used
        and counts.get("SY")
        and can_pay(seat, FACTIONS[seat.faction].build_ship_cost)
        and _may_obtain_ship(state, i)
    ):
        out.append(_SPECIAL["build_ship"])
    if (
        seat.faction == "engineers"
        and seat.workers >= ENGINEERS_BRIDGE_COST
        and bridge_options(state, i)
    ):
        out.append(_SPECIAL["engineers_bridge"])
    return out


_SPECIAL = {what: A.Special(what) for what in SPECIALS}


def priests(state: State, i: int, seat: Seat) -> list[Action]:
    """Send a Priest: to each cult's next order space, or one step (when it moves you)."""
    out: list[Action] = []
    for k, cult in enumerate(data.CULTS):
        slot = state.cult_order[k]
        pos = seat.cults[k]
        if slot < len(data.ORDER_SPACES):
            steps = data.ORDER_SPACES[slot]
            if pos + steps < data.CULT_TOP or cult_target(state, i, k, steps) > pos:
                out.append(_SEND[cult, True])
        if pos + 1 < data.CULT_TOP or cult_target(state, i, k, 1) > pos:
            out.append(_SEND[cult, False])
    return out


_SEND = {(c, o): A.SendPriest(c, o) for c in data.CULTS for o in (True, False)}


_ACTIONS: dict[tuple[type[Action], object], Action] = {}


def _action(cls: type[Action], arg: object) -> Action:
    """The one-field action `cls(arg)`, built once (actions are immutable)."""
    key = (cls, arg)
    found = _ACTIONS.get(key)
    if found is None:
        found = _ACTIONS[key] = cls(arg)  # type: ignore[call-arg]
    return found


def upgrades(state: State, i: int) -> list[Action]:
    """The upgrades seat `i` may pay for now."""
    seat = state.seats[i]
    least_c, least_w = _cheapest_upgrade(seat.faction)
    if seat.coins < least_c or seat.workers < least_w:
        return []
    options = derived(state, ("upgrades", i, seat.faction), lambda: _upgrade_options(state, i))
    coins, workers = seat.coins, seat.workers
    return [a for a, c, w in options if coins >= c and workers >= w]


_CHEAPEST: dict[str, tuple[int, int]] = {}


def _cheapest_upgrade(faction: str) -> tuple[int, int]:
    """The fewest coins and the fewest workers any upgrade of `faction` costs."""
    found = _CHEAPEST.get(faction)
    if found is None:
        costs = [c for to, c in FACTIONS[faction].cost.items() if to != "D"]
        found = _CHEAPEST[faction] = (min(c["C"] for c in costs), min(c["W"] for c in costs))
    return found


def _upgrade_options(state: State, i: int) -> tuple[tuple[Action, int, int], ...]:
    """Seat `i`'s upgrades the board allows, each with its (coins, workers) price."""
    counts = counts_of(state, i)
    fac = FACTIONS[state.seats[i].faction]
    out: list[tuple[Action, int, int]] = []
    for h in hexes_of(state, i):
        for to in data.UPGRADES.get(state.building[h], ()):
            if counts.get(to, 0) >= data.MAX_COUNT[to]:
                continue
            if to == "SY" and not fac.merchants and not board.RIVERSIDE[h]:
                continue
            cost = fac.cost[to]
            coins = cost["C"]
            if to == "TP" and not any(state.owner[x] not in (-1, i) for x in neighbours(state, h)):
                coins *= 2
            out.append((A.Upgrade(h, to), coins, cost["W"]))
    return tuple(out)


def _power_ok(state: State, i: int, act: str) -> bool:
    """The checks of `power_actions.power_action` beyond the unused action and its power."""
    seat = state.seats[i]
    if act == "ACT9":
        return seat.priests >= data.ACT9_PRIEST_COST and bool(favor_options(state, i))
    if act == "ACT1":
        return bool(bridge_options(state, i))
    if act == "ACT7":
        return bool(seat.ships)
    if act == "ACT8":
        return _may_obtain_ship(state, i)
    return True


def _may_obtain_ship(state: State, i: int) -> bool:
    return len(state.seats[i].ships) < data.SHIPS and bool(ship_spawn(state, i))


def _allowed(state: State, i: int) -> int:
    """Bit mask of the (how, spades, kind) classes of Transform and Build seat `i` may take:
    the checks of `building.plan` that do not depend on the hex itself."""
    seat = state.seats[i]
    free, may_build, in_spades = building.free_spades(state, i)
    phase3 = state.step == "cult_bonus"
    counts = counts_of(state, i)
    builds = may_build and not phase3 and counts.get("D", 0) < data.MAX_COUNT["D"]
    config = (seat.faction, seat.dig, free, in_spades, phase3, builds, "SH" in counts)
    table = _TABLES.get(config)
    if table is None:
        table = _TABLES[config] = _price_table(seat, *config[2:])
    prices, (cap_c, cap_w, cap_p) = table
    have = (min(seat.coins, cap_c), min(seat.workers, cap_w), min(seat.priests, cap_p))
    key = (config, have)
    mask = _MASKS.get(key)
    if mask is None:
        c, w, p = have
        mask = 0
        for bit, (pc, pw, pp) in prices:
            if c >= pc and w >= pw and p >= pp:
                mask |= bit
        _MASKS[key] = mask
    return mask


Price = tuple[int, int, int]
_TABLES: dict[tuple[object, ...], tuple[tuple[tuple[int, Price], ...], Price]] = {}
_MASKS: dict[tuple[object, ...], int] = {}


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


def transforms(state: State, i: int) -> list[Action]:
    """Every Transform and Build open to seat `i` (Phase II turn or spade decision)."""
    mask = _allowed(state, i)
    if not mask:
        return []
    reach = reach_entry(state, i)
    mask &= _how_bits(reach)
    if not mask:
        return []
    key = (mask, reach.of(state.owner), reach.of(state.terrain))
    found: tuple[Action, ...] | None = reach.lists.get(key)
    if found is None:
        if len(reach.lists) >= MAX_LISTS:
            reach.lists.clear()
        found = reach.lists[key] = _transform_list(state, i, reach, mask)
    return list(found)


def _how_bits(reach: Reach) -> int:
    """The mask bits of the ways (direct, carpet, tunnel) `reach` uses."""
    bits: int | None = reach.lists.get("how_bits")
    if bits is None:
        bits = 0
        for how in set(reach.map.values()):
            bits |= 0xFFF << (_HOWS.index(how) * 12)
        reach.lists["how_bits"] = bits
    return bits


def _transform_list(state: State, i: int, reach: Reach, mask: int) -> tuple[Action, ...]:
    seat = state.seats[i]
    home = FACTIONS[seat.faction].home
    ships = sorted(set(seat.ships))
    terrain, owner = state.terrain, state.owner
    sub = {how: mask >> (k * 12) & 0xFFF for k, how in enumerate(_HOWS)}
    out: list[Action] = []
    for h, how in reach.map.items():
        if owner[h] >= 0:
            continue
        cur = terrain[h]
        bits = sub[how]
        key = (h, cur, home, bits & _relevant(cur, home))
        found = _CANDIDATES.get(key)
        if found is None:
            if len(_CANDIDATES) >= MAX_CANDIDATES:
                _CANDIDATES.clear()
            found = _CANDIDATES[key] = _candidates(*key)
        if found:
            out += found
        if ships and bits >> (data.spade_distance(cur, home) * 3 + 2) & 1:
            adj = board.ADJ_SET[h]
            out += [A.TransformAndBuild(h, home, True, s) for s in ships if s in adj]
    return tuple(out)


_CANDIDATES: dict[tuple[int, str, str, int], tuple[Action, ...]] = {}
_RELEVANT: dict[tuple[str, str], int] = {}


def _relevant(cur: str, home: str) -> int:
    """The (spades, kind) bits `_candidates` reads for a hex of terrain `cur`."""
    found = _RELEVANT.get((cur, home))
    if found is None:
        found = 1 << (data.spade_distance(cur, home) * 3 + 1)
        for t in data.WHEEL:
            if t != cur:
                found |= 1 << (data.spade_distance(cur, t) * 3)
        _RELEVANT[cur, home] = found
    return found


def _candidates(h: int, cur: str, home: str, mask: int) -> tuple[Action, ...]:
    """The Transform and Build actions on hex `h` (terrain `cur`) that the (spades, kind)
    bits of one way of reaching it allow: the wheel's terrains in order, then the Dwelling
    (the Dwellings paid by a ship are added by the caller)."""
    out: list[Action] = [
        A.TransformAndBuild(h, t, False, -1)
        for t in data.WHEEL
        if t != cur and mask >> (data.spade_distance(cur, t) * 3) & 1
    ]
    if mask >> (data.spade_distance(cur, home) * 3 + 1) & 1:
        out.append(A.TransformAndBuild(h, home, True, -1))
    return tuple(out)
