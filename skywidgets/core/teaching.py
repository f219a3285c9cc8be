"""The coach's teaching positions, one shape for every game: a position, the idea it teaches,
the rule or tip it cites, and the moves it accepts (each game's `teaching_positions.py`
builds a list of them with `positions()`; tests check the coach finds an accepted move)."""

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

    def accepted(self, action: Action) -> bool:
        """Whether `action` is one of the moves this position teaches."""
        return self.accepts(self.state, action)


__all__ = ["Position"]
