"""How many spades snellman charges for a transform (`map.pm` `transform_cost`).

The terrain wheel is yellow, brown, black, blue, green, gray, red; a transform costs the
steps of the short way round, the long way when the short way passes the faction's home
terrain (a transform to or from the home terrain goes the long way only when the spades in
hand are exactly that many); the Giants always pay 2. `dig N` in a row pays the spades its
transforms need beyond the free ones (power actions, Bonus card, cult bonus, Strongholds).
"""

from __future__ import annotations

from skywidgets.games.terra_mystica.engine import TERRAIN_OF_COLOUR

WHEEL = tuple(
    TERRAIN_OF_COLOUR[c] for c in ("yellow", "brown", "black", "blue", "green", "gray", "red")
)


def _difference(a: str, b: str) -> int:
    """Signed steps from terrain `a` to `b` the short way round (-3..3)."""
    diff = WHEEL.index(b) - WHEEL.index(a)
    if diff > 3:
        diff -= 7
    elif diff < -3:
        diff += 7
    return diff


def spades_needed(current: str, target: str, home: str, giants: bool, in_hand: int = 0) -> int:
    """The spades a transform of `current` terrain to `target` costs a faction."""
    if current == target:
        return 0
    diff = _difference(current, target)
    steps = abs(diff)
    if home in (current, target):
        if in_hand and in_hand == 7 - steps:
            steps = 7 - steps
    else:
        to_home = _difference(current, home)
        if (to_home < 0) == (diff < 0) and abs(to_home) <= abs(diff):
            steps = 7 - steps  # the home terrain lies on the short way: the long way round
    return 2 if giants else steps
