"""Phase II: Upgrading a Structure, Stronghold abilities, the Shipyard and Build Ship."""

import pytest

from skywidgets.core import IllegalAction, evolve, with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.merchants_seas.fleet import fleet, ships
from skywidgets.games.merchants_seas.ship_actions import PlaceShip
from skywidgets.games.merchants_seas.ships import ship_spawn
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import board

from .helpers import H, end_turn, river, table, turn_of


def test_trading_house_costs_double_coins_without_a_neighbour():
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], seat_kw={0: {"workers": 2, "coins": 6}})
    s2 = apply(s, A.Upgrade(H["A3"], "TP"))
    assert s2.building[H["A3"]] == "TP" and (s2.seats[0].workers, s2.seats[0].coins) == (0, 0)


def test_trading_house_next_to_another_faction_is_cheaper():
    s = table(builds=[("A3", 0, "D"), ("A4", 1, "D")], seat_kw={0: {"workers": 2, "coins": 6}})
    s2 = apply(s, A.Upgrade(H["A3"], "TP"))
    assert s2.seats[0].coins == 3


def test_temple_brings_a_favor_tile_decision():
    s = table(builds=[("A3", 0, "TP"), ("I7", 1, "D")], seat_kw={0: {"workers": 2, "coins": 5}})
    s2 = apply(s, A.Upgrade(H["A3"], "TE"))
    assert s2.pending[0].kind == "favor" and s2.current_player == 0
    s3 = apply(s2, A.TakeFavor("FAV2"))
    assert s3.seats[0].cults[1] == 3 and "FAV2" in s3.seats[0].favors
    assert dict(s3.favor_pool)["FAV2"] == 0


def test_wrong_upgrade_path_is_refused():
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], seat_kw={0: {"workers": 9, "coins": 20}})
    with pytest.raises(IllegalAction, match="cannot become"):
        apply(s, A.Upgrade(H["A3"], "SH"))
    with pytest.raises(IllegalAction, match="own structures"):
        apply(s, A.Upgrade(H["I7"], "TP"))


def test_shipyard_needs_a_riverside_trading_house():
    s = table(
        builds=[("I11", 0, "TP"), ("A3", 0, "TP"), ("I7", 1, "D")],
        seat_kw={0: {"workers": 4, "coins": 6}},
    )
    with pytest.raises(IllegalAction, match="riverside"):
        apply(s, A.Upgrade(H["I11"], "SY"))
    s2 = apply(s, A.Upgrade(H["A3"], "SY"))
    assert s2.building[H["A3"]] == "SY"


def test_shipyard_rewards_a_ship_and_a_shipping_step():
    s = table(builds=[("A3", 0, "TP"), ("I7", 1, "D")], seat_kw={0: {"workers": 4, "coins": 6}})
    s2 = apply(s, A.Upgrade(H["A3"], "SY"))
    assert s2.seats[0].shipping == 1 and s2.pending[0].kind == "ship"
    spot = legal_actions(s2)[0].hex
    assert spot in ship_spawn(s2, 0)
    s3 = apply(s2, PlaceShip(spot))
    assert ships(s3, 0) == (spot,)


def test_darklings_shipyard_gives_no_ship_and_engineers_no_step():
    d = table(
        factions=("darklings", "witches"),
        builds=[("A8", 0, "TP"), ("I7", 1, "D")],
        seat_kw={0: {"workers": 4, "coins": 6}},
    )
    d2 = apply(d, A.Upgrade(H["A8"], "SY"))
    assert d2.seats[0].shipping == 1 and [p.kind for p in d2.pending] == ["finish_turn"]
    e = table(
        factions=("engineers", "witches"),
        builds=[("A2", 0, "TP"), ("I7", 1, "D")],
        seat_kw={0: {"workers": 3, "coins": 6}},
    )
    e2 = apply(e, A.Upgrade(H["A2"], "SY"))
    assert e2.seats[0].shipping == 0 and e2.pending[0].kind == "ship"


