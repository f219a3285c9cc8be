"""Special actions, favor-tile effects, the new fire favor, round scoring tiles 10–21."""

import pytest

from skywidgets.core import IllegalAction, evolve, with_seat
from skywidgets.games.merchants_seas import apply, legal_actions
from skywidgets.games.merchants_seas.fleet import with_fleet
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import tables as data
from skywidgets.games.terra_mystica.rounds import end_actions

from .helpers import H, table, turn_of


def base(**kw):
    return table(builds=[("A3", 0, "D"), ("I7", 1, "D")], **kw)


def test_bonus_card_spade_special_once_per_round():
    s = with_seat(base(bonus=("BON1", "BON3")), 0, workers=1, coins=2)
    s2 = apply(s, A.Special("bonus"))
    assert s2.pending[0].kind == "spades" and s2.pending[0].may_build
    s3 = apply(s2, A.TransformAndBuild(H["A4"], "G", True))
    s4 = turn_of(s3, 0)
    with pytest.raises(IllegalAction, match="already used"):
        apply(s4, A.Special("bonus"))


def test_bonus_card_cult_special_and_fav6():
    s = with_seat(base(bonus=("BON2", "BON3")), 0, favors=("FAV6",))
    s2 = apply(s, A.Special("bonus"))
    assert s2.pending[0].kind == "cult" and s2.pending[0].steps == 1
    s3 = apply(s2, A.ChooseCult("EARTH"))
    assert s3.seats[0].cults[2] == 1
    s4 = apply(turn_of(s3, 0), A.Special("FAV6"))
    assert apply(s4, A.ChooseCult("FIRE")).seats[0].cults[0] == 1


def test_card_without_special_action():
    with pytest.raises(IllegalAction, match="no special"):
        apply(base(bonus=("BON3", "BON5")), A.Special("bonus"))


def test_engineers_bridge_for_two_workers_and_pass_vp_with_stronghold():
    s = table(
        factions=("engineers", "witches"),
        builds=[("A3", 0, "SH"), ("I7", 1, "D")],
        seat_kw={0: {"workers": 4}},
    )
    s2 = apply(s, A.Special("engineers_bridge"))
    assert s2.seats[0].workers == 2 and s2.pending[0].kind == "bridge"
    spot = next(a for a in legal_actions(s2))
    s3 = apply(s2, spot)
    other = spot.b if s3.owner[spot.a] == 0 else spot.a
    owner = list(s3.owner)
    building = list(s3.building)
    owner[other], building[other] = 0, "D"
    s4 = evolve(turn_of(s3, 0), owner=tuple(owner), building=tuple(building))
    s5 = apply(s4, A.Pass("BON1"))
    assert dict(s5.seats[0].vp_by)["Engineers' bridges"] == 3


def test_favor_tiles_score_dwellings_and_trading_houses():
    s = with_seat(base(), 0, workers=9, coins=9, favors=("FAV11", "FAV10"))
    s2 = apply(s, A.TransformAndBuild(H["A4"], "G", True))
    assert dict(s2.seats[0].vp_by)["favor tiles"] == 2
    s3 = apply(turn_of(s2, 0), A.Upgrade(H["A4"], "TP"))
    assert dict(s3.seats[0].vp_by)["favor tiles"] == 2 + 3


def test_second_plus_one_favor_of_the_same_cult_is_refused():
    s = with_seat(base(), 0, favors=("FAV9",), priests=1, bowls=(0, 0, 12))
    s2 = apply(s, A.PowerAction("ACT9"))
    options = {a.tile for a in legal_actions(s2) if isinstance(a, A.TakeFavor)}
    assert "FAV13" not in options and "FAV9" not in options and "FAV14" in options
    with pytest.raises(IllegalAction, match="same cult"):
        apply(s2, A.TakeFavor("FAV13"))


def test_new_fire_favor_one_time_bonus():
    s = with_seat(base(), 0, priests=2, bowls=(0, 0, 12))
    s2 = apply(apply(s, A.PowerAction("ACT9")), A.TakeFavor("FAV13"))
    assert s2.seats[0].cults[0] == 1 and s2.pending[0].kind == "fav13"
    ship = apply(s2, A.FireFavorBonus(0)).seats[0]
    assert ship.shipping == 1 and ship.workers == s2.seats[0].workers + 1
    order = apply(s2, A.FireFavorBonus(2)).seats[0]  # priest to water's order, 4 coins
    assert order.cults[1] == 3 and order.coins == s2.seats[0].coins + 4
    step = apply(s2, A.FireFavorBonus(8)).seats[0]  # one step on air, 4 coins
    assert step.cults[3] == 2 + 1 and step.priests == 1  # Witches start on air 2


