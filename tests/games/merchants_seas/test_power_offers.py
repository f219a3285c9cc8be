"""Power for neighbours: offers after building, out of turn, VP = power − 1, capped."""

import pytest

from skywidgets.core import IllegalAction, with_seat
from skywidgets.games.merchants_seas import RULESET, apply, legal_actions
from skywidgets.games.terra_mystica import actions as A
from tests.rules import assert_illegal

from .helpers import H, end_turn, leech, table


def position(**kw):
    # Witches (A) build next to the Nomads' (B) Trading house on A5 and Dwelling on B4? no:
    # A4 touches A3 (A's) and A5 (B's).
    s = table(builds=[("A3", 0, "D"), ("A5", 1, "TP")], **kw)
    return with_seat(s, 0, workers=5, coins=5)


def built(s):
    """A builds a Dwelling on A4 and ends the turn (the offers wait behind the finish step)."""
    s = apply(s, A.TransformAndBuild(H["A4"], "G", True))
    assert s.pending[0].kind == "finish_turn" and s.current_player == 0
    return end_turn(s)


def test_neighbour_is_offered_the_power_value_and_decides_out_of_turn():
    s = built(position())
    assert s.pending[0].kind == "leech" and s.pending[0].power == 2
    assert s.current_player == 1
    answers = [a for a in legal_actions(s) if a.kind != "convert"]
    assert answers == [A.Leech(True, 2), A.Leech(False, 2)]


def test_offer_labels_say_what_you_get_and_a_wrong_amount_is_refused():
    s = built(position())
    labels = [a.label for a in legal_actions(s) if a.kind == "leech"]
    assert labels == [
        "accept the offer: gain 2 power for 1 VP",
        "decline the offer of 2 power (keep your VP)",
    ]
    assert A.Leech(True, 1).label == "accept the offer: gain 1 power at no VP cost"
    with pytest.raises(IllegalAction, match="gaining power from neighbours") as err:
        apply(s, A.Leech(True, 3))
    assert "the offer is 2 power" in err.value.reason
    with pytest.raises(IllegalAction):
        apply(s, A.Leech(True, -1))  # the amount must be the one on offer


def test_accepting_costs_power_minus_one_vp():
    s = built(position())
    vp, bowls = s.seats[1].vp, s.seats[1].bowls
    s2 = apply(s, leech(s, True))
    assert s2.seats[1].vp == vp - 1
    assert s2.seats[1].bowls == (bowls[0] - 2, bowls[1] + 2, bowls[2])
    assert s2.current_player == 1  # B's own turn now (A's action is over)


def test_declining_changes_nothing():
    s = built(position())
    s2 = apply(s, leech(s, False))
    assert s2.seats[1].vp == s.seats[1].vp and s2.seats[1].bowls == s.seats[1].bowls


def test_offer_is_capped_by_what_the_bowls_can_take():
    s = position(seat_kw={1: {"bowls": (0, 1, 11)}})
    s = built(s)
    assert s.pending[0].power == 1


def test_no_offer_when_the_bowls_are_full():
    s = position(seat_kw={1: {"bowls": (0, 0, 12)}})
    s = built(s)
    assert not s.pending and s.current_player == 1


def test_offer_is_capped_by_vp():
    s = position(seat_kw={1: {"vp": 0, "vp_by": ()}})
    s = built(s)
    assert s.pending[0].power == 1
    assert apply(s, leech(s, True)).seats[1].vp == 0


def test_only_the_offered_player_may_answer():
    s = built(position())
    err = assert_illegal(RULESET, s, A.Pass("BON1"), "decisions are taken in turn")
    assert err.reason == "it is the power offer phase, so 'pass and take BON1' is not possible now"
