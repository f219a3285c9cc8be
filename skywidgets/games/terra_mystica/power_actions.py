"""Phase II: power actions, special actions, free conversions and track advances."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from skywidgets.core import IllegalAction

from . import tables
from .alchemy import STONE, stone_convert
from .boxes import box_of
from .decisions import bridge_options, favor_options
from .factions import (
    DIG_ADVANCE_VP,
    ENGINEERS_BRIDGE_COST,
    FACTIONS,
    SHIPPING_ADVANCE_COST,
)
from .resources import (
    add_vp,
    advance_track,
    burn,
    burn_problem,
    gain,
    pay,
    pay_problem,
    push,
    score_event,
    seats_with,
    shipping_top,
    spades_gained,
    spend_power,
)
from .state import (
    BridgePlacement,
    CultChoice,
    FavorChoice,
    Seat,
    SpadeUse,
    State,
    evolve,
    with_seat,
)
from .strongholds import BY_WHAT, stronghold_problem, stronghold_special

R_SPECIAL = "Terra Mystica — Phase II: Special actions"
R_CONVERT = "Terra Mystica — free conversions and burning power"
R_ADVANCE = "Terra Mystica — Phase II: Shipping and Exchange (spade) tracks"


def power_problem(state: State, i: int, act: str) -> tuple[str, str] | None:
    """The rule and reason refusing seat `i` the power action `act` now (None: it may)."""
    rule = box_of(state.box, state.options).power_rule
    if act not in box_of(state.box, state.options).power_actions:
        return rule, f"{act!r} is not a power action of this game"
    if act in state.power_used:
        return rule, f"{act} was already taken this round"
    seat = state.seats[i]
    if act == "ACT9" and not favor_options(state, i):
        return rule, "no favor tile is left that you may take"
    if act == "ACT1" and not bridge_options(state, i):
        return rule, "there is no place for one of your bridges"
    started = _started_by(state.box, act)
    if started and (problem := started(state, i, True)):
        return problem
    problem = pay_problem(seat, power_price(act), rule)
    if problem:
        return problem
    if started:  # asked again after paying (a ship's extra space needs 1 power left)
        return started(pay(state, i, power_price(act), rule), i, False)
    return None


def _started_by(box: str, act: str) -> Callable[[State, int, bool], Problem] | None:
    """The refusal of the expansion's decision the power action `act` starts, if any."""
    problems = GAIN_PROBLEMS.get(box, {})
    return next((problems[w] for w in tables.POWER_ACTIONS[act][1] if w in problems), None)


def power_price(act: str) -> dict[str, int]:
    """What the power action `act` costs: its power (and ACT9 a priest)."""
    price = {"PW": tables.POWER_ACTIONS[act][0]}
    if act == "ACT9":
        price["P"] = tables.ACT9_PRIEST_COST
    return price


def power_action(state: State, i: int, act: str) -> State:
    """Take a power action: pay power from bowl III, block it for the round, gain."""
    problem = power_problem(state, i, act)
    if problem:
        raise IllegalAction(*problem)
    state = pay(state, i, power_price(act), box_of(state.box, state.options).power_rule)
    state = evolve(state, power_used=state.power_used | {act}, acted=True)
    return _effect(state, i, dict(tables.POWER_ACTIONS[act][1]))


def _effect(state: State, i: int, gains: dict[str, int]) -> State:
    if "BRIDGE" in gains:
        return push(state, BridgePlacement(i), front=True)
    if "SPADE" in gains:
        state = spades_gained(state, i, gains["SPADE"])
        return push(state, SpadeUse(i, spades=gains["SPADE"], may_build=True), front=True)
    for word, start in GAIN_EFFECTS.get(state.box, {}).items():  # an expansion's (layers.py)
        if word in gains:
            return start(state, i)
    if "FAVOR" in gains:
        return push(state, FavorChoice(i), front=True)
    return gain(state, i, gains, "power actions")


