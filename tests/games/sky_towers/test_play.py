"""Actions: Play — towers, tower limits, blocking, 21, bonus cards."""

import pytest

from skywidgets.games.sky_towers.actions import Play
from skywidgets.games.sky_towers.examples import example
from skywidgets.games.sky_towers.scoring import tower_kites
from tests.rules import assert_illegal

from .helpers import RS, build, play

PLAY = "Actions: Play"


def test_play_starts_a_new_tower_in_front_of_you():
    s = build(hands={0: [7, 3], 1: [2]}, deck=[2, 2])
    s = play(s, Play(7, 1, 0, 0))
    assert s.seats[0].towers == ((7,), ()) and s.seats[0].hand == (3,)
    assert s.actions_left == 1


def test_play_on_top_of_your_tower():
    s = build(hands={0: [3], 1: [2]}, towers={0: [[7]]}, deck=[2])
    assert play(s, Play(3, 1, 0, 0)).seats[0].towers[0] == (7, 3)


def test_new_tower_goes_in_the_first_free_space():
    s = build(hands={0: [3, 5], 1: [2]}, deck=[2])
    assert_illegal(RS, s, Play(3, 1, 0, 1), PLAY, "first free space")


@pytest.mark.parametrize("n", [3, 4])
def test_one_tower_at_a_time_with_three_or_four_players(n):
    s = build(players=[f"P{i}" for i in range(n)], hands={0: [3, 5]}, towers={0: [[7]]}, deck=[2])
    assert_illegal(RS, s, Play(5, 1, 0, 1), PLAY, "only 1 tower")
    assert {a.tower for a in RS.legal_actions(s) if isinstance(a, Play)} == {0}


def test_two_towers_at_a_time_with_two_players():
    s = build(hands={0: [3, 5]}, towers={0: [[7]]}, deck=[2])
    s = play(s, Play(5, 1, 0, 1))
    assert s.seats[0].towers == ((7,), (5,))
    assert_illegal(RS, s, Play(3, 1, 0, 2), PLAY, "only 2 towers")


def test_blocked_by_the_top_cards_of_left_and_right_neighbours():
    s = build(
        players=["A", "B", "C", "D"],
        hands={0: [2, 3, 5, 6]},
        towers={1: [[4, 3]], 2: [[6]], 3: [[2]]},
        deck=[2],
    )
    assert_illegal(RS, s, Play(3, 1, 0, 0), PLAY, "matching")  # right neighbour's top
    assert_illegal(RS, s, Play(2, 1, 0, 0), PLAY, "matching")  # left neighbour's top
    legal = {a.card for a in RS.legal_actions(s) if isinstance(a, Play)}
    assert legal == {5, 6}  # the opposite player (C's 6) never blocks


def test_only_the_top_card_blocks():
    s = build(hands={0: [4]}, towers={1: [[4, 3]]}, deck=[2])
    assert play(s, Play(4, 1, 0, 0)).seats[0].towers[0] == (4,)


def test_two_players_both_opponent_towers_block():
    s = build(hands={0: [2, 3, 5]}, towers={1: [[2], [10, 3]]}, deck=[2])
    assert {a.card for a in RS.legal_actions(s) if isinstance(a, Play)} == {5}


def test_blocking_applies_to_your_own_tower_too():
    s = build(hands={0: [7]}, towers={0: [[10]], 1: [[7]]}, deck=[2])
    assert_illegal(RS, s, Play(7, 1, 0, 0), PLAY, "blocks you")


def test_never_over_21():
    s = build(hands={0: [7, 5]}, towers={0: [[10, 6]]}, deck=[2])
    assert_illegal(RS, s, Play(7, 1, 0, 0), PLAY, "over 21")
    assert play(s, Play(5, 1, 0, 0)).seats[0].completed == ((10, 6, 5),)


def test_exactly_21_completes_and_sets_aside_and_no_longer_blocks():
    s = build(hands={0: [5, 2], 1: [5, 3]}, towers={0: [[10, 6]]}, deck=[2, 2])
    s = play(s, Play(5, 1, 0, 0))
    assert s.seats[0].completed == ((10, 6, 5),) and s.seats[0].towers == ((), ())
    s = play(s, Play(2, 1, 0, 0))  # Ann's turn ends
    assert s.current_player == 1
    s = play(s, Play(5, 1, 1, 0))  # the completed 5 no longer blocks Bob
    assert s.seats[1].towers[0] == (5,)


def test_rulebook_example_laurence_completes_a_4_kite_tower():
    ex = example("laurence_completes")
    s = play(ex.state, *ex.moves)
    assert s.seats[0].completed == ((10, 6, 3, 2),)
    assert RS.scores(s).totals()["Laurence"] == 4
    assert s.current_player == 1 and s.actions_left == 2  # two actions: the turn ended


def test_card_must_be_in_hand():
    s = build(hands={0: [3]}, deck=[2])
    assert_illegal(RS, s, Play(4, 1, 0, 0), PLAY, "you hold no 4")
    assert_illegal(RS, s, Play(11, 1, 0, 0), PLAY, "no tower card")


@pytest.mark.parametrize(
    "bonus, tower, card, hand",
    [
        ("Lucky", [7, 7], 7, [7]),
        ("Skyscraper", [2, 3, 2, 3, 2], 9, [9]),
        ("Fours", [9, 4, 4], 4, [4]),
        ("Finisher", [10, 7, 3], 1, [1]),
    ],
)
def test_bonus_card_from_the_table(bonus, tower, card, hand):
    s = build(hands={0: hand}, towers={0: [tower]}, deck=[2])
    s = play(s, Play(card, 1, 0, 0))
    assert bonus in RS.view(s, 0)["seats"][0]["bonuses"]
    assert RS.scores(s).totals()["Ann"] == tower_kites(tower + [card]) + 3


def test_bonus_card_is_taken_from_another_player():
    s = build(
        hands={0: [1]},
        towers={0: [[10, 7, 3]]},
        completed={1: [[10, 7, 3, 1]]},
        bonuses={"Finisher": 1},
        deck=[2],
    )
    s = play(s, Play(1, 1, 0, 0))
    assert s.bonus_owner[3] == 0
    assert any("from Bob" in e for e in s.events)


def test_a_tower_can_earn_two_bonus_cards():
    s = build(hands={0: [1]}, towers={0: [[10, 2, 3, 2, 3]]}, deck=[2])
    s = play(s, Play(1, 1, 0, 0))
    assert s.bonus_owner == (None, 0, None, 0)
