"""Obtaining Ships, the canal and shipping adjacency, merchants for Fakirs and Dwarves."""

from skywidgets.core import with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.merchants_seas.fleet import ships, with_fleet
from skywidgets.games.merchants_seas.ship_actions import PlaceShip
from skywidgets.games.merchants_seas.ships import ship_spawn
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica.reach import reachable

from .helpers import H, river, table


def test_new_ships_appear_next_to_the_dock_or_the_shipyard():
    s = table(builds=[("A3", 0, "D"), ("G1", 0, "SY"), ("I7", 1, "D")])
    s = with_fleet(s, 0, dock=H["A3"])
    spots = set(ship_spawn(s, 0))
    assert river("B", 2) in spots and river("F", 3) in spots
    assert all(board.IS_RIVER[h] for h in spots)


def test_a_fourth_ship_is_not_obtained():
    ships = (river("B", 2), river("B", 3), river("C", 2))
    s = with_fleet(
        with_seat(table(builds=[("A3", 0, "D"), ("I7", 1, "D")]), 0, bowls=(0, 0, 12)),
        0,
        dock=H["A3"],
        ships=ships,
    )
    assert A.PowerAction("ACT8") not in legal_actions(s)


def test_canal_is_not_used_for_shipping_adjacency():
    s = with_seat(table(builds=[("C2", 0, "D"), ("I7", 1, "D")]), 0, shipping=1)
    near = {r for r in board.ADJ[H["C2"]] if board.IS_RIVER[r]}
    assert river("D", 4) in near
    assert river("F", 3) in board.SHIP_ADJ[river("D", 4)]  # ships may use the canal ...
    assert not any(H["F2"] in board.ADJ_SET[r] for r in near)
    assert H["F2"] not in reachable(s, 0)  # ... but shipping adjacency may not


def test_merchants_appear_on_free_land_next_to_the_storehouse():
    s = table(
        factions=("fakirs", "witches"), builds=[("A5", 0, "D"), ("A6", 1, "D"), ("I7", 1, "D")]
    )
    s = with_fleet(s, 0, dock=H["A5"])
    spots = set(ship_spawn(s, 0))
    assert spots and not any(board.IS_RIVER[h] for h in spots) and H["A6"] not in spots
    s2 = apply(with_seat(s, 0, bowls=(0, 0, 12)), A.PowerAction("ACT8"))
    s3 = apply(s2, PlaceShip(H["A4"]))
    assert ships(s3, 0) == (H["A4"],)


def test_merchant_enables_building_and_can_pay_the_dwelling():
    s = table(
        factions=("fakirs", "witches"),
        builds=[("A5", 0, "D"), ("I7", 1, "D")],
        seat_kw={0: {"ships": (H["E7"],), "workers": 3, "coins": 0, "priests": 0}},
    )
    assert reachable(s, 0)[H["E8"]] == "direct"  # E8 is desert, next to the merchant
    s2 = apply(s, A.TransformAndBuild(H["E8"], "D", True, H["E7"]))
    assert s2.building[H["E8"]] == "D" and ships(s2, 0) == ()


def test_a_dwelling_built_on_a_merchant_sends_it_home():
    s = table(
        factions=("witches", "fakirs"),
        builds=[("A3", 0, "D"), ("I7", 1, "D")],
        seat_kw={0: {"workers": 9, "coins": 9}, 1: {"ships": (H["A4"],)}},
    )
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", True))
    assert ships(s2, 1) == ()


def test_range_track_for_merchant_factions():
    s = table(
        factions=("dwarves", "witches"),
        builds=[("A2", 0, "D"), ("I7", 1, "D")],
        seat_kw={0: {"coins": 4, "priests": 1}},
    )
    assert s.seats[0].shipping == 1  # the Range marker starts on 1
    s2 = apply(s, A.Advance("shipping"))
    assert s2.seats[0].shipping == 2 and dict(s2.seats[0].vp_by)["shipping track"] == 2
