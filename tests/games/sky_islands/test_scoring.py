"""Game End and Final Scoring: influence, first and second place, ties, closed islands."""

from __future__ import annotations

import pytest

from skywidgets.games.sky_islands import examples, scores
from skywidgets.games.sky_islands.positions import make_position
from skywidgets.games.sky_islands.scoring import final_scoring, island_influence, island_points

from .helpers import THREE


def test_influence_house_one_harbour_one_tower_two():
    s = make_position(
        THREE,
        phase="over",
        houses=[
            ("yellow", 0, 0, 0),
            ("red", 1, 0, 0, "harbour"),
            ("blue", 0, 1, 0),
            ("yellow", 1, 1, 0, "tower harbour"),
        ],
    )
    assert island_influence(s)[0] == {"yellow": 3, "red": 1, "blue": 1}


def test_sole_first_scores_the_tile_count():
    assert island_points(5, False, {"a": 3, "b": 0}) == {"a": 5, "b": 0}


def test_sole_second_scores_half_of_first_rounded_down():
    assert island_points(5, False, {"a": 3, "b": 2, "c": 1}) == {"a": 5, "b": 2, "c": 0}
    assert island_points(6, False, {"a": 3, "b": 2}) == {"a": 6, "b": 3}


def test_third_place_and_lower_score_nothing():
    assert island_points(9, False, {"a": 4, "b": 3, "c": 2, "d": 1})["c"] == 0


def test_tied_first_each_half_and_nobody_else():
    assert island_points(5, False, {"a": 2, "b": 2, "c": 1}) == {"a": 2, "b": 2, "c": 0}
    assert island_points(7, True, {"a": 1, "b": 1, "c": 1}) == {"a": 7, "b": 7, "c": 7}


def test_sole_first_with_tied_seconds_seconds_score_nothing():
    assert island_points(5, False, {"a": 3, "b": 1, "c": 1}) == {"a": 5, "b": 0, "c": 0}


def test_zero_influence_scores_nothing():
    assert island_points(5, False, {"a": 1, "b": 0, "c": 0}) == {"a": 5, "b": 0, "c": 0}
    assert island_points(5, True, {"a": 0, "b": 0}) == {"a": 0, "b": 0}


def test_closed_island_doubles_the_tiles_for_every_place():
    assert island_points(6, True, {"a": 3, "b": 2, "c": 1}) == {"a": 12, "b": 6, "c": 0}


def test_island_points_names_every_player_given():
    assert set(island_points(3, False, {"x": 0, "y": 0, "z": 1})) == {"x", "y", "z"}
    with pytest.raises(ValueError):
        island_points(-1, False, {"x": 1})


@pytest.mark.parametrize(
    "name", ["final_scoring", "closed_island", "tied_first", "tied_second", "zero_influence"]
)
def test_rulebook_examples_score_as_documented(name):
    sheet = scores(examples.ALL[name]())
    assert sheet.totals() == examples.EXPECTED[name]


def test_final_scoring_example_is_five_open_tiles():
    s = examples.final_scoring()
    items = final_scoring(s)
    assert {(i.player, i.points) for i in items} == {("yellow", 5), ("red", 2)}
    assert all("5 tiles" in i.source and "closed" not in i.source for i in items)


def test_closed_island_example_has_a_hole_and_is_closed():
    items = final_scoring(examples.closed_island())
    assert {(i.player, i.points) for i in items} == {("yellow", 12), ("red", 6)}
    assert all(i.source.startswith("closed island") and "(6 tiles)" in i.source for i in items)
    assert "Closed islands" in items[0].rule or "closed islands" in items[0].rule


def test_every_island_scores_separately():
    s = make_position(
        THREE,
        tiles=[("strait", 0, -1, 0)],
        phase="over",
        houses=[("yellow", 0, 0, 0), ("red", 0, -1, 0)],
    )
    got = {(i.player, i.points) for i in final_scoring(s)}
    assert got == {("yellow", 5), ("red", 1)}


def test_total_is_game_points_plus_island_points_and_ties_share_the_win():
    s = make_position(THREE, phase="over", vp=[3, 8, 0], houses=[("yellow", 0, 0, 0)])
    sheet = scores(s)
    assert sheet.totals() == {"yellow": 7, "red": 8, "blue": 0}
    assert sheet.winners == ("red",)
    tied = make_position(THREE, phase="over", vp=[4, 8, 0], houses=[("yellow", 0, 0, 0)])
    assert set(scores(tied).winners) == {"yellow", "red"}
    assert scores(tied).tiebreak


def test_every_point_is_an_explained_item():
    sheet = scores(examples.closed_island())
    for item in sheet.items:
        assert item.why and item.rule.startswith("Sky Islands")
