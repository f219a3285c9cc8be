"""Effects: 1, 4, 5, 6, 8/9 and 10 in the multiplayer game."""

import pytest

from skywidgets.games.sky_towers.actions import (
    Ask,
    Draw,
    EndTurn,
    Play,
    PutBack,
    ReturnTower,
    SixDraw,
)
from skywidgets.games.sky_towers.examples import example
from tests.rules import assert_illegal

from .helpers import RS, build, play


# -- 1 ----------------------------------------------------------------------------------------
def test_only_a_1_covers_a_1():
    ex = example("effect_1")
    assert_illegal(RS, ex.state, Play(4, 1, 0, 0), "Effects: 1", "only another 1")
    assert_illegal(RS, ex.state, Play(5, 1, 0, 0), "Effects: 1")
    s = play(ex.state, *ex.moves)
    assert s.seats[0].towers[0] == (10, 5, 1, 1)


def test_a_1_may_cover_other_cards():
    s = build(hands={0: [1]}, towers={0: [[10, 5]]}, deck=[2])
    assert play(s, Play(1, 1, 0, 0)).seats[0].towers[0] == (10, 5, 1)


# -- 4 ----------------------------------------------------------------------------------------
def test_any_number_of_4s_in_one_play_on_one_tower():
    ex = example("effect_4")
    plays = {a.count for a in RS.legal_actions(ex.state) if isinstance(a, Play) and a.card == 4}
    assert plays == {1, 2, 3, 4}
    s = play(ex.state, *ex.moves)
    assert s.seats[0].completed == ((5, 4, 4, 4, 4),) and s.actions_left == 1
    assert s.bonus_owner[2] == 0  # Fours


def test_only_4s_are_played_several_at_once():
    s = build(hands={0: [3, 3]}, deck=[2])
    assert_illegal(RS, s, Play(3, 2, 0, 0), "Effects: 4", "only 4s")


def test_fours_never_go_over_21():
    s = build(hands={0: [4, 4, 4]}, towers={0: [[10]]}, deck=[2])
    assert_illegal(RS, s, Play(4, 3, 0, 0), "Actions: Play", "over 21")
    assert play(s, Play(4, 2, 0, 0)).seats[0].towers[0] == (10, 4, 4)


# -- 5 ----------------------------------------------------------------------------------------
def test_five_from_the_active_player_clockwise_each_down_to_five():
    ex = example("effect_5")
    s = play(ex.state, ex.moves[0])
    assert s.put_back_queue == (0, 1, 2) and s.current_player == 0 and s.phase_id == "effect_5"
    assert set(RS.legal_actions(s)) == {PutBack(v) for v in (2, 3, 6, 7)}
    s = play(s, PutBack(2))
    assert s.current_player == 1  # Ann is at 5: Bob decides, out of turn
    assert_illegal(RS, s, Draw(), "How to Play", "it is the Effects — 5")
    s = play(s, PutBack(2), PutBack(1))
    assert s.current_player == 2
    s = play(s, PutBack(10))
    assert s.current_player == 0 and s.actions_left == 1
    assert [len(x.hand) for x in s.seats] == [5, 5, 5]
    assert s.deck[:4] == (10, 1, 2, 2)  # the last card put back is on top


def test_five_with_nobody_over_five_changes_nothing():
    s = build(hands={0: [5, 2], 1: [2, 3, 3, 4, 6]}, deck=[2])
    s = play(s, Play(5, 1, 0, 0))
    assert s.put_back_queue == () and s.current_player == 0


def test_put_back_needs_the_card():
    s = play(example("effect_5").state, Play(5, 1, 0, 0))
    assert_illegal(RS, s, PutBack(9), "Effects: 5")


# -- 6 ----------------------------------------------------------------------------------------
def test_six_ask_a_player_for_a_card_they_hold():
    ex = example("effect_6")
    s = play(ex.state, ex.moves[0])
    assert s.six_pending and s.phase_id == "effect_6"
    legal = RS.legal_actions(s)
    assert len(legal) == 2 * 10 + 1 and SixDraw() in legal
    s = play(s, ex.moves[1])
    assert s.seats[0].hand == (5, 7) and s.seats[1].hand == (2,)
    assert s.actions_left == 1 and not s.six_pending


def test_six_ask_for_a_card_they_do_not_hold():
    s = play(example("effect_6").state, Play(6, 1, 0, 0), Ask(2, 9))
    assert s.seats[0].hand == (5,) and any("no 9" in e for e in s.events)


