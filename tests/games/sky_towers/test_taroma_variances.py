"""Taroma Effects Variances (1, 4, 5, 6), Taroma Game End and How to Win with Taroma."""

from skywidgets.games.sky_towers.actions import (
    Ask,
    Draw,
    EndTurn,
    Play,
    PutBack,
    SixDraw,
    TaromaDiscard,
    TaromaPlay,
)
from skywidgets.games.sky_towers.taroma import automaton
from tests.rules import assert_illegal

from .helpers import RS, build, play


def taroma(row, t_towers=(), h_towers=(), hand=(2, 3), deck=None, **kw):
    kw.setdefault("active", 1)
    if deck is None:  # the last round starts only once the deck is empty
        deck = () if kw.get("final_round") else (2, 2, 3)
    return build(
        "taroma",
        ("Kim",),
        hands={0: list(hand)},
        row=row,
        towers={0: list(h_towers), 1: list(t_towers)},
        deck=list(deck),
        **kw,
    )


# -- 1 ----------------------------------------------------------------------------------------
def test_taroma_plays_a_1_only_on_a_tower_of_19_or_20():
    for total_tower, expected in (([10, 8], False), ([10, 9], True), ([10, 7, 3], True)):
        s = taroma([(1, True)], [total_tower], [[5]])
        action = automaton(s)
        assert isinstance(action, TaromaPlay) is expected, total_tower


def test_taroma_never_starts_a_tower_with_a_1():
    s = taroma([(1, True)], [], [[5]])
    assert not isinstance(automaton(s), TaromaPlay)


def test_the_1_still_covers_only_a_1_for_taroma():
    s = taroma([(2, True)], [[10, 8, 1]], [[5]], deck=[3])
    action = automaton(s)
    assert action.tower == 1 and action.new_tower  # not on the 1: a new tower instead


# -- 4 ----------------------------------------------------------------------------------------
def test_taroma_adds_every_face_up_4_that_fits():
    s = taroma([(4, True), (4, True), (4, True), (9, False)], [[2]], [[5]])
    action = automaton(s)
    assert action == TaromaPlay("1B", 4, 3, 1, 2, True, ())
    s = play(s, action)
    assert s.seats[1].towers == ((2,), (4, 4, 4)) and s.seats[1].row == ((9, False),)


def test_the_4s_variance_stops_at_21():
    s = taroma([(4, True), (4, True), (4, True)], [[10], [9]], [[5]])
    assert automaton(s) == TaromaPlay("1A", 4, 3, 1, 2, False, ())
    s = taroma([(4, True), (4, True), (4, True)], [[10, 4], [10, 5]], [[5]])
    assert automaton(s) == TaromaPlay("1B", 4, 1, 1, 2, False, ())  # 15+4 = 19; 23 > 21


# -- 5 ----------------------------------------------------------------------------------------
def test_taroma_reveals_and_puts_its_highest_cards_on_the_deck():
    s = taroma(
        [(9, False), (2, False), (7, True), (3, False), (10, False), (6, False), (4, False)],
        [],
        [[6]],
        hand=(5, 2),
        active=0,
        deck=[1],
    )
    s = play(s, Play(5, 1, 0, 0))
    assert s.current_player == 1 and automaton(s) == TaromaDiscard()
    assert_illegal(RS, s, PutBack(2), "Taroma's Turn", "no choice")
    s = play(s, TaromaDiscard())
    assert s.deck == (9, 10, 1)  # 10 then 9 put on top
    assert sorted(v for v, _ in s.seats[1].row) == [2, 3, 4, 6, 7]
    assert not any(up for _, up in s.seats[1].row)  # shuffled back face down
    assert s.current_player == 0 and s.actions_left == 1


def test_taroma_5_makes_you_put_back_too():
    s = taroma([(5, True)], [[10]], [[7]], hand=(2, 2, 3, 3, 4, 6, 8))
    s = play(s, automaton(s))
    assert s.current_player == 0 and s.phase_id == "effect_5"
    assert_illegal(RS, s, TaromaDiscard(), "Taroma's Turn", "only Taroma")
    s = play(s, PutBack(8), PutBack(6))
    assert s.current_player == 1 and len(s.seats[0].hand) == 5 and s.deck[:2] == (6, 8)


# -- 6 ----------------------------------------------------------------------------------------
def test_your_6_takes_a_random_card_from_taromas_row_the_rest_go_face_down():
    s = taroma([(9, True), (2, False), (7, True)], [], [[10]], hand=(6, 3), active=0)
    s = play(s, Play(6, 1, 0, 0))
    assert len(s.seats[0].hand) == 2 and len(s.seats[1].row) == 2
    assert not any(up for _, up in s.seats[1].row)
    assert sorted(s.seats[0].hand + tuple(v for v, _ in s.seats[1].row)) == [2, 3, 7, 9]
    assert s.chance == 2 and not s.six_pending


def test_your_6_draws_when_taroma_has_no_cards():
    s = taroma([], [], [[10]], hand=(6, 3), active=0, deck=[8])
    assert play(s, Play(6, 1, 0, 0)).seats[0].hand == (3, 8)


def test_taromas_6_takes_a_random_card_from_your_hand_face_down_at_the_left():
    s = taroma([(6, True), (9, False)], [[3]], [[7]], hand=(2, 4))
    s = play(s, automaton(s))
    assert len(s.seats[0].hand) == 1
    taken = s.seats[1].row[0]
    assert taken[1] is False and taken[0] in (2, 4) and s.seats[1].row[1:] == ((9, False),)


