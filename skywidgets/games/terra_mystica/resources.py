"""Resources: paying costs, the power bowls, cult steps, VP with their sources, track steps."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from skywidgets.core import IllegalAction

from . import tables
from .boxes import box_of
from .factions import FACTIONS, FactionData
from .state import (
    CultChoice,
    Decision,
    Seat,
    SpadeUse,
    State,
    evolve,
    with_pending,
    with_seat,
)

R_COSTS = "Terra Mystica — Phase II actions: paying costs"
R_BURN = "Terra Mystica — burning power"

Bowls = tuple[int, int, int]

# The gains an expansion adds that become decisions ("SHIP": a ship to place), by box, then
# gain word: (seat, how many) -> the decisions to queue (filled by layers.py).
DECISION_GAINS: dict[str, dict[str, Callable[[int, int], tuple[Decision, ...]]]] = {}


def add_vp(state: State, i: int, source: str, n: int) -> State:
    """Seat `i` with `n` VP more, booked under `source`."""
    if n == 0:
        return state
    seat = state.seats[i]
    by = dict(seat.vp_by)
    by[source] = by.get(source, 0) + n
    return with_seat(state, i, vp=seat.vp + n, vp_by=tuple(by.items()))


def vp_fields(seat: Seat, items: list[tuple[str, int]]) -> dict[str, Any]:
    """The `vp` and `vp_by` fields of `seat` after scoring `items` ((source, VP) pairs)."""
    for _s, n in items:
        if n:
            break
    else:
        return {}
    by = dict(seat.vp_by)
    total = seat.vp
    for source, n in items:
        if n:
            by[source] = by.get(source, 0) + n
            total += n
    return {"vp": total, "vp_by": tuple(by.items())}


def seats_with(state: State, i: int, **changes: Any) -> tuple[Seat, ...]:
    """`state.seats` with some fields of seat `i` changed (for one `evolve` of the state)."""
    seats = list(state.seats)
    seats[i] = evolve(seats[i], **changes)
    return tuple(seats)


def power_room(seat: Seat) -> int:
    """How much power the bowls can still take (bowl I counts twice)."""
    return 2 * seat.bowls[0] + seat.bowls[1]


def gain_power(bowls: Bowls, n: int) -> Bowls:
    """The bowls after gaining `n` power: bowl I to II first, then II to III; overflow is lost."""
    b1, b2, b3 = bowls
    move = min(n, b1)
    b1, b2, n = b1 - move, b2 + move, n - move
    move = min(n, b2)
    return b1, b2 - move, b3 + move


def spend_power(bowls: Bowls, n: int, rule: str = R_COSTS) -> Bowls:
    """The bowls after spending `n` power from bowl III back to bowl I."""
    b1, b2, b3 = bowls
    if b3 < n:
        raise IllegalAction(rule, f"needs {n} power in bowl III, you have {b3}")
    return b1 + n, b2, b3 - n


def burn_problem(bowl2: int, n: int = 1) -> tuple[str, str] | None:
    """The refusal of burning `n` power with `bowl2` tokens in bowl II (None: it may)."""
    if bowl2 < 2 * n:
        return R_BURN, "burning needs 2 power tokens in bowl II per token moved"
    return None


def burn(bowls: Bowls, n: int = 1) -> Bowls:
    """The bowls after burning: remove `n` tokens from bowl II and move `n` more to bowl III."""
    b1, b2, b3 = bowls
    problem = burn_problem(b2, n)
    if problem:
        raise IllegalAction(*problem)
    return b1, b2 - 2 * n, b3 + n


_PAYABLE = frozenset({"C", "W", "P", "PW"})


def can_pay(seat: Seat, cost: Mapping[str, int]) -> bool:
    """Whether the seat holds every resource of `cost` (keys C, W, P, PW)."""
    if not cost.keys() <= _PAYABLE:
        raise KeyError(f"unknown cost in {dict(cost)}")
    get = cost.get
    return (
        seat.coins >= get("C", 0)
        and seat.workers >= get("W", 0)
        and seat.priests >= get("P", 0)
        and seat.bowls[2] >= get("PW", 0)
    )


def pay_problem(seat: Seat, cost: Mapping[str, int], rule: str = R_COSTS) -> tuple[str, str] | None:
    """The refusal (under `rule`) of a payment `seat` cannot make; None when it can."""
    if can_pay(seat, cost):
        return None
    return rule, "cannot pay " + ", ".join(f"{v} {k}" for k, v in cost.items())


def pay(state: State, i: int, cost: Mapping[str, int], rule: str = R_COSTS) -> State:
    """Seat `i` has paid `cost` (raises IllegalAction when it cannot)."""
    seat = state.seats[i]
    problem = pay_problem(seat, cost, rule)
    if problem:
        raise IllegalAction(*problem)
    bowls = spend_power(seat.bowls, cost["PW"], rule) if cost.get("PW") else seat.bowls
    return with_seat(
        state,
        i,
        coins=seat.coins - cost.get("C", 0),
        workers=seat.workers - cost.get("W", 0),
        priests=seat.priests - cost.get("P", 0),
        bowls=bowls,
    )


def priests_after(seat: Seat, n: int) -> int:
    """Priests held after gaining `n`: never more than 7 with those on the order spaces."""
    room = tables.MAX_PRIESTS - seat.priests - seat.priests_sent
    return seat.priests + max(0, min(n, room))


def cult_target(state: State, i: int, cult: int, steps: int) -> int:
    """Where `steps` cult steps take seat `i` on track `cult` (space 10 needs a free top
    and a key for each track topped)."""
    seat = state.seats[i]
    target = min(tables.CULT_TOP, seat.cults[cult] + steps)
    if target == tables.CULT_TOP:
        at_top = sum(1 for c in range(4) if seat.cults[c] == tables.CULT_TOP)
        taken = any(s.cults[cult] == tables.CULT_TOP for j, s in enumerate(state.seats) if j != i)
        if taken or seat.keys <= at_top:
            target = tables.CULT_TOP - 1
    return target


def cult_steps(state: State, i: int, cult: int, steps: int) -> State:
    """Advance seat `i` on one cult track, with the power bonuses and the key rule for 10."""
    seat = state.seats[i]
    pos = seat.cults[cult]
    target = cult_target(state, i, cult, steps)
    if (
        target == tables.CULT_TOP - 1
        and pos + steps >= tables.CULT_TOP
        and cult not in seat.blocked
        and not any(s.cults[cult] == tables.CULT_TOP for s in state.seats)  # for want of a key
    ):
        state = with_seat(state, i, blocked=(*seat.blocked, cult))
        seat = state.seats[i]
    if target <= pos:
        return state
    power = sum(pw for space, pw in tables.CULT_POWER if pos < space <= target)
    cults = list(seat.cults)
    cults[cult] = target
    return with_seat(state, i, cults=tuple(cults), bowls=gain_power(seat.bowls, power))


def unblock(state: State, i: int) -> State:
    """A key came: the cults held at 9 for want of one take their step to 10, when there
    are keys for all of them (snellman `cult_blocked`: a Favor tile's steps taken before
    the same action's Town tile still reach the top)."""
    seat = state.seats[i]
    if not seat.blocked:
        return state
    at_top = sum(1 for c in seat.cults if c == tables.CULT_TOP)
    if seat.keys - at_top < len(seat.blocked):
        return state
    blocked = seat.blocked
    state = with_seat(state, i, blocked=())
    for cult in blocked:
        state = cult_steps(state, i, cult, 1)
    return state


def round_tile(state: State) -> tables.RoundTile | None:
    """The scoring tile of the current round (None during setup)."""
    if 1 <= state.round <= tables.ROUNDS:
        return tables.ROUND_TILES[state.round_tiles[state.round - 1]]
    return None


def score_event(state: State, i: int, what: str, count: int = 1) -> State:
    """Award the round scoring tile's VP (and favor-tile VP) for an action-phase event."""
    seat = state.seats[i]
    if state.step == "actions":  # rounds 1-6 (round_tile)
        tile = tables.ROUND_TILES[state.round_tiles[state.round - 1]]
        if tile[0] == what:
            state = add_vp(state, i, "round scoring tiles", tile[1] * count)
    if what == "TP" and "FAV10" in seat.favors:
        state = add_vp(state, i, "favor tiles", 3 * count)
    if what == "D" and "FAV11" in seat.favors:
        state = add_vp(state, i, "favor tiles", 2 * count)
    trade_vp = tables.BONUS_CARDS["BON13"][2]  # ("trade_vp", (), VP per trade)
    if what == "TRADE" and seat.bonus == "BON13" and state.step == "actions" and trade_vp:
        state = add_vp(state, i, "bonus cards", trade_vp[2] * count)
    return state


def shipping_top(state: State, fac: FactionData) -> int:
    """The end of a faction's Shipping track (merchant factions: their Range track, which
    only Merchants of the Seas has; in the base game they have no shipping)."""
    if fac.merchants:
        return box_of(state.box, state.options).range_top
    return fac.shipping_top


def advance_track(state: State, i: int) -> State:
    """One step on the Shipping track (Range track for merchant factions), with its VP; none
    at the track's end or for a faction without one (the Fakirs and Dwarves in the base
    game: TW7's step gives them nothing here, see `reach.carpet_range`)."""
    seat = state.seats[i]
    fac = FACTIONS[seat.faction]
    if seat.shipping >= shipping_top(state, fac):
        return state
    if fac.merchants:
        vp = tables.RANGE_ADVANCE_VP[seat.shipping - 1]  # Range 1 → 2 is the table's first
    else:
        vp = fac.shipping_vp[seat.shipping]
    state = with_seat(state, i, shipping=seat.shipping + 1)
    state = add_vp(state, i, "shipping track", vp)
    return score_event(state, i, "ADVANCE")


def push(state: State, *items: Decision, front: bool = False) -> State:
    """Queue decisions (at the front when they belong to the decision being taken)."""
    pending = items + state.pending if front else state.pending + items
    return with_pending(state, pending)


_SIMPLE = frozenset({"C", "W", "P", "PW", "VP", "KEY"})


def gain(state: State, i: int, gains: Mapping[str, int], source: str) -> State:
    """Apply a bundle of gains to seat `i`; choices (spades, cults, an expansion's) become
    decisions."""
    new: list[Decision] = []
    simple: list[tuple[str, int]] = []  # resources gained since the last state-level gain
    for key, n in gains.items():
        if key in _SIMPLE:
            simple.append((key, n))
            continue
        if simple:
            state, simple = _gain_simple(state, i, simple, source), []
        if key in tables.CULTS:
            state = cult_steps(state, i, tables.CULTS.index(key), n)
        elif key == "SHIPPING":
            for _ in range(n):
                state = advance_track(state, i)
        elif key in DECISION_GAINS.get(state.box, {}):
            new.extend(DECISION_GAINS[state.box][key](i, n))
        elif key == "SPADE":
            new.append(SpadeUse(i, spades=n, may_build=False))
            state = spades_gained(state, i, n)
        elif key == "CULT":
            new.append(CultChoice(i, steps=n))
        else:
            raise ValueError(f"unknown gain {key}")
    if simple:
        state = _gain_simple(state, i, simple, source)
    return push(state, *new, front=True) if new else state


def spades_gained(state: State, i: int, n: int) -> State:
    """Seat `i` gained `n` spades (free ones with their action, paid ones when paid): the
    round scoring tile's VP per spade, the Halflings' 1 VP each, the Alchemists' 2 power each
    with their Stronghold — per spade gained, used or not (snellman `Constants.pm` SCORE1
    scores on gain; `Halflings.pm`, `Alchemists.pm`; the league ledgers show the Halflings'
    VP when a cult bonus spade is gained)."""
    if not n:
        return state
    state = score_event(state, i, "SPADE", n)
    fac = FACTIONS[state.factions[i]]
    if fac.spade_vp:
        state = add_vp(state, i, "faction abilities", fac.spade_vp * n)
    per = fac.spade_power
    if not per or not any(o == i and b == "SH" for o, b in zip(state.owner, state.building)):
        return state
    return with_seat(state, i, bowls=gain_power(state.seats[i].bowls, per * n))


def _gain_simple(state: State, i: int, gains: list[tuple[str, int]], source: str) -> State:
    """Coins, workers, priests, power, VP and keys, in order, as one seat update."""
    seat = state.seats[i]
    coins, workers, priests, bowls, keys = (
        seat.coins,
        seat.workers,
        seat.priests,
        seat.bowls,
        seat.keys,
    )
    vp: list[tuple[str, int]] = []
    for key, n in gains:
        if key == "C":
            coins += n
        elif key == "W":
            workers += n
        elif key == "P":  # as priests_after: never more than 7 with those sent to a cult
            priests += max(0, min(n, tables.MAX_PRIESTS - priests - seat.priests_sent))
        elif key == "PW":
            bowls = gain_power(bowls, n)
        elif key == "VP":
            vp.append((source, n))
        else:
            keys += n
    fields = vp_fields(seat, vp)
    return with_seat(
        state, i, coins=coins, workers=workers, priests=priests, bowls=bowls, keys=keys, **fields
    )
