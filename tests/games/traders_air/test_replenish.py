"""Rulebook 4.2, replenishing goods markers, and the trigger of rulebook 5."""

from skywidgets.games.traders_air import RULESET
from skywidgets.games.traders_air.actions import Replenish, SkipReplenish
from skywidgets.games.traders_air.data import marker_name
from skywidgets.games.traders_air.rules import legal_actions
from tests.rules import assert_illegal

from .helpers import PLAYERS, build_position, play

FULL_BUT = {
    "Thespian": ["O1", "O2"],
    "Aleborg": ["O3"],
    "New Copenhagen": ["B1", "B2"],
    "Stockgard": ["B3", "W1"],
    "Nemesis": ["W2"],
    "Downington": ["W3", "G1"],
    "Rev'all": ["G2"],
    "Lindholm": ["G3", "Y1"],
    "Brightwater": ["Y2"],
}


def _position(spaces, supply=None, money=3, **kw):
    return build_position(
        PLAYERS, step="replenish", spaces=spaces, supply=supply, money={"Ann": money}, **kw
    )


def test_replenishing_is_optional():
    state = _position({"Thespian": ["O1"]})
    assert set(legal_actions(state)) == {Replenish(), SkipReplenish()}
    after = play(state, SkipReplenish())
    assert after.phase_id == "actions" and after.spaces == state.spaces


def test_one_dollar_fills_every_empty_space_lowest_number_first():
    spaces = dict(FULL_BUT, Aleborg=[None], Stockgard=[None, "W1"], Brightwater=[None])
    state = _position(spaces, supply=[["Y3", "G1", "P1", "P2"]])
    after = play(state, Replenish())
    assert after.seats[0].money == 2 and after.bank == state.bank + 1
    assert [marker_name(after.spaces[i]) for i in (2, 5, 13)] == [
        "yellow 3 (Y3)",
        "green 1 (G1)",
        "purple 1 (P1)",
    ]
    assert len(after.stacks[0]) == 1 and after.phase_id == "actions"


def test_an_emptied_stack_continues_with_the_next():
    spaces = dict(FULL_BUT, Thespian=[None, "O2"], Nemesis=[None], Brightwater=[None])
    state = _position(spaces, supply=[["Y3"], [], ["G1", "P1", "P2"]])
    after = play(state, Replenish())
    assert [marker_name(after.spaces[i]) for i in (0, 7, 13)] == [
        "yellow 3 (Y3)",
        "green 1 (G1)",
        "purple 1 (P1)",
    ]
    assert after.stacks[0] == () and after.stacks[2] == state.stacks[2][2:]


def test_replenishing_is_forced_when_every_space_is_empty():
    state = _position({}, supply=[["Y3", "G1"], ["P1"]])
    assert legal_actions(state) == [Replenish()]
    assert_illegal(RULESET, state, SkipReplenish(), "Traders 4.2")


def test_a_dry_supply_leaves_spaces_empty():
    state = _position({"Thespian": ["O1"]}, supply=[["Y3", "G1"]])
    after = play(state, Replenish())
    assert sum(m is not None for m in after.spaces) == 3
    assert all(not s for s in after.stacks)


def test_nothing_to_replenish_when_the_supply_is_exhausted():
    from skywidgets.games.traders_air.actions import CollectIncome

    state = build_position(PLAYERS, step="income", spaces={"Thespian": ["O1"]}, supply=[])
    after = play(state, CollectIncome())
    assert after.phase_id == "actions"
    assert_illegal(RULESET, after, Replenish(), "Traders 4 — Sequence of play")


def test_first_marker_from_stack_five_triggers_the_end():
    state = _position({"Thespian": ["O1"]}, supply=[[], [], [], ["Y3"], ["G1", "G2", "G3"]])
    after = play(state, Replenish())
    assert after.ending and after.first_to_last == 0
    assert any("end of the game is triggered" in e for e in after.events)


def test_only_the_first_replenish_from_stack_five_counts():
    state = _position(
        {"Thespian": ["O1"]},
        supply=[[], [], [], [], ["G1", "G2", "G3"] * 4],
        ending=True,
        first_to_last="Marianne",
    )
    after = play(state, Replenish())
    assert after.first_to_last == 2


def test_taking_only_from_stack_four_does_not_trigger():
    spaces = dict(FULL_BUT, Brightwater=[None])
    state = _position(spaces, supply=[[], [], [], ["Y3"], ["G1"]])
    after = play(state, Replenish())
    assert not after.ending and after.first_to_last is None


def test_strict_undo_stops_at_a_replenish():
    state = _position({"Thespian": ["O1"]})
    assert RULESET.checks.reveals(state, play(state, Replenish()))
    assert not RULESET.checks.reveals(state, play(state, SkipReplenish()))


def test_filling_the_spaces_later_in_the_turn_is_not_possible():
    state = _position({"Thespian": ["O1"]})
    after = play(state, SkipReplenish())
    assert any(m is None for m in after.spaces)
    err = assert_illegal(RULESET, after, Replenish(), "Traders 4 — Sequence of play")
    assert "4.3 Actions" in err.reason
