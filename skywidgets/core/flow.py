"""Phases declared with their moves: one dispatch table and one wrong-phase error for all games.

Like boardgame.io's `flow.ts`, a game declares, for each phase id, the action classes that
may be played in it and the function that plays each. `Flow.apply` then refuses every move
the same way in every game: an action of another game, a move after the end, a move of
another phase. A game whose rules refuse some wrong moves in their own words (Terra Mystica's
"end the turn" before the main action) gives `refuse`, asked before the shared refusals.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

from .actions import Action
from .errors import IllegalAction

S = TypeVar("S")
Handler = Callable[[S, Any], S]


class Flow(Generic[S]):
    """A `{phase_id: {ActionClass: handler}}` table with the shared refusals."""

    def __init__(
        self,
        *,
        game: str,
        sequence_rule: str,
        end_rule: str,
        labels: Mapping[str, str],
        moves: Mapping[str, Mapping[type[Action], Handler[S]]],
        phase_of: Callable[[S], str],
        over_phase: str = "over",
        refuse: Callable[[S, Action], None] | None = None,
    ) -> None:
        self.game = game
        self.sequence_rule = sequence_rule
        self.end_rule = end_rule
        self.labels = dict(labels)
        self.moves = {phase: dict(table) for phase, table in moves.items()}
        self.phase_of = phase_of
        self.over_phase = over_phase
        self.refuse = refuse
        self._known = {cls for table in self.moves.values() for cls in table}
        # the table flattened once: (phase, action class) -> handler, one lookup a move
        self._plays = {
            (phase, cls): play
            for phase, table in self.moves.items()
            if phase != over_phase
            for cls, play in table.items()
        }
        unknown = [phase for phase in self.moves if phase not in self.labels]
        if unknown:
            raise ValueError(f"phases without a label: {unknown}")

    def extend(
        self, moves: Mapping[str, Mapping[type[Action], Handler[S]]], labels: Mapping[str, str]
    ) -> None:
        """Add the phases (and moves of phases) an expansion brings to the game's table."""
        unknown = [phase for phase in moves if phase not in self.labels and phase not in labels]
        if unknown:
            raise ValueError(f"phases without a label: {unknown}")
        self.labels.update(labels)
        for phase, table in moves.items():
            self.moves.setdefault(phase, {}).update(table)
            self._known.update(table)
            if phase != self.over_phase:
                self._plays.update({(phase, cls): play for cls, play in table.items()})

    def handler(self, state: S, action: Action) -> Handler[S]:
        """The function that plays `action` now, or the game's or the shared IllegalAction."""
        phase = self.phase_of(state)
        play = self._plays.get((phase, type(action)))
        if play is not None:
            return play
        if self.refuse is not None:
            self.refuse(state, action)
        if type(action) not in self._known:
            raise IllegalAction(self.sequence_rule, f"{action!r} is not a {self.game} move")
        if phase == self.over_phase:
            raise IllegalAction(self.end_rule, "the game is over")
        handler = self.moves.get(phase, {}).get(type(action))
        if handler is None:
            label = self.labels.get(phase, phase)
            raise IllegalAction(
                self.sequence_rule,
                f"it is the {label} phase, so '{action.label}' is not possible now",
            )
        return handler

    def apply(self, state: S, action: Action) -> S:
        """The state after `action` (IllegalAction when it is not a move of this phase)."""
        return self.handler(state, action)(state, action)
