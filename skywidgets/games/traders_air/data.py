"""Component tables of Traders of the Air: cities, both board sides, goods markers, guild mats.

Provenance: the facts (78 markers, 6 colours x 4/5/4, 15 contracts, start city, every space of a
city carrying the city's number) are the published game's (see RULINGS.md, "Traders of the Air").
Rows marked [project-defined] are our own tables, kept in one place so real values can replace them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypedDict

# ---------------------------------------------------------------------------------------------
# Cities, in the order of their numbers (rulebook 2.1: every warehouse space shows its city's
# number; setup and replenishing fill the spaces from the lowest number up).
CITIES: tuple[str, ...] = (
    "Thespian",
    "Aleborg",
    "New Copenhagen",
    "Stockgard",
    "Nemesis",
    "Downington",
    "Rev'all",
    "Lindholm",
    "Brightwater",
)
CITY_INDEX: Mapping[str, int] = {name: i for i, name in enumerate(CITIES)}
START_CITY = "New Copenhagen"  # rulebook 3, step 3: the steamship starts here


# ---------------------------------------------------------------------------------------------
# [project-defined] board sides: warehouse spaces per city and the one-way arrows.
# Side A follows RULINGS.md; side B is our own harder network (RULINGS.md asks for one):
# a single ring through all nine cities plus two shortcuts (11 arrows against side A's 12),
# strongly connected, no pair of cities joined both ways, three cities with 3 spaces.
class BoardSide(TypedDict):
    """One printed side of the board: warehouse spaces per city and the one-way arrows."""

    spaces: Mapping[str, int]
    arrows: tuple[tuple[str, str], ...]


BOARD_SIDES: Mapping[str, BoardSide] = {
    "A": {
        "spaces": {
            "Thespian": 2,
            "Aleborg": 1,
            "New Copenhagen": 2,
            "Stockgard": 2,
            "Nemesis": 1,
            "Downington": 2,
            "Rev'all": 1,
            "Lindholm": 2,
            "Brightwater": 1,
        },
        "arrows": (
            ("New Copenhagen", "Thespian"),
            ("Thespian", "Stockgard"),
            ("Stockgard", "Rev'all"),
            ("Rev'all", "Nemesis"),
            ("Nemesis", "Aleborg"),
            ("Aleborg", "New Copenhagen"),
            ("New Copenhagen", "Downington"),
            ("Downington", "Lindholm"),
            ("Lindholm", "Brightwater"),
            ("Brightwater", "Rev'all"),
            ("Downington", "Nemesis"),
            ("Lindholm", "Aleborg"),
        ),
    },
    "B": {
        "spaces": {
            "Thespian": 3,
            "Aleborg": 1,
            "New Copenhagen": 2,
            "Stockgard": 1,
            "Nemesis": 3,
            "Downington": 1,
            "Rev'all": 2,
            "Lindholm": 1,
            "Brightwater": 3,
        },
        "arrows": (
            ("New Copenhagen", "Stockgard"),
            ("Stockgard", "Thespian"),
            ("Thespian", "Aleborg"),
            ("Aleborg", "Nemesis"),
            ("Nemesis", "Rev'all"),
            ("Rev'all", "Brightwater"),
            ("Brightwater", "Lindholm"),
            ("Lindholm", "Downington"),
            ("Downington", "New Copenhagen"),
            ("Rev'all", "Stockgard"),
            ("Lindholm", "New Copenhagen"),
        ),
    },
}
SIDES: tuple[str, ...] = tuple(BOARD_SIDES)


def space_cities(side: str) -> tuple[int, ...]:
    """City index of every warehouse space of a side, spaces in numerical (filling) order."""
    return _SPACE_CITIES[side]


def city_spaces(side: str) -> tuple[tuple[int, ...], ...]:
    """For each city index, the indices of its warehouse spaces."""
    return _CITY_SPACES[side]


def arrows(side: str, reversed_arrows: bool = False) -> tuple[tuple[int, int], ...]:
    """The arrows of a side as (from, to) city indices; the compass may reverse them all."""
    base = tuple((CITY_INDEX[a], CITY_INDEX[b]) for a, b in BOARD_SIDES[side]["arrows"])
    return tuple((b, a) for a, b in base) if reversed_arrows else base


def move_costs(side: str, reversed_arrows: bool = False) -> tuple[Mapping[int, int], ...]:
    """For each city, {neighbour: cost}: 1 dollar with the wind, 2 against it (rulebook 4.3.2)."""
    return _MOVE_COSTS[(side, reversed_arrows)]


def _build_spaces(side: str) -> tuple[int, ...]:
    counts = BOARD_SIDES[side]["spaces"]
    return tuple(i for i, name in enumerate(CITIES) for _ in range(counts[name]))


def _build_costs(side: str, rev: bool) -> tuple[Mapping[int, int], ...]:
    costs: list[dict[int, int]] = [{} for _ in CITIES]
    for a, b in arrows(side, rev):
        costs[a][b] = 1
        costs[b][a] = 2
    return tuple(costs)


_SPACE_CITIES = {side: _build_spaces(side) for side in SIDES}
_CITY_SPACES = {
    side: tuple(
        tuple(s for s, c in enumerate(_SPACE_CITIES[side]) if c == i) for i in range(len(CITIES))
    )
    for side in SIDES
}
_MOVE_COSTS = {(side, rev): _build_costs(side, rev) for side in SIDES for rev in (False, True)}

# ---------------------------------------------------------------------------------------------
# Goods markers (rulebook 2.5): 6 colours, each 4 x "1", 5 x "2", 4 x "3" = 78 markers.
# [project-defined] colour names: the rulebook names orange and brown; the other four are ours.
# Each colour has a distinct letter so nothing relies on colour alone.
COLOURS: tuple[str, ...] = ("orange", "brown", "white", "purple", "green", "yellow")
COLOUR_LETTER: Mapping[str, str] = {
    "orange": "O",
    "brown": "B",
    "white": "W",
    "purple": "P",
    "green": "G",
    "yellow": "Y",
}
VALUES_PER_COLOUR: tuple[int, ...] = (1,) * 4 + (2,) * 5 + (3,) * 4
# MARKERS[id] = (colour index, number on the front); ids run colour by colour.
MARKERS: tuple[tuple[int, int], ...] = tuple(
    (c, v) for c in range(len(COLOURS)) for v in VALUES_PER_COLOUR
)
MARKER_COUNT = len(MARKERS)  # 78


def marker_colour(marker: int) -> int:
    """Colour index of a marker id."""
    return MARKERS[marker][0]


def marker_value(marker: int) -> int:
    """The number (1, 2 or 3) on a marker's front."""
    return MARKERS[marker][1]


