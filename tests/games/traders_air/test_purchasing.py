"""Rulebook 4.3.3, purchasing goods."""

from skywidgets.games.traders_air import RULESET
from skywidgets.games.traders_air.actions import Purchase
from skywidgets.games.traders_air.rules import legal_actions
from tests.rules import assert_illegal

from .helpers import PLAYERS, build_position, goods_of, play

NC = {"New Copenhagen": ["O3", "B2"], "Thespian": ["W1"]}


def _buy(contracts=None, money=2, **kw):
    return build_position(
        PLAYERS,
        ship="New Copenhagen",
        money={"Ann": money},
        spaces=NC,
        contracts=contracts or {},
        **kw,
    )


def test_the_marker_goes_face_up_onto_the_mat():
    after = play(_buy(), Purchase(3))
    assert goods_of(after, "Ann") == ["O3"] and after.spaces[3] is None


def test_the_dollar_goes_to_the_majority_holder():
    state = _buy({"New Copenhagen": {"Michael": 3, "Marianne": 2}})
    after = play(state, Purchase(3))
    assert after.seats[0].money == 1 and after.seats[1].money == 1
    assert after.bank == state.bank


def test_the_bank_is_paid_without_contracts():
    state = _buy()
    after = play(state, Purchase(4))
    assert after.seats[0].money == 1 and after.bank == state.bank + 1


def test_the_bank_is_paid_on_a_tied_majority():
    state = _buy({"New Copenhagen": {"Michael": 2, "Marianne": 2, "Ann": 1}})
    after = play(state, Purchase(4))
    assert after.bank == state.bank + 1 and after.seats[1].money == 0 == after.seats[2].money


def test_free_with_the_buyers_own_majority_even_without_money():
    state = _buy({"New Copenhagen": {"Ann": 2, "Michael": 1}}, money=0)
    after = play(state, Purchase(3))
    assert after.seats[0].money == 0 and after.bank == state.bank


def test_a_tie_including_the_buyer_is_not_free():
    state = _buy({"New Copenhagen": {"Ann": 2, "Michael": 2}}, money=1)
    after = play(state, Purchase(3))
    assert after.seats[0].money == 0 and after.bank == state.bank + 1


def test_only_in_the_steamships_city_and_from_a_full_space():
    state = _buy()
    assert_illegal(RULESET, state, Purchase(0), "Traders 4.3.3 — Purchasing")
    assert_illegal(RULESET, play(state, Purchase(3)), Purchase(4), "Traders 4.3.1")
    empty = build_position(PLAYERS, ship="New Copenhagen", money={"Ann": 2})
    assert_illegal(RULESET, empty, Purchase(3), "Traders 4.3.3 — Purchasing")


def test_a_purchase_needs_a_dollar():
    state = _buy(money=0)
    assert not any(isinstance(a, Purchase) for a in legal_actions(state))
    assert_illegal(RULESET, state, Purchase(3), "Traders 4.3.3 — Purchasing")


def test_one_marker_per_visit():
    after = play(_buy(), Purchase(3))
    assert_illegal(RULESET, after, Purchase(4), "Traders 4.3.1")
