"""Taroma's Turn: decision steps 1A–1E and step 2 (variances and the end in other files)."""

from skywidgets.games.sky_towers.actions import (
    Draw,
    Play,
    ReturnTower,
    TaromaDraw,
    TaromaFlip,
    TaromaPass,
    TaromaPlay,
)
from skywidgets.games.sky_towers.examples import example
from skywidgets.games.sky_towers.taroma import automaton
from tests.rules import assert_illegal

from .helpers import RS, build, play


def taroma(row, t_towers=(), h_towers=(), hand=(2, 3), deck=(2, 2, 3), **kw):
    kw.setdefault("active", 1)
    return build(
        "taroma",
        ("Kim",),
        hands={0: list(hand)},
        row=row,
        towers={0: list(h_towers), 1: list(t_towers)},
        deck=list(deck),
        **kw,
    )


def test_1a_completes_a_tower_with_the_highest_completing_card():
    ex = example("taroma_1a")
    assert ex.moves[0] == TaromaPlay("1A", 6, 1, 0, 2, False, ())
    s = play(ex.state, *ex.moves)
    assert s.seats[1].completed == ((10, 5, 6),)
    assert (9, True) in s.seats[1].row  # the higher 9 stays


def test_1a_prefers_the_highest_completing_card_and_the_rightmost_tower():
    s = taroma([(6, True), (7, True)], [[10, 4], [10, 4]], [[2]])
    assert automaton(s) == TaromaPlay("1A", 7, 1, 1, 2, False, ())


def test_1a_counts_the_4s_variance():
    s = taroma([(4, True), (4, True), (9, True)], [[10, 3], [2]], [[5]])
    assert automaton(s) == TaromaPlay("1A", 4, 2, 0, 2, False, ())


def test_1b_plays_the_highest_face_up_card_on_the_rightmost_tower_that_accepts_it():
    ex = example("taroma_1b")
    action = ex.moves[0]
    assert action == TaromaPlay("1B", 7, 1, 0, 2, False, ())
    assert "1B" in action.label and "7" in action.label and "left" in action.label
    assert play(ex.state, action).seats[1].towers == ((2, 7), (10, 5))


def test_1b_rightmost_space_may_start_a_new_tower():
    s = taroma([(5, True)], [[3]])
    assert automaton(s) == TaromaPlay("1B", 5, 1, 1, 2, True, ())
    s = taroma([(5, True)], [[3], [4]])
    assert automaton(s).tower == 1


def test_1c_passes_over_cards_that_cannot_be_played():
    ex = example("taroma_1c")
    assert ex.moves[0] == TaromaPlay("1C", 7, 1, 1, 2, False, (10,))
    s = taroma([(9, True), (8, True), (2, True)], [[10, 5], [10, 4]], [[3]])
    assert automaton(s) == TaromaPlay("1C", 2, 1, 1, 2, False, (9, 8))


def test_taroma_is_blocked_by_your_top_cards():
    s = taroma([(7, True), (3, True)], [[2]], [[7], [10]])
    assert automaton(s).card == 3


def test_1d_flips_from_the_right_until_a_card_can_be_played():
    ex = example("taroma_1d")
    assert ex.moves[0] == TaromaFlip()
    s = play(ex.state, *ex.moves)
    assert s.seats[1].towers == ((2,), (10, 3))
    assert s.seats[1].row == ((5, True), (7, True))  # revealed cards stay face up
    assert any("flips 5, 3" in e for e in s.events)


def test_1d_a_flipped_card_that_completes_a_tower_goes_there_as_in_1a():
    s = taroma([(7, False), (9, True)], [[10, 4], [10, 3]], [[8]])
    s = play(s, TaromaFlip())  # the face-up 9 fits nowhere
    assert s.seats[1].completed == ((10, 4, 7),)  # not 10+3+7 = 20 on the right
    assert s.seats[1].towers == ((), (10, 3))
    assert any("completes a tower" in e for e in s.events)


def test_1d_then_1e_when_no_flipped_card_can_be_played():
    s = taroma([(5, False), (7, False)], [[2], [10]], [[7], [5]], deck=[9, 2])
    s = play(s, TaromaFlip())
    assert s.seats[1].row == ((9, False), (5, True), (7, True))
    assert s.deck == (2,) and s.actions_left == 1


def test_1e_draws_face_down_to_the_left():
    ex = example("taroma_1e")
    assert ex.moves[0] == TaromaDraw()
    s = play(ex.state, *ex.moves)
    assert s.seats[1].row[0] == (2, False) and s.deck == (2, 3)


def test_no_card_and_empty_deck_ends_taromas_turn():
    s = taroma([(7, True)], [[2], [10]], [[7]], deck=[])
    assert automaton(s) == TaromaPass()
    s = play(s, TaromaPass())
    assert s.current_player == 0


def test_step_2_two_actions_then_your_turn():
    s = taroma([(5, True), (6, True), (4, False)], [[2]], [[9]])
    s = play(s, automaton(s))
    assert s.current_player == 1 and s.actions_left == 1
    s = play(s, automaton(s))
    assert s.current_player == 0 and s.actions_left == 2 and automaton(s) is None


def test_8_and_9_give_taroma_an_extra_action():
    s = taroma([(8, True), (2, True)], [[3]], [[5]], hand=(2, 3, 6))
    s = play(s, automaton(s))
    assert s.seats[1].towers == ((3,), (8,)) and s.actions_left == 2


def test_taroma_has_no_choice_and_never_returns():
    s = taroma([(5, True)], [[3], [4]], [[9]])
    assert RS.legal_actions(s) == [automaton(s)]
    assert_illegal(RS, s, ReturnTower(0), "How to Play", "it is the Taroma's Turn")
    assert_illegal(RS, s, TaromaPlay("1B", 5, 1, 0, 2, False, ()), "Taroma's Turn", "no choice")
    assert_illegal(RS, s, Draw(), "How to Play", "it is the Taroma's Turn")


def test_you_cannot_take_taromas_actions():
    s = taroma([(5, True)], active=0)
    assert_illegal(RS, s, TaromaDraw(), "How to Play", "not possible now")


def test_hard_taroma_builds_a_third_tower_which_also_blocks_you():
    s = taroma([(6, True)], [[2], [3]], [[9]], difficulty="hard")
    assert automaton(s) == TaromaPlay("1B", 6, 1, 2, 3, True, ())
    assert play(s, automaton(s)).seats[1].towers == ((2,), (3,), (6,))
    s = taroma([(3, True)], [[2], [4], [6]], [[9]], hand=(6, 4, 5), difficulty="hard", active=0)
    assert {a.card for a in RS.legal_actions(s) if isinstance(a, Play)} == {5}


def test_you_may_play_an_8_on_taromas_tower_and_it_scores_for_taroma():
    s = taroma([(3, False)], [[6, 7]], hand=(8, 2), active=0)
    s = play(s, Play(8, 1, 1, 0))
    assert s.seats[1].completed == ((6, 7, 8),) and s.actions_left == 2


def test_taroma_labels_never_name_face_down_cards():
    a = taroma([(10, False), (2, False), (7, True)], [[2], [10]], [[7]])
    b = taroma([(5, False), (1, False), (7, True)], [[2], [10]], [[7]])
    assert automaton(a) == automaton(b) == TaromaFlip()
    assert automaton(a).label == automaton(b).label
    view = RS.view(a, 0)
    assert [c["value"] for c in view["seats"][1]["row"]] == [None, None, 7]
