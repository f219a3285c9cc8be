"""`skywidgets score sky_islands FILE.json`: scoring a described end-of-game table."""

from __future__ import annotations

import copy

import pytest

from skywidgets.core import PositionError, get

H = {"owner": "yellow", "tower": False, "harbour": False}
EXAMPLE = {
    "islands": [
        {
            "tiles": 5,
            "closed": False,
            "buildings": [
                {"owner": "yellow", "tower": True, "harbour": False},
                dict(H),
                {"owner": "red", "tower": False, "harbour": False},
                {"owner": "red", "tower": False, "harbour": False},
                {"owner": "blue", "tower": False, "harbour": True},
            ],
        },
        {
            "tiles": 6,
            "closed": True,
            "buildings": [
                {"owner": "yellow", "tower": True, "harbour": False},
                dict(H),
                {"owner": "red"},
                {"owner": "red"},
                {"owner": "blue", "harbour": True},
            ],
        },
    ],
    "game_points": {"yellow": 12, "red": 20, "blue": 3},
}


def score(data):
    return get("sky_islands").teaching.score_position(data)


def test_rulebook_examples_and_game_points():
    sheet = score(EXAMPLE)
    assert sheet.totals() == {"yellow": 12 + 5 + 12, "red": 20 + 2 + 6, "blue": 3}
    assert sheet.winners == ("yellow",)
    islands = [(i.player, i.points) for i in sheet.items if "island" in i.source]
    assert islands == [("yellow", 5), ("red", 2), ("yellow", 12), ("red", 6)]
    assert [i.player for i in sheet.items if i.source == "game points"] == ["yellow", "red", "blue"]


def test_shared_victory():
    data = {"islands": [], "game_points": {"yellow": 7, "red": 7}}
    assert set(score(data).winners) == {"yellow", "red"}


def test_ties_in_a_position():
    data = {
        "islands": [{"tiles": 5, "closed": False, "buildings": [{"owner": "a"}, {"owner": "b"}]}],
        "game_points": {"a": 0, "b": 0},
    }
    assert score(data).totals() == {"a": 2, "b": 2}


def _broken(path, value):
    data = copy.deepcopy(EXAMPLE)
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


@pytest.mark.parametrize(
    "path, value, field",
    [
        (("islands", 1, "buildings", 0, "owner"), "purple", "islands[1].buildings[0].owner"),
        (("islands", 0, "buildings", 2, "tower"), "yes", "islands[0].buildings[2].tower"),
        (("islands", 0, "buildings", 4, "harbour"), 1, "islands[0].buildings[4].harbour"),
        (("islands", 0, "buildings", 1, "colour"), "red", "islands[0].buildings[1].colour"),
        (("islands", 0, "tiles"), 0, "islands[0].tiles"),
        (("islands", 0, "tiles"), 2.5, "islands[0].tiles"),
        (("islands", 1, "closed"), "no", "islands[1].closed"),
        (("islands", 1, "buildings"), {}, "islands[1].buildings"),
        (("islands", 0, "tiles"), KeyError, "islands[0].tiles"),
        (("islands",), {}, "islands"),
        (("game_points", "red"), -1, "game_points.red"),
        (("game_points", "red"), True, "game_points.red"),
        (("game_points",), {"solo": 1}, "game_points"),
        (("extra",), 1, "extra"),
    ],
)
def test_every_field_is_validated(path, value, field):
    with pytest.raises(PositionError) as info:
        score(_broken(path, value))
    assert info.value.field == field


