"""Rulebook 5, the end of the game: the round in which stack 5 is reached is finished."""

import random

from skywidgets.games.traders_air import RULESET, new_game, scores
from skywidgets.games.traders_air.actions import CollectIncome, PayTaxes, Replenish
from skywidgets.games.traders_air.rules import is_over, legal_actions
from tests.rules import assert_illegal

from .helpers import PLAYERS, build_position, play


def _ending(player):
    return build_position(
        PLAYERS, turn_player=player, step="taxes", ending=True, first_to_last="Ann"
    )


def test_the_round_is_completed_after_the_trigger():
    after = play(_ending("Michael"), PayTaxes(()))
    assert not is_over(after) and after.current_player == 2
    done = play(_ending("Marianne"), PayTaxes(()))
    assert is_over(done) and done.current_player is None and done.phase == "6 Scoring"


def test_equal_turns_every_player():
    state = build_position(
        PLAYERS,
        turn_player="Michael",
        step="replenish",
        money={"Michael": 3},
        spaces={"Thespian": ["O1"]},
        supply=[[], [], [], [], ["G1", "G2"]],
    )
    state = play(state, Replenish())
    assert state.ending
    seen = []
    while not is_over(state):
        seen.append(state.turn_player)
        state = play(state, legal_actions(state)[-1])  # end actions, skip, keep
    assert seen[-1] == 2 and 0 not in seen


def test_nothing_is_legal_once_over():
    done = play(_ending("Marianne"), PayTaxes(()))
    assert legal_actions(done) == []
    assert_illegal(RULESET, done, CollectIncome(), "Traders 5")
    assert scores(done).winners


def test_no_winners_while_the_game_runs():
    assert scores(new_game(list(PLAYERS))).winners == ()


def test_random_games_end_with_the_trigger_and_equal_turns():
    for seed in range(3):
        state = new_game(list(PLAYERS), seed=seed)
        rnd = random.Random(seed)
        turns = [0, 0, 0]
        while not is_over(state):
            if state.phase_id == "income":
                turns[state.turn_player] += 1
            state = RULESET.apply(state, rnd.choice(legal_actions(state)))
        assert state.first_to_last is not None and turns[0] == turns[1] == turns[2]
