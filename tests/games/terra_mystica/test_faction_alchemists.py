"""Alchemists (Terra Mystica — Alchemists; snellman `Game/Factions/Alchemists.pm`,
`scoring.pm` score_final_resources_for_faction, `commands.pm` command_convert): their Trading
houses pay 2/4/7/11 coins and 1/2/3/4 power, their Stronghold 6 coins and no power; the
Philosopher's Stone (1 VP -> 1 coin, 2 coins -> 1 VP) is a free conversion, so only in their
own turn (snellman refuses a conversion outside the active faction's action); at the end
every leftover resource becomes coins (bowl II burnt, then power, priests and workers 1 coin
each) and 2 coins make 1 VP. Base-game positions (the `terra_mystica` box)."""

from __future__ import annotations

import pytest

from skywidgets.core import evolve
from skywidgets.games.terra_mystica.power_actions import R_CONVERT
from skywidgets.games.terra_mystica.scoring import scores
from skywidgets.games.terra_mystica.state import PowerOffer
from tests.rules import assert_illegal

from .faction_positions import RULES, A, H, apply, done, income_of, legal_actions, tm

STONE = (A.Convert("VP>C"), A.Convert("C>VP"))


@pytest.mark.parametrize("houses, coins, power", [(1, 2, 1), (2, 4, 2), (3, 7, 3), (4, 11, 4)])
def test_the_alchemists_trading_houses_pay_2_4_7_11_coins_and_1_2_3_4_power(houses, coins, power):
    spots = ("A8", "A13", "B3", "B5")
    s = tm(("alchemists", "witches"), [(h, 0, "TP") for h in spots[:houses]] + [("I6", 1, "D")])
    income = income_of(s, 0)  # BON3: 6 coins
    assert (income["C"] - 6, income["PW"]) == (coins, power)


def test_the_alchemists_stronghold_pays_6_coins_and_no_power():
    s = tm(("alchemists", "witches"), [("A8", 0, "SH"), ("I6", 1, "D")], bonus=("BON8", "BON3"))
    assert income_of(s, 0) == {"C": 6, "W": 1, "P": 1}  # base worker, BON8's priest
    w = tm(("witches", "alchemists"), [("A3", 0, "SH"), ("I6", 1, "D")], bonus=("BON8", "BON3"))
    assert income_of(w, 0) == {"PW": 2, "W": 1, "P": 1}


def offered():
    """The Witches (A) build a Dwelling on A4, beside the Alchemists' (B) Dwelling on B2:
    the Alchemists are offered 1 power in the Witches' turn."""
    s = tm(
        ("witches", "alchemists"),
        [("A3", 0, "D"), ("B2", 1, "D")],
        seat_kw={0: {"workers": 5, "coins": 5}, 1: {"coins": 9}},
    )
    s = done(apply(s, A.TransformAndBuild(H["A4"], "G", True)))
    assert isinstance(s.pending[0], PowerOffer) and s.pending[0].seat == 1
    return s


def test_the_philosophers_stone_is_not_open_while_answering_an_offer_in_anothers_turn():
    s = offered()
    listed = legal_actions(s)
    assert not any(a in listed for a in STONE)
    for stone in STONE:
        assert_illegal(RULES, s, stone, R_CONVERT, "your own turn")


def test_the_philosophers_stone_is_open_in_the_finish_step_of_their_own_turn():
    s = tm(
        ("alchemists", "witches"),
        [("B2", 0, "D"), ("I6", 1, "D")],
        seat_kw={0: {"coins": 9, "workers": 9}},
    )
    s1 = apply(s, A.Upgrade(H["B2"], "TP"))  # 6 coins: no neighbour
    assert set(STONE) <= set(legal_actions(s1))
    s2 = apply(s1, A.Convert("C>VP"))
    assert (s2.seats[0].coins, s2.seats[0].vp) == (s1.seats[0].coins - 2, s1.seats[0].vp + 1)
    assert s2.turn == 0 and not s2.seats[0].passed


def test_leftover_workers_priests_and_power_are_coins_at_2_per_vp():
    s = tm(("alchemists", "witches"), [("B2", 0, "D"), ("I6", 1, "D")])
    left = {"coins": 1, "workers": 2, "priests": 1, "bowls": (8, 3, 1)}
    seats = tuple(evolve(seat, **left) for seat in s.seats)
    over = evolve(s, step="over", round=6, seats=seats)
    sheet = scores(over)
    mine = {i.source: i.points for i in sheet.for_player("A")}
    theirs = {i.source: i.points for i in sheet.for_player("B")}
    # 1 C + 2 W + 1 P + 1 power in bowl III + 1 for bowl II burnt (3 // 2) = 6 coins
    assert mine["final: resources"] == 3 and theirs["final: resources"] == 2
