"""Power bowls, burning, free conversions and the power actions (with the 3 new ones)."""

import pytest

from skywidgets.core import IllegalAction, evolve, with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.merchants_seas.fleet import ships, with_fleet
from skywidgets.games.merchants_seas.ship_actions import PlaceShip
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.resources import burn, gain_power, spend_power
from skywidgets.games.terra_mystica.setup import new_seat

from .helpers import H, end_turn, finishing, river, table


def test_power_fills_bowl_one_into_two_then_two_into_three():
    bowls = new_seat("witches").bowls
    assert bowls == (5, 7, 0)
    assert gain_power(bowls, 3) == (2, 10, 0)
    assert gain_power(bowls, 7) == (0, 10, 2)
    assert gain_power(bowls, 30) == (0, 0, 12)


def test_spending_moves_bowl_three_to_bowl_one_and_burning_loses_a_token():
    bowls = gain_power(new_seat("witches").bowls, 9)
    assert bowls == (0, 8, 4)
    assert spend_power(bowls, 3) == (3, 8, 1)
    assert burn(bowls) == (0, 6, 5)
    with pytest.raises(IllegalAction):
        spend_power(bowls, 5)


def base():
    return table(builds=[("A3", 0, "D"), ("I7", 1, "D")], seat_kw={0: {"bowls": (0, 4, 8)}})


def test_conversions_are_free_actions_that_keep_the_turn():
    s = base()
    s2 = apply(s, A.Convert("PW>C"))
    assert s2.seats[0].coins == s.seats[0].coins + 1 and s2.current_player == 0
    s3 = apply(s2, A.Convert("BURN"))
    assert s3.seats[0].bowls == (1, 2, 8)
    s4 = apply(s, A.Convert("PW>P"))
    assert s4.seats[0].priests == 1 and s4.seats[0].bowls == (5, 4, 3)


def test_power_action_taken_once_per_round():
    s = base()
    s2 = apply(s, A.PowerAction("ACT4"))
    assert s2.seats[0].coins == s.seats[0].coins + 7 and s2.seats[0].bowls == (4, 4, 4)
    assert s2.current_player == 0 and finishing(s2)  # may still convert the power left
    s2 = end_turn(s2)
    assert s2.current_player == 1
    s3 = with_seat(s2, 1, bowls=(0, 0, 9))
    with pytest.raises(IllegalAction, match="already taken"):
        apply(s3, A.PowerAction("ACT4"))
    assert A.PowerAction("ACT4") not in legal_actions(s3)


def test_spade_power_action_then_build_in_the_same_turn():
    s = with_seat(base(), 0, workers=1, coins=2)
    s2 = apply(s, A.PowerAction("ACT5"))
    assert s2.pending[0].kind == "spades" and s2.current_player == 0
    s3 = apply(s2, A.TransformAndBuild(H["A4"], "G", True))  # lakes -> forest, 1 spade
    assert s3.building[H["A4"]] == "D" and s3.seats[0].workers == 0
    assert finishing(s3) and end_turn(s3).current_player == 1


def test_two_spades_may_split_over_two_hexes_but_one_dwelling():
    s = with_seat(base(), 0, workers=1, coins=2)
    s2 = apply(s, A.PowerAction("ACT6"))
    s3 = apply(s2, A.TransformAndBuild(H["A4"], "G", True))
    assert s3.pending[0].kind == "spades" and s3.pending[0].spades == 1
    assert not any(a.build for a in legal_actions(s3) if isinstance(a, A.TransformAndBuild))
    s4 = apply(s3, A.Finish())
    assert finishing(s4) and end_turn(s4).current_player == 1


def test_new_power_action_obtain_a_ship():
    s = with_fleet(base(), 0, dock=H["A3"])
    s2 = apply(s, A.PowerAction("ACT8"))
    assert s2.pending[0].kind == "ship"
    s3 = apply(s2, PlaceShip(river("B", 2)))
    assert ships(s3, 0) == (river("B", 2),)


def test_new_power_action_move_ships_needs_ships():
    s = base()
    with pytest.raises(IllegalAction, match="no ship"):
        apply(s, A.PowerAction("ACT7"))


def test_new_power_action_favor_costs_five_power_and_a_priest():
    s = with_seat(base(), 0, priests=1)
    s2 = apply(s, A.PowerAction("ACT9"))
    assert s2.seats[0].priests == 0 and s2.seats[0].bowls == (5, 4, 3)
    assert s2.pending[0].kind == "favor"
    with pytest.raises(IllegalAction):
        apply(with_seat(base(), 0, priests=0), A.PowerAction("ACT9"))


def test_bridge_power_action():
    s = base()
    s2 = apply(s, A.PowerAction("ACT1"))
    assert s2.pending[0].kind == "bridge"
    a = legal_actions(s2)[0]
    s3 = apply(s2, a)
    assert s3.bridges == ((a.a, a.b, 0),) and s3.seats[0].bridges == 1


def test_power_action_spades_must_transform_the_hex_built_on():
    s = table(
        builds=[("A3", 0, "D"), ("I7", 1, "D")],
        seat_kw={0: {"bowls": (0, 4, 8), "workers": 1, "coins": 2}},
    )
    terrain = list(s.terrain)
    terrain[H["A4"]] = "G"  # already forest: building there would leave the spade unused
    s = apply(evolve(s, terrain=tuple(terrain)), A.PowerAction("ACT5"))
    with pytest.raises(IllegalAction, match="must transform"):
        apply(s, A.TransformAndBuild(H["A4"], "G", True))
    assert all(
        a.terrain != s.terrain[a.hex]
        for a in legal_actions(s)
        if isinstance(a, A.TransformAndBuild)
    )
