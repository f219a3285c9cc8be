"""Nomads (Terra Mystica — Nomads; snellman `Game/Factions/Nomads.pm`, `Game/Constants.pm`
ACTN, `map.pm` transform_cost): Sandstorm, once a round with the Stronghold, turns a free hex
directly beside a Nomads structure into desert whatever its distance on the wheel — a free
transform (`FREE_TF`), not a spade, so a round tile paying for spades pays nothing for it —
and a Dwelling may be built there, paid as usual; their Trading houses pay 2/4/7/11 coins and
1/2/3/4 power; the Stronghold costs 4 workers and 8 coins. Base-game positions."""

from __future__ import annotations

import pytest

from skywidgets.games.terra_mystica.building import R_SAND
from skywidgets.games.terra_mystica.state import PowerOffer
from tests.rules import assert_illegal

from .faction_positions import (
    RULES,
    A,
    H,
    again,
    apply,
    done,
    income_of,
    invariants,
    legal_actions,
    tm,
    vp_from,
)

SCORE1_FIRST = (1, 3, 4, 5, 6, 7)  # SCORE1: 2 VP per spade, in round 1


def nomads(structure="SH", tiles=SCORE1_FIRST, **seat):
    """The Nomads (A) on A5, beside A4 (lakes), A6 (wasteland), B2 (plains) and B3 (swamp,
    2 spades from desert); the Witches' Dwelling on C2 touches B3."""
    fields = {"workers": 3, "coins": 4, **seat}
    return tm(
        ("nomads", "witches"),
        [("A5", 0, structure), ("C2", 1, "D")],
        tiles=tiles,
        seat_kw={0: fields},
    )


def test_sandstorm_is_a_free_transform_and_no_spade_for_the_round_tile():
    s = nomads()
    storm = A.Sandstorm(H["B3"], False)
    assert storm in legal_actions(s)
    s1 = apply(s, storm)
    assert s1.terrain[H["B3"]] == "D" and s1.owner[H["B3"]] == -1
    a, b = s1.seats[0], s.seats[0]
    assert (a.workers, a.coins, a.priests) == (b.workers, b.coins, b.priests)  # 2 steps, free
    assert a.vp == b.vp and vp_from(s1, 0, "round scoring tiles") == 0  # SCORE1: no spade
    assert invariants(done(s1)) == []


def test_sandstorm_with_a_dwelling_pays_the_dwelling_and_offers_power():
    s = nomads()
    s1 = done(apply(s, A.Sandstorm(H["B3"], True)))
    assert s1.building[H["B3"]] == "D" and s1.owner[H["B3"]] == 0
    assert (s.seats[0].workers - s1.seats[0].workers, s.seats[0].coins - s1.seats[0].coins) == (
        1,
        2,
    )
    assert vp_from(s1, 0, "round scoring tiles") == 0  # SCORE1 pays spades, not Dwellings
    offer = s1.pending[0]
    assert isinstance(offer, PowerOffer) and (offer.seat, offer.power) == (1, 1)
    dwelling_round = done(apply(nomads(tiles=(3, 4, 5, 6, 7, 8)), A.Sandstorm(H["B3"], True)))
    assert vp_from(dwelling_round, 0, "round scoring tiles") == 2  # SCORE3: the Dwelling


def test_sandstorm_once_a_round_beside_the_nomads_and_never_on_desert_or_a_structure():
    s = nomads()
    s1 = again(apply(s, A.Sandstorm(H["A6"], False)))
    assert not any(isinstance(a, A.Sandstorm) for a in legal_actions(s1))
    assert_illegal(RULES, s1, A.Sandstorm(H["B3"], False), R_SAND, "once per round")
    assert_illegal(RULES, s, A.Sandstorm(H["E7"], False), R_SAND, "directly adjacent")
    assert_illegal(RULES, s, A.Sandstorm(H["C2"], False), R_SAND, "directly adjacent")
    spots = {a.hex for a in legal_actions(s) if isinstance(a, A.Sandstorm)}
    assert spots == {H["A4"], H["A6"], H["B2"], H["B3"]}
    poor = nomads(workers=0)
    assert A.Sandstorm(H["B3"], True) not in legal_actions(poor)
    assert A.Sandstorm(H["B3"], False) in legal_actions(poor)
    assert_illegal(RULES, nomads("TP"), A.Sandstorm(H["B3"], False), R_SAND, "Stronghold")


@pytest.mark.parametrize("houses, coins, power", [(1, 2, 1), (2, 4, 2), (3, 7, 3), (4, 11, 4)])
def test_the_nomads_trading_houses_pay_2_4_7_11_coins_and_1_2_3_4_power(houses, coins, power):
    spots = ("A5", "B1", "E8", "F3")
    s = tm(("nomads", "witches"), [(h, 0, "TP") for h in spots[:houses]] + [("I6", 1, "D")])
    income = income_of(s, 0)  # the Nomads hold BON3 (6 coins)
    assert (income["C"] - 6, income["PW"]) == (coins, power)


def test_the_nomads_stronghold_costs_4_workers_and_8_coins():
    builds = [("A5", 0, "TP"), ("I6", 1, "D")]
    s = tm(("nomads", "witches"), builds, seat_kw={0: {"coins": 8, "workers": 4}})
    s1 = apply(s, A.Upgrade(H["A5"], "SH"))
    assert (s1.seats[0].workers, s1.seats[0].coins) == (0, 0)
    poor = tm(("nomads", "witches"), builds, seat_kw={0: {"coins": 7, "workers": 4}})
    assert A.Upgrade(H["A5"], "SH") not in legal_actions(poor)
