"""Power offers that wait (option `offers-wait`, snellman's flow): on the snellman site a
faction offered power need not answer at once — play goes on, and it answers later, at the
latest before its own next turn (snellman `strict-leech`) or when the action phase ends. The
order matters for power bowls: the Cultists' reward for an offer answered after their next
action comes after that action (league ledger S65_D1L1_G6 line 313). Off by default: at a
table every offer is answered at once, as the rulebook has it.

An offer let wait is set aside (`State.waiting`) with the Cultists' reward of its build; the
next turn is played, then at each hand-over of the turn it comes back in front, to be answered
or let wait again (`waited`: it has sat out a turn)."""

from __future__ import annotations

import dataclasses

from skywidgets.core import Action, IllegalAction

from .cultists import of_offer
from .state import Decision, PowerOffer, State, evolve

R_WAIT = "snellman league games — a power offer answered later (option offers-wait)"
OPTION = "offers-wait"


@dataclasses.dataclass(frozen=True)
class LetWait(Action):
    """Answer the power offer later (only with the `offers-wait` option)."""

    kind = "let_wait"

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return "answer the offer later (at the latest before your next turn)"


LET_WAIT = LetWait()


def _upcoming(state: State) -> int | None:
    """The seat whose turn comes next (None: everyone has passed)."""
    if not state.acted:
        return None if state.seats[state.turn].passed else state.turn
    order = state.order
    k = order.index(state.turn)
    for d in range(1, len(order) + 1):
        i = order[(k + d) % len(order)]
        if not state.seats[i].passed:
            return i
    return None


def may_wait(state: State, p: PowerOffer) -> bool:
    """Whether the offer in front may wait: the option is on, and a turn of another seat
    comes first (never past the offered seat's own turn or the end of the action phase)."""
    if OPTION not in state.options or state.step != "actions":
        return False
    nxt = _upcoming(state)
    return nxt is not None and nxt != p.seat


def wait_moves(state: State, p: PowerOffer) -> list[Action]:
    """Letting the offer wait, when it may."""
    return [LET_WAIT] if may_wait(state, p) else []


def let_wait(state: State, _action: LetWait) -> State:
    """Set the offer in front aside with its build's Cultists' reward (which waits for it)."""
    p = state.pending[0] if state.pending else None
    if not isinstance(p, PowerOffer) or not may_wait(state, p):
        raise IllegalAction(
            R_WAIT, "an offer waits only with the option, and never past your own next turn"
        )
    # its build's reward waits behind it (taken from the queue, or moved to the back)
    rest = [q for q in state.pending[1:] if not of_offer(q, p)]
    aside = [q for q in state.waiting if not of_offer(q, p)]
    reward = [evolve(q, waited=True) for q in (*state.pending, *state.waiting) if of_offer(q, p)]
    aside += [p, *reward]  # `waited` False: the offer sits out the hand-over coming now
    return evolve(state, pending=tuple(rest), waiting=tuple(aside))


def resurface(state: State, *, phase_end: bool = False) -> State:
    """At a hand-over of the turn: the offers set aside come back in front — those just set
    aside sit out this one hand-over (the next turn is played first), unless the action
    phase ends; an offer to the seat whose turn begins comes back in any case (it never
    waits past that seat's own turn), with its Cultists' reward."""
    waiting = state.waiting
    if phase_end:
        return evolve(state, pending=tuple(map(_armed, waiting)) + state.pending, waiting=())
    due = [p for p in waiting if type(p) is PowerOffer and p.seat == state.turn]
    back = [q for q in waiting if q in due or any(of_offer(q, p) for p in due)]
    rest = [q for q in waiting if q not in back]
    if not any(type(p) is PowerOffer and not p.waited for p in rest):  # none just set aside
        back, rest = list(waiting), []
    return evolve(
        state, pending=tuple(map(_armed, back)) + state.pending, waiting=tuple(map(_armed, rest))
    )


def _armed(p: Decision) -> Decision:
    """The decision marked as one that waited."""
    return p if getattr(p, "waited", True) else evolve(p, waited=True)
