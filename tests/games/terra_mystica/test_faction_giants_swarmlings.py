"""Giants and Swarmlings in the base game (Terra Mystica — Giants; Swarmlings; snellman
`Game/Factions/Giants.pm`, `Swarmlings.pm`, `map.pm` transform_cost, `Game/Constants.pm`
ACTG, ACTS and SCORE1 `vp_mode => 'gain'`, `towns.pm` detect_towns_from): every Giants
transform takes 2 spades, so a round paying 2 VP per spade pays them 4 VP for any transform,
paid spades costing what their exchange level says; ACTS turns a Dwelling into a Trading
house for free, a build like any other (the round tile, the Favor tiles' VP, a town with the
Swarmlings' 3 workers, which come with the Town tile: `special` TW1–TW8 W 3, mode gain);
the Swarmlings' Sanctuary costs 5 workers and 8 coins. Base-game positions."""

from __future__ import annotations

import pytest

from skywidgets.games.terra_mystica.state import FreeTradingHouse, SpadeUse, TownChoice

from .faction_positions import (
    A,
    H,
    apply,
    done,
    income_of,
    invariants,
    legal_actions,
    tm,
    vp_from,
)

SCORE1_FIRST = (1, 3, 4, 5, 6, 7)  # SCORE1: 2 VP per spade, in round 1
RICH = {"coins": 20, "workers": 12, "priests": 3}


def giants(structure="D", **seat):
    """The Giants (A) on D4 (wasteland), beside E7 (mountains: 1 step on the wheel) and D5
    (lakes: 3 steps), in a SCORE1 round."""
    return tm(
        ("giants", "witches"),
        [("D4", 0, structure), ("I6", 1, "D")],
        tiles=SCORE1_FIRST,
        seat_kw={0: {**RICH, **seat}},
    )


def test_a_giants_transform_one_step_from_home_scores_two_spades():
    s = giants()
    s1 = apply(s, A.TransformAndBuild(H["E7"], "W", False))
    assert s.seats[0].workers - s1.seats[0].workers == 6  # 2 spades at 3 workers
    assert vp_from(s1, 0, "round scoring tiles") == 4  # SCORE1: 2 VP x 2 spades


@pytest.mark.parametrize("level, workers", [(0, 6), (1, 4), (2, 2)])
def test_the_giants_two_spades_cost_what_their_exchange_level_says(level, workers):
    s = giants(dig=level)
    s1 = apply(s, A.TransformAndBuild(H["D5"], "W", False))  # 3 steps: still 2 spades
    assert s.seats[0].workers - s1.seats[0].workers == workers


def test_the_giants_stronghold_spades_score_a_spade_round_at_once():
    s = giants("SH")
    s1 = apply(s, A.Special("giants_spades"))
    assert s1.pending[0] == SpadeUse(0, spades=2, may_build=True)
    assert vp_from(s1, 0, "round scoring tiles") == 4  # gained, not yet used
    s2 = apply(s1, A.TransformAndBuild(H["D5"], "W", True))
    assert s.seats[0].workers - s2.seats[0].workers == 1  # the Dwelling only
    assert vp_from(s2, 0, "round scoring tiles") == 4  # SCORE1 scores no Dwelling
    assert invariants(done(s2)) == []


def test_two_cult_bonus_spades_make_one_giants_transform_in_phase_three():
    s = tm(
        ("giants", "witches"),
        [("D4", 0, "D"), ("I6", 1, "D")],
        tiles=(2, 3, 4, 5, 6, 7),  # SCORE2: a spade per 4 steps on Earth, in round 1
        seat_kw={0: {"cults": (1, 0, 8, 1)}},
    )
    s1 = apply(apply(s, A.Pass("BON1")), A.Pass("BON2"))
    assert s1.step == "cult_bonus" and s1.pending == (SpadeUse(0, spades=2, may_build=False),)
    moves = {a for a in legal_actions(s1) if isinstance(a, A.TransformAndBuild)}
    assert A.TransformAndBuild(H["E7"], "W", False) in moves
    assert all(not a.build for a in moves)
    s2 = apply(s1, A.TransformAndBuild(H["E7"], "W", False))  # both spades, no worker paid
    assert s2.terrain[H["E7"]] == "W" and s2.round == 2 and s2.step == "actions"
    assert s2.seats[0].workers == s1.seats[0].workers + 2  # round 2 income only
    assert invariants(s2) == []


