"""Rulebook 2 components and RULINGS.md's board data."""

from collections import Counter

from skywidgets.games.traders_air import data


def test_78_goods_markers_six_colours_4_5_4():
    assert data.MARKER_COUNT == 78
    assert len(data.COLOURS) == 6
    for c in range(6):
        values = Counter(v for col, v in data.MARKERS if col == c)
        assert values == {1: 4, 2: 5, 3: 4}


def test_rulebook_colours_orange_and_brown_exist_and_letters_differ():
    assert {"orange", "brown"} <= set(data.COLOURS)
    assert len(set(data.COLOUR_LETTER.values())) == 6


def test_cities_numbered_one_to_nine_thespian_first():
    assert data.CITIES[0] == "Thespian" and len(data.CITIES) == 9
    assert data.START_CITY == "New Copenhagen"


def test_side_a_is_the_rulings_table():
    side = data.BOARD_SIDES["A"]
    assert side["spaces"] == {
        "Thespian": 2,
        "Aleborg": 1,
        "New Copenhagen": 2,
        "Stockgard": 2,
        "Nemesis": 1,
        "Downington": 2,
        "Rev'all": 1,
        "Lindholm": 2,
        "Brightwater": 1,
    }
    assert len(side["arrows"]) == 12
    assert ("New Copenhagen", "Thespian") in side["arrows"]
    assert ("Lindholm", "Aleborg") in side["arrows"]


def _reachable(arrows, start):
    seen, todo = {start}, [start]
    while todo:
        a = todo.pop()
        for x, y in arrows:
            if x == a and y not in seen:
                seen.add(y)
                todo.append(y)
    return seen


def test_every_side_strongly_connected_one_way_and_one_to_three_spaces():
    for name in data.SIDES:
        arrows = data.arrows(name)
        assert not any((b, a) in arrows for a, b in arrows), name
        for c in range(9):
            assert _reachable(arrows, c) == set(range(9)), (name, c)
        spaces = data.BOARD_SIDES[name]["spaces"]
        assert all(1 <= spaces[c] <= 3 for c in data.CITIES)


def test_side_b_is_harder_fewer_shortcuts_and_some_three_space_cities():
    assert len(data.arrows("B")) < len(data.arrows("A"))
    assert data.arrows("B") != data.arrows("A")
    assert sum(1 for n in data.BOARD_SIDES["B"]["spaces"].values() if n == 3) >= 2


def test_spaces_run_in_numerical_order():
    for side in data.SIDES:
        cities = data.space_cities(side)
        assert list(cities) == sorted(cities)
        assert sum(len(s) for s in data.city_spaces(side)) == len(cities)


def test_move_costs_with_and_against_the_wind():
    nc, th = data.CITY_INDEX["New Copenhagen"], data.CITY_INDEX["Thespian"]
    assert data.move_costs("A")[nc][th] == 1
    assert data.move_costs("A")[th][nc] == 2
    assert data.move_costs("A", True)[nc][th] == 2
    assert data.move_costs("A", True)[th][nc] == 1


def test_guild_mats_four_special_sides_and_limits():
    assert set(data.GUILD_MATS) == {"Windriders", "Hoarders", "Bankers", "Contractors"}
    assert data.keep_goods(None) == 3 and data.keep_money(None) == 3
    assert data.keep_goods("Hoarders") == 4 and data.keep_money("Bankers") == 5
    assert data.has_ability("Windriders", "free_first_move")
    assert data.has_ability("Contractors", "extra_contract")
    assert not data.has_ability(None, "extra_contract")
