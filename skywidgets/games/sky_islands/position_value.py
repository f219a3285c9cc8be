"""The position value for the bots and the coach: the points a seat can still expect.

Before the end the score sheet holds only the points gained so far; the islands score at the
end. The value is a weighted sum of the seat's evaluator terms (`value_features`: islands now,
islands at risk, closable islands, harbours by the turns left, cubes and sets, houses, tempo),
with weights fitted on self-play games by `scripts/train_value.py` (the points each seat went
on to score) and shipped in `value_weights.json`. The file is read when this module is
imported; a broken one is refused there, with its name and the field.
"""

from __future__ import annotations

from pathlib import Path

from skywidgets.core import fitted
from skywidgets.core.fitted import FORMAT as FORMAT
from skywidgets.core.fitted import ValueWeightsError as ValueWeightsError

from .islands import Geometry, geometry
from .scoring import island_points
from .state import State
from .value_features import NAMES, features

GAME = "sky_islands"
WEIGHTS_PATH = Path(__file__).with_name("value_weights.json")


def read_weights(path: Path = WEIGHTS_PATH) -> dict[str, float]:
    """The weights in a value weights file of this game (core.fitted), or ValueWeightsError
    naming the file and the field."""
    return fitted.read_weights(path, GAME, NAMES)


WEIGHTS = read_weights()


def island_standings(state: State) -> list[float]:
    """Each seat's island points if the game ended now (ties share as the rulebook says)."""
    geo = geometry(state.board)
    n = len(state.players)
    by_part: dict[int, list[int]] = {}
    comp = geo.comp
    for h in state.houses:
        infl = by_part.setdefault(comp[(h.x, h.y, h.region)], [0] * n)
        infl[h.owner] += 2 if h.tower else 1
    points = [0.0] * n
    for index, infl in by_part.items():
        tiles, closed = _island(geo, index)
        for seat, won in island_points(tiles, closed, dict(enumerate(infl))).items():
            points[seat] += won
    return points


def _island(geo: Geometry, index: int) -> tuple[int, bool]:
    """The tiles of one connected island (by part index), and whether it is closed."""
    part = geo.parts[index]
    assert part is not None
    return len({(x, y) for x, y, _r in part[0]}), part[1] == 0


def evaluate(state: State, seat: int) -> float:
    """`seat`'s position value: the points it can still expect beyond its score sheet."""
    return fitted.weighted_sum(features(state, seat), WEIGHTS)
