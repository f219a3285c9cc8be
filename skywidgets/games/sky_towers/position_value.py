"""How promising a table is for one seat beyond its score sheet (bots' `evaluate`, `value_scale`).

Points are kites (multiplayer, against Taroma) or Light points. An incomplete tower is worth
part of what completing it would bring, growing with its height; Taroma's face-down row cards
count for Taroma, since they are scored at the end (How to Win with Taroma).

The tip of the 1 ("Play these later, to complete a tower", Effects: 1): a tower under a 1 that
needs more 1s than the seat holds plus one more drawn (`tips.stuck`) is worth nothing and
costs what it takes to free its space and cards (a Return, and the cards' use).
"""

from __future__ import annotations

from .data import KITES, TARGET
from .state import TAROMA_SEAT, State
from .tips import stuck

#: The margin in points that counts as clearly ahead (kites; Light: its 10-point goal).
VALUE_SCALE = 8.0
#: Kites a completed tower is worth beyond its own cards (bonus chances, blocking a rival).
_TOWER_EXTRA = 2.0
#: Light points of a completed tower.
_LIGHT_TOWER = 1.0
#: Share of an incomplete tower's worth counted at full height (it may still be lost).
_PARTIAL = 0.7
#: Kites per kite printed on a hand card (material for later towers).
_HAND = 0.15
#: What a tower stuck under a 1 costs (kites; Light: points): a Return and its cards' use.
_STUCK = 3.0
_LIGHT_STUCK = 1.0


def evaluate(state: State, seat: int) -> float:
    """The seat's position value in points, beyond its score sheet (cheap, never hidden)."""
    s = state.seats[seat]
    if state.mode == "taroma" and seat == TAROMA_SEAT:
        return float(sum(KITES[v] for v, up in s.row if not up))
    light = state.mode == "light"
    value = 0.0
    ones = s.hand.count(1)
    for cards in s.towers:
        if stuck(cards, ones):
            value -= _LIGHT_STUCK if light else _STUCK
        elif cards:
            height = sum(cards) / TARGET
            worth = _LIGHT_TOWER if light else sum(KITES[c] for c in cards) + _TOWER_EXTRA
            value += _PARTIAL * worth * height * height
    if not light:
        value += _HAND * sum(KITES[c] for c in s.hand)
    return value
