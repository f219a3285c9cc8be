"""TW7 for the Fakirs and the Dwarves (issue 29, rule 8; snellman `Constants.pm` TW7: a key,
4 VP, a shipping step and +1 carpet range): in the base game the Fakirs' flight grows by one
hex, the Dwarves get nothing beyond the key and the VP, and neither gets shipping; every other
faction takes its shipping step with that step's VP."""

from __future__ import annotations

from skywidgets.core import evolve, with_seat
from skywidgets.games.merchants_seas import apply
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.checks import invariants
from skywidgets.games.terra_mystica.reach import carpet_range, flight_range
from skywidgets.games.terra_mystica.state import TownChoice

from .test_snellman_moves import base_table


def town_for(faction):
    """`faction` (seat 0, Dwelling on A3) about to choose a Town tile, TW7 in the supply."""
    other = "witches" if faction != "witches" else "nomads"
    s = base_table((faction, other), [("A3", 0, "D")], ("mini-expansion-1",))
    assert dict(s.town_pool)["TW7"] > 0
    s = with_seat(s, 0, shipping=0)  # no shipping track for the Fakirs and Dwarves here
    return evolve(s, pending=(TownChoice(0),), acted=True)


def test_the_fakirs_tw7_lengthens_their_carpet_flight_and_gives_no_shipping():
    s = town_for("fakirs")
    assert carpet_range(s, 0) == 1 and flight_range(s, 0) == 1
    vp = s.seats[0].vp
    after = apply(s, A.TakeTown("TW7"))
    seat = after.seats[0]
    assert seat.shipping == 0 and seat.vp == vp + 4 and seat.keys == 1
    assert carpet_range(after, 0) == 2 and flight_range(after, 0) == 2
    assert invariants(after) == []


def test_carpet_range_counts_the_stronghold_and_each_tw7_up_to_four():
    s = with_seat(town_for("fakirs"), 0, towns=("TW7", "TW7", "TW7"))
    assert carpet_range(s, 0) == 4  # 1 + 3, at most 4
    building = list(s.building)
    building[s.owner.index(0)] = "SH"
    assert carpet_range(evolve(s, building=tuple(building)), 0) == 4


def test_the_dwarves_tw7_gives_the_key_and_4_vp_only():
    s = town_for("dwarves")
    vp = s.seats[0].vp
    after = apply(s, A.TakeTown("TW7"))
    seat = after.seats[0]
    assert (seat.shipping, seat.vp, seat.keys) == (0, vp + 4, 1)
    assert flight_range(after, 0) == 1  # the tunnel stays one hex
    assert invariants(after) == []


def test_other_factions_take_tw7s_shipping_step_with_its_vp():
    s = town_for("witches")
    vp = s.seats[0].vp
    after = apply(s, A.TakeTown("TW7"))
    assert after.seats[0].shipping == 1 and after.seats[0].vp == vp + 4 + 2  # step 1: 2 VP
    assert invariants(after) == []
