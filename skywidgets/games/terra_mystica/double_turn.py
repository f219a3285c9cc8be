"""Chaos Magicians' Stronghold action ACTC: a double turn. The action itself opens a
`DoubleTurn` decision of 2 main actions, taken one after the other, each with its follow-up
decisions; free conversions stay open throughout; the finish step comes after the second
action and the power offers of both actions after it, in the order the actions made them
(snellman `Constants.pm` ACTC: GAIN_ACTION 2; the ledger holds both actions in one row, the
leech rows after it). Passing is allowed as either action and ends the turn at once (the
other action is forfeited: snellman option strict-chaosmagician-sh)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from skywidgets.core import Action, IllegalAction

from . import actions as A
from . import building, cults, legal, passing, power_actions, upgrading
from .rounds import settle
from .state import DoubleTurn, PowerOffer, State, TurnEnd, decision, evolve
from .strongholds import R_ACTC

Play = Callable[[State, Any], State]

# The main actions of Phase II (passing and digging apart), played by the seat on turn: rules.py
# plays them on a turn with the finish step after them; in a double turn the finish step is
# already queued behind it.
MAIN_PLAYS: dict[type[Action], Play] = {
    A.TransformAndBuild: lambda s, a: building.transform_and_build(
        s, s.turn, a.hex, a.terrain, a.build, a.ship
    ),
    A.Upgrade: lambda s, a: upgrading.upgrade(s, s.turn, a.hex, a.to),
    A.PowerAction: lambda s, a: power_actions.power_action(s, s.turn, a.id),
    A.Special: lambda s, a: power_actions.special(s, s.turn, a.what),
    A.WitchesRide: lambda s, a: building.witches_ride(s, s.turn, a.hex),
    A.Sandstorm: lambda s, a: building.sandstorm(s, s.turn, a.hex, a.build),
    A.Advance: lambda s, a: power_actions.advance(s, s.turn, a.track),
    A.SendPriest: lambda s, a: cults.send_priest(s, s.turn, a.cult, a.order),
}


def queue_next(state: State, head: DoubleTurn) -> State:
    """`state` with the double turn's next action queued after the follow-ups of the action
    just taken: before the seat's finish step (or before the first power offer)."""
    pending = state.pending
    k = next((k for k, p in enumerate(pending) if type(p) is TurnEnd), -1)
    if k < 0:
        k = next((k for k, p in enumerate(pending) if type(p) is PowerOffer), len(pending))
    return evolve(state, pending=(*pending[:k], head, *pending[k:]))


def _action(play: Play) -> Play:
    """One of the double turn's main actions: played, the next one queued behind its
    follow-ups (none after the second), then the game settled."""

    def run(state: State, action: Any) -> State:
        head = decision(state, DoubleTurn)
        after = play(evolve(state, pending=state.pending[1:]), action)
        if head.left > 1:
            after = queue_next(after, evolve(head, left=head.left - 1))
        return settle(after)

    return run


def _pass(state: State, action: A.Pass) -> State:
    """Pass as one of the two actions: the turn ends (an action still left is forfeited)."""
    decision(state, DoubleTurn)
    after = passing.pass_turn(evolve(state, pending=state.pending[1:]), state.turn, action.card)
    return settle(after)


def _convert(state: State, action: A.Convert) -> State:
    """A free conversion or burn between the two actions."""
    return power_actions.convert(state, decision(state, DoubleTurn).seat, action.what)


def _end_turn(state: State, _action: A.EndTurn) -> State:
    """Refused: the double turn's actions come before the finish step."""
    left = decision(state, DoubleTurn).left
    what = "both actions" if left > 1 else "the second action"
    raise IllegalAction(R_ACTC, f"take {what} of the double turn (or pass) before ending it")


MOVES: dict[type[Action], Play] = {
    **{cls: _action(play) for cls, play in MAIN_PLAYS.items()},
    A.Pass: _pass,
    A.Convert: _convert,
    A.EndTurn: _end_turn,
}


def answers(state: State, p: DoubleTurn) -> list[Action]:
    """The moves of a double turn's action: every Phase II move of the seat."""
    return legal.phase_two(state, p.seat)
