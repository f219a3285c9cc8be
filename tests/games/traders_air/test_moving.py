"""Rulebook 4.3.1 and 4.3.2: one action per visit; moving with and against the wind."""

from skywidgets.games.traders_air import RULESET
from skywidgets.games.traders_air.actions import EndActions, Move, Purchase
from skywidgets.games.traders_air.rules import legal_actions
from tests.rules import assert_illegal

from .helpers import PLAYERS, build_position, play


def _at(city, money, **kw):
    return build_position(PLAYERS, ship=city, money={"Ann": money}, **kw)


def test_moving_with_the_wind_costs_one_dollar_to_the_bank():
    state = _at("New Copenhagen", 3)
    after = play(state, Move("Thespian"))
    assert after.ship_city == "Thespian"
    assert after.seats[0].money == 2 and after.bank == state.bank + 1


def test_moving_against_the_wind_costs_two():
    state = _at("Thespian", 3)
    after = play(state, Move("New Copenhagen"))
    assert after.seats[0].money == 1 and after.bank == state.bank + 2


def test_only_along_a_route():
    state = _at("New Copenhagen", 5)
    assert_illegal(RULESET, state, Move("Brightwater"), "Traders 4.3.2")
    assert_illegal(RULESET, state, Move("Atlantis"), "Traders 2.1")


def test_moving_needs_the_money():
    state = _at("Thespian", 1)
    assert Move("Stockgard") in legal_actions(state)
    assert_illegal(RULESET, state, Move("New Copenhagen"), "Traders 4.3.2")
    assert_illegal(RULESET, _at("Thespian", 0), Move("Stockgard"), "Traders 4.3.2")


def test_as_many_moves_as_the_money_allows():
    state = _at("New Copenhagen", 3)
    after = play(state, Move("Thespian"), Move("Stockgard"), Move("Rev'all"))
    assert after.seats[0].money == 0 and after.moves == 3
    assert [a for a in legal_actions(after) if isinstance(a, Move)] == []


def test_one_action_per_visit_and_another_on_a_later_visit():
    state = _at("New Copenhagen", 9, spaces={"New Copenhagen": ["O1", "O2"], "Thespian": ["B1"]})
    once = play(state, Purchase(3))
    assert_illegal(RULESET, once, Purchase(4), "Traders 4.3.1")
    back = play(once, Move("Thespian"), Move("New Copenhagen"))
    assert play(back, Purchase(4)).seats[0].goods != once.seats[0].goods


def test_no_action_at_all_is_allowed():
    state = _at("New Copenhagen", 2)
    after = play(state, EndActions())
    assert after.phase_id == "taxes"


def test_windriders_first_move_each_turn_is_free_even_against_the_wind():
    state = _at("Thespian", 2, mats={"Ann": "Windriders"})
    first = play(state, Move("New Copenhagen"))
    assert first.seats[0].money == 2 and first.bank == state.bank
    second = play(first, Move("Thespian"))
    assert second.seats[0].money == 1


def test_without_windriders_the_first_move_costs():
    state = _at("Thespian", 2, mats={"Ann": "Bankers"})
    assert play(state, Move("Stockgard")).seats[0].money == 1
