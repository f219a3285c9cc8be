"""Moving Ships and Using Ships to Trade."""

import pytest

from skywidgets.core import IllegalAction, evolve, with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.merchants_seas.fleet import fleet, ships, traded, with_fleet, with_traded
from skywidgets.games.merchants_seas.ship_actions import MoveShip, ResolveTrade
from skywidgets.games.merchants_seas.ships import destinations
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica.view import view

from .helpers import H, end_turn, finishing, leech, river, table, trade, turn_of

B2 = river("B", 2)


def position(ships=(B2,), shipping=1, bowls=(5, 7, 0), **kw):
    s = table(builds=[("A3", 0, "D"), ("C1", 1, "TP"), ("B1", 1, "D"), ("I7", 1, "D")], **kw)
    return with_fleet(with_seat(s, 0, shipping=shipping, bowls=bowls), 0, ships=ships)


def moving(s):
    return apply(s, A.Special("move_ships"))


def test_move_ships_opens_one_move_per_ship():
    s = moving(position())
    assert s.pending[0].kind == "move" and s.current_player == 0
    dests = {a.dst for a in legal_actions(s) if isinstance(a, MoveShip)}
    assert river("B", 3) in dests and river("C", 2) in dests
    assert H["C1"] in dests and H["B1"] in dests  # other faction's structures
    assert H["A3"] not in dests  # never onto your own structure
    assert river("C", 4) not in dests  # 2 spaces away, no power for the boost


def test_one_power_buys_one_more_space():
    s = moving(position(bowls=(5, 6, 1)))
    assert destinations(s, 0, B2, 0)[river("C", 4)] == 2
    s2 = apply(s, MoveShip(B2, river("C", 4)))
    assert s2.seats[0].bowls == (6, 6, 0) and ships(s2, 0) == (river("C", 4),)


def test_ship_moves_through_the_canal_in_one_space():
    d4, f3 = river("D", 4), river("F", 3)
    assert f3 not in board.ADJ_SET[d4]
    s = moving(position(ships=(d4,)))
    assert f3 in destinations(s, 0, d4, 0)


def test_trade_is_resolved_after_the_moves_with_rewards():
    s = moving(position())
    s = apply(s, MoveShip(B2, H["C1"]))
    assert s.pending[0].kind == "trade"  # the only ship moved: trades now
    vp = s.seats[0].vp
    s2 = apply(s, trade(s, H["C1"], 0))  # trading house: 3 VP + 3 coins
    seat = s2.seats[0]
    assert seat.vp == vp + 3 and seat.coins == s.seats[0].coins + 3
    assert fleet(s2, 0).trades == 1 and (H["C1"], 0) in traded(s2) and ships(s2, 0) == ()
    # the owner may take the trading house's 2 power for 1 VP
    assert s2.pending[0].kind == "leech" and s2.current_player == 1
    assert s2.pending[0].power == 2 and s2.pending[0].trade
    s3 = apply(s2, leech(s2, True))
    assert s3.seats[1].vp == s2.seats[1].vp - 1
    s3b = apply(s2, leech(s2, False))
    assert s3b.seats[0].vp == seat.vp  # the trader keeps the reward either way


def test_each_structure_trades_once_per_faction_even_after_upgrade():
    s = position()
    s = with_traded(s, frozenset({(H["C1"], 0)}))
    s = with_fleet(s, 0, trades=1)
    building = list(s.building)
    building[H["C1"]] = "TE"  # upgraded after the trade: the marker stays
    s = evolve(s, building=tuple(building))
    assert H["C1"] not in destinations(moving(s), 0, B2, 0)


def test_two_ships_cannot_go_onto_the_same_structure():
    s = moving(position(ships=(B2, river("B", 3))))
    s = apply(s, MoveShip(B2, H["C1"]))
    assert H["C1"] not in destinations(s, 0, river("B", 3), 1)


def test_no_trade_markers_left_no_trades():
    s = position()
    s = with_fleet(s, 0, trades=15)
    s = with_traded(s, frozenset((k, 0) for k in range(15)))
    d = destinations(moving(s), 0, B2, 0)
    assert not any(s.owner[h] >= 0 for h in d)


def test_trades_resolve_in_the_movers_order():
    s = moving(position(ships=(B2, river("C", 2))))
    s = apply(s, MoveShip(B2, H["B1"]))
    s = apply(s, MoveShip(river("C", 2), H["C1"]))
    assert {a.hex for a in legal_actions(s)} == {H["B1"], H["C1"]}
    s2 = apply(s, trade(s, H["C1"], 1))  # trading house: 1 worker + 1 coin
    assert s2.current_player == 1  # owner's decision first
    s3 = apply(s2, leech(s2, False))
    assert s3.pending[0].kind == "trade" and s3.pending[0].hexes == (H["B1"],)
    with pytest.raises(IllegalAction, match="no trade"):
        apply(s3, trade(s3, H["C1"], 0))


def test_earth_favor_and_round_tile_and_bonus_card_add_trade_vp():
    s = position(tiles=(18, 13, 15, 10, 11, 17), bonus=("BON13", "BON5"))
    s = with_seat(s, 0, favors=("FAV15",))
    s = apply(moving(s), MoveShip(B2, H["C1"]))
    vp = s.seats[0].vp
    s2 = apply(s, trade(s, H["C1"], 0))
    assert s2.seats[0].vp == vp + 3 + 1 + 2 + 1  # reward, favor, round tile, bonus card


