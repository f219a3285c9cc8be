"""Phases declared with their moves: one dispatch table and one wrong-phase error for all games.

Like boardgame.io's `flow.ts`, a game declares, for each phase id, the action classes that
may be played in it and the function that plays each. `Flow.apply` then refuses every move
the same way in every game: an action of another game, a move after the end, a move of
another phase.
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
    ) -> None:
        self.game = game
        self.sequence_rule = sequence_rule
        self.end_rule = end_rule
        self.labels = dict(labels)
        self.moves = {phase: dict(table) for phase, table in moves.items()}
        self.phase_of = phase_of
        self.over_phase = over_phase
        self._known = {cls for table in self.moves.values() for cls in table}
        unknown = [phase for phase in self.moves if phase not in self.labels]
        if unknown:
            raise ValueError(f"phases without a label: {unknown}")

    def handler(self, state: S, action: Action) -> Handler[S]:
        """The function that plays `action` now, or the shared IllegalAction."""
        if type(action) not in self._known:
            raise IllegalAction(self.sequence_rule, f"{action!r} is not a {self.game} move")
        phase = self.phase_of(state)
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
