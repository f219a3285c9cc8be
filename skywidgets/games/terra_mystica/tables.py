"""Component tables: terrain wheel, structures, power actions, favor/bonus/town/scoring tiles.

Provenance labels used below:
  [snellman]      base-game facts from the open-source snellman engine (RULINGS.md, TM part)
  [fan hint]      from an unofficial, unfinished fan implementation of the expansion (RULINGS.md)
  [rulebook]      stated in the Merchants of the Seas rulebook
  [project-defined] values nobody published; all in the PROJECT_DEFINED table below
Resource keys: C coins, W workers, P priests, PW power (gained through the bowls), VP,
SPADE, SHIP (obtain a ship/merchant), SHIPPING (one step on the Shipping/Range track),
CULT (one step on a cult track of your choice), FIRE/WATER/EARTH/AIR (cult steps), KEY.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType as _ro
from typing import Any

Gains = Mapping[str, int]  # resource key -> amount
TradeReward = tuple[int, tuple[Gains, ...]]  # VP and the "/" options
# what scores in Phase II, its VP, the cult of Phase III, steps needed, the cult reward
RoundTile = tuple[str, int, str, int, Gains]

# [project-defined] Every value nobody published, in this one table so that real values can
# replace it: starting VP (Appendix VIII not found), the Shipping Overview's trade rewards
# (each entry: VP and the "/" options; an option is a "+" bundle of gains), the Range track's
# VP for merchant factions, copies of the new favor tiles and of the "3 VP + 2 ships" town
# tile, and the land hex the base-map canal crosses.
PROJECT_DEFINED: Mapping[str, Any] = _ro(
    {
        "starting_vp": 20,
        "trade_rewards": _ro(
            {
                "D": (2, (_ro({"C": 2}), _ro({"W": 1}))),
                "TP": (3, (_ro({"C": 3}), _ro({"W": 1, "C": 1}))),
                "TE": (3, (_ro({"P": 1}), _ro({"CULT": 1}))),
                "SH": (4, (_ro({"W": 1, "C": 2}),)),
                "SA": (4, (_ro({"P": 1}), _ro({"CULT": 2}))),
                "SY": (4, (_ro({"PW": 3}),)),
            }
        ),
        "range_advance_vp": (2, 3, 4),
        "new_favor_copies": 2,
        "two_ships_town_copies": 2,
        "canal_hex": "E4",
    }
)

# [rulebook] Player counts: the expansion speaks of 4- and 5-player games (favor tiles); 2 is
# the base game's smallest.
MIN_PLAYERS = 2
MAX_PLAYERS = 5

# [snellman] Terrain wheel; spades to transform = steps round the wheel (shortest way).
WHEEL = ("D", "U", "K", "L", "G", "S", "W")
TERRAIN_NAMES = _ro(
    {
        "D": "desert",
        "U": "plains",
        "K": "swamp",
        "L": "lakes",
        "G": "forest",
        "S": "mountains",
        "W": "wasteland",
        "~": "river",
    }
)


def _wheel_steps(a: str, b: str) -> int:
    d = abs(WHEEL.index(a) - WHEEL.index(b))
    return min(d, 7 - d)


_SPADES = {(a, b): _wheel_steps(a, b) for a in WHEEL for b in WHEEL}


def spade_distance(a: str, b: str) -> int:
    """Spades needed to turn terrain `a` into terrain `b` (steps round the wheel)."""
    return _SPADES[a, b]


# [snellman] Structures, their power value (neighbours' power offers, towns) and counts.
# SY (Shipyard) [rulebook]: power value 3.
STRUCTURES = ("D", "TP", "TE", "SH", "SA", "SY")
BIG = ("SH", "SA", "SY")  # the big structures round tiles and Bonus cards score
STRUCTURE_NAMES = _ro(
    {
        "D": "Dwelling",
        "TP": "Trading house",
        "TE": "Temple",
        "SH": "Stronghold",
        "SA": "Sanctuary",
        "SY": "Shipyard",
    }
)
POWER_VALUE = _ro({"D": 1, "TP": 2, "TE": 2, "SH": 3, "SA": 3, "SY": 3})
MAX_COUNT = _ro({"D": 8, "TP": 4, "TE": 3, "SH": 1, "SA": 1, "SY": 1})
UPGRADES = _ro({"D": ("TP",), "TP": ("TE", "SH", "SY"), "TE": ("SA",)})

# [snellman] Cults, cult power gains when reaching a space, priest order spaces.
CULTS = ("FIRE", "WATER", "EARTH", "AIR")
CULT_TOP = 10
CULT_POWER = ((3, 1), (5, 2), (7, 2), (10, 3))  # (space reached, power gained)
ORDER_SPACES = (3, 2, 2, 2)  # steps for the 1st..4th priest sent to a cult's order
MAX_PRIESTS = 7
TOWN_POWER = 7  # total power value needed for a town (6 with FAV5)
TOWN_STRUCTURES = 4  # structures needed (3 when one is a Sanctuary)
BRIDGES_PER_FACTION = 3
STARTING_VP: int = PROJECT_DEFINED["starting_vp"]  # the same on every map

# [snellman] Free conversions: (from, amount) -> (to, amount); burning is separate.
CONVERSIONS = _ro(
    {
        "PW>C": ("PW", 1, "C", 1),
        "PW>W": ("PW", 3, "W", 1),
        "PW>P": ("PW", 5, "P", 1),
        "P>W": ("P", 1, "W", 1),
        "W>C": ("W", 1, "C", 1),
    }
)

# Power actions: id -> (power cost, gains, label).  ACT1–ACT6 [snellman]; ACT7–ACT9 [rulebook].
POWER_ACTIONS = _ro(
    {
        "ACT1": (3, _ro({"BRIDGE": 1}), "build a Bridge"),
        "ACT2": (3, _ro({"P": 1}), "take 1 Priest"),
        "ACT3": (4, _ro({"W": 2}), "take 2 Workers"),
        "ACT4": (4, _ro({"C": 7}), "take 7 Coins"),
        "ACT5": (4, _ro({"SPADE": 1}), "take 1 Spade"),
        "ACT6": (6, _ro({"SPADE": 2}), "take 2 Spades"),
        "ACT7": (4, _ro({"MOVE": 1}), "move any number of Ships"),
        "ACT8": (4, _ro({"SHIP": 1}), "obtain 1 Ship"),
        "ACT9": (5, _ro({"FAVOR": 1}), "return 1 Priest and take 1 Favor tile"),
    }
)
ACT9_PRIEST_COST = 1

_NEW_FAVORS: int = PROJECT_DEFINED["new_favor_copies"]

# Favor tiles: id -> (cult steps, income, extra, copies).  FAV1–12 [snellman]; FAV13–16 are the
# new tiles [rulebook effects, fan hint for cults]; their copy count is [project-defined].
# extra: "town6" town needs power 6; "cult_action" +1 cult step action; "vp_TP3"/"vp_D2" VP per
# build; "pass_TP" pass VP by trading houses; "choice" one-time choice; "trade_bonus";
# "pass_trades" pass VP by trade markers.
FAVORS: Mapping[str, tuple[Gains, Gains, str, int]] = _ro(
    {
        "FAV1": (_ro({"FIRE": 3}), _ro({}), "", 1),
        "FAV2": (_ro({"WATER": 3}), _ro({}), "", 1),
        "FAV3": (_ro({"EARTH": 3}), _ro({}), "", 1),
        "FAV4": (_ro({"AIR": 3}), _ro({}), "", 1),
        "FAV5": (_ro({"FIRE": 2}), _ro({}), "town6", 3),
        "FAV6": (_ro({"WATER": 2}), _ro({}), "cult_action", 3),
        "FAV7": (_ro({"EARTH": 2}), _ro({"W": 1, "PW": 1}), "", 3),
        "FAV8": (_ro({"AIR": 2}), _ro({"PW": 4}), "", 3),
        "FAV9": (_ro({"FIRE": 1}), _ro({"C": 3}), "", 3),
        "FAV10": (_ro({"WATER": 1}), _ro({}), "vp_TP3", 3),
        "FAV11": (_ro({"EARTH": 1}), _ro({}), "vp_D2", 3),
        "FAV12": (_ro({"AIR": 1}), _ro({}), "pass_TP", 3),
        "FAV13": (_ro({"FIRE": 1}), _ro({}), "choice", _NEW_FAVORS),
        "FAV14": (_ro({"WATER": 1}), _ro({"SHIP": 1}), "", _NEW_FAVORS),
        "FAV15": (_ro({"EARTH": 1}), _ro({}), "trade_bonus", _NEW_FAVORS),
        "FAV16": (_ro({"AIR": 1}), _ro({}), "pass_trades", _NEW_FAVORS),
    }
)
FAV12_PASS_VP = (0, 2, 3, 3, 4)  # [snellman] by number of trading houses
# [rulebook] the new air favor: 2/3/4/5 VP for 1–3/4–6/7–9/10+ trade markers on the board.
PASS_TRADES_VP = ((10, 5), (7, 4), (4, 3), (1, 2))
TRADE_BONUS_VP = _ro({"D": 1, "TP": 1, "TE": 1, "SH": 2, "SA": 2, "SY": 2})  # new earth favor

# Bonus cards: id -> (income, special action, pass VP rule).  BON1–BON5, BON7–BON9 [snellman];
# BON6 is replaced by BON6X [rulebook]; BON11–BON14 are new [fan hint].
# Pass rules: ("per", structures, vp) VP per structure; "per_ship" VP per ship on the board.
# Specials: "SPADE" 1 spade, "CULT" 1 cult step, "SHIPPING" +1 shipping this round,
# "MOVE" move ships, "SHIP" obtain a ship.  "trade_vp": VP per trade while holding it.
BonusRule = tuple[str, tuple[str, ...], int]
BONUS_CARDS: Mapping[str, tuple[Gains, str | None, BonusRule | None]] = _ro(
    {
        "BON1": (_ro({"C": 2}), "SPADE", None),
        "BON2": (_ro({"C": 4}), "CULT", None),
        "BON3": (_ro({"C": 6}), None, None),
        "BON4": (_ro({"PW": 3}), "SHIPPING", None),
        "BON5": (_ro({"PW": 3, "W": 1}), None, None),
        "BON6X": (_ro({"W": 2}), None, ("per", ("SH", "SA", "SY"), 4)),
        "BON7": (_ro({"W": 1}), None, ("per", ("TP",), 2)),
        "BON8": (_ro({"P": 1}), None, None),
        "BON9": (_ro({"C": 2}), None, ("per", ("D",), 1)),
        "BON11": (_ro({"W": 1, "C": 1}), None, ("per_ship", (), 3)),
        "BON12": (_ro({"SHIP": 1}), "MOVE", None),
        "BON13": (_ro({}), "SHIP", ("trade_vp", (), 1)),
        # the base game's own cards [snellman]: BON6 as printed, BON10 with `shipping-bonus`
        "BON6": (_ro({"W": 2}), None, ("per", ("SH", "SA"), 4)),
        "BON10": (_ro({"PW": 3}), None, ("per_shipping", (), 3)),
    }
)
SPECIAL_BONUS = frozenset(k for k, v in BONUS_CARDS.items() if v[1] and v[1] != "SHIPPING")

# Town tiles: id -> (gains, copies).  TW1–TW5 [snellman, 2 copies each in the base game];
# TW7 4 VP + shipping/range +1 [rulebook: 2 copies]; TW9 3 VP + 2 ships [fan hint; copies
# project-defined].
TOWNS: Mapping[str, tuple[Gains, int]] = _ro(
    {
        "TW1": (_ro({"VP": 5, "C": 6}), 2),
        "TW2": (_ro({"VP": 7, "W": 2}), 2),
        "TW3": (_ro({"VP": 9, "P": 1}), 2),
        "TW4": (_ro({"VP": 6, "PW": 8}), 2),
        "TW5": (_ro({"VP": 8, "FIRE": 1, "WATER": 1, "EARTH": 1, "AIR": 1}), 2),
        "TW7": (_ro({"VP": 4, "SHIPPING": 1}), 2),
        "TW9": (_ro({"VP": 3, "SHIP": 2}), PROJECT_DEFINED["two_ships_town_copies"]),
        # the base game's `mini-expansion-1` tiles [snellman]: TW6 holds a second key
        "TW6": (_ro({"VP": 2, "KEY": 1, "FIRE": 2, "WATER": 2, "EARTH": 2, "AIR": 2}), 1),
        "TW8": (_ro({"VP": 11}), 1),
    }
)

# Round scoring tiles 10–21 [fan hint]: id -> (what scores, VP, cult, need, cult reward).
# "what": "TOWN", "ADVANCE" (shipping/range/exchange step), "BIG" (SH/SA/SY built), "D", "TP",
# "TE", "SPADE", "TRADE".  Phase III: per `need` steps on `cult`, gain the reward.
ROUND_TILES: Mapping[int, RoundTile] = _ro(
    {
        10: ("TOWN", 5, "FIRE", 1, _ro({"C": 1})),
        11: ("ADVANCE", 2, "WATER", 2, _ro({"C": 2})),
        12: ("BIG", 5, "EARTH", 2, _ro({"W": 1})),
        13: ("D", 2, "AIR", 1, _ro({"PW": 1})),
        14: ("BIG", 5, "FIRE", 4, _ro({"SPADE": 1})),
        15: ("TP", 3, "WATER", 2, _ro({"W": 1})),
        16: ("SPADE", 2, "EARTH", 3, _ro({"PW": 3})),
        17: ("TP", 3, "AIR", 4, _ro({"SHIP": 1})),
        18: ("TRADE", 2, "FIRE", 4, _ro({"P": 1})),
        19: ("D", 2, "WATER", 4, _ro({"SHIP": 1})),
        20: ("TE", 4, "EARTH", 5, _ro({"SHIPPING": 1})),
        21: ("TRADE", 2, "AIR", 4, _ro({"SPADE": 1})),
        # The base game's SCORE1–SCORE9 [snellman Constants.pm], numbered 1–9; SCORE9 (the
        # `temple-scoring-tile` option) pays per priest sent to the cults ("PRIESTS").
        1: ("SPADE", 2, "EARTH", 1, _ro({"C": 1})),
        2: ("TOWN", 5, "EARTH", 4, _ro({"SPADE": 1})),
        3: ("D", 2, "WATER", 4, _ro({"P": 1})),
        4: ("BIG", 5, "FIRE", 2, _ro({"W": 1})),
        5: ("D", 2, "FIRE", 4, _ro({"PW": 4})),
        6: ("TP", 3, "WATER", 4, _ro({"SPADE": 1})),
        7: ("BIG", 5, "AIR", 2, _ro({"W": 1})),
        8: ("TP", 3, "AIR", 4, _ro({"SPADE": 1})),
        9: ("TE", 4, "PRIESTS", 1, _ro({"C": 2})),
    }
)
SPADE_LEFT_TILES = frozenset({16})  # [rulebook] never on rounds 5 or 6
ROUNDS = 6

# [snellman] Final scoring: largest network and each cult track, 1st/2nd/3rd place.
NETWORK_VP = (18, 12, 6)
CULT_VP = (8, 4, 2)
COINS_PER_VP = 3

# ---------------------------------------------------------------------------------------
# Expansion pieces.  [fan hint] 15 trade markers and 3 ships (or merchants) per faction.
TRADE_MARKERS = 15
SHIPS = 3
SHIPPING_ADVANCE_VP = (2, 3, 4)  # [snellman] VP for reaching shipping 1, 2, 3
RANGE_ADVANCE_VP: tuple[int, ...] = PROJECT_DEFINED["range_advance_vp"]  # Range 2, 3, 4
MAX_RANGE = 4

TRADE_REWARDS: Mapping[str, TradeReward] = PROJECT_DEFINED["trade_rewards"]


def round_tile_ok(tiles: tuple[int, ...]) -> bool:
    """Whether a drawn sequence of round tiles respects the rulebook's placement limits."""
    for pos, tile in enumerate(tiles):
        if tile in SPADE_LEFT_TILES and pos >= 4:
            return False
    cults = [ROUND_TILES[t][2] for t in tiles[:5]]
    return all(cults.count(c) < 3 for c in CULTS)


def pass_trades_vp(markers: int) -> int:
    """VP of the new air favor tile when passing with `markers` trade markers placed."""
    for least, vp in PASS_TRADES_VP:
        if markers >= least:
            return vp
    return 0
