"""Issue 11: invariants refuse positions the rules cannot reach, naming the field."""

from __future__ import annotations

import dataclasses
import json

import pytest

from skywidgets.core import Game, RecordError, load_record, with_seat
from skywidgets.games.sky_islands import RULESET, apply, examples, new_game
from skywidgets.games.sky_islands.checks import invariants
from skywidgets.games.sky_islands.state import Placed


def _first(state) -> str:
    problems = invariants(state)
    assert problems, "the tampered state was accepted"
    return problems[0]


def test_real_games_and_examples_keep_every_invariant():
    s = new_game(["a", "b", "c"], seed=3)
    for _ in range(40):
        assert invariants(s) == []
        s = apply(s, RULESET.legal_actions(s)[-1])
    for make in examples.ALL.values():
        assert invariants(make()) == []


def test_a_tile_that_does_not_exist_or_sits_twice_is_named():
    s = new_game(["a", "b"], seed=1)
    hand = (57,) + s.seats[1].hand[1:]
    assert _first(with_seat(s, 1, hand=hand)).startswith("seats[1].hand: tile 57 does not exist")
    twice = with_seat(s, 1, hand=(s.pile[0],) + s.seats[1].hand[1:])
    assert any("is in two places" in p for p in invariants(twice))


def test_board_must_start_with_the_initial_block_and_follow_placement_rules():
    s = examples.two_towers_before_join()
    quarters = list(s.board.tiles)
    quarters[0] = Placed(0, 0, 0, 1)
    moved = dataclasses.replace(s, board=dataclasses.replace(s.board, tiles=tuple(quarters)))
    assert _first(moved).startswith("board.tiles: the first four")
    far = s.board.tiles[:-1] + (Placed(s.board.tiles[-1].tile, 9, 9, 0),)
    loose = dataclasses.replace(s, board=dataclasses.replace(s.board, tiles=far))
    assert _first(loose).startswith("board.tiles[4]: could not have been placed")


def test_two_towers_that_no_join_explains_are_refused():
    s = examples.second_tower_forbidden()
    both = (s.houses[0], dataclasses.replace(s.houses[1], tower=True), s.houses[2])
    tampered = dataclasses.replace(s, houses=both, towers=s.towers - 1)
    assert _first(tampered).startswith("houses: towers at")
    # joined later is fine: the join example plays on with both towers on one island
    joined = apply(examples.two_towers_before_join(), examples.two_towers_join_move())
    assert invariants(joined) == []


def test_house_owner_and_turn_order_and_cube_limit():
    s = examples.tower_vp()
    houses = (dataclasses.replace(s.houses[0], owner=5), *s.houses[1:])
    assert any(
        p.startswith("houses[0].owner") for p in invariants(dataclasses.replace(s, houses=houses))
    )
    assert _first(with_seat(s, 2, turns=4)).startswith("seats: turns")
    rich = with_seat(with_seat(s, 1, cubes=(4, 0, 0)), 0, cubes=(1, 1, 1))
    rich = dataclasses.replace(rich, supply=(15, 19, 19))
    assert _first(rich).startswith("seats[1].cubes: 4 cubes held outside")


def test_phase_must_be_a_resting_step_consistent_with_the_state():
    s = examples.tower_vp()
    assert _first(dataclasses.replace(s, phase_id="refill")).startswith("phase_id:")
    assert _first(dataclasses.replace(s, phase_id="over")).startswith("current_player:")
    assert _first(dataclasses.replace(s, current_player=None)).startswith("current_player:")
    placing = examples.resource_gain()
    assert _first(dataclasses.replace(placing, placed=(0, -1))).startswith("placed:")
    assert _first(dataclasses.replace(placing, revealed_hand=(4,))).startswith("revealed_hand:")
    assert _first(dataclasses.replace(s, placed=(0, 0))).startswith("placed:")


def test_a_tampered_start_position_is_refused_with_the_field_named():
    record = Game.from_state(RULESET, examples.second_tower_forbidden()).record()
    record["start"]["houses"][1]["tower"] = True  # a second tower on the initial block
    record["start"]["towers"] -= 1
    with pytest.raises(RecordError) as err:
        load_record(json.loads(json.dumps(record)))
    assert err.value.field == "start"
    assert "houses: towers at (0, 0) and (1, 0)" in str(err.value)
    record["start"]["houses"][1]["tower"] = False
    record["start"]["towers"] += 1
    record["start"]["phase_id"] = "gains"
    with pytest.raises(RecordError) as err:
        load_record(json.loads(json.dumps(record)))
    assert "phase_id: 'gains' is not a step that waits" in str(err.value)
