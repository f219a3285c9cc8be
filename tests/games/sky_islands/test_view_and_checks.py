"""view(state, seat), hidden information, conservation checks and JSON round trips."""

from __future__ import annotations

import dataclasses
import json

import pytest

from skywidgets.core import Game, IllegalAction
from skywidgets.games.sky_islands import RULESET, apply, examples, new_game, view
from skywidgets.games.sky_islands.checks import hidden_check, invariants
from skywidgets.games.sky_islands.positions import make_position

API_KEYS = {
    "game",
    "players",
    "seat",
    "current_player",
    "turn",
    "round_turns",
    "phase_id",
    "phase",
    "tiles",
    "hands",
    "draw_pile",
    "supply",
    "seats",
    "islands",
    "open_cells",
    "events",
    "revealed_hand",
}
TILE_KEYS = {
    "id",
    "x",
    "y",
    "rotation",
    "edges",
    "regions",
    "ship",
    "initial",
    "placed_this_turn",
    "buildings",
}


def test_view_has_every_key_of_the_fixed_api():
    v = view(new_game(["yellow", "red"]), 0)
    assert set(v) >= API_KEYS
    assert set(v["tiles"][0]) >= TILE_KEYS
    assert set(v["supply"]) == {"red", "white", "blue", "tower", "harbour"}
    assert set(v["seats"][0]) >= {"name", "colour", "vp", "cubes", "houses_left"}
    assert set(v["islands"][0]) >= {"id", "cells", "tiles", "closed", "influence"}
    assert v["phase_id"] == "place" and v["turn"] == 1 and v["round_turns"] == [0, 0]
    json.dumps(v)


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others():
    s = new_game(["yellow", "red", "blue"], seed=2)
    v = view(s, 1)
    assert [t["id"] for t in v["hands"][1]] == list(s.seats[1].hand)
    assert v["hands"][0] == {"count": 2} and v["hands"][2] == {"count": 2}
    assert v["draw_pile"] == {"count": len(s.pile)}
    assert v["hands"][1][0]["x"] is None and v["hands"][1][0]["rotation"] == 0
    assert hidden_check(s, 1, v) == []


def test_no_hidden_tile_id_anywhere_in_a_seat_view():
    s = new_game(["yellow", "red", "blue"], seed=2)
    text = json.dumps(view(s, 0))
    for t in s.seats[1].hand + s.seats[2].hand:
        assert f'"id": {t},' not in text


def test_teacher_sees_every_hand():
    s = new_game(["yellow", "red"], seed=2)
    v = view(s, None)
    assert [[t["id"] for t in h] for h in v["hands"]] == [list(x.hand) for x in s.seats]
    assert hidden_check(s, 0, v)  # the teacher's view would leak to a seat


def test_bad_seat_is_rejected():
    with pytest.raises(ValueError):
        view(new_game(["a", "b"]), 2)


def test_buildings_islands_and_colours_in_the_view():
    s = examples.final_scoring()
    v = view(s, 0)
    assert [x["colour"] for x in v["seats"]] == ["yellow", "red", "blue"]
    nw = next(t for t in v["tiles"] if (t["x"], t["y"]) == (0, 0))
    assert nw["buildings"] == [{"region": 0, "owner": 0, "tower": True, "harbour": False}]
    (isl,) = v["islands"]
    assert isl["tiles"] == 5 and isl["closed"] is False
    assert isl["influence"] == {"yellow": 3, "red": 2, "blue": 1}


def test_placed_this_turn_and_open_cells():
    s = apply(examples.two_towers_before_join(), examples.two_towers_join_move())
    v = view(s, None)
    assert [2, 0] not in v["open_cells"] and [3, 0] in v["open_cells"]
    assert [2, 0] in view(examples.two_towers_before_join(), None)["open_cells"]
    built = make_position(
        ("yellow", "red"),
        tiles=[("cape", 0, -1, 2)],
        placed=(0, -1),
        cubes=[(1, 1, 1)],
        phase="build",
    )
    flags = {(t["x"], t["y"]): t["placed_this_turn"] for t in view(built, 1)["tiles"]}
    assert flags[(0, -1)] is True and flags[(0, 0)] is False


def test_invariants_hold_and_catch_lost_pieces():
    s = examples.tower_vp()
    assert invariants(s) == []
    assert invariants(dataclasses.replace(s, supply=(20, 20, 19)))
    assert invariants(dataclasses.replace(s, towers=11))
    assert invariants(dataclasses.replace(s, harbours=13))
    assert invariants(dataclasses.replace(s, pile=s.pile + (s.pile[0],)))
    assert invariants(dataclasses.replace(s, box=s.box[1:]))
    seats = (dataclasses.replace(s.seats[0], houses_left=11), *s.seats[1:])
    assert invariants(dataclasses.replace(s, seats=seats))


def test_state_round_trips_through_json():
    s = apply(examples.resource_gain(), examples.resource_gain_move())
    data = json.loads(json.dumps(RULESET.state_to_json(s)))
    again = RULESET.state_from_json(data)
    assert again == s
    assert view(again, None) == view(s, None)


def test_reveals_marks_draws_and_revealed_hands():
    s = new_game(["a", "b"], seed=1)
    assert RULESET.checks.reveals(s, dataclasses.replace(s, pile=s.pile[1:]))
    assert RULESET.checks.reveals(s, dataclasses.replace(s, revealed_hand=(4,)))
    assert not RULESET.checks.reveals(s, s)


def test_reveals_marks_every_tile_that_leaves_a_hidden_place():
    s = examples.resource_gain()
    placed = apply(s, examples.resource_gain_move())  # a hand tile becomes public
    assert RULESET.checks.reveals(s, placed)
    d = examples.discard_example()
    assert d.revealed_hand is not None
    before = dataclasses.replace(d, revealed_hand=None)
    assert RULESET.checks.reveals(before, d)  # the step that revealed the hand
    discarded = apply(d, RULESET.legal_actions(d)[0])
    assert d.seats[0].hand[0] in discarded.discarded
    assert not RULESET.checks.reveals(d, discarded)  # that tile was shown already
    built = examples.trading_house_ok_ng()
    assert not RULESET.checks.reveals(built, apply(built, examples.trading_house_ok_move()))


def test_strict_undo_stops_at_a_placed_tile_but_not_at_a_build():
    game = Game.from_state(RULESET, examples.resource_gain(), undo_policy="strict")
    game.play(examples.resource_gain_move())
    assert not game.can_undo()
    with pytest.raises(IllegalAction, match="strict undo"):
        game.undo()
    build = Game.from_state(RULESET, examples.trading_house_ok_ng(), undo_policy="strict")
    build.play(examples.trading_house_ok_move())
    assert build.can_undo()
    build.undo()
    assert build.step == 0


def test_strict_undo_never_steps_back_over_a_draw():
    game = Game(RULESET, players=["a", "b"], seed=5, undo_policy="strict")
    while game.state.current_player == 0:
        game.play(game.legal()[-1])
    assert len(game.state.pile) < len(game.states[0].pile)
    with pytest.raises(IllegalAction, match="strict undo"):
        game.replay_to(0)
