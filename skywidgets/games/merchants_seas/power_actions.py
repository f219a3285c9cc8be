"""Phase II: power actions, special actions, free conversions and track advances."""

from __future__ import annotations

from collections.abc import Callable

from skywidgets.core import IllegalAction

from . import data
from .alchemy import STONE, stone_convert
from .boxes import SEAS, box_of
from .decisions import bridge_options, favor_options
from .factions import (
    DIG_ADVANCE_VP,
    ENGINEERS_BRIDGE_COST,
    FACTIONS,
    SHIPPING_ADVANCE_COST,
    FactionData,
)
from .reach import ship_spawn, structure_counts
from .resources import (
    add_vp,
    advance_track,
    burn,
    can_pay,
    gain,
    pay,
    push,
    score_event,
    spade_power,
    spend_power,
)
from .ships import can_move, start_moving
from .state import BridgePlacement, CultChoice, FavorChoice, SpadeUse, State, evolve, with_seat
from .strongholds import BY_WHAT, stronghold_special

R_POWER = "Terra Mystica — Phase II: Power actions; Merchants of the Seas — New Power Actions"
R_SPECIAL = "Terra Mystica — Phase II: Special actions"
R_CONVERT = "Terra Mystica — free conversions and burning power"
R_ADVANCE = "Terra Mystica — Phase II: Shipping and Exchange (spade) tracks"
R_MOVE = "Merchants of the Seas — Moving Ships (Special action)"
R_OBTAIN = "Merchants of the Seas — Obtaining Ships"
R_BUILD_SHIP = "Merchants of the Seas — The Shipyard: Build Ship"


def power_action(state: State, i: int, act: str) -> State:
    """Take a power action: pay power from bowl III, block it for the round, gain."""
    if act not in box_of(state.box, state.options).power_actions:
        raise IllegalAction(R_POWER, f"{act!r} is not a power action of this game")
    if act in state.power_used:
        raise IllegalAction(R_POWER, f"{act} was already taken this round")
    cost, gains, _label = data.POWER_ACTIONS[act]
    seat = state.seats[i]
    price = {"PW": cost}
    if act == "ACT9":
        price["P"] = data.ACT9_PRIEST_COST
        if not favor_options(state, i):
            raise IllegalAction(R_POWER, "no favor tile is left that you may take")
    if act == "ACT1" and not bridge_options(state, i):
        raise IllegalAction(R_POWER, "there is no place for one of your bridges")
    if act == "ACT7" and not seat.ships:
        raise IllegalAction(R_MOVE, "you have no ship on the board")
    if act == "ACT8" and (len(seat.ships) >= data.SHIPS or not ship_spawn(state, i)):
        raise IllegalAction(R_OBTAIN, "you cannot obtain a ship (all 3 out, or no Dock/Shipyard)")
    state = pay(state, i, price, R_POWER)
    if act == "ACT7" and not can_move(state, i):  # after paying: the +1 needs 1 power left
        raise IllegalAction(R_MOVE, "none of your ships can move")
    state = evolve(state, power_used=state.power_used | {act}, acted=True)
    return _effect(state, i, dict(gains))


def _effect(state: State, i: int, gains: dict[str, int]) -> State:
    if "BRIDGE" in gains:
        return push(state, BridgePlacement(i), front=True)
    if "SPADE" in gains:
        state = spade_power(state, i, gains["SPADE"])  # Alchemists
        return push(state, SpadeUse(i, spades=gains["SPADE"], may_build=True), front=True)
    if "MOVE" in gains:
        return start_moving(state, i)
    if "FAVOR" in gains:
        return push(state, FavorChoice(i), front=True)
    return gain(state, i, gains, "power actions")


def special(state: State, i: int, what: str) -> State:
    """A once-a-round special action (the Engineers' bridge may repeat)."""
    seat = state.seats[i]
    counts = structure_counts(state, i)
    if what == "bonus":
        sp = data.BONUS_CARDS[seat.bonus][1] if seat.bonus else None
        if sp is None or seat.bonus not in data.SPECIAL_BONUS:
            raise IllegalAction(R_SPECIAL, "your Bonus card has no special action")
        gains = {"SPADE": {"SPADE": 1}, "CULT": {}, "MOVE": {"MOVE": 1}, "SHIP": {"SHIP": 1}}[sp]
        if sp == "CULT":
            return _once(state, i, "bonus", lambda s: push(s, CultChoice(i, steps=1), front=True))
        _check_ship_gain(state, i, sp)
        return _once(state, i, "bonus", lambda s: _effect(s, i, gains))
    if what == "FAV6":
        if "FAV6" not in seat.favors:
            raise IllegalAction(R_SPECIAL, "you do not have that favor tile")
        return _once(state, i, "FAV6", lambda s: push(s, CultChoice(i, steps=1), front=True))
    if what == "move_ships":
        _check_ship_gain(state, i, "MOVE")
        return _once(state, i, "move_ships", lambda s: start_moving(s, i))
    if what == "build_ship":
        if not counts.get("SY"):
            raise IllegalAction(R_BUILD_SHIP, "Build Ship needs your Shipyard")
        _check_ship_gain(state, i, "SHIP")
        state = pay(state, i, FACTIONS[seat.faction].build_ship_cost, R_BUILD_SHIP)
        return _once(state, i, "build_ship", lambda s: _effect(s, i, {"SHIP": 1}))
    if what == "engineers_bridge":
        if seat.faction != "engineers":
            raise IllegalAction(R_SPECIAL, "only the Engineers build bridges for workers")
        if not bridge_options(state, i):
            raise IllegalAction("Terra Mystica — Bridges", "no place for one of your bridges")
        state = evolve(pay(state, i, {"W": ENGINEERS_BRIDGE_COST}, R_SPECIAL), acted=True)
        return push(state, BridgePlacement(i), front=True)
    if what in BY_WHAT:
        return stronghold_special(state, i, what)
    raise IllegalAction(R_SPECIAL, f"unknown special action {what!r}")


