"""Named positions mirroring the rulebook's worked examples (shared by tests and tutorials).

Each function returns a State built by the placement rules; `*_move()` gives the move the
example is about. The documented results are in EXPECTED.
"""

from __future__ import annotations

from .actions import Build, PlaceTile
from .positions import HouseSpec, make_position, pick
from .state import State

THREE = ("yellow", "red", "blue")
# The 5-tile island of the final-scoring example: the initial block and a cape above it.
FIVE_TILES = (("cape", 0, -1, 2),)
# The closed island of the closed-island example: six tiles east of the initial block,
# ringed round an empty hole at (2, 0) whose sides are all sky on this island.
CLOSED_RING = (
    ("cape", 2, 1, 1),
    ("corner", 3, 1, 3),
    ("straight", 3, 0, 0),
    ("corner", 3, -1, 2),
    ("straight", 2, -1, 1),
    ("cape", 1, -1, 1),
)
# Documented results: example name -> points (or VP gained) per player.
EXPECTED = {
    "resource_gain": {"red": 1, "white": 1, "blue": 0, "vp": 1},
    "tower_vp": {"yellow": 4},
    "final_scoring": {"yellow": 5, "red": 2, "blue": 0},
    "closed_island": {"yellow": 12, "red": 6, "blue": 0},
    "tied_first": {"yellow": 2, "red": 2, "blue": 0},
    "tied_second": {"yellow": 5, "red": 0, "blue": 0},
    "zero_influence": {"yellow": 5, "red": 0, "blue": 0},
}


def resource_gain() -> State:
    """③ example: a red-ship tile about to touch a white-ship and a green-ship tile."""
    return make_position(
        THREE,
        tiles=[("cape/green", 0, -1, 2)],
        hands=[["cape/red"]],
        note="③ example: place the red-ship tile at (1, -1)",
    )


def resource_gain_move() -> PlaceTile:
    """The placement of the ③ example: gains 1 red, 1 white and 1 victory point."""
    return PlaceTile(pick("cape/red"), 1, -1, 0)


def tower_vp() -> State:
    """④b example: yellow builds a tower where 4 trading houses stand (one elsewhere)."""
    return make_position(
        THREE,
        tiles=[("strait", 0, -1, 0)],
        houses=[
            ("yellow", 0, 0, 0),
            ("yellow", 1, 0, 0),
            ("red", 0, 1, 0),
            ("blue", 0, -1, 1),
            ("red", 0, -1, 0),
        ],
        cubes=[(1, 1, 1)],
        phase="build",
        note="④b example: the strait tile's north island is a separate connected island",
    )


def tower_vp_move() -> Build:
    """The tower of the ④b example: 4 victory points (own houses count too)."""
    return Build("tower", 0, 0, 0)


def _five(houses: list[HouseSpec]) -> State:
    return make_position(THREE, tiles=FIVE_TILES, houses=houses, phase="over")


def final_scoring() -> State:
    """Final-scoring example: 5 tiles; yellow 3, red 2, blue 1 -> 5, 2, 0."""
    return _five(
        [
            ("yellow", 0, 0, 0, "tower"),
            ("yellow", 1, 0, 0),
            ("red", 0, 1, 0),
            ("red", 1, 1, 0),
            ("blue", 0, -1, 0, "harbour"),
        ]
    )


def closed_island() -> State:
    """Closed-island example: 6 tiles round a hole, doubled to 12 -> 12, 6, 0."""
    return make_position(
        THREE,
        tiles=CLOSED_RING,
        phase="over",
        houses=[
            ("yellow", 3, 0, 0, "tower"),
            ("yellow", 3, 1, 0),
            ("red", 2, -1, 0),
            ("red", 3, -1, 0),
            ("blue", 2, 1, 0, "harbour"),
        ],
    )


def tied_first() -> State:
    """Ties: yellow and red share first (2 each) on 5 tiles: half each, blue nothing."""
    return _five(
        [
            ("yellow", 0, 0, 0),
            ("yellow", 1, 0, 0),
            ("red", 0, 1, 0),
            ("red", 1, 1, 0),
            ("blue", 0, -1, 0),
        ]
    )


def tied_second() -> State:
    """Ties: yellow sole first, red and blue tied second: the seconds score nothing."""
    return _five(
        [("yellow", 0, 0, 0, "tower"), ("yellow", 1, 0, 0), ("red", 0, 1, 0), ("blue", 1, 1, 0)]
    )


def zero_influence() -> State:
    """Special case: only yellow has influence; red and blue (0) score nothing."""
    return _five([("yellow", 0, 0, 0)])


def two_towers_before_join() -> State:
    """④b: two connected islands, each with a tower; yellow holds the tile joining them."""
    return make_position(
        THREE,
        tiles=[("cape", 2, 1, 0)],
        hands=[["corner"]],
        houses=[("yellow", 0, 0, 0, "tower"), ("red", 2, 1, 0, "tower")],
        note="④b: the tower rule is checked only when a tower is built",
    )


def two_towers_join_move() -> PlaceTile:
    """The joining placement: afterwards one connected island holds two towers (OK)."""
    return PlaceTile(pick("corner"), 2, 0, 2)


def second_tower_forbidden() -> State:
    """④b NG: yellow's second house is on a connected island that already has a tower."""
    return make_position(
        THREE,
        houses=[("yellow", 0, 0, 0, "tower"), ("yellow", 1, 0, 0), ("red", 0, 1, 0)],
        cubes=[(1, 1, 1)],
        phase="build",
    )


def second_tower_move() -> Build:
    """The forbidden tower of `second_tower_forbidden`."""
    return Build("tower", 1, 0, 0)


def trading_house_ok_ng() -> State:
    """④a: a strait tile with blue's house on its north island; red is building."""
    return make_position(
        THREE,
        tiles=[("strait", 0, -1, 0)],
        houses=[("blue", 0, -1, 0)],
        cubes=[(0, 0, 0), (2, 2, 2)],
        current=1,
        phase="build",
    )


def trading_house_ok_move() -> Build:
    """OK: the strait tile's other island has no trading house yet."""
    return Build("house", 0, -1, 1)


def trading_house_ng_move() -> Build:
    """NG: a second trading house on the same island of that tile."""
    return Build("house", 0, -1, 0)


def discard_example() -> State:
    """② discard: on turn 10 yellow holds only the open-sky tile and every gap needs island."""
    return make_position(
        THREE,
        tiles=[
            ("t_junction", 1, -1, 0),
            ("t_junction", 2, 1, 1),
            ("t_junction", 0, 2, 2),
            ("t_junction", -1, 0, 3),
        ],
        hands=[["open_sky"], ["cape"], ["cape"]],
        turns=[9, 9, 9],
    )


ALL = {
    "resource_gain": resource_gain,
    "tower_vp": tower_vp,
    "final_scoring": final_scoring,
    "closed_island": closed_island,
    "tied_first": tied_first,
    "tied_second": tied_second,
    "zero_influence": zero_influence,
    "two_towers_before_join": two_towers_before_join,
    "second_tower_forbidden": second_tower_forbidden,
    "trading_house_ok_ng": trading_house_ok_ng,
    "discard_example": discard_example,
}