def marker_name(marker: int) -> str:
    """A marker in words, e.g. 'orange 3 (O3)' (an id outside 0-77 is named as unknown)."""
    if not isinstance(marker, int) or not 0 <= marker < MARKER_COUNT:
        return f"goods marker {marker!r} (no such marker)"
    colour, value = MARKERS[marker]
    name = COLOURS[colour]
    return f"{name} {value} ({COLOUR_LETTER[name]}{value})"


SUPPLY_STACKS = 5  # rulebook 3, step 2: five supply spaces
CONTRACTS_PER_PLAYER = 15  # rulebook 3, step 5
INCOME = 3  # rulebook 4.1
REPLENISH_COST = 1  # rulebook 4.2
START_MONEY: tuple[int, ...] = (1, 2, 3, 4)  # rulebook 3, step 7, from the start player on
COLOURS_REMOVED: Mapping[int, int] = {2: 2, 3: 1, 4: 0}  # rulebook 3, step 2
KEEP_MONEY = 3  # rulebook 4.4
KEEP_GOODS = 3  # rulebook 4.4


# ---------------------------------------------------------------------------------------------
# [project-defined] guild mats (rulebook 2.2: four mats, a generic side and a special side).
# The generic side has no ability; the special sides are RULINGS.md's four guilds.
class GuildMat(TypedDict, total=False):
    """The special side of a guild mat: its ability in words and the rule it changes."""

    ability: str
    free_first_move: bool
    keep_goods: int
    keep_money: int
    extra_contract: bool


GUILD_MATS: Mapping[str, GuildMat] = {
    "Windriders": {"ability": "the first move of each turn is free", "free_first_move": True},
    "Hoarders": {"ability": "keeps up to 4 goods markers at Taxes and Tolls", "keep_goods": 4},
    "Bankers": {"ability": "keeps up to 5 sky dollars at Taxes and Tolls", "keep_money": 5},
    "Contractors": {
        "ability": "once per turn may set up one extra guild contract",
        "extra_contract": True,
    },
}


def keep_money(mat: str | None) -> int:
    """Dollars a player may keep at Taxes and Tolls with this guild mat."""
    return GUILD_MATS[mat].get("keep_money", KEEP_MONEY) if mat else KEEP_MONEY


def keep_goods(mat: str | None) -> int:
    """Goods markers a player may keep at Taxes and Tolls with this guild mat."""
    return GUILD_MATS[mat].get("keep_goods", KEEP_GOODS) if mat else KEEP_GOODS


def has_ability(mat: str | None, key: str) -> bool:
    """Whether a guild mat's special side grants the ability named by `key`."""
    if not mat:
        return False
    return bool(GUILD_MATS[mat].get(key, False))