def test_round_tiles_score_during_phase_two():
    # tile 11: shipping/exchange advance 2 VP
    s = with_seat(base(tiles=(11, 13, 15, 10, 19, 17)), 0, coins=9, priests=2, workers=2)
    s2 = apply(s, A.Advance("shipping"))
    assert dict(s2.seats[0].vp_by) == {
        "starting VP": 20,
        "shipping track": 2,
        "round scoring tiles": 2,
    }
    s3 = apply(s, A.Advance("dig"))
    assert dict(s3.seats[0].vp_by)["exchange track"] == 6
    assert dict(s3.seats[0].vp_by)["round scoring tiles"] == 2
    # tile 12: Shipyard 5 VP
    t = table(
        builds=[("A3", 0, "TP"), ("I7", 1, "D")],
        tiles=(12, 13, 15, 10, 11, 17),
        seat_kw={0: {"workers": 4, "coins": 6}},
    )
    t2 = apply(t, A.Upgrade(H["A3"], "SY"))
    assert dict(t2.seats[0].vp_by)["round scoring tiles"] == 5
    # tile 16: 2 VP per spade
    u = with_seat(base(tiles=(16, 13, 15, 10, 11, 17)), 0, workers=6)
    u2 = apply(u, A.TransformAndBuild(H["A4"], "U", False))  # lakes -> plains: 2 spades
    assert dict(u2.seats[0].vp_by)["round scoring tiles"] == 4


def test_phase_three_ship_and_shipping_rewards():
    s = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], tiles=(19, 13, 15, 10, 11, 17))
    s = with_fleet(with_seat(s, 0, cults=(0, 4, 0, 0)), 0, dock=H["A3"])
    s = evolve(s, next_order=(0, 1))
    s2 = end_actions(s)
    assert s2.step == "cult_bonus" and s2.pending[0].kind == "ship"
    t = table(builds=[("A3", 0, "D"), ("I7", 1, "D")], tiles=(20, 13, 15, 10, 11, 17))
    t = evolve(with_seat(t, 0, cults=(0, 0, 5, 0)), next_order=(1, 0))
    t2 = end_actions(t)
    assert t2.seats[0].shipping == 1 and t2.round == 2


def test_advance_tile_also_scores_a_step_on_the_range_tile():
    s = table(
        factions=("dwarves", "witches"),
        builds=[("A2", 0, "D"), ("I7", 1, "D")],
        tiles=(11, 13, 15, 10, 19, 17),
        seat_kw={0: {"coins": 4, "priests": 1}},
    )
    s2 = apply(s, A.Advance("shipping"))
    assert s2.seats[0].shipping == 2
    assert dict(s2.seats[0].vp_by)["round scoring tiles"] == 2


def test_big_structure_tile_scores_the_stronghold_and_the_sanctuary_too():
    t = table(
        builds=[("A3", 0, "TP"), ("I7", 1, "D")],
        tiles=(12, 13, 15, 10, 11, 17),
        seat_kw={0: {"workers": 9, "coins": 9, "priests": 1}},
    )
    sh = apply(t, A.Upgrade(H["A3"], "SH"))
    assert dict(sh.seats[0].vp_by)["round scoring tiles"] == 5
    te = evolve(t, building=tuple("TE" if h == H["A3"] else b for h, b in enumerate(t.building)))
    sa = apply(te, A.Upgrade(H["A3"], "SA"))
    assert dict(sa.seats[0].vp_by)["round scoring tiles"] == 5
    te_tile = apply(t, A.Upgrade(H["A3"], "TE"))  # a Temple is not one of the three
    assert "round scoring tiles" not in dict(te_tile.seats[0].vp_by)


def test_favor_power_action_is_not_building_a_sacred_structure():
    # tile 20 scores Temples; ACT9 takes a favor tile without building one
    s = with_seat(base(tiles=(20, 13, 15, 10, 11, 17)), 0, priests=1, bowls=(0, 0, 5))
    s2 = apply(apply(s, A.PowerAction("ACT9")), A.TakeFavor("FAV9"))
    seat = s2.seats[0]
    assert seat.favors == ("FAV9",) and seat.priests == 0 and seat.bowls == (5, 0, 0)
    assert "round scoring tiles" not in dict(seat.vp_by)
    assert s2.seats[0].priests_sent == 0  # the priest went back to the supply


def test_every_cult_has_five_plus_one_favor_tiles_for_up_to_five_factions():
    for cult in data.CULTS:
        copies = sum(v[3] for v in data.FAVORS.values() if dict(v[0]) == {cult: 1})
        assert copies >= 5
