"""How promising a table is for one seat beyond its score sheet (bots' `evaluate`, `value_scale`).

Points are kites (multiplayer, against Taroma) or Light points.

- Multiplayer and the player against Taroma: the kites a seat can still expect, a weighted sum
  of its evaluator terms (`value_features`: kites and heights of its incomplete towers, towers
  its hand can finish, towers stuck under a 1, the hand, bonus cards at risk, the deck left),
  with weights fitted on self-play games by `scripts/train_value.py` (the kites each seat went
  on to gain) and shipped in `value_weights.json`. The file is read when this module is
  imported; a broken one is refused there, with its name and the field.
- Taroma's own seat: its face-down row cards, scored at the end (How to Win with Taroma).
- Light solitaire (one point a tower): part of a tower's point, growing with its height; a
  tower stuck under a 1 (`tips.stuck`, the tip of the 1) costs what freeing it takes.
"""

from __future__ import annotations

from pathlib import Path

from skywidgets.core import fitted
from skywidgets.core.fitted import FORMAT as FORMAT
from skywidgets.core.fitted import ValueWeightsError as ValueWeightsError

from .data import KITES, TARGET
from .state import TAROMA_SEAT, State
from .tips import stuck
from .value_features import NAMES, features

GAME = "sky_towers"
WEIGHTS_PATH = Path(__file__).with_name("value_weights.json")

#: The margin in points that counts as clearly ahead (kites; Light: its 10-point goal).
VALUE_SCALE = 8.0
#: Share of a Light tower's point counted at full height (it may still be lost).
_LIGHT_PARTIAL = 0.7
#: What a Light tower stuck under a 1 costs: a Return and its cards' use.
_LIGHT_STUCK = 1.0


def read_weights(path: Path = WEIGHTS_PATH) -> dict[str, float]:
    """The weights in a value weights file of this game (core.fitted), or ValueWeightsError
    naming the file and the field."""
    return fitted.read_weights(path, GAME, NAMES)


WEIGHTS = read_weights()


def evaluate(state: State, seat: int) -> float:
    """The seat's position value in points, beyond its score sheet (cheap, never hidden)."""
    s = state.seats[seat]
    if state.mode == "taroma" and seat == TAROMA_SEAT:
        return float(sum(KITES[v] for v, up in s.row if not up))
    if state.mode == "light":
        return light_value(s.towers, s.hand.count(1))
    return fitted.weighted_sum(features(state, seat), WEIGHTS)


def light_value(towers: tuple[tuple[int, ...], ...], ones: int) -> float:
    """Light: a share of each incomplete tower's point by its height; a stuck tower costs."""
    value = 0.0
    for cards in towers:
        if stuck(cards, ones):
            value -= _LIGHT_STUCK
        elif cards:
            height = sum(cards) / TARGET
            value += _LIGHT_PARTIAL * height * height
    return value
