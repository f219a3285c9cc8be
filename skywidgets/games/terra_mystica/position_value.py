"""The position value for the bots and the coach, in VP beyond the score sheet: what a seat's
resources, structures, tracks and cult positions are likely still worth.

It is a weighted sum of the seat's evaluator terms (`value_features`: coins, workers, priests,
power, structures and their income over the rounds left, tracks, ships, keys, cult steps and
majorities, the network by structure count), with weights fitted on self-play games by
`scripts/train_value.py` and shipped in `value_weights.json`. The file is read when this
module is imported; a broken one is refused there, with its name and the field. Used by
GreedyBot, at the MCTS playout cut-off and as one of the league prior's features.
"""

from __future__ import annotations

from pathlib import Path

from skywidgets.core import fitted
from skywidgets.core.fitted import FORMAT as FORMAT
from skywidgets.core.fitted import ValueWeightsError as ValueWeightsError

from .state import State
from .value_features import NAMES, features

GAME = "terra_mystica"
WEIGHTS_PATH = Path(__file__).with_name("value_weights.json")
VALUE_SCALE = 5.0  # a margin of this many VP counts as clearly ahead


def read_weights(path: Path = WEIGHTS_PATH) -> dict[str, float]:
    """The weights in a value weights file of this game (core.fitted), or ValueWeightsError
    naming the file and the field."""
    return fitted.read_weights(path, GAME, NAMES)


WEIGHTS = read_weights()
# What a coin, a worker and a priest are worth in VP (the Merchants of the Seas' coach prices
# a trade's reward with them).
COIN, WORKER, PRIEST = WEIGHTS["coins"], WEIGHTS["workers"], WEIGHTS["priests"]


def evaluate(state: State, seat: int) -> float:
    """Seat `seat`'s position value in VP beyond its score-sheet VP (0 once the game is over)."""
    if state.step == "over":
        return 0.0
    return fitted.weighted_sum(features(state, seat), WEIGHTS)
