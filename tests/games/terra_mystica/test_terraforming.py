"""Terraforming past one's home terrain (issue 29, rule 3; Terra Mystica — Transform and Build,
snellman `map.pm` transform_cost): a transform stops at the home terrain, so when the short way
round the wheel passes it, the cost is the long way round."""

from __future__ import annotations

import pytest

from skywidgets.core import evolve, with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.spades import spades_needed, wheel_spades

from ..merchants_seas.helpers import H, table

# the wheel: desert, plains, swamp, lakes, forest, mountains, wasteland (and round again)


@pytest.mark.parametrize(
    ("cur", "target", "spades"),
    [
        ("L", "S", 5),  # lakes → mountains the short way passes forest: the long way
        ("L", "W", 4),  # lakes → wasteland: forest is in the 3-step way, so 4 the other way
        ("S", "K", 4),  # mountains → swamp: forest is in the 3-step way, so 4 the other way
        ("L", "G", 1),  # to the home terrain: the short way
        ("G", "D", 3),  # from the home terrain: the short way
        ("L", "U", 2),  # away from home: the short way
        ("S", "D", 2),  # mountains → desert, forest not between: the short way
        ("U", "U", 0),
    ],
)
def test_the_witches_spades_for_a_transform(cur, target, spades):
    assert wheel_spades("G", cur, target) == spades
    assert spades_needed("witches", cur, target) == spades


def test_the_giants_pay_two_spades_whatever_the_way():
    assert spades_needed("giants", "L", "S") == 2 and spades_needed("giants", "W", "W") == 0


def test_every_transform_costs_no_more_than_the_long_way_and_home_is_never_crossed():
    wheel = "DUKLGSW"
    for home in wheel:
        for a in wheel:
            for b in wheel:
                n = wheel_spades(home, a, b)
                short = min(
                    (wheel.index(b) - wheel.index(a)) % 7, (wheel.index(a) - wheel.index(b)) % 7
                )
                assert n in (short, 7 - short)
                # walking n steps one way from a reaches b without stepping on home first
                ways = [
                    [wheel[(wheel.index(a) + d * k) % 7] for k in range(1, n + 1)] for d in (1, -1)
                ]
                assert n == 0 or any(w[-1] == b and home not in w[:-1] for w in ways)


def test_a_transform_past_home_costs_the_long_way_in_workers():
    """The Witches (forest) turn lakes into mountains: 5 spades, not 2 (no Dwelling: not home)."""
    s = table(builds=[("A3", 0, "D")])
    s = with_seat(s, 0, workers=9, coins=5, dig=0)
    h = H["A4"]
    s = _with_terrain(s, h, "L")
    move = A.TransformAndBuild(h, "S", False)
    assert move not in legal_actions(with_seat(s, 0, workers=14))  # 5 × 3 W = 15
    after = apply(with_seat(s, 0, workers=15), move)
    assert after.seats[0].workers == 0 and after.terrain[h] == "S"


def _with_terrain(s, h, t):
    terrain = list(s.terrain)
    terrain[h] = t
    return evolve(s, terrain=type(s.terrain)(terrain))
