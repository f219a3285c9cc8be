"""Free actions: the conversions and the burn, and when a seat may take them (Terra Mystica —
free actions at any time in your turn, and only in your turn)."""

from __future__ import annotations

from skywidgets.core import Action
from skywidgets.core.memo import memo

from . import actions as A
from . import tables
from .alchemy import stone_conversions
from .power_actions import conversion_problem
from .state import PowerOffer, Seat, State, TurnEnd


def free_actions_now(state: State, i: int) -> bool:
    """Whether seat `i` may take free actions (conversions, burning) now: only in its own
    Phase II turn, its follow-ups included (Terra Mystica — Phase II: free actions at any time
    in your turn). A faction answering another's power offer is not on turn: it answers with
    the bowls it has (as snellman's engine, which takes a burn only from the active faction),
    and a faction whose turn has ended takes its Cultists' reward without converting."""
    if state.step != "actions" or state.turn != i or state.seats[i].passed:
        return False
    # after "end the turn" (no finish step left) the seat's turn is over, even while the
    # offers of its action and their rewards (the Cultists' cult step) are settled
    return not state.acted or any(type(p) is TurnEnd for p in state.pending)


R_ANSWER_FIRST = (
    "snellman league games — an offer that waited is answered before converting "
    "(option strict-leech; burning may come first)"
)


def free_actions(state: State, i: int) -> tuple[Action, ...]:
    """The conversions and the burn open to seat `i` in a decision of its own turn (only the
    burn while an offer that waited for its turn is in front: `answer_first`)."""
    if not free_actions_now(state, i):
        return ()
    found = conversions(state.seats[i])
    return tuple(a for a in found if a == _BURN) if answer_first(state, i) else found


def answer_first(state: State, i: int) -> bool:
    """Whether seat `i` must answer the power offer in front before converting: an offer
    that waited until its own turn (snellman's strict-leech refuses a conversion before the
    answer, not a burn: S63_D1L1_G7 burns first)."""
    head = state.pending[0] if state.pending else None
    return type(head) is PowerOffer and head.seat == i


def conversions(seat: Seat) -> tuple[Action, ...]:
    """The free conversions and the burn open to `seat`, the Alchemists' Philosopher's Stone
    included."""
    if seat.faction == "alchemists":
        return _standard(seat) + stone_conversions(seat)
    return _standard(seat)


def _standard(seat: Seat) -> tuple[Action, ...]:
    """The conversions every faction has and the burn."""
    power, bowl2 = seat.bowls[2], seat.bowls[1]
    room = seat.priests + seat.priests_sent < tables.MAX_PRIESTS
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


_CONVERT = {what: A.Convert(what) for what in (*tables.CONVERSIONS, "BURN")}  # in listing order
_BURN = _CONVERT["BURN"]
_CONVERT_POWER = max(n for src, n, _d, _m in tables.CONVERSIONS.values() if src == "PW")
assert all(n == 1 for src, n, _d, _m in tables.CONVERSIONS.values() if src != "PW")
