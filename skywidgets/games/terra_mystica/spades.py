"""Spades a faction needs for one transform (Terra Mystica — Transform and Build; snellman
`map.pm` transform_cost): the steps round the terrain wheel the short way, unless that way
passes the faction's home terrain — a transform stops there, so the cost is the long way
round. The Giants' every transform takes exactly 2 spades (any non-zero change becomes 2,
whatever the target terrain)."""

from __future__ import annotations

from . import tables
from .factions import FACTIONS

_SIZE = len(tables.WHEEL)


def _signed_steps(a: str, b: str) -> int:
    """Steps from terrain `a` to `b` the short way round the wheel (sign: the direction)."""
    d = (tables.WHEEL.index(b) - tables.WHEEL.index(a)) % _SIZE
    return d - _SIZE if d > _SIZE // 2 else d


def wheel_spades(home: str, cur: str, target: str) -> int:
    """Spades to turn `cur` into `target` for a faction living on `home`: the short way,
    or the long way when the home terrain lies on the short way between them."""
    way = _signed_steps(cur, target)
    if way == 0 or home in (cur, target):
        return abs(way)
    to_home = _signed_steps(cur, home)
    if (to_home < 0) == (way < 0) and abs(to_home) < abs(way):
        return _SIZE - abs(way)  # the home terrain is in the way
    return abs(way)


_SPADES = {
    (home, a, b): wheel_spades(home, a, b)
    for home in tables.WHEEL
    for a in tables.WHEEL
    for b in tables.WHEEL
}


def spades_needed(faction: str, cur: str, target: str) -> int:
    """Spades `faction` needs to turn terrain `cur` into `target` (0: no change)."""
    f = FACTIONS[faction]
    if f.transform_spades:
        return f.transform_spades if cur != target else 0
    return _SPADES[f.home, cur, target]
