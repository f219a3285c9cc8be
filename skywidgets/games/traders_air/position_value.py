"""The position value for the bots and the coach: the points a seat can still expect.

The score sheet of a Traders table already holds what section 6 would give now (goods, cities,
majorities). The value adds what the seat can expect beyond it: a weighted sum of its evaluator
terms (`value_features`: pairs ready to sell, goods a rival's sale would cost, money, city
majorities and contracts by the game still to come, goods over what taxes keep), with weights
fitted on self-play games by `scripts/train_value.py` (the points each seat went on to gain)
and shipped in `value_weights.json`. The file is read when this module is imported; a broken
one is refused there, with its name and the field.
"""

from __future__ import annotations

from pathlib import Path

from skywidgets.core import fitted
from skywidgets.core.fitted import FORMAT as FORMAT
from skywidgets.core.fitted import ValueWeightsError as ValueWeightsError

from .state import State
from .value_features import NAMES, features

GAME = "traders_air"
WEIGHTS_PATH = Path(__file__).with_name("value_weights.json")


def read_weights(path: Path = WEIGHTS_PATH) -> dict[str, float]:
    """The weights in a value weights file of this game (core.fitted), or ValueWeightsError
    naming the file and the field."""
    return fitted.read_weights(path, GAME, NAMES)


WEIGHTS = read_weights()


def evaluate(state: State, seat: int) -> float:
    """`seat`'s position value: the points it can still expect beyond its score sheet."""
    return fitted.weighted_sum(features(state, seat), WEIGHTS)
