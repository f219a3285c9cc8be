"""Spades a faction needs for one transform: the steps round the terrain wheel, except for
the Giants, whose every transform takes exactly 2 spades (snellman `map.pm` transform_cost:
any non-zero colour difference becomes 2, whatever the target terrain)."""

from __future__ import annotations

from . import data
from .factions import FACTIONS


def spades_needed(faction: str, cur: str, target: str) -> int:
    """Spades `faction` needs to turn terrain `cur` into `target` (0: no change)."""
    d = data.spade_distance(cur, target)
    fixed = _FIXED.get(faction, 0)
    return fixed if fixed and d else d


_FIXED = {name: f.transform_spades for name, f in FACTIONS.items() if f.transform_spades}
