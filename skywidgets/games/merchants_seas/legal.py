"""The moves open in Phase II (and to a spade decision), listed fast: each check is the cheap
test `apply` makes, on derived facts worked out once per board (facts.py, reach.py) or kept
in small tables by what decides them (transform_list.py), never by trying the move.
tests/games/merchants_seas/test_legal_fast.py compares every list with trying each move,
test_caches.py every fast path with a straightforward computation."""

from __future__ import annotations

from collections.abc import Mapping

from skywidgets.core import Action

from . import actions as A
from . import board, building, data
from .alchemy import stone_conversions
from .boxes import SEAS, box_of
from .decisions import bridge_options, favor_options
from .digging import dig_moves
from .factions import DIG_ADVANCE_COST, ENGINEERS_BRIDGE_COST, FACTIONS
from .factions import SHIPPING_ADVANCE_COST as SHIP_COST
from .facts import LAST, board_facts, cache, counts_of, hexes_of
from .leaving import LEAVE, OPTION, may_leave
from .power_actions import R_POWER, shipping_top
from .reach import neighbours, ship_spawn
from .resources import can_pay, cult_target, pay
from .ships import can_move
from .state import PowerOffer, Seat, State
from .strongholds import stronghold_specials
from .transform_list import transform_moves

SPECIALS = ("bonus", "FAV6", "move_ships", "build_ship", "engineers_bridge")


def phase_two(state: State, i: int) -> list[Action]:
    """Complete and exact list of seat `i`'s moves on its Phase II turn."""
    seat = state.seats[i]
    counts = counts_of(state, i)
    out = list(_conversions(seat))
    out += transform_moves(state, i, counts)
    if FACTIONS[seat.faction].spade_power:  # spades that bring power: dig first (Alchemists)
        out += dig_moves(state, i, counts)
    out += upgrades(state, i)
    power = seat.bowls[2]
    if power >= _LEAST_POWER:
        key = (power if power < _MOST_POWER else _MOST_POWER, state.power_used, state.box)
        open_acts = _POWER_OPEN.get(key)
        if open_acts is None:
            if len(_POWER_OPEN) >= 4096:
                _POWER_OPEN.clear()
            acts = box_of(state.box, state.options).power_actions
            open_acts = _POWER_OPEN[key] = tuple(
                (act, action, act in _CHECKED)
                for act, price, action in _POWER
                if power >= price and act not in state.power_used and act in acts
            )
        for act, action, checked in open_acts:
            if not checked or _power_ok(state, i, act):
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
    top = shipping_top(state, fac)
    coins, workers, priests_held = seat.coins, seat.workers, seat.priests
    c, w, p = _SHIP_PRICE
    if seat.shipping < top and coins >= c and workers >= w and priests_held >= p:
        out.append(_ADVANCE_SHIPPING)
    c, w, p = _DIG_PRICE[seat.faction]
    if seat.dig < fac.max_dig and coins >= c and workers >= w and priests_held >= p:
        out.append(_ADVANCE_DIG)
    if seat.priests:
        out += priests(state, i, seat)
    if OPTION in state.options and may_leave(state):
        out.append(LEAVE)
    if state.round >= data.ROUNDS:
        out.append(_LAST_PASS)
    else:
        passes = _PASSES.get(state.bonus_pool)
        if passes is None:
            if len(_PASSES) >= 4096:
                _PASSES.clear()
            passes = _PASSES[state.bonus_pool] = [_PASS[c] for c, _n in state.bonus_pool]
        out += passes
    return out


def free_actions_now(state: State, i: int) -> bool:
    """Whether seat `i` may take free actions (conversions, burning) while it answers the
    decision in front: its own Phase II turn, paying its action's follow-up costs (Terra
    Mystica — Phase II: free actions at any time in your turn), or a power offer made to it
    (snellman lets a faction convert and burn before it answers; league ledger S63_D1L1_G7)."""
    if state.step == "actions" and state.turn == i and not state.seats[i].passed:
        return True
    head = state.pending[0] if state.pending else None
    return type(head) is PowerOffer and head.seat == i


def free_actions(state: State, i: int) -> tuple[Action, ...]:
    """The conversions and the burn open to seat `i` in a decision of its own turn."""
    return _conversions(state.seats[i]) if free_actions_now(state, i) else ()


def _conversions(seat: Seat) -> tuple[Action, ...]:
    """The free conversions and the burn open to `seat` (kept by what decides them), the
    Alchemists' Philosopher's Stone included."""
    if seat.faction == "alchemists":
        return _standard(seat) + stone_conversions(seat)
    return _standard(seat)


