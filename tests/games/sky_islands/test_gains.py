"""③ Gaining resources: the placed tile's ship plus each edge neighbour's ship."""

from __future__ import annotations

from skywidgets.games.sky_islands import PlaceTile, apply, examples
from skywidgets.games.sky_islands.positions import make_position, pick

from .helpers import THREE, cubes


def test_rulebook_example_one_red_one_white_one_point():
    s = examples.resource_gain()
    after = apply(s, examples.resource_gain_move())
    want = examples.EXPECTED["resource_gain"]
    gained = tuple(a - b for a, b in zip(cubes(after, 0), cubes(s, 0)))
    assert gained == (want["red"], want["white"], want["blue"])
    assert after.seats[0].vp_gains - s.seats[0].vp_gains == want["vp"]
    assert after.supply == (19, 19, 20)


def test_initial_block_quarters_are_separate_tiles():
    # a white cape on top of the NW quarter touches only that (red) quarter, not NE (white)
    s = make_position(THREE, hands=[["cape/white"]])
    after = apply(s, PlaceTile(pick("cape/white"), 0, -1, 2))
    assert cubes(after, 0) == (1, 1, 0)


def test_every_edge_neighbour_counts_once():
    # the joining corner of the two-towers example touches NE (white) and a red cape
    s = examples.two_towers_before_join()
    after = apply(s, examples.two_towers_join_move())  # the corner itself has a red ship
    assert cubes(after, 0) == (2, 1, 0)


def test_no_cube_when_the_supply_is_out_of_that_colour():
    s = make_position(
        THREE, tiles=[("cape/green", 0, -1, 2)], hands=[["cape/red"]], cubes=[(20, 0, 0)]
    )
    after = apply(s, examples.resource_gain_move())
    assert cubes(after, 0) == (20, 1, 0)
    assert after.seats[0].vp_gains == 1
    assert any("no red cube left" in e for e in after.events)


def test_green_ships_give_points_without_limit():
    s = make_position(THREE, tiles=[("cape/green", 0, -1, 2)], hands=[["cape/green"]], vp=[50])
    # a second green cape beside the first: both ships are green
    after = apply(s, PlaceTile(pick("cape/green", [pick("cape/green")]), -1, -1, 0))
    assert after.seats[0].vp_gains == 52
    assert cubes(after, 0) == (0, 0, 0)


def test_gains_are_logged_publicly():
    after = apply(examples.resource_gain(), examples.resource_gain_move())
    line = next(e for e in after.events if e.startswith("③"))
    assert "1 red" in line and "1 white" in line and "1 victory point" in line
