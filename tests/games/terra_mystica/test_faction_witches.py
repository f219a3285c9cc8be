"""Witches (Terra Mystica — Witches; snellman `Game/Factions/Witches.pm`, `Game/Constants.pm`
ACTW, `commands.pm` command_build, `towns.pm` detect_towns_from): Witches' Ride, once a round
with the Stronghold, builds a Dwelling for free on any free forest hex, reachable or not, with
no transform (`FREE_D`, `TELEPORT_NO_TF`); it is a build like any other — the round tile
scores it, neighbours are offered power, and it may found a town, which brings the Witches
5 VP with the Town tile (`special` TW1–TW8: VP 5, scored when a Town tile is gained).
Base-game positions (the `terra_mystica` box)."""

from __future__ import annotations

from skywidgets.core import evolve, with_seat
from skywidgets.games.terra_mystica.building import R_RIDE
from skywidgets.games.terra_mystica.state import PowerOffer, TownChoice
from tests.rules import assert_illegal

from .faction_positions import (
    RULES,
    A,
    H,
    again,
    apply,
    done,
    invariants,
    legal_actions,
    tm,
    vp_from,
)

# The Witches' Stronghold D2, Trading house E2 and Dwelling E1 (6 power in 3 structures)
# all touch the free forest hex D1.
GROUP = [("D2", 0, "SH"), ("E2", 0, "TP"), ("E1", 0, "D")]


def witches(builds=GROUP, **kw):
    return tm(("witches", "nomads"), [*builds, ("I7", 1, "D")], **kw)


def test_the_ride_into_a_town_founds_it_with_the_witches_5_vp_and_the_tile():
    s = witches()
    ride = A.WitchesRide(H["D1"])
    assert ride in legal_actions(s)
    s1 = apply(s, ride)
    assert s1.building[H["D1"]] == "D" and s1.owner[H["D1"]] == 0
    assert (s1.seats[0].workers, s1.seats[0].coins) == (s.seats[0].workers, s.seats[0].coins)
    assert isinstance(s1.pending[0], TownChoice)
    assert s1.town_hexes == {H[x] for x in ("D1", "D2", "E1", "E2")}
    assert vp_from(s1, 0, "Witches' town bonus") == 5
    assert vp_from(s1, 0, "round scoring tiles") == 2  # SCORE3: 2 VP per Dwelling built
    s2 = apply(s1, A.TakeTown("TW3"))
    assert vp_from(s2, 0, "town tiles") == 9 and s2.seats[0].keys == 1
    assert s2.seats[0].priests == s.seats[0].priests + 1
    assert s2.seats[0].vp == s.seats[0].vp + 5 + 2 + 9
    assert invariants(done(s2)) == []


def test_a_ride_beside_a_town_joins_it_and_founds_no_second_one():
    town = [*GROUP, ("D1", 0, "D")]
    s = witches(town, seat_kw={0: {"towns": ("TW1",), "keys": 1}})
    s = evolve(s, town_hexes=frozenset(H[x] for x in ("D1", "D2", "E1", "E2")))
    assert invariants(s) == []
    s1 = apply(s, A.WitchesRide(H["F2"]))  # F2 (forest) touches E2
    assert H["F2"] in s1.town_hexes and len(s1.town_hexes) == 5
    assert not any(isinstance(p, TownChoice) for p in s1.pending)
    assert vp_from(s1, 0, "Witches' town bonus") == 0


def test_no_town_and_no_witches_vp_when_no_town_tile_is_left():
    tiles = ("TW1", "TW1", "TW2", "TW2", "TW3", "TW3", "TW4", "TW4", "TW5", "TW5")
    s = witches(seat_kw={1: {"towns": tiles, "keys": len(tiles)}})
    assert all(n == 0 for _t, n in s.town_pool)
    assert invariants(s) == []
    s1 = apply(s, A.WitchesRide(H["D1"]))
    assert not s1.town_hexes
    assert vp_from(s1, 0, "Witches' town bonus") == 0


def test_the_ride_needs_no_reach_and_its_dwelling_offers_power_to_the_neighbours():
    # I11 (forest) is far from the Witches' A3; the Nomads' H8 touches it
    s = tm(("witches", "nomads"), [("A3", 0, "SH"), ("H8", 1, "TP")])
    s1 = done(apply(s, A.WitchesRide(H["I11"])))
    offer = s1.pending[0]
    assert isinstance(offer, PowerOffer) and (offer.seat, offer.power) == (1, 2)
    assert invariants(s1) == []


def test_the_ride_is_once_a_round_needs_the_stronghold_and_builds_only_on_free_forest():
    s = witches()
    s1 = again(apply(s, A.WitchesRide(H["I11"])))
    assert not any(isinstance(a, A.WitchesRide) for a in legal_actions(s1))
    assert_illegal(RULES, s1, A.WitchesRide(H["D1"]), R_RIDE, "once per round")
    assert_illegal(RULES, s, A.WitchesRide(H["I12"]), R_RIDE, "free forest hex")  # wasteland
    assert_illegal(RULES, s, A.WitchesRide(H["E2"]), R_RIDE, "free forest hex")  # taken
    no_sh = witches([("D2", 0, "TP"), ("E2", 0, "TP"), ("E1", 0, "D")])
    assert_illegal(RULES, no_sh, A.WitchesRide(H["D1"]), R_RIDE, "Stronghold")
    nomads = with_seat(evolve(witches(), turn=1), 1, workers=9)
    assert not any(isinstance(a, A.WitchesRide) for a in legal_actions(nomads))


def test_no_ride_with_all_eight_dwellings_on_the_board():
    eight = [(h, 0, "D") for h in ("A3", "A10", "C3", "C4", "F2", "F4", "G3", "I6")]
    s = witches([("E2", 0, "SH"), *eight])
    assert not any(isinstance(a, A.WitchesRide) for a in legal_actions(s))
    assert_illegal(RULES, s, A.WitchesRide(H["D1"]), R_RIDE, "all 8 of your Dwellings")
