"""The named example positions: legal, consistent, and playable on to the end."""

from __future__ import annotations

import random

import pytest

from skywidgets.core import IllegalAction
from skywidgets.games.sky_islands import apply, examples, is_over, legal_actions, scores
from skywidgets.games.sky_islands.checks import invariants
from skywidgets.games.sky_islands.positions import make_position, pick

from .helpers import THREE


@pytest.mark.parametrize("name", sorted(examples.ALL))
def test_example_is_a_consistent_position(name):
    s = examples.ALL[name]()
    assert invariants(s) == []
    assert s.players == THREE
    assert (legal_actions(s) == []) == is_over(s)


@pytest.mark.parametrize("name", sorted(examples.ALL))
def test_example_plays_on_to_the_end(name):
    s = examples.ALL[name]()
    rnd = random.Random(name)
    while not is_over(s):
        s = apply(s, rnd.choice(legal_actions(s)))
        assert invariants(s) == []
    assert scores(s).winners


def test_example_moves_are_listed_as_legal():
    assert examples.resource_gain_move() in legal_actions(examples.resource_gain())
    assert examples.tower_vp_move() in legal_actions(examples.tower_vp())
    assert examples.two_towers_join_move() in legal_actions(examples.two_towers_before_join())
    assert examples.trading_house_ok_move() in legal_actions(examples.trading_house_ok_ng())


def test_positions_are_built_by_the_placement_rules():
    with pytest.raises(IllegalAction) as info:
        make_position(THREE, tiles=[("cape", 0, -1, 0)])  # sky against the NW island edge
    assert "island meets island" in info.value.rule
    with pytest.raises(IllegalAction):
        make_position(THREE, tiles=[("cape", 5, 5, 0)])
    with pytest.raises(IllegalAction):
        make_position(THREE, houses=[("red", 0, 0, 0), ("blue", 0, 0, 0)])
    with pytest.raises(IllegalAction):
        make_position(THREE, houses=[("red", 0, 0, 1)])


def test_pick_finds_tiles_by_shape_and_ship():
    assert pick("cape/red") == 4 and pick("open_sky") == 43
    assert pick("cape/red", [4]) == 8
    with pytest.raises(ValueError):
        pick("open_sky", [43])
