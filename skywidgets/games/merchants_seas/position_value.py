"""The Merchants of the Seas position value for the bots and the coach, in VP beyond the score
sheet: the base game's value plus what the seat's Bonus card pays when it passes and part of
the trades its ships can still make.

A weighted sum of the terms in `value_features`, with the expansion's weights fitted on
self-play games by `scripts/train_value.py merchants_seas` and shipped in `value_weights.json`
(read at import; a broken file is refused there, naming the file and the field).
"""

from __future__ import annotations

from pathlib import Path

from skywidgets.core import fitted
from skywidgets.core.fitted import FORMAT as FORMAT
from skywidgets.core.fitted import ValueWeightsError as ValueWeightsError
from skywidgets.games.terra_mystica.position_value import VALUE_SCALE as VALUE_SCALE
from skywidgets.games.terra_mystica.state import State

from .value_features import NAMES, features

GAME = "merchants_seas"
WEIGHTS_PATH = Path(__file__).with_name("value_weights.json")


def read_weights(path: Path = WEIGHTS_PATH) -> dict[str, float]:
    """The weights in a value weights file of this game (core.fitted), or ValueWeightsError
    naming the file and the field."""
    return fitted.read_weights(path, GAME, NAMES)


WEIGHTS = read_weights()


def evaluate(state: State, seat: int) -> float:
    """Seat `seat`'s position value in VP beyond its score-sheet VP (0 once the game is over)."""
    if state.step == "over":
        return 0.0
    return fitted.weighted_sum(features(state, seat), WEIGHTS)
