"""The coach's teaching positions, one shape for every game: a position, the idea it teaches,
the rule or tip it cites, and the moves it accepts (each game's `teaching_positions.py`
builds a list of them with `positions()`; tests check the coach finds an accepted move).

A game whose turn is several actions in any order (Sky Towers: two, "in any order", How to
Play) judges the coach's whole turn (`found_in`): a position that teaches a move is found when
the turn plays it, one that teaches what to avoid (`avoids`) when no move of the turn is
refused."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Generic, TypeVar

from .actions import Action

S = TypeVar("S")


@dataclasses.dataclass(frozen=True)
class Position(Generic[S]):
    """One teaching position: the table, its idea, the rule it cites, and what it accepts."""

    name: str
    idea: str
    rule: str
    state: S
    accepts: Callable[[S, Action], bool]
    avoids: bool = False  # it teaches what not to play: every move of a turn must be accepted

    def accepted(self, action: Action) -> bool:
        """Whether `action` is one of the moves this position teaches."""
        return self.accepts(self.state, action)

    def found_in(self, turn: list[tuple[S, Action]]) -> bool:
        """Whether a turn (each move with the table it is played on) plays what this position
        teaches: an accepted move, or, when it `avoids`, only accepted moves."""
        verdicts = [self.accepts(state, action) for state, action in turn]
        return bool(verdicts) and (all(verdicts) if self.avoids else any(verdicts))


__all__ = ["Position"]