def _check_ship_gain(state: State, i: int, sp: str) -> None:
    seat = state.seats[i]
    if sp == "MOVE" and not seat.ships:
        raise IllegalAction(R_MOVE, "you have no ship on the board")
    if sp == "MOVE" and not can_move(state, i):
        raise IllegalAction(R_MOVE, "none of your ships can move")
    if sp == "SHIP" and (len(seat.ships) >= data.SHIPS or not ship_spawn(state, i)):
        raise IllegalAction(R_OBTAIN, "you cannot obtain a ship (all 3 out, or no Dock/Shipyard)")


def _once(state: State, i: int, tag: str, then: Callable[[State], State]) -> State:
    seat = state.seats[i]
    if tag in seat.used:
        raise IllegalAction(R_SPECIAL, "this special action was already used this round")
    return then(evolve(with_seat(state, i, used=seat.used | {tag}), acted=True))


def convert(state: State, i: int, what: str) -> State:
    """A free action: one conversion, or burning one power."""
    seat = state.seats[i]
    if what == "BURN":
        return with_seat(state, i, bowls=burn(seat.bowls))
    if what in STONE:  # Alchemists
        return stone_convert(state, i, what)
    if what not in data.CONVERSIONS:
        raise IllegalAction(R_CONVERT, f"{what!r} is not a conversion")
    src, n, dst, m = data.CONVERSIONS[what]
    if dst == "P" and seat.priests + seat.priests_sent >= data.MAX_PRIESTS:
        raise IllegalAction(R_CONVERT, "all 7 of your priests are already in play")
    if not can_pay(seat, {src: n}):
        raise IllegalAction(R_CONVERT, f"cannot pay {n} {src}")
    # one seat update: pay `src`, then gain `dst` (a conversion gains C, W or P only)
    have = {"C": seat.coins, "W": seat.workers, "P": seat.priests}
    bowls = spend_power(seat.bowls, n, R_CONVERT) if src == "PW" else seat.bowls
    if src != "PW":
        have[src] -= n
    if dst == "P":  # as priests_after: never more than 7 with those on the order spaces
        m = max(0, min(m, data.MAX_PRIESTS - have["P"] - seat.priests_sent))
    have[dst] += m
    return with_seat(state, i, coins=have["C"], workers=have["W"], priests=have["P"], bowls=bowls)


def shipping_top(state: State, fac: FactionData) -> int:
    """The end of a faction's Shipping track (merchant factions: their Range track, which
    only Merchants of the Seas has; in the base game they have no shipping)."""
    if fac.merchants:
        return data.MAX_RANGE if state.box == SEAS else 0
    return fac.shipping_top


def advance(state: State, i: int, track: str) -> State:
    """Advance on the Shipping/Range track (4 coins, 1 priest) or the exchange track."""
    seat = state.seats[i]
    fac = FACTIONS[seat.faction]
    if track == "shipping":
        if seat.shipping >= shipping_top(state, fac):
            raise IllegalAction(R_ADVANCE, "your track is already at its end")
        state = evolve(pay(state, i, SHIPPING_ADVANCE_COST, R_ADVANCE), acted=True)
        return advance_track(state, i)
    if track == "dig":
        if seat.dig >= fac.max_dig:
            raise IllegalAction(R_ADVANCE, "you cannot advance on the exchange track")
        state = with_seat(pay(state, i, fac.dig_cost, R_ADVANCE), i, dig=seat.dig + 1)
        state = add_vp(state, i, "exchange track", DIG_ADVANCE_VP)
        return score_event(evolve(state, acted=True), i, "ADVANCE")
    raise IllegalAction(R_ADVANCE, f"{track!r} is not a track (shipping or dig)")
