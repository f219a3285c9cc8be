"""Game End: the last round of up to 3 actions, its cancellation by a 5, the winner, and a
stalled table (project ruling)."""

import dataclasses

from skywidgets.games.sky_towers.actions import (
    Ask,
    Draw,
    EndTurn,
    Play,
    PutBack,
    ReturnTower,
    SixDraw,
)
from skywidgets.games.sky_towers.checks import invariants
from skywidgets.games.sky_towers.data import STALL_ROUNDS
from skywidgets.games.sky_towers.examples import example
from tests.rules import assert_illegal

from .helpers import RS, build, play


def test_last_round_after_the_player_who_drew_the_last_card_ends_the_turn():
    s = build(players=["A", "B", "C"], hands={0: [2, 3]}, deck=[2], actions_left=2)
    s = play(s, Draw())
    assert not s.final_round and s.current_player == 0  # A's turn goes on
    s = play(s, Play(2, 1, 0, 0))
    assert s.final_round and s.current_player == 1 and s.actions_left == 3
    assert s.phase_id == "last_turn" and s.final_turns_left == 3


def test_everyone_including_the_drawer_takes_one_last_turn_then_the_game_ends():
    ex = example("final_round")
    s = play(ex.state, ex.moves[0])
    assert s.current_player == 1  # Bob first, Ann (drawer) last
    s = play(s, *ex.moves[1:3])
    assert s.current_player == 0 and s.final_turns_left == 1
    s = play(s, *ex.moves[3:])
    assert s.over and s.current_player is None and RS.legal_actions(s) == []
    sheet = RS.scores(s)
    assert sheet.totals() == {"Ann": 4, "Bob": 0} and sheet.winners == ("Ann",)


def test_last_turn_has_up_to_three_actions():
    s = build(hands={0: [2, 3, 4, 5]}, towers={1: [[9]]}, final_round=True, final_turns_left=2)
    assert EndTurn() in RS.legal_actions(s)  # "up to": may stop at once
    s = play(s, Play(2, 1, 0, 0), Play(3, 1, 0, 0))
    assert s.current_player == 0
    s = play(s, Play(4, 1, 0, 0))
    assert s.current_player == 1 and s.actions_left == 3 and s.final_turns_left == 1


def test_an_8_or_9_adds_to_the_three_last_actions():
    s = build(hands={0: [9, 2, 3, 4]}, final_round=True, final_turns_left=2)
    s = play(s, Play(9, 1, 0, 0))
    assert s.actions_left == 3


def test_a_five_that_sends_cards_back_cancels_the_last_round():
    ex = example("final_round_cancelled")
    s = play(ex.state, *ex.moves[:3])
    assert s.final_round and s.final_cancelled and s.current_player == 0
    assert s.actions_left == 2  # Ann keeps her 3-action turn
    s = play(s, EndTurn())
    assert not s.final_round and s.current_player == 1 and s.actions_left == 2
    assert s.deck == (2, 2) and not s.over


def test_after_a_cancelled_last_round_the_end_triggers_again():
    s = play(
        example("final_round_cancelled").state, Play(5, 1, 0, 0), PutBack(2), PutBack(2), EndTurn()
    )
    s = play(s, Draw(), Draw())  # Bob empties the deck again
    assert s.final_round and s.current_player == 0 and s.final_turns_left == 2


def test_a_five_without_discards_does_not_cancel():
    s = build(
        hands={0: [5, 3], 1: [2, 3]}, towers={0: [[10]]}, final_round=True, final_turns_left=2
    )
    s = play(s, Play(5, 1, 0, 0), EndTurn())
    assert s.final_round and s.final_turns_left == 1


def test_the_drawer_emptying_a_refilled_deck_in_the_same_turn_restarts_the_end():
    s = build(
        hands={0: [5, 3, 6], 1: [2, 2, 3, 3, 4, 7]},
        towers={0: [[10]]},
        final_round=True,
        final_turns_left=2,
    )
    s = play(s, Play(5, 1, 0, 0), PutBack(7), Play(6, 1, 0, 0), SixDraw(), EndTurn())
    assert s.deck == () and s.current_player == 1
    assert s.final_round and s.final_turns_left == 2  # a fresh last round


