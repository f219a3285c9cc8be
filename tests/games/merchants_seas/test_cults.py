"""Cult tracks: priests to the order (3/2/2/2) or one step, power at 3/5/7/10, keys for 10."""

import pytest

from skywidgets.core import IllegalAction, evolve, with_seat
from skywidgets.games.merchants_seas import apply
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.resources import cult_steps

from .helpers import table, turn_of


def base(**seat):
    return with_seat(table(builds=[]), 0, **seat)


def test_first_priest_on_an_order_gets_three_steps_then_two():
    s = base(priests=2)
    s2 = apply(s, A.SendPriest("FIRE", True))
    assert s2.seats[0].cults[0] == 3 and s2.cult_order == (1, 0, 0, 0)
    assert s2.seats[0].priests_sent == 1
    s3 = turn_of(s2, 0)
    s4 = apply(s3, A.SendPriest("FIRE", True))
    assert s4.seats[0].cults[0] == 5


def test_one_step_returns_the_priest_to_the_supply():
    s2 = apply(base(priests=1), A.SendPriest("WATER", False))
    assert s2.seats[0].cults[1] == 1 and s2.seats[0].priests_sent == 0
    assert s2.seats[0].priests == 0


def test_order_spaces_are_limited_to_four():
    s = evolve(base(priests=1), cult_order=(4, 0, 0, 0))
    with pytest.raises(IllegalAction, match="full"):
        apply(s, A.SendPriest("FIRE", True))


def test_power_when_reaching_3_5_7_10():
    s = base(bowls=(12, 0, 0), cults=(0, 0, 0, 0))
    assert cult_steps(s, 0, 0, 3).seats[0].bowls == (11, 1, 0)
    assert cult_steps(s, 0, 0, 7).seats[0].bowls == (7, 5, 0)


def test_space_10_needs_a_key_and_only_one_faction():
    s = base(cults=(8, 0, 0, 0))
    assert cult_steps(s, 0, 0, 3).seats[0].cults[0] == 9
    s = base(cults=(8, 0, 0, 0), keys=1)
    assert cult_steps(s, 0, 0, 3).seats[0].cults[0] == 10
    s = with_seat(s, 1, cults=(10, 0, 0, 0))
    assert cult_steps(s, 0, 0, 3).seats[0].cults[0] == 9


def test_no_priest_no_send():
    with pytest.raises(IllegalAction, match="no priest"):
        apply(base(priests=0), A.SendPriest("AIR", False))