def test_six_or_draw_a_card():
    s = play(example("effect_6").state, Play(6, 1, 0, 0), SixDraw())
    assert s.seats[0].hand == (2, 5) and s.deck == (2,)


def test_six_draw_not_from_an_empty_deck_and_never_ask_yourself():
    s = build(hands={0: [6]}, towers={0: [[10]]}, deck=[])
    s = play(s, Play(6, 1, 0, 0))
    assert SixDraw() not in RS.legal_actions(s)
    assert_illegal(RS, s, SixDraw(), "Effects: 6", "empty")
    assert_illegal(RS, s, Ask(0, 2), "Effects: 6", "other players")
    assert_illegal(RS, s, Play(2, 1, 0, 0), "How to Play", "it is the Effects — 6")


# -- 8, 9 -------------------------------------------------------------------------------------
def test_eight_on_another_players_tower_scores_for_its_owner_and_gives_an_extra_action():
    ex = example("effect_8_9")
    s = play(ex.state, *ex.moves)
    assert s.seats[1].completed == ((6, 7, 8),) and s.seats[0].completed == ()
    assert RS.scores(s).totals() == {"Ann": 0, "Bob": 1}
    assert s.actions_left == 2 and s.current_player == 0


def test_the_owner_claims_the_bonus_of_a_tower_completed_by_another_player():
    s = build(hands={0: [9]}, towers={1: [[2, 2, 2, 3, 3]]}, deck=[2])
    s = play(s, Play(9, 1, 1, 0))
    assert s.bonus_owner[1] == 1  # Skyscraper goes to Bob


def test_nine_on_your_own_tower_also_gives_an_extra_action():
    s = build(hands={0: [9, 2]}, deck=[3, 3, 3])
    s = play(s, Play(9, 1, 0, 0), Draw())
    assert s.current_player == 0 and s.actions_left == 1
    s = play(s, Draw())
    assert s.current_player == 1 and s.seats[0].hand == (2, 3, 3)


def test_extra_action_may_be_declined():
    s = build(hands={0: [9, 2]}, deck=[3, 3, 3])
    s = play(s, Play(9, 1, 0, 0))
    assert EndTurn() not in RS.legal_actions(s)  # one required action remains
    s = play(s, Draw())
    assert EndTurn() in RS.legal_actions(s)
    assert play(s, EndTurn()).current_player == 1


def test_only_8_and_9_go_on_other_players_towers_and_never_start_one():
    s = build(hands={0: [8, 2]}, towers={1: [[5]]}, deck=[2])
    assert_illegal(RS, s, Play(2, 1, 1, 0), "Effects: 8, 9", "only an 8 or a 9")
    assert_illegal(RS, s, Play(8, 1, 1, 1), "Effects: 8, 9", "not start one")


def test_eight_on_another_tower_follows_the_21_and_1_rules():
    s = build(players=["A", "B", "C"], hands={0: [8]}, towers={1: [[10, 5]], 2: [[4]]}, deck=[2])
    assert_illegal(RS, s, Play(8, 1, 1, 0), "Actions: Play", "over 21")
    s = build(players=["A", "B", "C"], hands={0: [8]}, towers={1: [[10, 1]]}, deck=[2])
    assert_illegal(RS, s, Play(8, 1, 1, 0), "Effects: 1")
    s = build(players=["A", "B", "C"], hands={0: [9]}, towers={1: [[3]], 2: [[2]]}, deck=[2])
    assert play(s, Play(9, 1, 2, 0)).seats[2].towers[0] == (2, 9)


def test_return_is_only_for_your_own_towers():
    s = build(hands={0: [2]}, towers={1: [[5]]}, deck=[2])
    assert ReturnTower(0) not in RS.legal_actions(s)


# -- 10 ---------------------------------------------------------------------------------------
def test_ten_only_as_the_first_card():
    ex = example("effect_10")
    assert_illegal(RS, ex.state, Play(10, 1, 0, 0), "Effects: 10", "first card")
    s = play(ex.state, *ex.moves)
    assert s.seats[0].towers == ((5,), (10,))


@pytest.mark.parametrize("card", [1, 2, 3, 4, 5, 6, 7])
def test_ten_can_be_covered(card):
    s = build(hands={0: [card]}, towers={0: [[10]]}, deck=[2])
    assert play(s, Play(card, 1, 0, 0)).seats[0].towers[0] == (10, card)