def special_problem(state: State, i: int, what: str) -> tuple[str, str] | None:
    """The rule and reason refusing seat `i` the special action `what` now (None: it may)."""
    seat = state.seats[i]
    if what == "bonus":
        sp = tables.BONUS_CARDS[seat.bonus][1] if seat.bonus else None
        if sp is None or seat.bonus not in tables.SPECIAL_BONUS:
            return R_SPECIAL, "your Bonus card has no special action"
        return (sp != "CULT" and gain_problem(state, i, sp)) or _used(seat, what)
    if what == "FAV6":
        if "FAV6" not in seat.favors:
            return R_SPECIAL, "you do not have that favor tile"
        return _used(seat, what)
    own = SPECIALS.get(state.box, {}).get(what)  # an expansion's special action (layers.py)
    if own is not None:
        problem = own.problem(state, i) or gain_problem(state, i, own.gain)
        return problem or pay_problem(seat, own.price(state, i), own.rule) or _used(seat, what)
    if what == "engineers_bridge":
        if seat.faction != "engineers":
            return R_SPECIAL, "only the Engineers build bridges for workers"
        if not bridge_options(state, i):
            return "Terra Mystica — Bridges", "no place for one of your bridges"
        return pay_problem(seat, {"W": ENGINEERS_BRIDGE_COST}, R_SPECIAL)
    if what in BY_WHAT:
        return stronghold_problem(state, i, what)
    return R_SPECIAL, f"{what!r} is not a special action of this game"


def gain_problem(state: State, i: int, sp: str) -> tuple[str, str] | None:
    """The refusal of a card's or special's gain `sp` now: an expansion's gain asks its layer,
    and a gain no layer of this game's box gives is refused; None for the base game's."""
    problems = GAIN_PROBLEMS.get(state.box, {})
    if sp in problems:
        return problems[sp](state, i, False)
    if sp not in BASE_GAINS and sp not in GAIN_EFFECTS.get(state.box, {}):
        return R_SPECIAL, f"{sp!r} is not something this game's actions give"
    return None


def _used(seat: Seat, tag: str) -> tuple[str, str] | None:
    """The refusal of a once-a-round special action `seat` has used this round."""
    if tag in seat.used:
        return R_SPECIAL, "this special action was already used this round"
    return None


def special(state: State, i: int, what: str) -> State:
    """A once-a-round special action (the Engineers' bridge may repeat)."""
    problem = special_problem(state, i, what)
    if problem:
        raise IllegalAction(*problem)
    if what in BY_WHAT:
        return stronghold_special(state, i, what)
    seat = state.seats[i]
    if what == "engineers_bridge":
        state = evolve(pay(state, i, {"W": ENGINEERS_BRIDGE_COST}, R_SPECIAL), acted=True)
        return push(state, BridgePlacement(i), front=True)
    own = SPECIALS.get(state.box, {}).get(what)
    if own is not None:
        state = pay(state, i, own.price(state, i), own.rule)
    state = evolve(state, seats=seats_with(state, i, used=seat.used | {what}), acted=True)
    if what == "bonus":
        sp = tables.BONUS_CARDS[seat.bonus][1] or ""  # `special_problem` saw that it has one
        if sp == "CULT":
            return push(state, CultChoice(i, steps=1), front=True)
        return _effect(state, i, {sp: 1})  # a spade, a ship move or a ship
    if what == "FAV6":
        return push(state, CultChoice(i, steps=1), front=True)
    assert own is not None  # `special_problem` refused every other
    return _effect(state, i, {own.gain: 1})


def conversion_problem(
    what: str, power: int, priests: int, workers: int, room: bool, bowl2: int
) -> tuple[str, str] | None:
    """The refusal of the standard conversion (or the burn) `what` to a seat with `power` in
    bowl III, `priests`, `workers`, `room` for one more priest and `bowl2` tokens in bowl II
    (None: it may convert)."""
    if what == "BURN":
        return burn_problem(bowl2)
    if what not in tables.CONVERSIONS:
        return R_CONVERT, f"{what!r} is not a conversion"
    src, n, dst, _m = tables.CONVERSIONS[what]
    if dst == "P" and not room:
        return R_CONVERT, "all 7 of your priests are already in play"
    if {"PW": power, "P": priests, "W": workers}[src] < n:
        return R_CONVERT, f"cannot pay {n} {src}"
    return None


