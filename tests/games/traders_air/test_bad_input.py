"""Bad input never corrupts anything: odd options, odd ids, wrong phases, malformed dicts."""

import pytest

from skywidgets.core import ActionFormatError, IllegalAction
from skywidgets.games.traders_air import RULESET, new_game
from skywidgets.games.traders_air.actions import (
    Lose,
    Move,
    PayTaxes,
    Purchase,
    Sell,
    SetUpContracts,
)
from skywidgets.games.traders_air.data import marker_name
from tests.rules import assert_illegal

from .helpers import PLAYERS, build_position

ODD_IDS = (-1, 78, 200, 10**30)


@pytest.mark.parametrize(
    "options, words",
    [
        ({"seed": "x"}, "seed"),
        ({"seed": 1.5}, "seed"),
        ({"seed": True}, "seed"),
        ({"guild_mats": [["Bankers"], "Hoarders", "Contractors"]}, "guild_mats"),
        ({"guild_mats": [{"a": 1}, "Hoarders", "Contractors"]}, "guild_mats"),
        ({"guild_mats": "Bankers"}, "guild_mats"),
    ],
)
def test_odd_options_are_refused_with_the_setup_rule(options, words):
    with pytest.raises(IllegalAction) as err:
        new_game(list(PLAYERS), **options)
    assert err.value.rule.startswith("Traders ") and words in err.value.reason


def test_a_marker_id_outside_the_game_is_named_not_looked_up():
    assert marker_name(-1) == "goods marker -1 (no such marker)"
    assert marker_name(78) == "goods marker 78 (no such marker)"
    assert marker_name(77) == "yellow 3 (Y3)"
    assert "no such marker" in Sell((5, 300)).label and "no such" in PayTaxes((999,)).label


def _positions():
    yield new_game(list(PLAYERS), seed=4)  # income
    yield build_position(
        PLAYERS,
        money={"Ann": 3},
        goods={"Ann": ["O1", "O2"]},
        contracts={"New Copenhagen": {"Ann": 1}},
        spaces={"New Copenhagen": ["B1"]},
    )  # actions
    yield build_position(PLAYERS, step="taxes", goods={"Ann": ["O1", "O2", "B1", "B2"]})
    yield build_position(PLAYERS, step="over", ending=True, first_to_last="Ann")


@pytest.mark.parametrize("bad", ODD_IDS)
def test_odd_ids_in_every_phase_raise_and_change_nothing(bad):
    for state in _positions():
        for action in (
            Lose(bad),
            PayTaxes((bad,)),
            SetUpContracts(bad),
            Sell((bad,)),
            Sell((0, bad)),
            Purchase(bad),
            Move(str(bad)),
        ):
            assert_illegal(RULESET, state, action, "Traders ")


def test_losses_refuse_odd_ids_too():
    state = build_position(
        PLAYERS,
        turn_player="Michael",
        ship="Downington",
        money={"Michael": 2},
        goods={"Michael": ["O1", "O2"], "Marianne": ["O1", "O3"]},
        contracts={"Downington": {"Michael": 1}},
    )
    after = RULESET.apply(state, Sell(tuple(state.seats[1].goods)))
    assert after.phase_id == "losses"
    for bad in ODD_IDS:
        assert_illegal(RULESET, after, Lose(bad), "Traders 4.3.3 — Selling goods (losses)")


@pytest.mark.parametrize(
    "data",
    [
        {"type": "sell", "markers": "1,2"},
        {"type": "sell", "markers": [True, 2]},
        {"type": "purchase"},
        {"type": "purchase", "space": 3, "city": "Thespian"},
        {"type": "set_up_contracts", "marker": 1, "extra": "yes"},
        {"type": "move", "city": None},
        {"type": "pay_taxes", "keep": [1.5]},
        {"type": "fly"},
        {"kind": "move"},
    ],
)
def test_malformed_action_dicts_are_format_errors(data):
    with pytest.raises(ActionFormatError):
        RULESET.codec.from_json(data)
