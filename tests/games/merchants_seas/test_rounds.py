"""Rounds: Phase I income (ships included), passing, Phase III cult bonuses, clean-up."""

import pytest

from skywidgets.core import IllegalAction, evolve, with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.merchants_seas.fleet import ships, with_fleet, with_traded
from skywidgets.games.merchants_seas.ship_actions import PlaceShip
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.income import income_of
from skywidgets.games.terra_mystica.rounds import start_round

from .helpers import H, river, table


def test_income_from_the_faction_board_and_bonus_card():
    s = table(builds=[("A3", 0, "D"), ("A4", 0, "TP"), ("I7", 1, "D")], bonus=("BON5", "BON3"))
    inc = income_of(s, 0)
    assert inc == {"W": 2 + 1, "C": 2, "PW": 1 + 3}  # base+1 dwelling, TP, bonus card


def test_shipyard_and_water_favor_give_ship_income():
    s = table(builds=[("A3", 0, "SY"), ("I7", 1, "D")])
    s = with_fleet(with_seat(s, 0, favors=("FAV14",)), 0, dock=H["A3"])
    assert income_of(s, 0)["SHIP"] == 2
    s2 = start_round(evolve(s, next_order=(0, 1)), 2)
    assert s2.step == "income" and s2.pending[0].kind == "ship"
    s3 = apply(apply(s2, legal_actions(s2)[0]), PlaceShip(river("B", 3)))
    assert len(ships(s3, 0)) == 2 and s3.step == "actions"


def test_ship_income_is_lost_without_dock_or_shipyard():
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], bonus=("BON12", "BON3"))
    s = with_fleet(s, 0, dock=-1)
    s2 = start_round(s, 2)
    assert s2.step == "actions" and ships(s2, 0) == ()


def test_priest_income_capped_at_seven_in_play():
    s = table(builds=[("I7", 1, "D")], bonus=("BON8", "BON3"))
    s = with_seat(s, 0, priests=5, priests_sent=2)
    s2 = start_round(s, 2)
    assert s2.seats[0].priests == 5


def test_passing_scores_the_bonus_card_and_takes_a_new_one():
    s = table(
        builds=[("A3", 0, "TP"), ("A4", 0, "TP"), ("I7", 1, "D")],
        bonus=("BON7", "BON3"),
        pool=("BON1", "BON2", "BON4"),
    )
    s = evolve(s, bonus_pool=(("BON1", 2), ("BON2", 0), ("BON4", 0)))
    s2 = apply(s, A.Pass("BON1"))
    seat = s2.seats[0]
    assert seat.passed and seat.bonus == "BON1" and seat.coins == s.seats[0].coins + 2
    assert dict(seat.vp_by)["bonus cards"] == 4  # 2 VP per trading house
    assert ("BON7", 0) in s2.bonus_pool and s2.next_order == (0,)
    assert s2.current_player == 1


def test_air_favor_scores_by_trade_markers_when_passing():
    s = table(builds=[("I7", 1, "D")], bonus=("BON3", "BON5"))
    s = with_fleet(with_seat(s, 0, favors=("FAV16",)), 0, trades=5)
    s = with_traded(s, frozenset((k, 0) for k in range(5)))
    s2 = apply(s, A.Pass("BON1"))
    assert dict(s2.seats[0].vp_by)["favor tiles"] == 3


def test_ship_bonus_card_scores_per_ship_on_the_board():
    s = table(builds=[("I7", 1, "D")], bonus=("BON11", "BON5"))
    s = with_fleet(s, 0, ships=(river("B", 2), river("B", 3)))
    s2 = apply(s, A.Pass("BON1"))
    assert dict(s2.seats[0].vp_by)["bonus cards"] == 6


def test_pass_order_is_next_rounds_turn_order_and_unused_cards_gain_a_coin():
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], tiles=(13, 15, 10, 11, 19, 17))
    s = apply(s, A.Pass("BON1"))  # A passes first? it is A's turn
    s = apply(s, A.Pass("BON3"))
    assert s.round == 2 and s.order == (0, 1)
    assert dict(s.bonus_pool)["BON2"] == 1


def test_second_passer_starts_next_round_second():
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], turn=1)
    s = apply(s, A.Pass("BON1"))
    s = apply(s, A.Pass("BON2"))
    assert s.order == (1, 0) and s.current_player == 1


def test_round_six_pass_takes_no_card_and_ends_the_game():
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], rnd=6)
    assert legal_actions(s)[-1] == A.Pass("")
    with pytest.raises(IllegalAction):
        apply(s, A.Pass("BON1"))
    s = apply(apply(s, A.Pass("")), A.Pass(""))
    assert s.step == "over" and s.current_player is None and legal_actions(s) == []


def test_phase_three_cult_bonus_resources_and_spades():
    # round 1 tile 14: 4 fire -> 1 spade; round 1 tile 10: 1 fire -> 1 coin
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], tiles=(10, 13, 15, 11, 19, 17))
    s = with_seat(s, 0, cults=(3, 0, 0, 0))
    coins = s.seats[0].coins
    s = apply(apply(s, A.Pass("BON1")), A.Pass("BON2"))
    assert s.round == 2 and s.seats[0].coins == coins + 3 + 2  # 3 cult coins, BON1 income
    t = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], tiles=(14, 13, 15, 11, 19, 17))
    t = with_seat(t, 0, cults=(4, 0, 0, 0))
    t = apply(apply(t, A.Pass("BON1")), A.Pass("BON2"))
    assert t.step == "cult_bonus" and t.pending[0].kind == "spades"
    assert not any(a.build for a in legal_actions(t) if isinstance(a, A.TransformAndBuild))
    t2 = apply(t, A.TransformAndBuild(H["A4"], "G", False))
    assert t2.terrain[H["A4"]] == "G" and t2.round == 2


def test_phase_three_spade_may_be_used_next_to_a_ship():
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], tiles=(14, 13, 15, 10, 11, 17))
    s = with_fleet(with_seat(s, 0, cults=(4, 0, 0, 0)), 0, ships=(river("G", 1),))
    s = apply(apply(s, A.Pass("BON1")), A.Pass("BON2"))
    targets = {a.hex for a in legal_actions(s) if isinstance(a, A.TransformAndBuild)}
    assert H["F1"] in targets  # only next to the ship on river G:1
    s2 = apply(s, A.TransformAndBuild(H["F1"], "G", False))
    assert s2.terrain[H["F1"]] == "G" and s2.owner[H["F1"]] == -1
