"""A cult step given back before a Town tile (snellman's workaround for TW5, the option
`cult-step-back`): a Town tile that moves every cult track takes the first track it reaches
at 9 to 10 with the town's key, so a faction at 9 on two tracks that wants the other one at
the top first steps back on the first. snellman allows exactly this voluntary loss (from 8 or
9, never from 10, never below 7: `commands.pm`); league ledger S63_D1L1_G2 line 294 uses it.
Off by default: the printed rules have no such move, and a new game never needs it."""

from __future__ import annotations

import dataclasses

from skywidgets.core import Action, IllegalAction

from . import tables
from .state import State, TownChoice, with_seat

R_STEP_BACK = "snellman league games — a cult step given back before a Town tile (cult-step-back)"
OPTION = "cult-step-back"
_FROM = (8, 9)  # snellman: never from 10, never below 7


@dataclasses.dataclass(frozen=True)
class StepBack(Action):
    """Give back one step on a cult track before taking the Town tile (option only)."""

    kind = "step_back"
    cult: str

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return f"step back one space on {self.cult.title()} before taking the Town tile"


_MOVES = {c: StepBack(c) for c in tables.CULTS}


def step_back_moves(state: State, p: TownChoice) -> list[Action]:
    """The step-backs open to the seat choosing a Town tile (none without the option)."""
    if OPTION not in state.options:
        return []
    cults = state.seats[p.seat].cults
    return [_MOVES[c] for k, c in enumerate(tables.CULTS) if cults[k] in _FROM]


def step_back(state: State, action: StepBack) -> State:
    """The seat choosing a Town tile gives back one step on `action.cult` (no power back)."""
    p = state.pending[0] if state.pending else None
    if not isinstance(p, TownChoice) or OPTION not in state.options:
        raise IllegalAction(R_STEP_BACK, "a cult step is given back only before a Town tile")
    if action.cult not in tables.CULTS:
        raise IllegalAction(R_STEP_BACK, f"{action.cult!r} is not a cult track")
    k = tables.CULTS.index(action.cult)
    cults = list(state.seats[p.seat].cults)
    if cults[k] not in _FROM:
        raise IllegalAction(R_STEP_BACK, "only a step from space 8 or 9 may be given back")
    cults[k] -= 1
    return with_seat(state, p.seat, cults=tuple(cults))
