"""A spade decision whose last spade is used ends at once, even when the build forms a town."""

from __future__ import annotations

from skywidgets.core import with_seat
from skywidgets.games.merchants_seas import RULESET, apply
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.state import SpadeUse, TownChoice

from .helpers import H, table


def test_last_spade_and_a_town_leave_no_spent_spade_decision() -> None:
    """First found by soak seed 19925: a power-action spade turns a hex and a Dwelling there
    forms a town; the town is chosen next and no spade decision with 0 spades waits behind.
    Here the Witches' A2 Temple, A3 and A5 Trading houses and a Dwelling on A4 (lakes, one
    spade from their forest) make 7 power in 4 structures."""
    s = table(builds=[("A2", 0, "TE"), ("A3", 0, "TP"), ("A5", 0, "TP")])
    s = with_seat(s, 0, bowls=(0, 0, 7), workers=3, coins=5)
    s = apply(s, A.PowerAction("ACT5"))
    assert isinstance(s.pending[0], SpadeUse) and s.pending[0].spades == 1
    s = apply(s, A.TransformAndBuild(H["A4"], "G", True))
    assert RULESET.checks.invariants(s) == []
    assert isinstance(s.pending[0], TownChoice)
    assert not any(isinstance(p, SpadeUse) for p in s.pending)
