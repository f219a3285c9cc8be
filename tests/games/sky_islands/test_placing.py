"""② Placing a sky island tile: the placement rules, rotations, and discarding."""

from __future__ import annotations

import dataclasses
import random

import pytest

from skywidgets.core import IllegalAction
from skywidgets.games.sky_islands import (
    RULESET,
    DiscardTile,
    PlaceTile,
    apply,
    examples,
    legal_actions,
    view,
)
from skywidgets.games.sky_islands.data import STEPS
from skywidgets.games.sky_islands.gains import gained, placement_line
from skywidgets.games.sky_islands.placing import placement_problem, without
from skywidgets.games.sky_islands.positions import make_position, pick
from skywidgets.games.sky_islands.state import Board, Placed, State
from skywidgets.games.sky_islands.tiles import SHIP
from skywidgets.games.sky_islands.turn import enter_building
from tests.rules import assert_illegal

from .helpers import THREE
from .randomplay import random_states

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


# Every placing state of a few seeded random games, for the checks below.
STATES = [s for players in (2, 3, 4) for seed in (21, 22) for s in random_states(players, seed)]
PLACING = [s for s in STATES if s.phase_id == "place" and s.revealed_hand is None]


def stepwise_place(state: State, action: PlaceTile) -> State:
    """② then ③ by the rulebook, then the generic ④/⑤/⑥ steps, one state per step."""
    seat = state.active
    board = Board(state.board.tiles + (Placed(action.tile, action.x, action.y, action.rotation),))
    at = {(p.x, p.y): p for p in state.board.tiles}
    ships = [SHIP[action.tile]] + [
        SHIP[at[(action.x + dx, action.y + dy)].tile]
        for dx, dy in STEPS
        if (action.x + dx, action.y + dy) in at
    ]
    player = state.seats[seat]
    supply, changes, text = gained(state.supply, player, ships, "vp_gains")
    seats = list(state.seats)
    seats[seat] = dataclasses.replace(player, hand=without(player.hand, action.tile), **changes)
    state = dataclasses.replace(
        state, seats=tuple(seats), board=board, placed=(action.x, action.y), supply=supply
    )
    return enter_building(state, [placement_line(state.players[seat], text, len(ships))])


def test_a_placement_equals_its_steps_taken_one_by_one() -> None:
    rnd = random.Random(3)
    for state in PLACING:
        for action in rnd.sample(legal_actions(state), min(4, len(legal_actions(state)))):
            assert isinstance(action, PlaceTile)
            played, stepwise = apply(state, action), stepwise_place(state, action)
            assert played == stepwise
            assert played.events == stepwise.events


def test_a_placement_is_refused_exactly_when_a_placement_rule_forbids_it() -> None:
    rnd = random.Random(4)
    for state in PLACING[::2]:
        hand = state.seats[state.active].hand
        cells = sorted({(p.x + dx, p.y + dy) for p in state.board.tiles for dx, dy in STEPS})
        for x, y in rnd.sample(cells, min(12, len(cells))):
            for rotation in (0, 1, 2, 3, 4, -1):
                action = PlaceTile(hand[0], x, y, rotation)
                problem = placement_problem(state.board, hand[0], x, y, rotation)
                if problem is None:
                    assert apply(state, action).board.tiles[-1] == Placed(hand[0], x, y, rotation)
                else:
                    with pytest.raises(IllegalAction) as err:
                        apply(state, action)
                    assert (err.value.rule, err.value.reason) == problem
