"""Scoring functions, the final score sheet, `score_position` and the tutorial examples."""

import pytest

from skywidgets.core import PositionError, evolve, with_seat
from skywidgets.games.merchants_seas import apply, examples, scores
from skywidgets.games.merchants_seas.fleet import ships
from skywidgets.games.merchants_seas.positions import H, table, trading_position
from skywidgets.games.merchants_seas.score_file import score_position
from skywidgets.games.merchants_seas.ship_actions import MoveShip
from skywidgets.games.merchants_seas.trading import owner_offer, pass_bonus_for_trades, trade_reward
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.scoring import leftover_vp, rank_points, round_bonus

from .helpers import leech, trade


@pytest.mark.parametrize(
    "markers, vp",
    [(0, 0), (1, 2), (3, 2), (4, 3), (5, 3), (6, 3), (7, 4), (9, 4), (10, 5), (15, 5)],
)
def test_pass_bonus_by_trade_markers(markers, vp):
    assert pass_bonus_for_trades(markers) == vp


def test_tutorial_example_pass_bonus_for_five_markers_is_3():
    fn, expected = examples.EXAMPLES["pass bonus for 5 trade markers"]
    assert fn() == expected == 3


def test_trade_rewards_for_each_structure():
    table = examples.trade_with_each_structure()
    assert table["D"] == {"VP": 2, "C": 2}
    assert table["TP"] == {"VP": 3, "C": 3}
    assert table["TE"] == {"VP": 3, "P": 1}
    assert table["SH"] == {"VP": 4, "W": 1, "C": 2}  # a "+" bundle: all of it
    assert table["SA"] == {"VP": 4, "P": 1}
    assert table["SY"] == {"VP": 4, "PW": 3}
    assert trade_reward("TP", 1) == {"VP": 3, "W": 1, "C": 1}  # the "/" alternative
    assert trade_reward("SA", 0, ("FAV15",))["VP"] == 6
    assert trade_reward("D", 0, ("FAV15",))["VP"] == 3


def test_owner_power_offer_and_its_vp_cost():
    assert examples.power_for_vp_decision() == (3, 2)
    assert owner_offer("D", (5, 7, 0), 20) == (1, 0)
    assert owner_offer("SY", (0, 1, 11), 20) == (1, 0)  # capped by the bowls
    assert owner_offer("SA", (5, 7, 0), 1) == (2, 1)  # capped by VP


def test_new_round_scoring_bonuses():
    assert round_bonus(18, "TRADE", 2) == 4
    assert round_bonus(11, "ADVANCE") == 2
    assert round_bonus(12, "BIG") == 5 and round_bonus(14, "BIG") == 5
    assert round_bonus(12, "D") == 0


def test_rank_points_share_ties_rounded_down():
    assert rank_points([10, 8, 8, 2], [18, 12, 6]) == [18, 9, 9, 0]
    assert rank_points([5, 5, 5], [8, 4, 2]) == [4, 4, 4]
    assert rank_points([0, 3], [8, 4, 2]) == [0, 8]


def test_leftover_resources():
    assert leftover_vp(5, 2, 1, (0, 3, 2)) == (5 + 2 + 1 + 2 + 1) // 3


def test_trading_position_worked_example():
    s = trading_position()
    s = apply(s, A.Special("move_ships"))
    s = apply(s, MoveShip(ships(s, 0)[0], H["C1"]))
    vp = s.seats[0].vp
    s = apply(s, trade(s, H["C1"], 1))
    assert s.seats[0].vp == vp + 3 and s.pending[0].power == 2
    s = apply(s, leech(s, True))
    assert s.seats[1].vp == 19


def _pos(**over):
    rows = [
        {
            "name": "Ann",
            "faction": "witches",
            "vp": 90,
            "network": 12,
            "cults": [10, 4, 2, 0],
            "trade_markers": 5,
            "coins": 4,
            "workers": 2,
            "priests": 0,
            "power": [0, 2, 3],
        },
        {
            "name": "Bo",
            "faction": "nomads",
            "vp": 95,
            "network": 9,
            "cults": [5, 4, 6, 0],
            "trade_markers": 2,
        },
    ]
    rows[0].update(over)
    return {"players": rows}


def test_score_position_builds_the_final_sheet():
    sheet = score_position(_pos())
    totals = sheet.totals()
    # Ann: 90 + network 1st 18 + fire 1st 8 + water tied 1st (8+4)//2 = 6 + earth 2nd 4
    # + leftovers (4 coins + 2 workers + 3 in bowl III + 2/2 burnt) // 3 = 3
    assert totals["Ann"] == 90 + 18 + 8 + 6 + 4 + 3
    assert totals["Bo"] == 95 + 12 + 4 + 6 + 8
    assert sheet.winners == ("Ann",)


@pytest.mark.parametrize(
    "over, field",
    [
        ({"vp": -1}, "players[0].vp"),
        ({"cults": [1, 2, 3]}, "players[0].cults"),
        ({"cults": [1, 2, 3, 11]}, "players[0].cults[3]"),
        ({"trade_markers": 16}, "players[0].trade_markers"),
        ({"faction": "yetis"}, "players[0].faction"),
        ({"faction": ["witches"]}, "players[0].faction"),
        ({"netwrk": 3}, "players[0].netwrk"),
        ({"power": {"I": 1}}, "players[0].power"),
        ({"name": "Bo"}, "players[1].name"),  # the second "Bo" is the duplicate
    ],
)
def test_score_position_names_the_bad_field(over, field):
    with pytest.raises(PositionError) as err:
        score_position(_pos(**over))
    assert err.value.field == field


def test_two_factions_on_cult_space_10_is_refused():
    pos = _pos()
    pos["players"][1]["cults"] = [10, 0, 0, 0]
    with pytest.raises(PositionError) as err:
        score_position(pos)
    assert err.value.field == "players[1].cults[0]"


def test_in_game_sheet_has_no_winner_until_the_end():
    s = trading_position()
    sheet = scores(s)
    assert sheet.winners == () and sheet.totals() == {"A": 20, "B": 20}


def test_final_scoring_of_a_finished_game():
    # A: A3, A4 and (across the river, shipping 1) B1 -> network of 3; B: two lone dwellings
    s = table(
        builds=[("A3", 0, "D"), ("A4", 0, "D"), ("B1", 0, "D"), ("I7", 1, "D"), ("I5", 1, "D")]
    )
    s = with_seat(
        s, 0, shipping=1, cults=(5, 0, 2, 2), coins=6, workers=0, priests=0, bowls=(12, 0, 0)
    )
    s = with_seat(s, 1, cults=(3, 1, 2, 0), coins=0, workers=0, priests=0, bowls=(12, 0, 0))
    s = evolve(s, step="over")
    sheet = scores(s)
    by = {(i.player, i.source): i.points for i in sheet.items}
    assert by[("A", "final: network")] == 18 and by[("B", "final: network")] == 12
    assert by[("A", "final: Fire cult")] == 8 and by[("B", "final: Fire cult")] == 4
    assert by[("B", "final: Water cult")] == 8 and ("A", "final: Water cult") not in by
    assert by[("A", "final: Earth cult")] == 6 == by[("B", "final: Earth cult")]
    assert by[("A", "final: resources")] == 2
    assert sheet.winners == ("A",)


def test_score_position_refuses_unknown_top_level_fields():
    pos = dict(_pos(), round=6)
    with pytest.raises(PositionError) as err:
        score_position(pos)
    assert err.value.field == "round"
