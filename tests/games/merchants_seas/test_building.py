"""Phase II: Transform and Build — spades, reach by shipping and ships, paying with a ship,
Carpet flight, Tunnelling, Darklings' priests, round scoring, Dock."""

import pytest

from skywidgets.core import IllegalAction, with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.merchants_seas.fleet import fleet, ships, with_fleet
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.reach import reachable

from .helpers import H, end_turn, finishing, river, table


def witches(**kw):
    return table(builds=[("A3", 0, "D"), ("I7", 1, "D")], **kw)


def test_transform_and_build_pays_spades_in_workers_and_the_dwelling():
    s = with_seat(witches(), 0, workers=5, coins=5)
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", True))  # lakes -> forest: 1 spade
    seat = s2.seats[0]
    assert s2.terrain[H["A4"]] == "G" and s2.building[H["A4"]] == "D"
    assert (seat.workers, seat.coins) == (5 - 3 - 1, 5 - 2)
    assert s2.current_player == 0 and finishing(s2)  # burning is still open
    assert end_turn(s2).current_player == 1  # the turn passed on


def test_exchange_track_makes_spades_cheaper():
    s = with_seat(witches(), 0, workers=5, coins=5, dig=2)
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", True))
    assert s2.seats[0].workers == 5 - 1 - 1


def test_building_scores_the_round_tile_for_dwellings():
    s = with_seat(witches(), 0, workers=5, coins=5)  # round 1 tile 13: dwelling 2 VP
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", True))
    assert s2.seats[0].vp == s.seats[0].vp + 2
    assert dict(s2.seats[0].vp_by)["round scoring tiles"] == 2


def test_dwelling_only_on_home_terrain_and_illegal_moves_change_nothing():
    s = with_seat(witches(), 0, workers=9, coins=9)
    before = s
    with pytest.raises(IllegalAction) as err:
        apply(s, A.TransformAndBuild(H["A4"], "S", True))
    assert "Transform and Build" in err.value.rule
    with pytest.raises(IllegalAction):
        apply(s, A.TransformAndBuild(H["A3"], "G", True))  # occupied
    with pytest.raises(IllegalAction):
        apply(s, A.TransformAndBuild(H["E5"], "G", True))  # far away
    assert s == before


def test_cannot_afford_the_spades():
    s = with_seat(witches(), 0, workers=2, coins=5)
    with pytest.raises(IllegalAction, match="cannot pay"):
        apply(s, A.TransformAndBuild(H["A4"], "G", True))


def test_transform_without_building():
    s = with_seat(witches(), 0, workers=6)
    s2 = apply(s, A.TransformAndBuild(H["A4"], "U", False))  # lakes -> plains: 2 spades
    assert s2.terrain[H["A4"]] == "U" and s2.owner[H["A4"]] == -1
    assert s2.seats[0].workers == 0


def test_shipping_value_reaches_across_the_river():
    s = witches()
    assert H["C1"] not in reachable(s, 0)
    s = with_seat(s, 0, shipping=1)
    assert reachable(s, 0)[H["C1"]] == "direct"


def test_ship_on_a_river_space_lets_you_build_next_to_it():
    s = witches()
    ship = river("G", 1)
    assert H["F1"] not in reachable(s, 0)
    s = with_fleet(with_seat(s, 0, workers=9, coins=9), 0, ships=(ship,))
    assert H["F1"] in reachable(s, 0)
    s2 = apply(s, A.TransformAndBuild(H["F1"], "G", True))
    assert s2.building[H["F1"]] == "D" and ships(s2, 0) == (ship,)  # ship stays


def test_building_a_dwelling_paid_by_returning_the_ship():
    ship = river("G", 1)
    s = with_fleet(with_seat(witches(), 0, workers=3, coins=0), 0, ships=(ship,))
    s2 = apply(s, A.TransformAndBuild(H["F1"], "G", True, ship))  # mountains -> forest
    seat = s2.seats[0]
    assert ships(s2, 0) == () and seat.workers == 0 and seat.coins == 0  # spade paid only
    with pytest.raises(IllegalAction, match="next to the hex"):
        apply(s, A.TransformAndBuild(H["A4"], "G", True, ship))


def test_first_riverside_dwelling_gets_the_dock():
    s = with_fleet(with_seat(witches(), 0, workers=9, coins=9), 0, dock=-1)
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", True))
    assert fleet(s2, 0).dock == H["A4"]


def test_darklings_pay_priests_for_spades_and_score_2_vp_each():
    s = table(
        factions=("darklings", "nomads"),
        builds=[("A8", 0, "D")],
        seat_kw={0: {"priests": 2, "workers": 1, "coins": 2}},
    )
    s2 = apply(s, A.TransformAndBuild(H["A7"], "K", True))  # plains -> swamp: 1 spade
    seat = s2.seats[0]
    assert seat.priests == 1 and seat.workers == 0
    assert seat.vp == s.seats[0].vp + 2 + 2  # spade VP + dwelling round tile


def test_fakirs_carpet_flight_costs_a_priest_and_scores_4():
    s = table(
        factions=("fakirs", "witches"),
        builds=[("A5", 0, "D")],
        seat_kw={0: {"priests": 1, "workers": 4, "coins": 2}},
    )
    assert reachable(s, 0)[H["A7"]] == "carpet"
    s2 = apply(s, A.TransformAndBuild(H["A7"], "D", True))  # plains -> desert: 1 spade
    seat = s2.seats[0]
    assert seat.priests == 0 and seat.workers == 0
    assert dict(seat.vp_by)["faction abilities"] == 4


def test_dwarves_tunnel_for_two_workers_and_score_4():
    s = table(
        factions=("dwarves", "witches"),
        builds=[("I3", 0, "D")],
        seat_kw={0: {"workers": 3 + 2 + 1, "coins": 2}},
    )
    assert reachable(s, 0)[H["I5"]] == "tunnel"
    s2 = apply(s, A.TransformAndBuild(H["I5"], "S", True))  # wasteland -> mountains
    assert s2.seats[0].workers == 0 and dict(s2.seats[0].vp_by)["faction abilities"] == 4


def test_legal_list_matches_apply_for_builds():
    s = with_seat(witches(), 0, workers=4, coins=3, shipping=1)
    for a in legal_actions(s):
        apply(s, a)
    builds = {
        (a.hex, a.terrain)
        for a in legal_actions(s)
        if isinstance(a, A.TransformAndBuild) and a.build
    }
    assert (H["A4"], "G") in builds and (H["C1"], "G") not in builds  # C1 needs 3 spades
