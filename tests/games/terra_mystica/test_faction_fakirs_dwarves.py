"""Fakirs and Dwarves in the base game (Terra Mystica — Fakirs: Carpet flight; Dwarves:
Tunnelling; snellman `Game/Factions/Fakirs.pm`, `Dwarves.pm`, `map.pm` check_reachable):
neither has a Shipping track (`ship max_level` 0); a hex out of direct reach is reached by a
carpet flight over up to `carpet_range` hexes (1, 2 with the Stronghold: `GAIN_TELEPORT`
`carpet_range` +1) for 1 priest, or by a tunnel over one hex for 2 workers (1 with the
Stronghold: the teleport level's cost), each scoring 4 VP — and neither is used when the hex
is directly adjacent, nor for a Phase III cult spade (a teleport needs a faction that has not
passed); the Fakirs' exchange track has one step, their Stronghold costs 10
coins and pays a priest; the Dwarves' Trading houses pay 3/5/7/10 coins. Base-game
positions (the `terra_mystica` box)."""

from __future__ import annotations

import pytest

from skywidgets.games.terra_mystica.building import R_BUILD
from skywidgets.games.terra_mystica.power_actions import R_ADVANCE
from tests.rules import assert_illegal

from .faction_positions import (
    RULES,
    A,
    H,
    apply,
    done,
    income_of,
    invariants,
    legal_actions,
    terrain,
    tm,
    vp_from,
)

RICH = {"coins": 20, "workers": 12, "priests": 3}


def spent(before, after, seat=0):
    """(workers, coins, priests) seat `seat` paid between two states."""
    b, a = before.seats[seat], after.seats[seat]
    return b.workers - a.workers, b.coins - a.coins, b.priests - a.priests


@pytest.mark.parametrize("faction", ["fakirs", "dwarves"])
def test_no_shipping_track_in_the_base_game(faction):
    s = tm((faction, "witches"), [("A5", 0, "D"), ("I6", 1, "D")], seat_kw={0: RICH})
    assert s.seats[0].shipping == 0
    assert A.Advance("shipping") not in legal_actions(s)
    assert_illegal(RULES, s, A.Advance("shipping"), R_ADVANCE, "end")


# -- Fakirs ----------------------------------------------------------------------------------


def fakirs(structure="D", **seat):
    """The Fakirs (A) on A5; A7 (two hexes away) and A8 (three) are desert, their home."""
    s = tm(
        ("fakirs", "witches"),
        [("A5", 0, structure), ("I6", 1, "D")],
        seat_kw={0: {**RICH, **seat}},
    )
    return terrain(s, A7="D", A8="D")


def test_the_stronghold_lengthens_the_carpet_flight_by_one_hex():
    far = A.TransformAndBuild(H["A8"], "D", True)
    s = fakirs("TP")
    assert A.TransformAndBuild(H["A7"], "D", True) in legal_actions(s)  # range 1
    assert far not in legal_actions(s)
    assert_illegal(RULES, s, far, R_BUILD, "adjacent")
    sh = fakirs("SH")
    assert far in legal_actions(sh)
    s1 = apply(sh, far)
    assert spent(sh, s1) == (1, 2, 1)  # the Dwelling and the flight's priest
    assert vp_from(s1, 0, "faction abilities") == 4
    assert invariants(done(s1)) == []


def test_no_flight_without_a_priest():
    s = fakirs(priests=0)
    assert A.TransformAndBuild(H["A7"], "D", True) not in legal_actions(s)
    assert_illegal(RULES, s, A.TransformAndBuild(H["A7"], "D", True), R_BUILD, "cannot pay")


def test_the_fakirs_exchange_track_has_a_single_step():
    s = fakirs(dig=1, priests=3, workers=9, coins=9)
    assert A.Advance("dig") not in legal_actions(s)
    assert_illegal(RULES, s, A.Advance("dig"), R_ADVANCE, "exchange track")
    assert A.Advance("dig") in legal_actions(fakirs(dig=0))


def test_the_fakirs_stronghold_costs_10_coins_and_pays_a_priest_not_power():
    s = fakirs("TP", workers=4, coins=10)
    s1 = apply(s, A.Upgrade(H["A5"], "SH"))
    assert spent(s, s1) == (4, 10, 0)
    income = income_of(s1, 0)  # BON3: 6 coins
    assert income.get("P") == 1 and "PW" not in income
    assert A.Upgrade(H["A5"], "SH") not in legal_actions(fakirs("TP", workers=4, coins=9))


# -- Dwarves ---------------------------------------------------------------------------------


def dwarves(structure="D", **seat):
    """The Dwarves (A) on A2; A1 beside it and A4 (two hexes away) are mountains."""
    s = tm(
        ("dwarves", "witches"),
        [("A2", 0, structure), ("I6", 1, "D")],
        seat_kw={0: {**RICH, **seat}},
    )
    return terrain(s, A1="S", A4="S")


@pytest.mark.parametrize("structure, tunnel", [("TP", 2), ("SH", 1)])
def test_a_tunnel_costs_2_workers_or_1_with_the_stronghold_and_scores_4(structure, tunnel):
    s = dwarves(structure)
    s1 = apply(s, A.TransformAndBuild(H["A4"], "S", True))
    assert spent(s, s1) == (1 + tunnel, 2, 0)
    assert vp_from(s1, 0, "faction abilities") == 4


def test_no_tunnel_to_a_directly_adjacent_hex():
    s = dwarves("SH")
    s1 = apply(s, A.TransformAndBuild(H["A1"], "S", True))
    assert spent(s, s1) == (1, 2, 0)
    assert vp_from(s1, 0, "faction abilities") == 0


@pytest.mark.parametrize("houses, coins", [(1, 3), (2, 5), (3, 7), (4, 10)])
def test_the_dwarves_trading_houses_pay_3_5_7_10_coins(houses, coins):
    spots = ("A2", "C2", "E7", "F1")
    s = tm(("dwarves", "witches"), [(h, 0, "TP") for h in spots[:houses]] + [("I6", 1, "D")])
    assert income_of(s, 0)["C"] - 6 == coins  # BON3: 6 coins


def test_a_phase_three_cult_spade_cannot_be_used_through_a_tunnel():
    s = tm(
        ("dwarves", "witches"),
        [("A2", 0, "D"), ("I6", 1, "D")],
        tiles=(2, 3, 4, 5, 6, 7),  # SCORE2: a spade per 4 steps on Earth, in round 1
        seat_kw={0: {**RICH, "cults": (0, 0, 4, 0)}},
    )
    s1 = apply(apply(s, A.Pass("BON1")), A.Pass("BON2"))
    assert s1.step == "cult_bonus" and s1.pending[0].seat == 0
    hexes = {a.hex for a in legal_actions(s1) if isinstance(a, A.TransformAndBuild)}
    assert H["A1"] in hexes and H["A4"] not in hexes  # A4 only by tunnel: not now
    assert_illegal(RULES, s1, A.TransformAndBuild(H["A4"], "G", False), R_BUILD, "adjacent")