def test_finish_stops_moving():
    s = moving(position(ships=(B2, river("B", 3))))
    s = apply(s, MoveShip(B2, river("C", 2)))
    s2 = apply(s, A.Finish())
    assert finishing(s2) and len(s2.pending) == 1  # the moving is over: convert or end
    assert end_turn(s2).current_player == 1 and not end_turn(s2).pending


def test_merchants_move_over_land_and_trade():
    s = table(
        factions=("fakirs", "witches"),
        builds=[("A5", 0, "D"), ("A7", 1, "D"), ("I7", 1, "D")],
        seat_kw={0: {"ships": (H["A6"],), "dock": H["A5"]}},
    )
    s = moving(s)
    d = destinations(s, 0, H["A6"], 0)
    assert H["A7"] in d and all(not board.IS_RIVER[h] for h in d)


def test_move_ships_is_on_the_shipyard_board_from_the_start_once_a_round():
    s = position()
    assert "SY" not in s.building and A.Special("move_ships") in legal_actions(s)
    s2 = apply(apply(s, A.Special("move_ships")), A.Finish())
    s3 = turn_of(s2, 0)
    with pytest.raises(IllegalAction, match="already used"):
        apply(s3, A.Special("move_ships"))


def test_river_space_holds_ships_of_several_factions():
    s = position()
    s = with_fleet(s, 1, ships=(river("B", 3),))
    s = apply(moving(s), MoveShip(B2, river("B", 3)))
    assert ships(s, 0) == (river("B", 3),) == ships(s, 1)


def test_bonus_card_move_special_opens_a_move():
    s = position(bonus=("BON12", "BON5"))
    s2 = apply(s, A.Special("bonus"))
    assert s2.pending[0].kind == "move" and "bonus" in s2.seats[0].used


def test_another_factions_marker_does_not_block_a_trade():
    s = with_traded(position(), frozenset({(H["C1"], 1)}))
    assert H["C1"] in destinations(moving(s), 0, B2, 0)


def test_power_action_moves_ships_like_the_shipyard_board():
    s = position(bowls=(0, 4, 4))
    s2 = apply(s, A.PowerAction("ACT7"))
    assert s2.pending[0].kind == "move" and s2.seats[0].bowls == (4, 4, 0)
    assert "move_ships" not in s2.seats[0].used  # the board's action is still free


def test_trade_labels_say_what_you_get_and_wrong_details_are_refused():
    s = position(tiles=(18, 13, 15, 10, 11, 17))
    s = apply(moving(with_seat(s, 0, favors=("FAV15",))), MoveShip(B2, H["C1"]))
    assert [a.label for a in legal_actions(s)] == [
        "trade with the Trading house at C1: gain 4 VP + 3 coins",  # 3 VP + 1 earth favor
        "trade with the Trading house at C1: gain 4 VP + 1 worker + 1 coin",
    ]
    for wrong, why in (
        (ResolveTrade(H["C1"], 0, "TE", 4), "not 'TE'"),
        (ResolveTrade(H["C1"], 0, "TP", 3), "brings 4 VP, not 3"),
    ):
        with pytest.raises(IllegalAction, match="Using Ships to Trade") as err:
            apply(s, wrong)
        assert why in err.value.reason
    assert trade(s, H["C1"], 0) == ResolveTrade(H["C1"], 0, "TP", 4)


def test_a_ship_that_moved_onto_a_structure_moves_no_further():
    s = moving(position(ships=(B2, river("B", 3))))
    s = apply(s, MoveShip(B2, H["C1"]))
    assert {a.src for a in legal_actions(s) if isinstance(a, MoveShip)} == {river("B", 3)}
    with pytest.raises(IllegalAction, match="Moving Ships"):
        apply(s, MoveShip(H["C1"], B2))


def test_each_ship_may_buy_its_own_extra_space_for_one_power():
    s = moving(position(ships=(B2, river("B", 3)), bowls=(5, 5, 2)))
    s = apply(s, MoveShip(B2, river("C", 4)))  # 2 spaces: 1 power
    assert s.seats[0].bowls == (6, 5, 1)
    s = apply(s, MoveShip(river("B", 3), river("D", 4)))
    assert s.seats[0].bowls == (7, 5, 0)
    assert finishing(s) and len(s.pending) == 1  # both moved, no trade: the action is over
    assert end_turn(s).current_player == 1


def test_trading_with_a_shipyard_offers_its_owner_three_power():
    s = table(builds=[("A3", 0, "D"), ("C1", 1, "SY"), ("I7", 1, "D")])
    s = with_fleet(with_seat(s, 0, shipping=1, bowls=(5, 7, 0)), 0, ships=(B2,))
    s = apply(moving(s), MoveShip(B2, H["C1"]))
    s = apply(s, trade(s, H["C1"], 0))
    assert (s.pending[0].kind, s.pending[0].seat, s.pending[0].power) == ("leech", 1, 3)
    vp = s.seats[1].vp
    assert apply(s, A.Leech(True, 3)).seats[1].vp == vp - 2


def test_the_view_says_what_each_ship_move_costs():
    s = moving(position(bowls=(5, 6, 1)))
    costs = view(s)["move_costs"][str(B2)]
    assert costs[str(river("C", 4))] == 1 and costs[str(river("B", 3))] == 0
    moves = {(a.src, a.dst) for a in legal_actions(s) if isinstance(a, MoveShip)}
    assert {(B2, int(d)) for d in costs} == {m for m in moves if m[0] == B2}
    assert view(position())["move_costs"] == {}
