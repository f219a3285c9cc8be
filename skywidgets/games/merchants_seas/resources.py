"""Resources: paying costs, the power bowls, cult steps, VP with their sources, track steps."""

from __future__ import annotations

from typing import Mapping

from skywidgets.core import IllegalAction
from skywidgets.core.state import evolve

from . import data
from .factions import FACTIONS, MAX_SHIPPING
from .state import Pending, Seat, State, with_seat

R_COSTS = "Terra Mystica — Phase II actions: paying costs"


def add_vp(seat: Seat, source: str, n: int) -> Seat:
    """A seat with `n` VP more, booked under `source`."""
    if n == 0:
        return seat
    by = dict(seat.vp_by)
    by[source] = by.get(source, 0) + n
    return evolve(seat, vp=seat.vp + n, vp_by=tuple(by.items()))


def power_room(seat: Seat) -> int:
    """How much power the bowls can still take (bowl I counts twice)."""
    return 2 * seat.bowls[0] + seat.bowls[1]


def gain_power(seat: Seat, n: int) -> Seat:
    """Gain power: bowl I to II first, then II to III; overflow is lost."""
    b1, b2, b3 = seat.bowls
    move = min(n, b1)
    b1, b2, n = b1 - move, b2 + move, n - move
    move = min(n, b2)
    b2, b3 = b2 - move, b3 + move
    return evolve(seat, bowls=(b1, b2, b3))


def spend_power(seat: Seat, n: int, rule: str = R_COSTS) -> Seat:
    """Spend `n` power from bowl III back to bowl I."""
    b1, b2, b3 = seat.bowls
    if b3 < n:
        raise IllegalAction(rule, f"needs {n} power in bowl III, you have {b3}")
    return evolve(seat, bowls=(b1 + n, b2, b3 - n))


def burn(seat: Seat, n: int = 1) -> Seat:
    """Burn: remove `n` tokens from bowl II and move `n` more to bowl III."""
    b1, b2, b3 = seat.bowls
    if b2 < 2 * n:
        raise IllegalAction("Terra Mystica — burning power",
                            "burning needs 2 power tokens in bowl II per token moved")
    return evolve(seat, bowls=(b1, b2 - 2 * n, b3 + n))


def can_pay(seat: Seat, cost: Mapping[str, int]) -> bool:
    """Whether the seat holds every resource of `cost` (keys C, W, P, PW)."""
    have = {"C": seat.coins, "W": seat.workers, "P": seat.priests, "PW": seat.bowls[2]}
    return all(have[k] >= v for k, v in cost.items())


def pay(seat: Seat, cost: Mapping[str, int], rule: str = R_COSTS) -> Seat:
    """A seat that has paid `cost` (raises when it cannot)."""
    if not can_pay(seat, cost):
        need = ", ".join(f"{v} {k}" for k, v in cost.items())
        raise IllegalAction(rule, f"cannot pay {need}")
    s = evolve(seat, coins=seat.coins - cost.get("C", 0),
                            workers=seat.workers - cost.get("W", 0),
                            priests=seat.priests - cost.get("P", 0))
    if cost.get("PW"):
        s = spend_power(s, cost["PW"], rule)
    return s


def add_priests(seat: Seat, n: int) -> Seat:
    """Gain priests, never holding more than 7 with those on the order spaces."""
    room = data.MAX_PRIESTS - seat.priests - seat.priests_sent
    return evolve(seat, priests=seat.priests + max(0, min(n, room)))


def cult_steps(state: State, i: int, cult: int, steps: int) -> State:
    """Advance seat `i` on one cult track, with the power bonuses and the key rule for 10."""
    seat = state.seats[i]
    pos = seat.cults[cult]
    target = min(data.CULT_TOP, pos + steps)
    if target == data.CULT_TOP:
        at_top = sum(1 for c in range(4) if seat.cults[c] == data.CULT_TOP)
        taken = any(s.cults[cult] == data.CULT_TOP for j, s in enumerate(state.seats) if j != i)
        if taken or seat.keys <= at_top:
            target = data.CULT_TOP - 1
    if target <= pos:
        return state
    gain = sum(pw for space, pw in data.CULT_POWER if pos < space <= target)
    cults = list(seat.cults)
    cults[cult] = target
    seat = gain_power(evolve(seat, cults=tuple(cults)), gain)
    return with_seat(state, i, seat)


