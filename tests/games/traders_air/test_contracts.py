"""Rulebook 4.3.3, setting up guild contracts (and the Contractors' guild mat)."""

from skywidgets.games.traders_air import RULESET
from skywidgets.games.traders_air.actions import Move, SetUpContracts
from skywidgets.games.traders_air.rules import legal_actions
from tests.rules import assert_illegal

from .helpers import PLAYERS, build_position, find_marker, goods_of, play


def _with(goods, contracts=None, money=2, **kw):
    return build_position(
        PLAYERS,
        ship="Thespian",
        money={"Ann": money},
        goods={"Ann": goods},
        contracts=contracts or {},
        **kw,
    )


def test_a_marker_places_as_many_contracts_as_its_number():
    for spec, count in (("O1", 1), ("O2", 2), ("O3", 3)):
        state = _with([spec])
        after = play(state, SetUpContracts(state.seats[0].goods[0]))
        assert after.contracts[0][0] == count and after.seats[0].contracts_left == 15 - count


def test_contracts_cost_no_money_and_the_marker_goes_to_the_box():
    state = _with(["O3"])
    marker = state.seats[0].goods[0]
    after = play(state, SetUpContracts(marker))
    assert after.seats[0].money == 2 and marker in after.box and not after.seats[0].goods


def test_limited_by_the_contracts_left():
    state = _with(["O3"], {"Aleborg": {"Ann": 14}})
    after = play(state, SetUpContracts(state.seats[0].goods[0]))
    assert after.contracts[0][0] == 1 and after.seats[0].contracts_left == 0


def test_none_left_means_no_contracts():
    state = _with(["O3"], {"Aleborg": {"Ann": 15}})
    assert not any(isinstance(a, SetUpContracts) for a in legal_actions(state))
    assert_illegal(
        RULESET, state, SetUpContracts(state.seats[0].goods[0]), "Traders 4.3.3 — Setting up"
    )


def test_only_own_markers_and_one_action_per_visit():
    state = _with(["O1", "O2"])
    assert_illegal(RULESET, state, SetUpContracts(77), "Traders 4.3.3 — Setting up")
    after = play(state, SetUpContracts(find_marker(state.seats[0].goods, "O2")))
    assert_illegal(
        RULESET, after, SetUpContracts(find_marker(after.seats[0].goods, "O1")), "Traders 4.3.1"
    )


def test_any_number_of_contracts_in_one_city():
    state = _with(["O3"], {"Thespian": {"Ann": 9}})
    after = play(state, SetUpContracts(state.seats[0].goods[0]))
    assert after.contracts[0][0] == 12


def test_contractors_one_extra_contract_once_per_turn():
    state = _with(["O2", "B1"], mats={"Ann": "Contractors"})
    two = find_marker(state.seats[0].goods, "O2")
    after = play(state, SetUpContracts(two, True))
    assert after.contracts[0][0] == 3 and after.extra_used
    moved = play(after, Move("Stockgard"))
    one = find_marker(moved.seats[0].goods, "B1")
    assert_illegal(RULESET, moved, SetUpContracts(one, True), "Traders 2.2")
    assert play(moved, SetUpContracts(one)).contracts[3][0] == 1


def test_the_extra_contract_is_only_for_the_contractors():
    state = _with(["O2"])
    assert_illegal(RULESET, state, SetUpContracts(state.seats[0].goods[0], True), "Traders 2.2")


def test_no_extra_when_no_contract_is_left_to_add():
    state = _with(["O3"], {"Aleborg": {"Ann": 12}}, mats={"Ann": "Contractors"})
    assert_illegal(RULESET, state, SetUpContracts(state.seats[0].goods[0], True), "Traders 2.2")
    assert goods_of(state, "Ann") == ["O3"]
