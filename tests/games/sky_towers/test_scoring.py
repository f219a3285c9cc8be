"""scoring.py pure functions and the `skywidgets score sky_towers` position format."""

import pytest

from skywidgets.core import PositionError
from skywidgets.games.sky_towers.data import BONUS_NAMES
from skywidgets.games.sky_towers.scoring import (
    bonus_eligible,
    light_points,
    tower_flags,
    tower_kites,
)

from .helpers import RS


def test_tower_kites_and_flags():
    assert tower_kites([10, 6, 3, 2]) == 4
    assert tower_kites([1, 1, 1, 1, 1, 2, 2, 2, 10]) == 16
    assert tower_flags([7, 7, 7]) == 3 and tower_kites([7, 7, 7]) == 0
    assert tower_kites([8, 9, 4]) == 1


@pytest.mark.parametrize(
    "tower, bonuses",
    [
        ([7, 7, 7], ("Lucky",)),
        ([2, 2, 2, 3, 3, 9], ("Skyscraper",)),
        ([9, 4, 4, 4], ("Fours",)),
        ([10, 7, 3, 1], ("Finisher",)),
        ([3, 3, 4, 4, 4, 2, 1], ("Skyscraper", "Fours", "Finisher")),
        ([10, 6, 3, 2], ()),
        ([7, 7], ()),  # not complete: no bonus
    ],
)
def test_bonus_eligibility(tower, bonuses):
    assert bonus_eligible(tower) == bonuses


def test_light_points():
    assert light_points(3, 2) == 5


def mp(**players):
    return {"mode": "multiplayer", "players": players}


def test_score_multiplayer_position():
    sheet = RS.teaching.score_position(
        mp(
            ann={"completed": [[10, 6, 3, 2], [7, 7, 7]], "bonuses": ["Lucky"], "hand": [1, 1]},
            bob={"completed": [[10, 7, 3, 1]], "incomplete": [[5, 5]], "bonuses": ["Finisher"]},
        )
    )
    assert sheet.totals() == {"ann": 7, "bob": 6}  # 4 + 0 + 3 against 3 + 3
    assert sheet.winners == ("ann",)
    assert [i.source for i in sheet.for_player("ann")] == [
        "completed tower 1",
        "completed tower 2",
        "bonus card Lucky",
    ]


def test_score_position_tiebreak_on_flags():
    sheet = RS.teaching.score_position(
        mp(a={"completed": [[10, 5, 6]]}, b={"completed": [[5, 5, 7, 4]]})
    )
    assert sheet.winners == ("b",) and "flags" in sheet.tiebreak


def test_score_light_position():
    sheet = RS.teaching.score_position(
        {
            "mode": "light",
            "players": {
                "sol": {"completed": [[7, 7, 7], [10, 7, 3, 1]], "bonuses": ["Lucky", "Finisher"]}
            },
        }
    )
    assert sheet.totals() == {"sol": 4} and "not yet" in sheet.tiebreak


def test_score_taroma_position_counts_taromas_whole_table():
    sheet = RS.teaching.score_position(
        {
            "mode": "taroma",
            "players": {
                "kim": {"completed": [[10, 6, 3, 2]]},
                "TAROMA": {"incomplete": [[3]], "hand": [1, 2]},
            },
        }
    )
    assert sheet.totals() == {"kim": 4, "TAROMA": 5} and sheet.winners == ("TAROMA",)


@pytest.mark.parametrize(
    "position, field",
    [
        ([], "position"),
        ({"mode": "solo", "players": {}}, "mode"),
        ({"mode": "multiplayer", "players": {"a": {}}}, "players"),
        (mp(a={"completed": [[10, 6, 3, 2], [10, 5, 5]]}, b={}), "players.a.completed[1]"),
        (mp(a={"completed": [[10, 11]]}, b={}), "players.a.completed[0][1]"),
        (mp(a={"incomplete": [[10, 10, 1]]}, b={}), "players.a.incomplete[0]"),
        (mp(a={"completed": [[5, 10, 6]]}, b={}), "players.a.completed[0]"),
        (mp(a={"completed": [[10, 1, 10]]}, b={}), "players.a.completed[0]"),
        (mp(a={"bonuses": ["Golden"]}, b={}), "players.a.bonuses[0]"),
        (mp(a={"bonuses": ["Lucky"]}, b={}), "players.a.bonuses[0]"),
        (
            mp(
                a={"completed": [[7, 7, 7]], "bonuses": ["Lucky"]},
                b={"completed": [[7, 7, 7]], "bonuses": ["Lucky"]},
            ),
            "players.b.completed[0]",
        ),
        (mp(a={"completed": [[7, 7, 7]]}, b={}), "players.a.completed[0]"),
        (mp(a={"hand": [8]}, b={"hand": [8]}), "players.b.hand"),
        (
            mp(
                a={"completed": [[7, 7, 7]], "bonuses": ["Lucky"]},
                b={"completed": [[10, 7, 3, 1]], "bonuses": ["Finisher", "Lucky"]},
            ),
            "players.b.bonuses[1]",
        ),
        (mp(a={"incomplete": [[3], [4], [5]]}, b={}), "players.a.incomplete"),
        (mp(a={"cards": []}, b={}), "players.a.cards"),
        ({"mode": "taroma", "players": {"kim": {}, "bob": {}}}, "players"),
        ({"mode": "light", "players": {"a": {}, "b": {}}}, "players"),
    ],
)
def test_invalid_positions_name_the_field(position, field):
    with pytest.raises(PositionError) as info:
        RS.teaching.score_position(position)
    assert info.value.field == field, info.value


