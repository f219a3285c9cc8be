"""A search prior from a game's position value one move ahead, as probabilities.

Each legal move of the seat is played on one sample of what the seat cannot see (the game's
own `determinize`, seeded, so the prior reads only the seat's view) and scored by its margin:
the seat's points plus its position value less the best rival's. The prior is a softmax of
the margins at `temperature` points: a move one temperature worse than the best gets 1/e of
its weight. The search (`bots.mcts`) adds it as a PUCT term, so a move the value prefers is
searched first and kept unless the playouts clearly disagree. A game makes one `OnePlyPrior`
from its own rules and value (Sky Islands, Traders of the Air: their `prior.py`).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable
from typing import Any

from .actions import Action
from .scoring import ScoreSheet

PRIOR_SEED = 0  # the sample the moves are played on (a prior depends on the seat's view only)


@dataclasses.dataclass(frozen=True)
class OnePlyPrior:
    """A game's one-move-ahead prior: its rules, score sheet, position value and hidden-card
    sample."""

    apply: Callable[[Any, Action], Any]
    legal_actions: Callable[[Any], list[Action]]
    scores: Callable[[Any], ScoreSheet]  # the score sheet now
    evaluate: Callable[[Any, int], float]  # a seat's position value beyond its points
    determinize: Callable[[Any, int, random.Random], Any]
    running: Callable[[Any], bool]  # before the end (the value counts only then)
    temperature: float = 0.5  # points of margin

    def margin(self, state: Any, seat: int) -> float:
        """The seat's points and position value less the best rival's (before the end)."""
        totals = self.scores(state).totals()
        value = [float(totals[name]) for name in state.players]
        if self.running(state):
            value = [v + self.evaluate(state, i) for i, v in enumerate(value)]
        return value[seat] - max(v for i, v in enumerate(value) if i != seat)

    def __call__(self, state: Any, seat: int, legal: list[Action]) -> dict[Action, float]:
        """Each legal move's prior weight, summing to 1: a softmax of its one-move margin."""
        sample = self.determinize(state, seat, random.Random(PRIOR_SEED))
        possible = set(self.legal_actions(sample))
        score = {a: self.margin(self.apply(sample, a), seat) for a in legal if a in possible}
        if not score:
            return {a: 1.0 / len(legal) for a in legal}
        best = max(score.values())
        weight = {
            a: math.exp((score[a] - best) / self.temperature) if a in score else 0.0 for a in legal
        }
        total = sum(weight.values())
        return {a: w / total for a, w in weight.items()}
