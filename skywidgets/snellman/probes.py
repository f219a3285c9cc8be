"""The model's state at a moment a ledger row records but the model passes in one step.

snellman writes a row per faction and per automatic effect: the last pass of a round, then
each faction's cult income, then its income; the answer to a power offer, then the
Cultists' reward for it. The model plays such a chain in one move. To read a row's figures
the move is played again on a copy of the state in which the chain stops where the row
does: a decision that is always open (`HOLD`) waits right behind the one answered, or
another seat has not passed yet, or another seat still picks a Bonus card. The copy is
only read, never played on.
"""

from __future__ import annotations

from skywidgets.core import Action, SkywidgetsError, evolve
from skywidgets.games.terra_mystica.engine import CultistsTally, DoubleTurn, State, apply
from skywidgets.games.terra_mystica.engine import actions as A


def _hold(seat: int) -> DoubleTurn:
    """A decision the model never drops by itself: play stops in front of it."""
    return DoubleTurn(seat, left=1)


def _same_phase(before: State, after: State) -> bool:
    return (before.round, before.step) == (after.round, after.step)


def _played(state: State, move: Action, before: State) -> State | None:
    """`move` played on the copy; None when it does not stop in the same phase."""
    try:
        after = apply(state, move)
    except (SkywidgetsError, ValueError, TypeError, IndexError, KeyError):
        return None
    return after if _same_phase(before, after) else None


def own_effect(before: State, move: Action, after: State) -> State | None:
    """The state just after `move` itself, played from `before` to `after` (None: the model
    cannot stop there)."""
    seat = before.current_player if before.current_player is not None else 0
    if before.pending:
        held = evolve(before, pending=(before.pending[0], _hold(seat), *before.pending[1:]))
        return _played(held, move, before)
    if isinstance(move, A.ChooseBonus) and not before.queue:
        other = next(i for i in range(len(before.seats)) if i != seat)
        return _played(evolve(before, queue=(other,)), move, before)
    if isinstance(move, (A.Pass, A.LeaveGame)):
        others = [i for i, s in enumerate(before.seats) if i != seat and s.passed]
        if len(others) == len(before.seats) - 1:  # the last to pass: the round would end
            seats = tuple(
                evolve(s, passed=False) if i == others[0] else s for i, s in enumerate(before.seats)
            )
            return _played(evolve(before, seats=seats), move, before)
    return after  # a turn's move: what follows it in the same step is other seats' turn


def after_reward(before: State, move: Action, seat: int) -> State | None:
    """The state just after `move` and the Cultists' reward it leads to for `seat`."""
    for k, p in enumerate(before.pending):
        if isinstance(p, CultistsTally) and p.seat == seat:
            pending = (*before.pending[: k + 1], _hold(seat), *before.pending[k + 1 :])
            return _played(evolve(before, pending=pending), move, before)
    return None
