"""Components: the 50 tower cards and the 4 bonus cards."""

from pathlib import Path

from skywidgets.games.sky_towers import data
from skywidgets.games.sky_towers.scoring import tower_flags, tower_kites


def test_fifty_tower_cards():
    assert len(data.DECK) == 50
    assert sum(data.COPIES.values()) == 50


def test_copies_follow_the_known_facts():
    # most values five copies, more 2s and 3s, a single 8 and a single 9
    assert data.COPIES[8] == data.COPIES[9] == 1
    assert data.COPIES[2] > 5 and data.COPIES[3] > 5
    assert [v for v, k in data.COPIES.items() if k == 5] == [1, 4, 5, 6, 7, 10]


def test_eights_and_nines_have_no_kites_fives_and_sevens_carry_flags():
    assert data.KITES[8] == data.KITES[9] == 0
    assert data.FLAGS[5] == data.FLAGS[7] == 1
    assert [v for v in data.VALUES if data.FLAGS[v]] == [5, 7]


def test_a_one_is_worth_two_kites():
    # Effects, 1: "A 1 is worth 2 points"
    assert tower_kites([1]) == 2


def test_rulebook_tower_10_6_3_2_holds_4_kites():
    assert tower_kites([10, 6, 3, 2]) == 4
    assert tower_flags([10, 6, 3, 2]) == 0


def test_four_bonus_cards_worth_3_kites_or_1_light_point():
    assert data.BONUS_NAMES == ("Lucky", "Skyscraper", "Fours", "Finisher")
    assert all(data.BONUS_KITES[b] == 3 for b in data.BONUS_NAMES)
    assert all(data.BONUS_LIGHT_POINTS[b] == 1 for b in data.BONUS_NAMES)


def test_one_project_defined_table():
    text = Path(data.__file__).read_text(encoding="utf-8")
    assert text.count("# [project-defined]") == 1
    assert len(data.COMPONENT_TABLE) == 14
