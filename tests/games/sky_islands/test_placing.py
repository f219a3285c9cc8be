"""② Placing a sky island tile: the placement rules, rotations, and discarding."""

from __future__ import annotations

import pytest

from skywidgets.games.sky_islands import (
    RULESET,
    DiscardTile,
    PlaceTile,
    apply,
    examples,
    legal_actions,
    view,
)
from skywidgets.games.sky_islands.placing import placement_problem
from skywidgets.games.sky_islands.positions import make_position, pick
from tests.rules import assert_illegal

from .helpers import THREE

CORNER = pick("corner")  # island edges N and E in rotation 0
CAPE = pick("cape")  # island edge N in rotation 0


def _with_hand(*specs):
    return make_position(THREE, hands=[list(specs)])


def test_a_fitting_tile_is_placed_and_leaves_the_hand():
    s = _with_hand("corner", "cape")
    after = apply(s, PlaceTile(CORNER, 0, -1, 1))
    assert (CORNER, 0, -1, 1) in [(p.tile, p.x, p.y, p.rotation) for p in after.board.tiles]
    assert CORNER not in after.seats[0].hand


def test_vertices_line_up_only_quarter_turns():
    assert_illegal(RULESET, _with_hand("corner"), PlaceTile(CORNER, 0, -1, 4), "vertices line up")
    assert_illegal(RULESET, _with_hand("corner"), PlaceTile(CORNER, 0, -1, -1), "vertices line up")


def test_no_tile_on_top_of_another():
    assert_illegal(RULESET, _with_hand("corner"), PlaceTile(CORNER, 1, 1, 0), "no tile on top")


def test_must_touch_an_edge_of_an_existing_tile():
    assert_illegal(
        RULESET, _with_hand("corner"), PlaceTile(CORNER, 5, 5, 0), "touch at least one edge"
    )
    # touching only at a corner is not touching an edge
    assert_illegal(
        RULESET, _with_hand("corner"), PlaceTile(CORNER, -1, -1, 1), "touch at least one"
    )


def test_sky_may_not_meet_island():
    # (0, -1) sits on the NW quarter's island edge: the corner's south must be island
    err = assert_illegal(RULESET, _with_hand("corner"), PlaceTile(CORNER, 0, -1, 0), "island meets")
    assert "S edge" in err.reason


def test_island_may_not_meet_sky():
    # (1, -1) sits on the NE quarter's sky edge: an island south edge is wrong
    assert_illegal(
        RULESET, _with_hand("corner"), PlaceTile(CORNER, 1, -1, 1), "island meets island"
    )


def test_only_hand_tiles_may_be_placed():
    assert_illegal(RULESET, _with_hand("cape"), PlaceTile(CORNER, 0, -1, 1), "from your hand")


def test_rotation_turns_clockwise():
    s = apply(_with_hand("cape"), PlaceTile(CAPE, 2, 0, 3))  # N island -> W after 3 turns
    tile = next(t for t in view(s, None)["tiles"] if t["id"] == CAPE)
    assert tile["edges"] == {"N": "sky", "E": "sky", "S": "sky", "W": "island"}
    assert tile["regions"] == [["W"]]
    assert placement_problem(s.board, CORNER, 2, 1, 0) is not None


def test_four_rotations_are_tried_and_listed_exactly():
    s = _with_hand("corner", "cape")
    listed = {(a.tile, a.x, a.y, a.rotation) for a in legal_actions(s)}
    brute = {
        (t, x, y, r)
        for t in s.seats[0].hand
        for x in range(-3, 5)
        for y in range(-3, 5)
        for r in range(4)
        if placement_problem(s.board, t, x, y, r) is None
    }
    assert listed == brute
    assert {r for t, x, y, r in listed if (t, x, y) == (CORNER, 0, -1)} == {1, 2}


def test_an_enclosed_hole_may_be_left():
    s = examples.closed_island()
    cells = {(p.x, p.y) for p in s.board.tiles}
    around = {(1, 0), (3, 0), (2, -1), (2, 1)}
    assert (2, 0) not in cells and around <= cells


def test_placing_goes_on_to_gains_and_building():
    s = make_position(THREE, hands=[["corner"]], cubes=[(1, 1, 1)])
    after = apply(s, PlaceTile(CORNER, 0, -1, 1))  # red ship, touching the NW quarter (red)
    assert after.phase_id == "build" and after.placed == (0, -1)
    assert after.seats[0].cubes == (3, 1, 1)


def test_discard_only_when_no_tile_fits():
    s = make_position(THREE, hands=[["corner", "cape"]])
    assert_illegal(RULESET, s, DiscardTile(CORNER), "Discarding a hand tile")
    assert not any(isinstance(a, DiscardTile) for a in legal_actions(s))


def test_nothing_fits_reveals_the_hand_and_offers_only_discards():
    s = examples.discard_example()
    open_sky = pick("open_sky")
    assert s.revealed_hand == (open_sky,)
    assert legal_actions(s) == [DiscardTile(open_sky)]
    assert_illegal(RULESET, s, PlaceTile(open_sky, 1, -2, 0), "Discarding a hand tile")
    for seat in (1, 2):
        assert [t["id"] for t in view(s, seat)["revealed_hand"]] == [open_sky]


def test_discarded_tile_leaves_the_game_and_pays_its_ship_once():
    s = examples.discard_example()
    open_sky = pick("open_sky")
    after = apply(s, DiscardTile(open_sky))
    assert after.discarded == (open_sky,)
    assert after.seats[0].hand == ()
    assert after.seats[0].vp_gains == s.seats[0].vp_gains + 1  # green ship: 1 point
    assert len(after.board.tiles) == len(s.board.tiles)


def test_hand_not_revealed_when_a_tile_fits():
    s = make_position(THREE, hands=[["cape"]])
    assert s.revealed_hand is None
    assert view(s, 1)["revealed_hand"] is None


@pytest.mark.parametrize("x, y", [(0, -1), (2, 0), (0, 2), (-1, 1)])
def test_open_sky_fits_only_against_sky(x, y):
    s = make_position(THREE, hands=[["open_sky"]])
    open_sky = pick("open_sky")
    island_side = (x, y) in {(0, -1), (2, 0), (-1, 1)}
    fits = placement_problem(s.board, open_sky, x, y, 0) is None
    assert fits is not island_side


def test_placing_the_tile_that_encloses_a_hole_is_legal():
    ring = examples.CLOSED_RING
    s = make_position(THREE, tiles=ring[:-1], hands=[["cape"]])
    last = s.seats[0].hand[0]
    _spec, x, y, rotation = ring[-1]
    assert PlaceTile(last, x, y, rotation) in legal_actions(s)
    after = apply(s, PlaceTile(last, x, y, rotation))
    from skywidgets.games.sky_islands.islands import geometry

    geo = geometry(after.board)
    ring_island = geo.islands[geo.island_of[(x, y, 0)]]
    assert ring_island.closed and ring_island.tiles == 6
    assert (2, 0) in geo.open_cells  # the hole stays empty and open for later tiles


def test_the_revealed_hand_is_public_for_the_rest_of_the_turn_only():
    s = examples.discard_example()
    after = apply(s, DiscardTile(pick("open_sky")))
    assert after.current_player == 1 and after.revealed_hand is None
    assert view(after, 2)["revealed_hand"] is None
    assert after.events[0] == "③ yellow gains 1 victory point from the discarded tile's ship"
