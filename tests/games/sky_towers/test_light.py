"""Light solitaire: hand size, Light actions and effects, game end, score and verdict."""

import pytest

from skywidgets.games.sky_towers.actions import (
    DiscardAndDraw,
    Draw,
    EndTurn,
    Play,
    ReturnTower,
    SixDraw,
)
from skywidgets.games.sky_towers.examples import example
from skywidgets.games.sky_towers.scoring import is_master_builder, light_verdict
from tests.rules import assert_illegal

from .helpers import RS, build, play


def light(**kw):
    kw.setdefault("deck", [2, 3])
    return build("light", ("Sol",), **kw)


def test_example_discard_before_drawing_then_complete():
    ex = example("light")
    assert Draw() not in RS.legal_actions(ex.state)
    s = play(ex.state, *ex.moves)
    assert s.discard == (9,) and s.seats[0].completed == ((10, 7, 4),)
    assert len(s.seats[0].hand) == 4
    assert RS.view(s, 0)["light"]["points"] == 1


def test_hand_limit_is_the_number_dealt():
    s = light(hands={0: [2, 3, 5]}, difficulty=3)
    assert_illegal(RS, s, Draw(), "Hand Size", "full")
    s = play(s, DiscardAndDraw(5))
    assert s.seats[0].hand == (2, 2, 3) and s.discard == (5,)


def test_discard_only_with_a_full_hand():
    s = light(hands={0: [2, 3]}, difficulty=3)
    assert_illegal(RS, s, DiscardAndDraw(2), "Hand Size", "only with a full hand")
    assert play(s, Draw()).seats[0].hand == (2, 2, 3)


def test_up_to_two_towers():
    s = light(hands={0: [2, 3, 5]}, towers={0: [[4], [6]]})
    assert_illegal(RS, s, Play(5, 1, 0, 2), "Light Actions", "only 2 towers")


def test_never_over_21():
    s = light(hands={0: [9]}, towers={0: [[10, 5]]})
    assert_illegal(RS, s, Play(9, 1, 0, 0), "Light Actions", "over 21")


def test_return_discards_the_tower():
    s = light(hands={0: [2]}, towers={0: [[10, 5]]})
    s = play(s, ReturnTower(0))
    assert s.seats[0].towers == ((), ()) and s.discard == (10, 5) and s.seats[0].hand == (2,)


def test_only_1_and_10_effects_apply():
    s = light(hands={0: [4, 4, 6, 9]}, towers={0: [[10, 1]], 1: [[5]]})
    assert_illegal(RS, s, Play(4, 1, 0, 0), "Light Effects", "only another 1")
    assert_illegal(RS, s, Play(4, 2, 0, 1), "Light Effects", "only 4s")  # 4 effect ignored
    s2 = play(s, Play(9, 1, 0, 1))  # no extra action
    assert s2.actions_left == 0 and s2.phase_id == "light"
    s3 = play(s, Play(6, 1, 0, 1))  # no 6 decision
    assert not s3.six_pending and SixDraw() not in RS.legal_actions(s3)
    s4 = light(hands={0: [10]}, towers={0: [[5]]})
    assert_illegal(RS, s4, Play(10, 1, 0, 0), "Light Effects", "first card")


def test_no_other_players_and_no_end_turn():
    s = light(hands={0: [8]}, towers={0: [[5]]})
    assert_illegal(RS, s, Play(8, 1, 1, 0), "Light Actions", "no player 2")
    assert_illegal(RS, s, EndTurn(), "How to Play", "it is the How to Play Light")


def test_completed_towers_and_bonuses_score_one_point_each():
    s = light(hands={0: [1]}, towers={0: [[10, 7, 3]]})
    s = play(s, Play(1, 1, 0, 0))
    assert s.bonus_owner == (None, None, None, 0)
    assert RS.scores(s).totals() == {"Sol": 2}


def test_game_ends_when_no_action_is_possible():
    s = light(hands={0: [2]}, towers={0: [[10]]}, deck=[])
    s = play(s, Play(2, 1, 0, 0))
    assert not s.over  # Return is still possible
    s = play(s, ReturnTower(0))
    assert s.over and RS.legal_actions(s) == []
    sheet = RS.scores(s)
    assert sheet.winners == ("Sol",) and "not yet a master builder" in sheet.tiebreak


@pytest.mark.parametrize(
    "points, bonuses, master",
    [(10, 0, True), (12, 2, True), (9, 0, False), (9, 3, False), (8, 4, True)],
)
def test_master_builder_at_10_points_or_all_bonuses(points, bonuses, master):
    assert is_master_builder(points, bonuses) is master
    assert ("not yet" in light_verdict(points, bonuses)) is not master


ALL_FOUR = [[7, 7, 7], [2, 3, 2, 3, 2, 9], [5, 4, 4, 4, 4], [10, 7, 3, 1]]
BONUSES = {"Lucky": 0, "Skyscraper": 0, "Fours": 0, "Finisher": 0}


def test_master_builder_by_all_four_bonus_cards_in_the_view_and_scores():
    s = build("light", ("Sol",), completed={0: ALL_FOUR}, bonuses=BONUSES, hands={0: [2]}, deck=[])
    s = play(s, Play(2, 1, 0, 0), ReturnTower(0))
    view = RS.view(s, 0)["light"]
    assert s.over and view["points"] == 8 and view["master_builder"] is True
    assert RS.scores(s).tiebreak == "master builder (all 4 bonus cards)"


def test_master_builder_by_ten_points():
    towers = ALL_FOUR + [[10, 8, 3], [10, 6, 5]]
    s = build("light", ("Sol",), completed={0: towers}, bonuses=BONUSES, hands={0: [2]}, deck=[])
    s = play(s, Play(2, 1, 0, 0), ReturnTower(0))
    assert RS.scores(s).totals() == {"Sol": 10}
    assert RS.scores(s).tiebreak == "master builder (10 points)"


def test_hand_and_incomplete_towers_do_not_score_and_kites_do_not_count():
    s = light(hands={0: [1, 1]}, towers={0: [[10, 6, 3]]}, completed={0: [[10, 6, 3, 2]]}, deck=[])
    assert RS.scores(s).totals() == {"Sol": 1}  # 4 kites, still 1 point
