"""The search's prior at its root: the position value one move ahead, as probabilities.

Each legal move of the seat is played on one sample of what the seat cannot see (the game's
own `determinize`, seeded, so the prior reads only the seat's view) and scored by its margin:
the seat's points plus its position value (`position_value.evaluate`: islands now and at
risk, closable islands, harbours, cubes and sets) less the best rival's. The prior is a
softmax of the margins at `TEMPERATURE` points: a move one temperature worse than the best
gets 1/e of its weight. The search (`bots.mcts`) adds it as a PUCT term, so a move the value
prefers is searched first and kept unless the playouts clearly disagree.
"""

from __future__ import annotations

import math
import random

from skywidgets.core import Action

from .determinize import determinize
from .position_value import evaluate
from .rules import apply, legal_actions
from .scoring import scores
from .state import State

TEMPERATURE = 0.5  # points of margin
PRIOR_SEED = 0  # the sample the moves are played on (a prior depends on the seat's view only)


def margin(state: State, seat: int) -> float:
    """The seat's points and position value less the best rival's (before the end)."""
    totals = scores(state).totals()
    value = [float(totals[name]) for name in state.players]
    if state.current_player is not None:
        value = [v + evaluate(state, i) for i, v in enumerate(value)]
    return value[seat] - max(v for i, v in enumerate(value) if i != seat)


def one_ply_prior(state: State, seat: int, legal: list[Action]) -> dict[Action, float]:
    """Each legal move's prior weight, summing to 1: a softmax of its one-ply margin."""
    sample = determinize(state, seat, random.Random(PRIOR_SEED))
    possible = set(legal_actions(sample))
    score = {a: margin(apply(sample, a), seat) for a in legal if a in possible}
    if not score:
        return {a: 1.0 / len(legal) for a in legal}
    best = max(score.values())
    weight = {a: math.exp((score[a] - best) / TEMPERATURE) if a in score else 0.0 for a in legal}
    total = sum(weight.values())
    return {a: w / total for a, w in weight.items()}