def round_tile(state: State) -> tuple | None:
    """The scoring tile of the current round (None during setup)."""
    if 1 <= state.round <= data.ROUNDS:
        return data.ROUND_TILES[state.round_tiles[state.round - 1]]
    return None


def score_event(state: State, i: int, what: str, count: int = 1) -> State:
    """Award the round scoring tile's VP (and favor-tile VP) for an action-phase event."""
    seat = state.seats[i]
    tile = round_tile(state)
    if state.step == "actions" and tile and tile[0] == what:
        seat = add_vp(seat, "round scoring tiles", tile[1] * count)
    if what == "TP" and "FAV10" in seat.favors:
        seat = add_vp(seat, "favor tiles", 3 * count)
    if what == "D" and "FAV11" in seat.favors:
        seat = add_vp(seat, "favor tiles", 2 * count)
    if what == "TRADE" and seat.bonus in ("BON13",) and state.step == "actions":
        seat = add_vp(seat, "bonus cards", data.BONUS_CARDS["BON13"][2][2] * count)
    return with_seat(state, i, seat)


def advance_track(state: State, i: int, free: bool = True) -> State:
    """One step on the Shipping track (Range track for merchant factions), with its VP."""
    seat = state.seats[i]
    fac = FACTIONS[seat.faction]
    if fac.merchants:
        if seat.shipping >= data.MAX_RANGE:
            return state
        vp = data.RANGE_ADVANCE_VP[seat.shipping - 1]
    else:
        if seat.shipping >= MAX_SHIPPING:
            return state
        vp = data.SHIPPING_ADVANCE_VP[seat.shipping]
    seat = add_vp(evolve(seat, shipping=seat.shipping + 1), "shipping track", vp)
    state = with_seat(state, i, seat)
    return score_event(state, i, "ADVANCE")


def push(state: State, *items: Pending, front: bool = False) -> State:
    """Queue decisions (at the front when they belong to the decision being taken)."""
    pending = items + state.pending if front else state.pending + items
    return evolve(state, pending=pending)


def gain(state: State, i: int, gains: Mapping[str, int], source: str) -> State:
    """Apply a bundle of gains to seat `i`; choices (ships, spades, cults) become decisions."""
    seat = state.seats[i]
    new: list[Pending] = []
    for key, n in gains.items():
        if key == "C":
            seat = evolve(seat, coins=seat.coins + n)
        elif key == "W":
            seat = evolve(seat, workers=seat.workers + n)
        elif key == "P":
            seat = add_priests(seat, n)
        elif key == "PW":
            seat = gain_power(seat, n)
        elif key == "VP":
            seat = add_vp(seat, source, n)
        elif key == "KEY":
            seat = evolve(seat, keys=seat.keys + n)
        elif key in data.CULTS:
            state = with_seat(state, i, seat)
            state = cult_steps(state, i, data.CULTS.index(key), n)
            seat = state.seats[i]
        elif key == "SHIPPING":
            state = with_seat(state, i, seat)
            for _ in range(n):
                state = advance_track(state, i)
            seat = state.seats[i]
        elif key == "SHIP":
            new.extend(Pending("ship", i) for _ in range(n))
        elif key == "SPADE":
            new.append(Pending("spades", i, n=n, flag=False))
        elif key == "CULT":
            new.append(Pending("cult", i, n=n))
        else:
            raise ValueError(f"unknown gain {key}")
    state = with_seat(state, i, seat)
    return push(state, *new, front=True) if new else state