def test_too_many_copies_names_the_first_field_over_the_limit():
    with pytest.raises(PositionError) as info:
        RS.teaching.score_position(
            mp(
                ann={"completed": [[10, 7, 3, 1], [10, 7, 3, 1]], "bonuses": ["Finisher"]},
                bob={"incomplete": [[10]], "hand": [10, 10, 10]},
            )
        )
    assert info.value.field == "players.bob.hand" and "holds only 5" in info.value.reason


def test_scores_are_explained_item_by_item():
    sheet = RS.teaching.score_position(mp(a={"completed": [[10, 6, 3, 2]]}, b={}))
    item = sheet.items[0]
    assert item.points == 4 and "10+6+3+2" in item.why and "Game End" in item.rule


@pytest.mark.parametrize(
    ("position", "field", "words"),
    [
        (mp(a={"hand": [9, 9]}, b={}), "players.a.hand", "holds only 1"),
        (mp(a={"completed": [[7, 7, 7], [7, 7, 7]]}, b={}), "players.a.completed[1]", "only 5"),
        (
            {"mode": "light", "players": {"sol": {"hand": [2, 2, 3, 3, 4, 4]}}},
            "players.sol.hand",
            "at most 5",
        ),
        (
            {
                "mode": "taroma",
                "players": {"kim": {}, "Taroma": {"completed": [[10, 7, 1, 1, 1, 1]]}},
            },
            "players.Taroma.completed[0]",
            "19 or 20",
        ),
        (
            {"mode": "taroma", "players": {"kim": {}, "Taroma": {"incomplete": [[1]]}}},
            "players.Taroma.incomplete[0]",
            "19 or 20",
        ),
        (
            mp(
                a={"completed": [[10, 5, 6]], "bonuses": ["Lucky", "Lucky"]},
                b={},
            ),
            "players.a.bonuses[1]",
            "twice",
        ),
    ],
)
def test_impossible_tables_are_refused_naming_the_field(position, field, words):
    with pytest.raises(PositionError) as info:
        RS.teaching.score_position(position)
    assert info.value.field == field and words in info.value.reason, info.value


def test_a_light_table_leaves_the_set_aside_cards_out():
    completed = [
        [2, 2, 2, 2, 2, 2, 2, 2, 2, 3],
        [3, 3, 3, 3, 3, 3, 3],
        [3, 4, 4, 4, 6],
        [4, 4, 5, 8],
        [5, 5, 5, 6],
        [5, 7, 9],
        [7, 7, 7],
        [10, 6, 1, 1, 1, 1, 1],
    ]
    sol = {
        "completed": completed,
        "incomplete": [[10, 7], [10, 6]],
        "bonuses": list(BONUS_NAMES),
        "hand": [10],
    }
    sheet = RS.teaching.score_position(
        {"mode": "light", "players": {"sol": sol}}
    )  # 48 cards: 2 aside
    assert sheet.totals() == {"sol": 12}
    with pytest.raises(PositionError) as info:
        RS.teaching.score_position({"mode": "light", "players": {"sol": {**sol, "hand": [10, 10]}}})
    assert info.value.field == "players.sol" and "set aside" in info.value.reason


def test_taromas_1_on_19_or_20_and_the_humans_1_anywhere_are_accepted():
    sheet = RS.teaching.score_position(
        {
            "mode": "taroma",
            "players": {
                "kim": {"completed": [[10, 7, 3, 1]], "bonuses": ["Finisher"]},
                "Taroma": {"completed": [[10, 8, 2, 1]], "incomplete": [[10, 9, 1]]},
            },
        }
    )
    assert sheet.totals()["Taroma"] == 6