def test_taromas_6_draws_when_you_have_no_cards():
    s = taroma([(6, True)], [[3]], [[7]], hand=(), deck=[5, 2])
    s = play(s, automaton(s))
    assert s.seats[1].row == ((5, False),) and s.deck == (2,)


def test_against_taroma_a_6_never_asks():
    s = taroma([(9, True), (2, False)], [], [[10]], hand=(6, 3), active=0)
    assert_illegal(RS, s, Ask(1, 9), "Taroma Effects Variances", "nobody is asked")
    s = play(s, Play(6, 1, 0, 0))
    assert s.phase_id == "turn" and s.actions_left == 1  # resolved at once, no decision
    assert_illegal(RS, s, SixDraw(), "Taroma Effects Variances")


def test_the_6_is_random_but_seeded():
    a = taroma([(9, True), (2, False), (7, True)], [], [[10]], hand=(6, 3), active=0, seed=1)
    assert play(a, Play(6, 1, 0, 0)) == play(a, Play(6, 1, 0, 0))


# -- game end and winning ------------------------------------------------------------------
def test_last_round_both_take_one_more_turn_of_up_to_3_actions():
    s = taroma([(7, True)], [[3]], [[5]], hand=(2, 4), deck=[2], active=0, actions_left=1)
    s = play(s, Draw())
    assert s.final_round and s.current_player == 1 and s.actions_left == 3
    while s.current_player == 1:
        s = play(s, automaton(s))
    assert s.current_player == 0 and s.actions_left == 3
    s = play(s, EndTurn())
    assert s.over


def test_you_win_only_with_more_kites_than_taromas_whole_table():
    s = taroma(
        [(2, False), (1, False)],
        [[3]],
        [],
        completed={0: [[10, 6, 3, 2]]},
        final_round=True,
        final_turns_left=1,
        active=0,
    )
    s = play(s, EndTurn())
    sheet = RS.scores(s)
    # Taroma: incomplete 3 (1 kite) + row 2 (2) + 1 (2) = 5 kites > Kim's 4
    assert sheet.totals() == {"Kim": 4, "Taroma": 5} and sheet.winners == ("Taroma",)


def test_you_beat_taroma_with_more_kites():
    s = taroma(
        [(7, False)],
        [[5]],
        [],
        completed={0: [[10, 6, 3, 2]]},
        final_round=True,
        final_turns_left=1,
        active=0,
    )
    sheet = RS.scores(play(s, EndTurn()))
    assert sheet.totals() == {"Kim": 4, "Taroma": 0} and sheet.winners == ("Kim",)


def test_a_tie_goes_to_flags():
    s = taroma(
        [(3, False)],
        [[7]],
        [],
        completed={0: [[10, 5, 6]]},
        final_round=True,
        final_turns_left=1,
        active=0,
    )
    sheet = RS.scores(play(s, EndTurn()))
    assert sheet.totals() == {"Kim": 1, "Taroma": 1}
    assert sheet.winners == ("Kim", "Taroma") and "share" in sheet.tiebreak


def test_taromas_face_down_cards_score_only_when_revealed_at_the_end():
    s = taroma([(1, False), (2, True)], [], [], active=0)
    assert RS.scores(s).totals()["Taroma"] == 2


def test_a_kite_tie_is_won_by_flags():
    s = taroma(
        [(3, False)],
        [[7, 7]],
        [],
        completed={0: [[10, 5, 6]]},
        final_round=True,
        final_turns_left=1,
        active=0,
    )
    sheet = RS.scores(play(s, EndTurn()))
    assert sheet.totals() == {"Kim": 1, "Taroma": 1}
    assert sheet.winners == ("Taroma",) and "flags" in sheet.tiebreak


def test_your_incomplete_towers_and_hand_do_not_score_against_taroma():
    s = taroma(
        [(7, False)],
        [],
        [[10, 6, 3]],
        hand=(1, 1, 2),
        completed={0: [[7, 7, 7]]},
        bonuses={"Lucky": 0},
        final_round=True,
        final_turns_left=1,
        active=0,
    )
    sheet = RS.scores(play(s, EndTurn()))
    assert sheet.totals() == {"Kim": 3, "Taroma": 0} and sheet.winners == ("Kim",)


def test_taromas_5_in_the_last_round_cancels_it_when_you_put_cards_back():
    s = taroma(
        [(5, True)],
        [[10]],
        [[7]],
        hand=(2, 2, 3, 3, 4, 6, 8),
        deck=[],
        final_round=True,
        final_turns_left=2,
    )
    s = play(s, automaton(s))  # 10+5; you hold 7 cards
    assert s.current_player == 0 and s.phase_id == "effect_5"
    assert_illegal(RS, s, TaromaDiscard(), "Taroma's Turn", "only Taroma")
    s = play(s, PutBack(8), PutBack(6))
    assert s.final_cancelled and s.current_player == 1 and s.actions_left == 2
    while s.current_player == 1:  # Taroma finishes its 3-action turn
        s = play(s, automaton(s))
    assert not s.final_round and s.actions_left == 2  # normal 2-action turns resume
    assert not s.over and s.phase_id == "turn"


def test_your_5_in_the_last_round_cancels_it_when_taroma_discards():
    row = [(2, False), (3, False), (6, False), (7, False), (9, False), (10, False)]
    s = taroma(
        row, [], [[10]], hand=(5, 4), deck=[], active=0, final_round=True, final_turns_left=1
    )
    s = play(s, Play(5, 1, 0, 0), TaromaDiscard())
    assert s.deck == (10,) and s.final_cancelled and s.current_player == 0
    s = play(s, EndTurn())  # your last 3-action turn ends
    assert not s.over and not s.final_round
    assert s.current_player == 1 and s.actions_left == 2