def _standard(seat: Seat) -> tuple[Action, ...]:
    """The conversions every faction has and the burn."""
    bowls = seat.bowls
    power = bowls[2]
    room = seat.priests + seat.priests_sent < data.MAX_PRIESTS
    key = (
        power if power < _CONVERT_CAP else _CONVERT_CAP,
        seat.priests > 0,
        seat.workers > 0,
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
_CONVERTS: dict[tuple[object, ...], tuple[Action, ...]] = cache({})
_POWER = tuple((act, v[0], A.PowerAction(act)) for act, v in data.POWER_ACTIONS.items())
_LEAST_POWER = min(price for _a, price, _x in _POWER)
_MOST_POWER = max(price for _a, price, _x in _POWER)
_POWER_OPEN: dict[tuple[object, ...], tuple[tuple[str, Action, bool], ...]] = cache({})
_ACT7_PRICE = data.POWER_ACTIONS["ACT7"][0]
_CHECKED = frozenset({"ACT1", "ACT7", "ACT8", "ACT9"})  # more than power: see _power_ok
_ADVANCE_SHIPPING = A.Advance("shipping")
_SHIP_PRICE = (SHIP_COST.get("C", 0), SHIP_COST.get("W", 0), SHIP_COST.get("P", 0))
_DIG_PRICE = {n: tuple(f.dig_cost.get(r, 0) for r in "CWP") for n, f in FACTIONS.items()}
assert not {*SHIP_COST, *DIG_ADVANCE_COST} - {"C", "W", "P"}  # no power in these prices
assert all(f.dig_cost.keys() <= {"C", "W", "P"} for f in FACTIONS.values())
_ADVANCE_DIG = A.Advance("dig")
_LAST_PASS = A.Pass("")
_PASS = {card: A.Pass(card) for card in data.BONUS_CARDS}  # one action per card, shared
_PASSES: dict[tuple[tuple[str, int], ...], list[Action]] = cache({})


def _specials(state: State, i: int, seat: Seat, counts: Mapping[str, int]) -> list[Action]:
    """The special actions open to seat `i` (the checks of `power_actions.special`)."""
    out: list[Action] = []
    used = seat.used
    if seat.bonus in data.SPECIAL_BONUS and "bonus" not in used:
        sp = data.BONUS_CARDS[seat.bonus][1]
        if can_move(state, i) if sp == "MOVE" else sp != "SHIP" or _may_obtain_ship(state, i):
            out.append(_SPECIAL["bonus"])
    if "FAV6" in seat.favors and "FAV6" not in used:
        out.append(_SPECIAL["FAV6"])
    if seat.ships and "move_ships" not in used and can_move(state, i):
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
    return out + stronghold_specials(state, i, seat, counts)


_SPECIAL = {what: A.Special(what) for what in SPECIALS}


def priests(state: State, i: int, seat: Seat) -> list[Action]:
    """Send a Priest: to each cult's next order space, or one step (when it moves you)."""
    cults = seat.cults
    if max(cults) + _MOST_STEPS < data.CULT_TOP:  # no track near the top: a table will do
        key = (cults, state.cult_order)
        found = _SENDS.get(key)
        if found is None:
            if len(_SENDS) >= 4096:
                _SENDS.clear()
            found = _SENDS[key] = _priests(state, i, seat)
        return list(found)
    return _priests(state, i, seat)


_MOST_STEPS = max(data.ORDER_SPACES)
_SENDS: dict[tuple[object, ...], list[Action]] = cache({})


def _priests(state: State, i: int, seat: Seat) -> list[Action]:
    """`priests` worked out (`cult_target` decides near the top of a track)."""
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


def upgrades(state: State, i: int) -> list[Action]:
    """The upgrades seat `i` may pay for now."""
    seat = state.seats[i]
    least_c, least_w = _CHEAPEST[seat.faction]
    if seat.coins < least_c or seat.workers < least_w:
        return []
    known = (LAST[1] if state is LAST[0] else board_facts(state)).upgrades
    key = (i, seat.faction, state.box)
    options = known.get(key)
    if options is None:
        options = known[_KEYS.setdefault(key, key)] = _upgrade_options(state, i)
    coins, workers = seat.coins, seat.workers
    return [a for a, c, w in options if coins >= c and workers >= w]


def _cheapest_upgrade(faction: str) -> tuple[int, int]:
    """The fewest coins and the fewest workers any upgrade of `faction` costs."""
    costs = [c for to, c in FACTIONS[faction].cost.items() if to != "D"]
    return min(c["C"] for c in costs), min(c["W"] for c in costs)


_CHEAPEST = {faction: _cheapest_upgrade(faction) for faction in FACTIONS}


def _upgrade_options(state: State, i: int) -> tuple[tuple[Action, int, int], ...]:
    """Seat `i`'s upgrades the board allows, each with its (coins, workers) price."""
    counts = counts_of(state, i)
    fac = FACTIONS[state.seats[i].faction]
    out: list[tuple[Action, int, int]] = []
    for h in hexes_of(state, i):
        for to in data.UPGRADES.get(state.building[h], ()):
            if counts.get(to, 0) >= data.MAX_COUNT[to]:
                continue
            if to == "SY" and (state.box != SEAS or not (fac.merchants or board.RIVERSIDE[h])):
                continue
            cost = fac.cost[to]
            coins = cost["C"]
            if to == "TP" and not any(state.owner[x] not in (-1, i) for x in neighbours(state, h)):
                coins *= 2
            out.append((_UPGRADE[h, to], coins, cost["W"]))
    return tuple(out)


_UPGRADE = {(h, to): A.Upgrade(h, to) for h in board.LAND for to in data.STRUCTURES}
# The keys of `BoardFacts.upgrades`, made once: every board of a game files its seats' options
# under the same few, and a shared key is one tracked tuple fewer for the garbage collector.
_KEYS: dict[tuple[int, str, str], tuple[int, str, str]] = {}  # seats × factions × boxes


def _power_ok(state: State, i: int, act: str) -> bool:
    """The checks of `power_actions.power_action` beyond the unused action and its power."""
    seat = state.seats[i]
    if act == "ACT9":
        return seat.priests >= data.ACT9_PRIEST_COST and bool(favor_options(state, i))
    if act == "ACT1":
        return bool(bridge_options(state, i))
    if act == "ACT7":  # a ship must still move with the power left after paying
        return bool(seat.ships) and can_move(pay(state, i, {"PW": _ACT7_PRICE}, R_POWER), i)
    if act == "ACT8":
        return _may_obtain_ship(state, i)
    return True


def _may_obtain_ship(state: State, i: int) -> bool:
    return len(state.seats[i].ships) < data.SHIPS and bool(ship_spawn(state, i))