def convert(state: State, i: int, what: str) -> State:
    """A free action: one conversion, or burning one power."""
    seat = state.seats[i]
    if what in STONE:  # Alchemists
        return stone_convert(state, i, what)
    room = seat.priests + seat.priests_sent < tables.MAX_PRIESTS
    problem = conversion_problem(
        what, seat.bowls[2], seat.priests, seat.workers, room, seat.bowls[1]
    )
    if problem:
        raise IllegalAction(*problem)
    if what == "BURN":
        return with_seat(state, i, bowls=burn(seat.bowls))
    src, n, dst, m = tables.CONVERSIONS[what]
    # one seat update: pay `src`, then gain `dst` (a conversion gains C, W or P only)
    have = {"C": seat.coins, "W": seat.workers, "P": seat.priests}
    bowls = spend_power(seat.bowls, n, R_CONVERT) if src == "PW" else seat.bowls
    if src != "PW":
        have[src] -= n
    if dst == "P":  # as priests_after: never more than 7 with those on the order spaces
        m = max(0, min(m, tables.MAX_PRIESTS - have["P"] - seat.priests_sent))
    have[dst] += m
    return with_seat(state, i, coins=have["C"], workers=have["W"], priests=have["P"], bowls=bowls)


def advance_problem(state: State, i: int, track: str) -> tuple[str, str] | None:
    """The rule and reason refusing seat `i` a step on `track` now (None: it may)."""
    seat = state.seats[i]
    fac = FACTIONS[seat.faction]
    if track == "shipping":
        if seat.shipping >= shipping_top(state, fac):
            return R_ADVANCE, "your track is already at its end"
        return pay_problem(seat, SHIPPING_ADVANCE_COST, R_ADVANCE)
    if track == "dig":
        if seat.dig >= fac.max_dig:
            return R_ADVANCE, "you cannot advance on the exchange track"
        return pay_problem(seat, fac.dig_cost, R_ADVANCE)
    return R_ADVANCE, f"{track!r} is not a track (shipping or dig)"


def advance(state: State, i: int, track: str) -> State:
    """Advance on the Shipping/Range track (4 coins, 1 priest) or the exchange track."""
    problem = advance_problem(state, i, track)
    if problem:
        raise IllegalAction(*problem)
    seat = state.seats[i]
    if track == "shipping":
        state = evolve(pay(state, i, SHIPPING_ADVANCE_COST, R_ADVANCE), acted=True)
        return advance_track(state, i)
    fac = FACTIONS[seat.faction]
    state = with_seat(pay(state, i, fac.dig_cost, R_ADVANCE), i, dig=seat.dig + 1)
    state = add_vp(state, i, "exchange track", DIG_ADVANCE_VP)
    return score_event(evolve(state, acted=True), i, "ADVANCE")


# The decisions an expansion's gains start ("MOVE": moving ships), and their refusals (asked
# before paying with True, then after): filled by layers.py.
# By box, then gain word.
Problem = tuple[str, str] | None
GAIN_EFFECTS: dict[str, dict[str, Callable[[State, int], State]]] = {}
# What the base game's cards and specials give (the gains every box knows).
BASE_GAINS = frozenset({"SPADE", "CULT", "SHIPPING", "BRIDGE", "FAVOR", "C", "W", "P", "PW", "VP"})
GAIN_PROBLEMS: dict[str, dict[str, Callable[[State, int, bool], Problem]]] = {}


@dataclasses.dataclass(frozen=True)
class Special:
    """A once-a-round special action an expansion adds: the gain it starts ("MOVE", "SHIP"),
    its own refusal and price, and the rule they cite."""

    gain: str
    rule: str
    problem: Callable[[State, int], Problem] = lambda state, i: None
    price: Callable[[State, int], dict[str, int]] = lambda state, i: {}


# The special actions an expansion adds, by box then name (layers.py).
SPECIALS: dict[str, dict[str, Special]] = {}
