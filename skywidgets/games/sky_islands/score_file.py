"""`skywidgets score sky_islands FILE.json`: validate an end-of-game table and score it."""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from typing import Any

from skywidgets.core import PositionError, ScoreItem, ScoreSheet

from .data import HARBOURS, HOUSES_BUILDABLE, INITIAL_IDS, SHAPES, TILE_TABLE, TILES_USED, TOWERS
from .scoring import island_items, sheet_with_winners

RULE_GAME_POINTS = "Sky Islands — Winning the game: points gained during the game"
# A two-island tile may count towards two connected islands (RULINGS: tile counts).
TWO_ISLAND_TILES = sum(1 for shape, _ship in TILE_TABLE if len(SHAPES[shape]) > 1)


def max_regions(tiles: int) -> int:
    """Most island regions (so trading houses) a connected island of `tiles` tiles can have.

    Both islands of a two-island tile join one connected island only round the tile, through
    at least 3 other tiles; below 4 tiles every tile gives one region.
    """
    return tiles if tiles < 4 else tiles + min(tiles, TWO_ISLAND_TILES)


def max_towers(tiles: int) -> int:
    """Most towers a connected island of `tiles` tiles can hold (docs/rulings/sky_islands.md).

    A tower is built only on an island without one, so each tower stood on a region that
    began an island of its own (it touched no island when placed). Two such regions never
    touch (the later one would have joined the earlier), and each touches a region that did
    join something, at most 4 of them per region: at most 4/5 of the regions, and 1 alone.
    """
    regions = max_regions(tiles)
    return 1 if regions == 1 else 4 * regions // 5


def _int(value: Any, field: str, low: int, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise PositionError(field, f"must be a whole number, not {value!r}")
    if value < low or (high is not None and value > high):
        top = f" to {high}" if high is not None else " or more"
        raise PositionError(field, f"must be {low}{top}, not {value}")
    return value


def _bool(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise PositionError(field, f"must be true or false, not {value!r}")
    return value


def _keys(
    data: Any, field: str, required: AbstractSet[str], optional: AbstractSet[str] = frozenset()
) -> None:
    if not isinstance(data, Mapping):
        raise PositionError(field, "must be a JSON object")
    for key in sorted(required - set(data)):
        raise PositionError(f"{field}.{key}" if field != "position" else key, "is missing")
    for key in sorted(set(data) - required - set(optional)):
        raise PositionError(
            f"{field}.{key}" if field != "position" else key, "is not a field of this format"
        )


def _players(points: Any) -> dict[str, int]:
    if not isinstance(points, Mapping):
        raise PositionError("game_points", "must be an object of player name -> points")
    if len(points) not in TILES_USED:
        raise PositionError("game_points", f"must name 2 to 4 players, not {len(points)}")
    out = {}
    for name, value in points.items():
        if not isinstance(name, str) or not name:
            raise PositionError("game_points", f"player names must be non-empty text, not {name!r}")
        out[name] = _int(value, f"game_points.{name}", 0)
    return out


def read_position(data: Any) -> tuple[dict[str, int], list[tuple[int, bool, dict[str, int]]]]:
    """Validate a position: (game points by player, [(tiles, closed, influence)] per island)."""
    _keys(data, "position", {"islands", "game_points"}, {"game"})
    if "game" in data and data["game"] != "sky_islands":
        raise PositionError("game", f"must be 'sky_islands', not {data['game']!r}")
    points = _players(data["game_points"])
    islands = data["islands"]
    if not isinstance(islands, list):
        raise PositionError("islands", "must be a list of connected islands")
    houses = dict.fromkeys(points, 0)
    towers = harbours = 0
    max_tiles = len(INITIAL_IDS) + TILES_USED[len(points)]  # Setup B: tiles in this game
    counted = 0
    out = []
    for i, island in enumerate(islands):
        where = f"islands[{i}]"
        _keys(island, where, {"tiles", "closed", "buildings"})
        tiles = _int(island["tiles"], f"{where}.tiles", 1)
        counted += tiles
        if tiles > max_tiles or counted > max_tiles + TWO_ISLAND_TILES:
            many = tiles if tiles > max_tiles else f"{counted} in all islands so far"
            raise PositionError(
                f"{where}.tiles",
                f"a {len(points)}-player table has only "
                f"{max_tiles} tiles (the initial tile's 4 quarters and "
                f"{max_tiles - 4} island tiles), not {many}",
            )
        closed = _bool(island["closed"], f"{where}.closed")
        if closed and tiles < 2:
            raise PositionError(f"{where}.closed", "a closed island has at least 2 tiles")
        buildings = island["buildings"]
        if not isinstance(buildings, list):
            raise PositionError(f"{where}.buildings", "must be a list of trading houses")
        if len(buildings) > max_regions(tiles):
            raise PositionError(
                f"{where}.buildings",
                f"{len(buildings)} trading houses "
                f"cannot stand on {tiles} tile{'s' if tiles != 1 else ''} "
                f"(one per island of a tile: at most {max_regions(tiles)})",
            )
        on_island = 0
        infl = dict.fromkeys(points, 0)
        for j, b in enumerate(buildings):
            bw = f"{where}.buildings[{j}]"
            _keys(b, bw, {"owner"}, {"tower", "harbour"})
            owner = b["owner"]
            if not isinstance(owner, str) or owner not in points:
                raise PositionError(
                    f"{bw}.owner", f"{owner!r} is not a player named in game_points"
                )
            tower = _bool(b.get("tower", False), f"{bw}.tower")
            harbour = _bool(b.get("harbour", False), f"{bw}.harbour")
            houses[owner] += 1
            towers += tower
            harbours += harbour
            if houses[owner] > HOUSES_BUILDABLE:
                raise PositionError(
                    f"{bw}.owner", f"{owner} has only {HOUSES_BUILDABLE} trading houses to build"
                )
            if tower and towers > TOWERS:
                raise PositionError(f"{bw}.tower", f"the game has only {TOWERS} towers")
            on_island += tower
            if tower and on_island > max_towers(tiles):
                raise PositionError(
                    f"{bw}.tower",
                    f"a connected island of {tiles} tile{'s' if tiles != 1 else ''} holds at "
                    f"most {max_towers(tiles)} tower{'s' if max_towers(tiles) != 1 else ''} "
                    "(④b: one per island when built; only joins add more)",
                )
            if harbour and harbours > HARBOURS:
                raise PositionError(f"{bw}.harbour", f"the game has only {HARBOURS} harbours")
            infl[owner] += 2 if tower else 1
        out.append((tiles, closed, infl))
    return points, out


def score_position(data: Mapping[str, Any]) -> ScoreSheet:
    """The final score sheet of a described end-of-game table (raises PositionError)."""
    points, islands = read_position(data)
    items: list[ScoreItem] = []
    for i, (tiles, closed, infl) in enumerate(islands):
        kind = "closed island" if closed else "island"
        items += island_items(
            f"{kind} {i + 1} ({tiles} tile{'s' if tiles > 1 else ''})", tiles, closed, infl
        )
    for name, pts in points.items():
        items.append(
            ScoreItem(
                name, "game points", pts, "victory points gained during the game", RULE_GAME_POINTS
            )
        )
    return sheet_with_winners(list(points), items)
