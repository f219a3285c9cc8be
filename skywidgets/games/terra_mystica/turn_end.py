"""Phase II: finishing a turn. After the main action and its follow-up decisions the seat on
turn stays on turn to convert or burn power (free actions, at any time in one's own turn),
then ends the turn; the power offers of its action are made after that (snellman's ledger:
one row holds the action and the conversions after it, the leech rows follow)."""

from __future__ import annotations

from skywidgets.core import Action, IllegalAction

from . import actions as A
from .free_actions import conversions
from .rounds import turn_over
from .state import PowerOffer, State, TurnEnd, decision, evolve

R_TURN_END = (
    "Terra Mystica — Phase II: one action per turn; conversions and burning power are free "
    "actions at any time in your own turn"
)
MAIN_ACTIONS = (
    A.TransformAndBuild,
    A.Upgrade,
    A.PowerAction,
    A.Special,
    A.WitchesRide,
    A.Sandstorm,
    A.Advance,
    A.SendPriest,
    A.Pass,
)


def with_turn_end(state: State) -> State:
    """`state` after a main action (not a pass): the finish step queued behind the seat's own
    follow-up decisions, before the power offers; left out when no free action is open."""
    pending = state.pending
    k = 0
    while k < len(pending) and type(pending[k]) is not PowerOffer:
        k += 1
    i = state.turn
    if k == 0 and not conversions(state.seats[i]):  # nothing to convert: the turn ends at once
        return state
    return evolve(state, pending=(*pending[:k], TurnEnd(i), *pending[k:]))


def end_turn(state: State, _action: A.EndTurn) -> State:
    """End the turn: the power offers of the action, then the next seat."""
    decision(state, TurnEnd)
    return turn_over(state, pending=state.pending[1:])


R_PHASE3_BONUS = "Terra Mystica — Phase III: cult bonuses (Bonus cards act only in Phase II)"


def refuse(state: State, action: Action) -> None:
    """The rule's own refusal of "end turn" outside the finish step, of a second main
    action inside it, and of a Bonus card's action in Phase III (other wrong moves get the
    flow's shared refusal)."""
    if state.step == "cult_bonus" and isinstance(action, A.Special) and action.what == "bonus":
        raise IllegalAction(
            R_PHASE3_BONUS,
            "Bonus cards do not act in Phase III: only the cult bonus spades are used now",
        )
    finishing = bool(state.pending) and type(state.pending[0]) is TurnEnd
    if isinstance(action, A.EndTurn) and not finishing:
        raise IllegalAction(
            R_TURN_END,
            "'end the turn' comes after your main action and its follow-up decisions",
        )
    if finishing and isinstance(action, MAIN_ACTIONS):
        raise IllegalAction(
            R_TURN_END,
            f"you have taken your action this turn, so '{action.label}' is not possible: "
            "convert, burn or end the turn",
        )
