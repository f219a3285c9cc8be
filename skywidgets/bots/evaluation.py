"""How good a state is for each seat: the final win share, or an estimate before the end."""

from __future__ import annotations

import math
import random
from typing import Any

from ..core.registry import Ruleset


def observed(ruleset: Ruleset, state: Any, seat: int, rng: random.Random) -> Any:
    """A full state consistent with what `seat` sees (the state itself when nothing is hidden)."""
    if ruleset.coach.determinize is not None:
        return ruleset.coach.determinize(state, seat, rng)
    if ruleset.checks.perfect_information:
        return state
    raise NotImplementedError(
        f"{ruleset.name} hides information but declares no determinize(): a bot would peek"
    )


def values(ruleset: Ruleset, state: Any) -> list[float]:
    """Each seat's points, plus the game's position value before the end."""
    totals = ruleset.scores(state).totals()
    value = [float(totals.get(name, 0)) for name in state.players]
    if ruleset.coach.evaluate is not None and not ruleset.is_over(state):
        value = [v + ruleset.coach.evaluate(state, i) for i, v in enumerate(value)]
    return value


def margin(ruleset: Ruleset, state: Any, seat: int) -> float:
    """The seat's points (plus the game's position value) minus the best other seat's."""
    return _margin(values(ruleset, state), seat)


def _margin(value: list[float], seat: int) -> float:
    others = [v for i, v in enumerate(value) if i != seat]
    return value[seat] - max(others) if others else value[seat]


def rewards(ruleset: Ruleset, state: Any) -> list[float]:
    """Each seat's reward in [0, 1]: its win share at the end, an estimate from margins before."""
    seats = len(state.players)
    if ruleset.is_over(state):
        winners = ruleset.scores(state).winners
        if seats == 1:
            return [_squash(margin(ruleset, state, 0), ruleset.coach.value_scale)]
        names = list(state.players)
        return [(1.0 / len(winners)) if names[i] in winners else 0.0 for i in range(seats)]
    value = values(ruleset, state)
    return [_squash(_margin(value, i), ruleset.coach.value_scale) for i in range(seats)]


def _squash(points: float, scale: float) -> float:
    return 0.5 + 0.5 * math.tanh(points / scale)
