"""How to Play (2 actions), Actions: Draw and Return."""

from skywidgets.games.sky_towers.actions import (
    Ask,
    DiscardAndDraw,
    Draw,
    EndTurn,
    Play,
    PutBack,
    ReturnTower,
    SixDraw,
)
from tests.rules import assert_illegal

from .helpers import RS, build, play


def test_two_actions_then_the_next_player_clockwise():
    s = build(players=["A", "B", "C"], hands={0: [2, 3]}, deck=[5, 6, 7])
    s = play(s, Draw())
    assert s.current_player == 0 and s.actions_left == 1
    s = play(s, Draw())
    assert s.current_player == 1 and s.actions_left == 2 and s.turn == 2


def test_the_two_actions_may_be_the_same_or_different_in_any_order():
    s = build(hands={0: [2, 3]}, deck=[5, 6, 7])
    a = play(s, Play(2, 1, 0, 0), Draw())
    b = play(s, Draw(), Play(2, 1, 0, 0))
    assert a.seats[0] == b.seats[0] and a.current_player == b.current_player == 1
    c = play(s, Play(2, 1, 0, 0), Play(3, 1, 0, 0))
    assert c.seats[0].towers[0] == (2, 3)


def test_draw_takes_the_top_card():
    s = build(hands={0: [2]}, deck=[9, 6])
    s = play(s, Draw())
    assert s.seats[0].hand == (2, 9) and s.deck == (6,)


def test_draw_has_no_hand_limit():
    s = build(hands={0: [2, 2, 3, 3, 4, 4, 6, 6]}, deck=[9, 6])
    assert len(play(s, Draw()).seats[0].hand) == 9
    assert_illegal(RS, s, DiscardAndDraw(2), "Actions: Draw", "no hand limit")


def test_no_draw_from_an_empty_deck():
    s = build(hands={0: [2]}, deck=[])
    assert_illegal(RS, s, Draw(), "Actions: Draw", "empty")


def test_return_takes_every_card_of_an_own_incomplete_tower_back():
    s = build(hands={0: [2]}, towers={0: [[10, 3], [5]]}, deck=[9])
    s = play(s, ReturnTower(0))
    assert s.seats[0].towers == ((), (5,)) and s.seats[0].hand == (2, 3, 10)
    assert s.actions_left == 1


def test_return_needs_an_own_tower():
    s = build(hands={0: [2]}, towers={0: [[10]], 1: [[5]]}, deck=[9])
    assert_illegal(RS, s, ReturnTower(1), "Actions: Return", "no incomplete tower 2")


def test_turn_cannot_end_early_with_actions_left():
    s = build(hands={0: [2]}, deck=[9])
    assert EndTurn() not in RS.legal_actions(s)
    assert_illegal(RS, s, EndTurn(), "How to Play", "remaining action")


def test_a_player_with_no_possible_action_ends_the_turn():
    s = build(hands={0: [7]}, towers={1: [[7]]}, deck=[])
    assert RS.legal_actions(s) == [EndTurn()]
    s = play(s, EndTurn())
    assert s.current_player == 1


def test_effect_decisions_only_when_an_effect_asks():
    s = build(hands={0: [2]}, deck=[9])
    assert_illegal(RS, s, PutBack(2), "How to Play", "not possible now")
    assert_illegal(RS, s, Ask(1, 2), "Effects: 6")
    assert_illegal(RS, s, SixDraw(), "Effects: 6")