def test_build_ship_needs_the_shipyard_and_pays_its_cost():
    s = table(builds=[("A3", 0, "SY"), ("I7", 1, "D")], seat_kw={0: {"workers": 1, "coins": 2}})
    s2 = apply(s, A.Special("build_ship"))
    assert (s2.seats[0].workers, s2.seats[0].coins) == (0, 0) and s2.pending[0].kind == "ship"
    t = table(builds=[("A3", 0, "TP"), ("I7", 1, "D")])
    with pytest.raises(IllegalAction, match="Shipyard"):
        apply(t, A.Special("build_ship"))


def test_no_fourth_ship():
    ships = (river("B", 2), river("B", 3), river("C", 2))
    s = table(builds=[("A3", 0, "SY"), ("I7", 1, "D")], seat_kw={0: {"ships": ships}})
    with pytest.raises(IllegalAction, match="all 3"):
        apply(s, A.Special("build_ship"))


def test_witches_ride_builds_a_free_dwelling_on_any_forest():
    s = table(builds=[("A3", 0, "SH"), ("I7", 1, "D")], seat_kw={0: {"workers": 0, "coins": 0}})
    s2 = apply(s, A.WitchesRide(H["I11"]))
    assert s2.building[H["I11"]] == "D" and s2.seats[0].coins == 0
    s3 = apply(end_turn(s2), A.Pass("BON1"))  # the ride was the action: B is on turn
    assert s3.seats[1].passed


def test_nomads_sandstorm_turns_an_adjacent_hex_to_desert():
    s = table(
        factions=("nomads", "witches"),
        builds=[("A5", 0, "SH"), ("I7", 1, "D")],
        seat_kw={0: {"workers": 1, "coins": 2}},
    )
    s2 = apply(s, A.Sandstorm(H["A6"], True))
    assert s2.terrain[H["A6"]] == "D" and s2.building[H["A6"]] == "D"
    assert s2.seats[0].workers == 0 and "sandstorm" in s2.seats[0].used


def test_darklings_stronghold_turns_up_to_three_workers_into_priests():
    s = table(
        factions=("darklings", "witches"),
        builds=[("A8", 0, "TP"), ("I7", 1, "D")],
        seat_kw={0: {"workers": 6, "coins": 6, "priests": 0}},
    )
    s2 = apply(s, A.Upgrade(H["A8"], "SH"))
    assert s2.pending[0].kind == "darklings"
    assert [a.n for a in legal_actions(s2)] == [0, 1, 2]
    s3 = apply(s2, A.DarklingsConvert(2))
    assert (s3.seats[0].workers, s3.seats[0].priests) == (0, 2)


def test_shipyard_one_time_ship_goes_next_to_the_shipyard_later_ships_next_to_either():
    s = table(
        builds=[("A3", 0, "TP"), ("D5", 0, "D"), ("I7", 1, "D")],
        seat_kw={0: {"workers": 4, "coins": 6, "dock": H["D5"]}},
    )
    s2 = apply(s, A.Upgrade(H["A3"], "SY"))
    near_sy = {j for j in board.ADJ[H["A3"]] if board.IS_RIVER[j]}
    near_dock = {j for j in board.ADJ[H["D5"]] if board.IS_RIVER[j]}
    assert {a.hex for a in legal_actions(s2)} == near_sy
    with pytest.raises(IllegalAction, match="The Shipyard") as err:
        apply(s2, PlaceShip(min(near_dock)))
    assert "next to the Shipyard" in err.value.reason
    s3 = apply(s2, PlaceShip(min(near_sy)))
    # a ship obtained later (here from the power action) may go next to either
    s4 = apply(
        with_seat(evolve(turn_of(s3, 0), acted=False), 0, bowls=(0, 0, 4)),
        A.PowerAction("ACT8"),
    )
    assert {a.hex for a in legal_actions(s4)} == near_sy | near_dock


def test_a_trading_house_with_the_dock_may_become_the_shipyard():
    s = table(
        builds=[("A3", 0, "TP"), ("I7", 1, "D")],
        seat_kw={0: {"workers": 4, "coins": 6, "dock": H["A3"]}},
    )
    assert A.Upgrade(H["A3"], "SY") in legal_actions(s)
    s2 = apply(s, A.Upgrade(H["A3"], "SY"))
    assert s2.building[H["A3"]] == "SY" and fleet(s2, 0).dock == H["A3"]