# -- Swarmlings ------------------------------------------------------------------------------

# The Swarmlings' Stronghold D4 and Dwellings C3, E6 and E7: 6 power in 4 structures
NEAR_TOWN = [("D4", 0, "SH"), ("C3", 0, "D"), ("E6", 0, "D"), ("E7", 0, "D"), ("I6", 1, "D")]


def swarmlings(builds=NEAR_TOWN, **seat):
    s = tm(
        ("swarmlings", "witches"),
        builds,
        tiles=(6, 3, 4, 5, 7, 8),  # SCORE6: 3 VP per Trading house, in round 1
        seat_kw={0: seat},
    )
    assert invariants(s) == [], invariants(s)
    return s


def test_the_free_trading_house_founds_a_town_with_3_workers_and_scores_like_a_paid_one():
    s = swarmlings(favors=("FAV10",), cults=(1, 2, 1, 1))
    s1 = apply(s, A.Special("swarmlings_tp"))
    assert s1.pending[0] == FreeTradingHouse(0)
    s2 = apply(s1, A.Upgrade(H["E7"], "TP"))
    assert s2.building[H["E7"]] == "TP" and s2.seats[0].coins == s.seats[0].coins
    assert isinstance(s2.pending[0], TownChoice)
    assert s2.seats[0].workers == s.seats[0].workers + 3  # the Swarmlings' town workers
    assert vp_from(s2, 0, "round scoring tiles") == 3  # SCORE6: a Trading house
    assert vp_from(s2, 0, "favor tiles") == 3  # FAV10: 3 VP per Trading house
    s3 = apply(s2, A.TakeTown("TW4"))
    assert vp_from(s3, 0, "town tiles") == 6 and s3.seats[0].keys == 1
    assert invariants(done(s3)) == []


def test_no_town_and_no_workers_when_no_town_tile_is_left():
    tiles = ("TW1", "TW1", "TW2", "TW2", "TW3", "TW3", "TW4", "TW4", "TW5", "TW5")
    s = tm(
        ("swarmlings", "witches"),
        NEAR_TOWN,
        tiles=(6, 3, 4, 5, 7, 8),
        seat_kw={1: {"towns": tiles, "keys": len(tiles)}},
    )
    assert invariants(s) == []
    s1 = apply(apply(s, A.Special("swarmlings_tp")), A.Upgrade(H["E7"], "TP"))
    assert s1.seats[0].workers == s.seats[0].workers
    assert not s1.town_hexes


def test_no_free_trading_house_with_all_four_on_the_board():
    four = [("C3", 0, "TP"), ("E6", 0, "TP"), ("E7", 0, "TP"), ("A4", 0, "TP")]
    s = swarmlings([("D4", 0, "SH"), *four, ("E4", 0, "D"), ("I6", 1, "D")])
    assert A.Special("swarmlings_tp") not in legal_actions(s)


@pytest.mark.parametrize("houses, coins, power", [(1, 2, 2), (2, 4, 4), (3, 6, 6), (4, 9, 8)])
def test_the_swarmlings_trading_houses_pay_2_4_6_9_coins_and_2_4_6_8_power(houses, coins, power):
    spots = ("A4", "D2", "E4", "G6")
    builds = [(h, 0, "TP") for h in spots[:houses]] + [("I6", 1, "D")]
    income = income_of(swarmlings(builds), 0)  # BON3: 6 coins
    assert (income["C"] - 6, income["PW"]) == (coins, power)


def test_the_swarmlings_sanctuary_costs_5_workers_and_8_coins():
    s = swarmlings([("D4", 0, "TE"), ("I6", 1, "D")], workers=5, coins=8)
    s1 = apply(s, A.Upgrade(H["D4"], "SA"))
    assert (s1.seats[0].workers, s1.seats[0].coins) == (0, 0)
    poor = swarmlings([("D4", 0, "TE"), ("I6", 1, "D")], workers=4, coins=8)
    assert A.Upgrade(H["D4"], "SA") not in legal_actions(poor)
