"""Free actions: the conversions and the burn, and when a seat may take them (Terra Mystica —
free actions at any time in your turn; snellman also before answering a power offer)."""

from __future__ import annotations

from skywidgets.core import Action
from skywidgets.core.memo import memo

from . import actions as A
from . import data
from .alchemy import stone_conversions
from .power_actions import conversion_problem
from .state import PowerOffer, Seat, State


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
    return conversions(state.seats[i]) if free_actions_now(state, i) else ()


def conversions(seat: Seat) -> tuple[Action, ...]:
    """The free conversions and the burn open to `seat`, the Alchemists' Philosopher's Stone
    included."""
    if seat.faction == "alchemists":
        return _standard(seat) + stone_conversions(seat)
    return _standard(seat)


def _standard(seat: Seat) -> tuple[Action, ...]:
    """The conversions every faction has and the burn."""
    power, bowl2 = seat.bowls[2], seat.bowls[1]
    room = seat.priests + seat.priests_sent < data.MAX_PRIESTS
    # holding more than the dearest conversion (or the burn) takes changes nothing
    power = power if power < _CONVERT_POWER else _CONVERT_POWER
    bowl2 = bowl2 if bowl2 < 2 else 2
    return _conversions_with(power, seat.priests > 0, seat.workers > 0, room, bowl2)


@memo(4096)
def _conversions_with(
    power: int, priests: bool, workers: bool, room: bool, bowl2: int
) -> tuple[Action, ...]:
    """The standard conversions and the burn open with `power` in bowl III, holding priests
    and workers (one is all any conversion takes of them), with `room` for one more priest
    and `bowl2` tokens in bowl II."""
    return tuple(
        _CONVERT[what]
        for what in _CONVERT
        if conversion_problem(what, power, int(priests), int(workers), room, bowl2) is None
    )


_CONVERT = {what: A.Convert(what) for what in (*data.CONVERSIONS, "BURN")}  # in listing order
_CONVERT_POWER = max(n for src, n, _d, _m in data.CONVERSIONS.values() if src == "PW")
assert all(n == 1 for src, n, _d, _m in data.CONVERSIONS.values() if src != "PW")
