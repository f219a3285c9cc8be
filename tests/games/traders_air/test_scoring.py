"""Rulebook 6, Scoring: one test per line of the section."""

from skywidgets.games.traders_air import scoring as S

P = ("Ann", "Michael", "Marianne")


def _sheet(unsold=None, sold=None, contracts=None, first=None):
    return S.score_table(P, unsold or {}, sold or {}, contracts or {}, first)


def test_unsold_goods_one_point_each():
    assert S.unsold_points([1, 2, 3]) == 3
    assert _sheet(unsold={"Ann": [3, 3]}).totals()["Ann"] == 2


def test_sold_goods_one_plus_their_number():
    assert S.sold_marker_points(1) == 2 and S.sold_marker_points(3) == 4
    assert _sheet(sold={"Ann": [1, 2, 3]}).totals()["Ann"] == 2 + 3 + 4 + 5


def test_two_points_per_city_with_a_contract_four_for_a_monopoly():
    assert S.city_points({"Ann": 3, "Michael": 1}) == {"Ann": 2, "Michael": 2}
    assert S.city_points({"Ann": 1}) == {"Ann": 4}
    assert S.city_points({"Ann": 0, "Michael": 2}) == {"Michael": 4}
    assert S.city_points({}) == {}


def test_first_to_the_last_stack_two_points():
    sheet = _sheet(first="Michael")
    assert sheet.totals() == {"Ann": 0, "Michael": 2, "Marianne": 0}


def test_tallest_stack_in_any_city_three_points_ties_all_score():
    contracts = {"Thespian": {"Ann": 4, "Michael": 1}, "Aleborg": {"Marianne": 4}}
    assert S.tallest_stack_holders(P, contracts) == ["Ann", "Marianne"]
    sheet = _sheet(contracts=contracts)
    items = [i for i in sheet.items if i.source == "most contracts in a city"]
    assert {i.player for i in items} == {"Ann", "Marianne"} and all(i.points == 3 for i in items)


def test_contracts_in_the_most_cities_four_points():
    contracts = {"Thespian": {"Ann": 1, "Michael": 5}, "Aleborg": {"Ann": 1}}
    assert S.most_cities_holders(P, contracts) == ["Ann"]
    items = [i for i in _sheet(contracts=contracts).items if i.source.startswith("contracts in")]
    assert [(i.player, i.points) for i in items] == [("Ann", 4)]


def test_most_sold_ones_five_points_ties_all_score():
    assert S.most_sold_ones_holders({"Ann": [1, 1], "Michael": [1, 1, 3], "Marianne": [1]}) == [
        "Ann",
        "Michael",
    ]
    items = [
        i for i in _sheet(sold={"Ann": [1], "Michael": [1]}).items if i.source == "most sold 1s"
    ]
    assert {i.player for i in items} == {"Ann", "Michael"} and items[0].points == 5


def test_bonuses_need_at_least_one():
    assert S.tallest_stack_holders(P, {}) == []
    assert S.most_cities_holders(P, {"Thespian": {}}) == []
    assert S.most_sold_ones_holders({"Ann": [2, 3], "Michael": []}) == []
    assert _sheet().totals() == {"Ann": 0, "Michael": 0, "Marianne": 0}


def test_most_points_wins():
    sheet = _sheet(unsold={"Ann": [1, 1]}, sold={"Michael": [2]})
    assert sheet.winners == ("Michael",) and sheet.tiebreak == ""


def test_tie_most_contracts_on_the_board_wins():
    contracts = {"Thespian": {"Ann": 3}, "Aleborg": {"Michael": 1}}
    assert S.contracts_on_board("Ann", contracts) == 3
    winners, why = S.final_winners(P, {"Ann": 9, "Michael": 9, "Marianne": 2}, contracts)
    assert winners == ["Ann"] and "Ann 3" in why


def test_tie_on_contracts_too_shares_the_win():
    contracts = {"Thespian": {"Ann": 2, "Michael": 2}}
    winners, why = S.final_winners(P, {"Ann": 9, "Michael": 9, "Marianne": 9}, contracts)
    assert winners == ["Ann", "Michael"] and "shared" in why


def test_every_item_cites_section_six():
    sheet = _sheet(
        unsold={"Ann": [1]}, sold={"Ann": [1]}, contracts={"Thespian": {"Ann": 1}}, first="Ann"
    )
    assert len(sheet.items) == 7
    assert all(i.rule.startswith("Traders 6 — ") and i.why for i in sheet.items)


def test_running_scores_have_no_winners():
    assert S.score_table(P, {"Ann": [1]}, {}, {}, None, final=False).winners == ()


def test_contracts_in_the_most_cities_ties_all_score():
    contracts = {
        "Thespian": {"Ann": 1, "Michael": 1},
        "Aleborg": {"Ann": 2},
        "Nemesis": {"Michael": 1},
        "Rev'all": {"Marianne": 6},
    }
    assert S.most_cities_holders(P, contracts) == ["Ann", "Michael"]
    items = [i for i in _sheet(contracts=contracts).items if i.source.startswith("contracts in")]
    assert [(i.player, i.points) for i in items] == [("Ann", 4), ("Michael", 4)]
