"""The league prior: how often strong players choose each move here.

A softmax over the legal moves of one decision, each move scored by the weights of its named
features (prior_features.py). The weights were fitted to the decisions of real league games
(`scripts/train_tm_prior.py`, seasons held out for the figures in docs/coach.md) and ship as
`data/prior_weights.json`; loading them checks the file and names it when it is broken.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any

from skywidgets.core import Action, IllegalAction

from .playout import rollout
from .prior_features import features
from .rules import apply
from .state import State

WEIGHTS_FILE = "prior_weights.json"
FORMAT = "skywidgets-tm-prior/1"


class WeightsError(ValueError):
    """The weights file is not a prior's weights (its name and the field in the message)."""


def check_weights(data: Any, name: str = WEIGHTS_FILE) -> dict[str, float]:
    """The feature weights in a loaded weights file, or WeightsError naming what is wrong."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise WeightsError(f"{name}: format must be {FORMAT!r}")
    weights = data.get("weights")
    if not isinstance(weights, Mapping) or not weights:
        raise WeightsError(f"{name}: weights must be a non-empty table of feature → number")
    for key, value in weights.items():
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        if not isinstance(key, str) or not ok or not math.isfinite(value):
            raise WeightsError(f"{name}: weights[{key!r}] must be a finite number")
    return {k: float(v) for k, v in weights.items()}


def read_weights(text: str, name: str = WEIGHTS_FILE) -> dict[str, float]:
    """The feature weights in the text of a weights file, or WeightsError naming the file."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise WeightsError(f"{name}: not JSON ({exc.msg}, line {exc.lineno})") from None
    return check_weights(data, name)


@cache
def shipped_weights() -> dict[str, float]:
    """The weights shipped with the game, read once when the prior is first asked (a broken or
    missing file is refused then, with its name: the training script runs without one)."""
    path = resources.files("skywidgets.games.terra_mystica.data").joinpath(WEIGHTS_FILE)
    try:
        text = path.read_text("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise WeightsError(f"{WEIGHTS_FILE}: cannot be read ({exc})") from None
    return read_weights(text)


def score(state: State, action: Action, seat: int, table: Mapping[str, float]) -> float:
    """The move's score under `table`: the weighted sum of its features."""
    try:
        after: State | None = apply(state, action)
    except IllegalAction:
        after = None
    return sum(table.get(name, 0.0) * value for name, value in features(state, action, after, seat))


def probabilities(
    state: State, legal: Sequence[Action], table: Mapping[str, float] | None = None
) -> list[float]:
    """How likely a strong player is to choose each of `legal` (the same order; sums to 1)."""
    seat = state.current_player
    if seat is None or not legal:
        return []
    table = shipped_weights() if table is None else table
    scores = [score(state, a, seat, table) for a in legal]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


class LeaguePolicy:
    """The engine's playout policy (called as `Ruleset.coach.rollout`), with the league prior over
    the search root's moves (`bots.mcts` reads `rollout.prior`)."""

    # how the coach's hint words the prior (bots.coach.players_word)
    prior_words = "Strong league players choose this {share} of the time here."

    def __init__(self, table: Mapping[str, float] | None = None, weight: float = 10.0) -> None:
        self.table = table
        # The prior's weight in the search's PUCT term (bots.mcts; 1.5 for other games). At 10
        # the hint follows strong players unless the playouts clearly disagree: held-out hint
        # agreement 47.8 % at 1.5, 51.5 % at 10 and at 30 (docs/coach.md).
        self.prior_weight = weight

    def __call__(self, state: State, rng: random.Random) -> Action:
        """A legal move for a quick playout (the engine's own policy)."""
        return rollout(state, rng)

    def prior(self, state: State, seat: int, legal: list[Action]) -> dict[Action, float]:
        """Each legal move's share of strong players' choices here (sums to 1)."""
        return dict(zip(legal, probabilities(state, legal, self.table), strict=True))