def test_incomplete_towers_and_hands_do_not_score():
    s = build(
        hands={0: [1, 1, 2]},
        towers={0: [[10, 6, 3]]},
        completed={1: [[7, 7, 7]]},
        bonuses={"Lucky": 1},
        final_round=True,
        final_turns_left=1,
    )
    s = play(s, EndTurn())
    assert s.over and RS.scores(s).totals() == {"Ann": 0, "Bob": 3}


def test_most_kites_wins():
    s = build(completed={0: [[10, 6, 3, 2]], 1: [[10, 5, 6]]}, final_round=True, final_turns_left=1)
    sheet = RS.scores(play(s, EndTurn()))
    assert sheet.totals() == {"Ann": 4, "Bob": 1} and sheet.winners == ("Ann",)


def test_tie_on_kites_most_flags_wins():
    s = build(completed={0: [[10, 5, 6]], 1: [[5, 5, 7, 4]]}, final_round=True, final_turns_left=1)
    sheet = RS.scores(play(s, EndTurn()))
    assert sheet.totals() == {"Ann": 1, "Bob": 1}
    assert sheet.winners == ("Bob",)
    assert "flags" in sheet.tiebreak


def test_still_tied_players_share_the_win():
    s = build(completed={0: [[10, 5, 6]], 1: [[10, 6, 5]]}, final_round=True, final_turns_left=1)
    sheet = RS.scores(play(s, EndTurn()))
    assert sheet.winners == ("Ann", "Bob") and "share" in sheet.tiebreak


def test_nothing_is_legal_once_the_game_is_over():
    s = play(build(final_round=True, final_turns_left=1), EndTurn())
    assert s.over
    assert_illegal(RS, s, Draw(), "Game End", "over")


def test_tip_ten_six_five_completes_a_tower_in_the_three_last_actions():
    s = build(hands={0: [10, 6, 5]}, final_round=True, final_turns_left=2)
    s = play(s, Play(10, 1, 0, 0), Play(6, 1, 0, 0))
    assert s.phase_id == "effect_6" and SixDraw() not in RS.legal_actions(s)  # deck empty
    s = play(s, Ask(1, 5))  # resolving the 6 is no action
    assert s.current_player == 0 and s.actions_left == 1
    s = play(s, Play(5, 1, 0, 0))
    assert s.seats[0].completed == ((10, 6, 5),) and s.current_player == 1


def test_a_stalled_table_ends_the_game_project_ruling():
    """A 5 returned and played again every turn while the other player draws back what it put
    on the deck: the deck never runs out. After STALL_ROUNDS rounds in which it has not run
    lower than its lowest, the game ends (docs/rulings/sky_towers.md, Game End)."""
    s = build(hands={0: [7], 1: [2, 3]}, towers={0: [[5]]}, deck=[2, 3, 4, 6], actions_left=2)
    s = dataclasses.replace(s, deck_low=4, still_turns=2 * STALL_ROUNDS - 2)
    s = play(s, ReturnTower(0), Play(5, 1, 0, 0))  # the deck stays at 4: one more still turn
    assert not s.over and s.still_turns == 2 * STALL_ROUNDS - 1 and s.current_player == 1
    drawn = play(s, Draw(), Draw())  # 2 cards: the deck runs lower, the count starts again
    assert not drawn.over and (drawn.deck_low, drawn.still_turns) == (2, 0)
    s = play(s, Play(2, 1, 1, 0), Play(3, 1, 1, 0))  # the deck stays at 4 again: stalled
    assert s.over and s.deck and not s.final_round and RS.legal_actions(s) == []
    assert "the table is stalled and the game ends" in s.events[-1]
    assert invariants(s) == []
    assert RS.scores(s).winners == ("Ann", "Bob")  # nobody completed a tower: a shared win
    bad = dataclasses.replace(s, still_turns=0)
    assert any("stalled" in p for p in invariants(bad))
