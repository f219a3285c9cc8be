"""⑤ Stock disposal: 3 same-colour cubes for 1 cube of any colour, then keep at most 3."""

from __future__ import annotations

from skywidgets.games.sky_islands import RULESET, Exchange, Keep, apply, legal_actions
from skywidgets.games.sky_islands.positions import make_position
from skywidgets.games.sky_islands.stock_disposal import keep
from skywidgets.games.sky_islands.turn import end_turn
from tests.rules import assert_illegal

from .helpers import THREE, cubes
from .randomplay import random_states


def _disposal(cube, others=(0, 0, 0)):
    return make_position(THREE, cubes=[cube, others], phase="disposal")


def test_three_of_a_colour_buy_one_of_another():
    s = _disposal((4, 0, 1))
    after = apply(s, Exchange("red", "white"))
    assert cubes(after, 0) == (1, 1, 1)
    assert after.supply == (s.supply[0] + 3, s.supply[1] - 1, s.supply[2])


def test_exchange_any_number_of_times():
    s = _disposal((6, 1, 0))
    s = apply(s, Exchange("red", "blue"))
    assert s.phase_id == "disposal"
    s = apply(s, Exchange("red", "blue"))
    assert cubes(s, 0) == (0, 1, 2)


def test_exchange_needs_three_of_the_colour_paid():
    assert_illegal(RULESET, _disposal((2, 2, 2)), Exchange("red", "white"), "pay 3 cubes")


def test_never_for_a_victory_point():
    assert_illegal(RULESET, _disposal((3, 1, 0)), Exchange("red", "green"), "or for a point")


def test_never_for_a_colour_missing_from_the_supply():
    s = _disposal((3, 20, 0))
    assert s.supply[1] == 0
    assert_illegal(RULESET, s, Exchange("red", "white"), "missing from the supply")
    assert Exchange("red", "blue") in legal_actions(s)
    assert Exchange("red", "white") not in legal_actions(s)


def test_same_colour_purchase_is_legal_if_pointless():
    # ⑤ says "1 resource of any colour": the colour paid is one of them
    s = _disposal((3, 1, 0))
    assert Exchange("red", "red") in legal_actions(s)
    after = apply(s, Exchange("red", "red"))
    assert cubes(after, 0) == (1, 1, 0)
    assert after.supply == (s.supply[0] + 2, s.supply[1], s.supply[2])


def test_same_colour_purchase_with_that_colour_gone_from_the_supply():
    # the 3 cubes are paid to the supply first, so one of them can be taken back
    s = _disposal((20, 0, 0))
    assert s.supply[0] == 0
    assert Exchange("red", "red") in legal_actions(s)
    assert cubes(apply(s, Exchange("red", "red")), 0) == (18, 0, 0)


def test_unknown_colours_are_rejected():
    assert_illegal(RULESET, _disposal((3, 1, 0)), Exchange("gold", "red"), "pay 3 cubes")


def test_holding_four_or_more_keep_at_most_three_by_choice():
    s = _disposal((2, 2, 1))
    keeps = [a for a in legal_actions(s) if isinstance(a, Keep)]
    assert Keep(2, 1, 0) in keeps and Keep(0, 0, 1) in keeps and Keep(0, 0, 0) in keeps
    assert all(a.red + a.white + a.blue <= 3 for a in keeps)
    assert len(keeps) == len({(a.red, a.white, a.blue) for a in keeps}) == 14
    after = apply(s, Keep(0, 2, 1))
    assert cubes(after, 0) == (0, 2, 1)
    assert after.supply[0] == s.supply[0] + 2


def test_keeping_more_than_three_or_more_than_held_is_illegal():
    s = _disposal((2, 2, 1))
    assert_illegal(RULESET, s, Keep(2, 2, 0), "keep at most 3")
    assert_illegal(RULESET, s, Keep(3, 0, 0), "keep at most 3")
    assert_illegal(RULESET, s, Keep(0, 0, -1), "keep at most 3")


def test_holding_three_or_fewer_keeps_everything():
    s = _disposal((3, 0, 0))  # an exchange is possible, so ⑤ waits for a decision
    assert [a for a in legal_actions(s) if isinstance(a, Keep)] == [Keep(3, 0, 0)]
    assert_illegal(RULESET, s, Keep(1, 0, 0), "keep at most 3")


def test_nothing_to_decide_resolves_by_itself():
    s = make_position(THREE, cubes=[(1, 1, 0)], phase="build")
    after = apply(s, legal_actions(s)[-1])  # finish building
    assert after.current_player == 1
    assert cubes(after, 0) == (1, 1, 0)


def test_keep_ends_the_step_and_the_turn_passes_left():
    s = _disposal((2, 2, 1))
    after = apply(s, Keep(1, 1, 1))
    assert after.current_player == 1 and after.phase_id == "place"
    assert after.seats[0].turns == s.seats[0].turns + 1


def test_cubes_never_become_points():
    s = _disposal((9, 0, 0))
    after = apply(s, Keep(3, 0, 0))
    assert after.seats[0].vp == s.seats[0].vp


def test_a_keep_equals_keeping_then_ending_the_turn() -> None:
    """⑤ Keep played as a move equals the step's `keep`, then ⑥ and the next turn."""
    seen = 0
    states = [s for players in (2, 3, 4) for seed in (21, 22) for s in random_states(players, seed)]
    for state in states:
        if state.phase_id != "disposal":
            continue
        for action in legal_actions(state):
            if isinstance(action, Keep):
                kept, text = keep(state, action)
                stepwise = end_turn(kept, [text] if text else [])
                played = apply(state, action)
                assert played == stepwise
                assert played.events == stepwise.events
                seen += 1
    assert seen > 20
