"""④ Building: trading houses, towers and harbours, each for 1 red, 1 white and 1 blue."""

from __future__ import annotations

from skywidgets.core import evolve, with_seat
from skywidgets.games.sky_islands import RULESET, Build, EndBuilding, apply, examples, legal_actions
from skywidgets.games.sky_islands.positions import make_position
from tests.rules import assert_illegal

from .helpers import THREE, cubes


def _building(houses=(), tiles=(), cube=(1, 1, 1), **kw):
    return make_position(THREE, tiles=tiles, houses=houses, cubes=[cube], phase="build", **kw)


def test_each_building_costs_one_red_white_blue_paid_to_the_supply():
    s = _building(cube=(2, 1, 3))
    after = apply(s, Build("house", 0, 0, 0))
    assert cubes(after, 0) == (1, 0, 2)
    assert after.supply == tuple(v + 1 for v in s.supply)


def test_cannot_build_without_the_three_colours():
    s = _building(cube=(3, 3, 0))
    assert_illegal(RULESET, s, Build("house", 0, 0, 0), "costs 1 red, 1 white and 1 blue")
    assert legal_actions(s) == [EndBuilding()]


def test_build_as_often_as_resources_allow_even_the_same_building():
    s = _building(cube=(3, 3, 3))
    s = apply(s, Build("house", 0, 0, 0))
    s = apply(s, Build("house", 1, 0, 0))
    assert s.phase_id == "build"
    s = apply(s, Build("house", 0, 1, 0))
    assert sum(h.owner == 0 for h in s.houses) == 3
    assert s.phase_id != "build"  # nothing affordable is left, ④ ends by itself


def test_unknown_building_kind():
    assert_illegal(
        RULESET, _building(), Build("castle", 0, 0, 0), "trading house, tower and harbour"
    )


def test_house_not_on_the_tile_placed_this_turn():
    s = _building(tiles=[("cape", 0, -1, 2)], placed=(0, -1))
    assert_illegal(RULESET, s, Build("house", 0, -1, 0), "not on the tile placed this turn")
    assert Build("house", 0, -1, 0) not in legal_actions(s)
    assert Build("house", 0, 0, 0) in legal_actions(s)


def test_house_on_initial_tile_and_beside_other_players_and_on_closed_islands():
    s = _building(houses=[("red", 1, 0, 0)], tiles=examples.CLOSED_RING)
    legal = legal_actions(s)
    assert Build("house", 0, 0, 0) in legal  # initial tile, island with red's house
    assert Build("house", 3, 0, 0) in legal  # a closed island
    apply(s, Build("house", 3, 0, 0))


def test_house_only_on_an_island_part():
    s = _building(tiles=[("open_sky", 1, -1, 0)])
    assert_illegal(RULESET, s, Build("house", 1, -1, 0), "on the island part")
    assert_illegal(RULESET, s, Build("house", 0, 0, 1), "on the island part")
    assert_illegal(RULESET, s, Build("house", 7, 7, 0), "on the island part")


def test_one_house_per_island_of_a_tile_rulebook_ok_ng():
    s = examples.trading_house_ok_ng()
    ok = apply(s, examples.trading_house_ok_move())
    assert any(h.owner == 1 and (h.x, h.y, h.region) == (0, -1, 1) for h in ok.houses)
    assert_illegal(RULESET, s, examples.trading_house_ng_move(), "one trading house per island")
    assert_illegal(RULESET, ok, Build("house", 0, -1, 1), "one trading house per island")


def test_no_house_when_no_pieces_are_left():
    s = _building()
    s = with_seat(s, 0, houses_left=0)
    assert_illegal(RULESET, s, Build("house", 0, 0, 0), "only trading house pieces you still hold")


def test_tower_gains_a_point_per_trading_house_on_the_island_own_included():
    s = examples.tower_vp()
    after = apply(s, examples.tower_vp_move())
    assert after.seats[0].vp_towers == examples.EXPECTED["tower_vp"]["yellow"] == 4
    assert after.towers == s.towers - 1
    assert any(h.tower and (h.x, h.y) == (0, 0) for h in after.houses)


