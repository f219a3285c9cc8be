"""Rulebook 4.1, the income phase, and the order of the phases (rulebook 4)."""

from skywidgets.games.traders_air import RULESET, new_game
from skywidgets.games.traders_air.actions import CollectIncome, EndActions, Replenish
from tests.rules import assert_illegal

from .helpers import PLAYERS, build_position, play


def test_income_is_three_dollars_from_the_bank():
    state = new_game(list(PLAYERS))
    after = play(state, CollectIncome())
    assert after.seats[0].money == state.seats[0].money + 3
    assert after.bank == state.bank - 3


def test_no_empty_space_skips_straight_to_actions():
    after = play(new_game(list(PLAYERS)), CollectIncome())
    assert after.phase_id == "actions"
    assert any("nothing to replenish" in e for e in after.events)


def test_an_empty_space_leads_to_the_replenish_phase():
    state = build_position(PLAYERS, step="income", spaces={"Thespian": ["O1"]})
    assert play(state, CollectIncome()).phase_id == "replenish"


def test_phases_cannot_be_skipped_or_repeated():
    state = new_game(list(PLAYERS))
    assert_illegal(RULESET, state, EndActions(), "Traders 4 — Sequence of play")
    assert_illegal(RULESET, state, Replenish(), "Traders 4 — Sequence of play")
    after = play(state, CollectIncome())
    assert_illegal(RULESET, after, CollectIncome(), "Traders 4 — Sequence of play")