def test_piece_limits():
    many = {
        "islands": [{"tiles": 24, "closed": False, "buildings": [{"owner": "a"}] * 12}],
        "game_points": {"a": 0, "b": 0},
    }
    with pytest.raises(PositionError) as info:
        score(many)
    assert info.value.field == "islands[0].buildings[11].owner"
    towers = {
        "islands": [
            {
                "tiles": 24,
                "closed": False,
                "buildings": [{"owner": p, "tower": True} for p in "ab" * 7],
            }
        ],
        "game_points": {"a": 0, "b": 0},
    }
    with pytest.raises(PositionError) as info:
        score(towers)
    assert info.value.field == "islands[0].buildings[12].tower"
    crowded = {
        "islands": [
            {
                "tiles": 1,
                "closed": False,
                "buildings": [{"owner": "a"}, {"owner": "b"}, {"owner": "a"}],
            }
        ],
        "game_points": {"a": 0, "b": 0},
    }
    with pytest.raises(PositionError) as info:
        score(crowded)
    assert info.value.field == "islands[0].buildings"


def test_not_an_object():
    with pytest.raises(PositionError):
        score([1, 2])


@pytest.mark.parametrize("owner", [["yellow"], {"name": "yellow"}, 3, None])
def test_an_owner_that_is_not_a_name_is_refused_by_field(owner):
    with pytest.raises(PositionError) as info:
        score(_broken(("islands", 0, "buildings", 1, "owner"), owner))
    assert info.value.field == "islands[0].buildings[1].owner"


def test_tile_counts_are_bounded_by_the_tiles_in_play():
    two = {
        "islands": [{"tiles": 25, "closed": False, "buildings": []}],
        "game_points": {"a": 0, "b": 0},
    }
    with pytest.raises(PositionError) as info:
        score(two)  # Setup B: 2 players use 20 tiles, plus the initial tile's 4 quarters
    assert info.value.field == "islands[0].tiles" and "24 tiles" in info.value.reason
    split = {
        "islands": [
            {"tiles": 24, "closed": False, "buildings": []},
            {"tiles": 10, "closed": False, "buildings": []},
        ],
        "game_points": {"a": 0, "b": 0},
    }
    with pytest.raises(PositionError) as info:
        score(split)  # more than 24 tiles plus the 9 two-island tiles counted twice
    assert info.value.field == "islands[1].tiles"
    split["islands"][1]["tiles"] = 9
    assert score(split).totals() == {"a": 0, "b": 0}


def test_random_corruptions_raise_only_position_errors():
    import random

    values = [None, True, 1, -1, 2.5, "x", "", [], {}, [1], {"a": 1}, ["yellow"], 10**30]

    def paths(node, path=()):
        yield path
        items = (
            node.items()
            if isinstance(node, dict)
            else enumerate(node)
            if isinstance(node, list)
            else ()
        )
        for key, child in items:
            yield from paths(child, path + (key,))

    every = list(paths(EXAMPLE))[1:]
    chooser = random.Random(7)
    for _ in range(400):
        data = _broken(chooser.choice(every), chooser.choice(values))
        try:
            score(data)
        except PositionError as err:
            assert err.field and err.reason


def _island(tiles, towers, houses=None):
    houses = towers if houses is None else houses
    buildings = [{"owner": "yellow", "tower": i < towers} for i in range(houses)]
    return {"tiles": tiles, "closed": False, "buildings": buildings}


def _one_island(island):
    return {"islands": [island], "game_points": {"yellow": 0, "red": 0}}


def test_towers_per_island_are_bounded_by_what_joins_can_make():
    score = get("sky_islands").teaching.score_position
    # a cross placed last among four capes joins four towered islands: 5 tiles, 4 towers
    score(_one_island(_island(5, 4)))
    with pytest.raises(PositionError) as err:
        score(_one_island(_island(2, 2)))
    assert err.value.field == "islands[0].buildings[1].tower"
    assert "at most 1 tower" in err.value.reason
    with pytest.raises(PositionError) as err:
        score(_one_island(_island(3, 3)))
    assert err.value.field == "islands[0].buildings[2].tower"


def test_a_lone_tile_holds_one_trading_house():
    score = get("sky_islands").teaching.score_position
    score(_one_island(_island(1, 1)))
    with pytest.raises(PositionError) as err:
        score(_one_island(_island(1, 0, houses=2)))
    assert err.value.field == "islands[0].buildings"