def test_tower_only_next_to_own_house_without_tower():
    s = _building(houses=[("red", 0, 0, 0), ("yellow", 1, 0, 0, "tower")])
    assert_illegal(RULESET, s, Build("tower", 0, 0, 0), "your own trading house without a tower")
    assert_illegal(RULESET, s, Build("tower", 1, 0, 0), "your own trading house without a tower")
    assert_illegal(RULESET, s, Build("tower", 1, 1, 0), "your own trading house without a tower")


def test_no_second_tower_on_a_connected_island_that_has_one():
    s = examples.second_tower_forbidden()
    assert_illegal(RULESET, s, examples.second_tower_move(), "no new tower on a connected island")
    assert examples.second_tower_move() not in legal_actions(s)


def test_tower_rule_holds_only_when_the_tower_is_built():
    s = examples.two_towers_before_join()
    after = apply(s, examples.two_towers_join_move())
    from skywidgets.games.sky_islands.islands import geometry

    geo = geometry(after.board)
    islands = {geo.island_of[(h.x, h.y, h.region)] for h in after.houses if h.tower}
    assert len(islands) == 1 and sum(h.tower for h in after.houses) == 2


def test_no_tower_when_the_supply_is_out():
    s = evolve(_building(houses=[("yellow", 0, 0, 0)]), towers=0)
    assert_illegal(RULESET, s, Build("tower", 0, 0, 0), "supply has tower pieces")


def test_harbour_under_own_house_without_harbour():
    s = _building(houses=[("yellow", 0, 0, 0, "harbour"), ("red", 1, 0, 0)], cube=(2, 2, 2))
    assert_illegal(
        RULESET, s, Build("harbour", 0, 0, 0), "your own trading house without a harbour"
    )
    assert_illegal(
        RULESET, s, Build("harbour", 1, 0, 0), "your own trading house without a harbour"
    )
    assert_illegal(
        RULESET, s, Build("harbour", 0, 1, 0), "your own trading house without a harbour"
    )


def test_a_house_may_have_both_tower_and_harbour():
    s = _building(houses=[("yellow", 0, 0, 0)], cube=(2, 2, 2))
    s = apply(s, Build("harbour", 0, 0, 0))
    s = apply(s, Build("tower", 0, 0, 0))
    house = next(h for h in s.houses if (h.x, h.y) == (0, 0))
    assert house.tower and house.harbour and house.influence == 2


def test_no_harbour_when_the_supply_is_out():
    s = evolve(_building(houses=[("yellow", 0, 0, 0)]), harbours=0)
    assert_illegal(RULESET, s, Build("harbour", 0, 0, 0), "supply has harbour pieces")


def test_legal_builds_are_exactly_the_builds_that_apply():
    s = _building(
        houses=[("yellow", 0, 0, 0, "tower"), ("yellow", 1, -1, 0), ("red", 1, 0, 0)],
        tiles=[("cape", 1, -1, 0)],
        cube=(2, 2, 2),
    )
    legal = set(legal_actions(s))
    for kind in ("house", "tower", "harbour"):
        for x in range(-1, 3):
            for y in range(-2, 3):
                for r in range(3):
                    b = Build(kind, x, y, r)
                    try:
                        apply(s, b)
                        ok = True
                    except Exception:
                        ok = False
                    assert ok == (b in legal), b


def test_end_building_goes_to_stock_disposal():
    s = _building(cube=(3, 3, 3))
    after = apply(s, EndBuilding())
    assert after.phase_id == "disposal" and after.current_player == 0


def test_tower_gain_counts_trading_houses_not_harbours():
    s = _building(
        houses=[("yellow", 0, 0, 0, "harbour"), ("red", 1, 0, 0, "harbour"), ("yellow", 0, 1, 0)]
    )
    after = apply(s, Build("tower", 0, 1, 0))
    assert after.seats[0].vp_towers == 3  # three houses; their two harbours add nothing


def test_after_a_join_no_further_tower_on_the_joined_island():
    s = _building(
        tiles=[("cape", 2, 1, 0), ("corner", 2, 0, 2)],
        houses=[("yellow", 0, 0, 0, "tower"), ("red", 2, 1, 0, "tower"), ("yellow", 1, 0, 0)],
    )
    assert_illegal(RULESET, s, Build("tower", 1, 0, 0), "no new tower on a connected island")
    assert Build("harbour", 1, 0, 0) in legal_actions(s)
