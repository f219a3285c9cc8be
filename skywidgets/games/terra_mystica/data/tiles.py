"""Terra Mystica's tiles: bonus cards, round scoring tiles, favour tiles, town tiles.

Source: snellman `src/Game/Constants.pm` (`%tiles`; copies per tile from `src/resources.pm`
`init_pool`: favour tiles 3 unless `count`, town tiles 2 unless `count`, one bonus card of
each). Tiles marked with an option exist only when the game has that option.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from skywidgets.games.terra_mystica.data.types import (
    BonusCard,
    FavourTile,
    ScoringTile,
    TownTile,
    ro,
)

# Constants.pm %tiles BON1..BON10 (BON1's spade and BON2's cult step are in %actions)
_BONUS = (
    BonusCard("BON1", ro(C=2), action="BON1"),
    BonusCard("BON2", ro(C=4), action="BON2"),
    BonusCard("BON3", ro(C=6)),
    BonusCard("BON4", ro(PW=3), shipping=1),
    BonusCard("BON5", ro(PW=3, W=1)),
    BonusCard("BON6", ro(W=2), pass_vp=MappingProxyType({"SA": (0, 4), "SH": (0, 4)})),
    BonusCard("BON7", ro(W=1), pass_vp=MappingProxyType({"TP": (0, 2, 4, 6, 8)})),
    BonusCard("BON8", ro(P=1)),
    BonusCard("BON9", ro(C=2), pass_vp=MappingProxyType({"D": tuple(range(9))})),
    BonusCard(
        "BON10",
        ro(PW=3),
        pass_vp=MappingProxyType({"ship": (0, 3, 6, 9, 12, 15)}),
        option="shipping-bonus",
    ),
)

# Constants.pm %tiles SCORE1..SCORE9: VP for an event this round; cult income at its end
_SCORING = (
    ScoringTile("SCORE1", ro(SPADE=2), "EARTH", 1, ro(C=1)),
    ScoringTile("SCORE2", ro(TOWN=5), "EARTH", 4, ro(SPADE=1)),
    ScoringTile("SCORE3", ro(D=2), "WATER", 4, ro(P=1)),
    ScoringTile("SCORE4", ro(SA=5, SH=5), "FIRE", 2, ro(W=1)),
    ScoringTile("SCORE5", ro(D=2), "FIRE", 4, ro(PW=4)),
    ScoringTile("SCORE6", ro(TP=3), "WATER", 4, ro(SPADE=1)),
    ScoringTile("SCORE7", ro(SA=5, SH=5), "AIR", 2, ro(W=1)),
    ScoringTile("SCORE8", ro(TP=3), "AIR", 4, ro(SPADE=1)),
    ScoringTile("SCORE9", ro(TE=4), "CULT_P", 1, ro(C=2), option="temple-scoring-tile"),
)

# Constants.pm %tiles FAV1..FAV12 (FAV6's action is in %actions); copies: resources.pm
_FAVOURS = (
    FavourTile("FAV1", "FIRE", 3, copies=1),
    FavourTile("FAV2", "WATER", 3, copies=1),
    FavourTile("FAV3", "EARTH", 3, copies=1),
    FavourTile("FAV4", "AIR", 3, copies=1),
    FavourTile("FAV5", "FIRE", 2, copies=3, town_power=-1),
    FavourTile("FAV6", "WATER", 2, copies=3, action="FAV6"),
    FavourTile("FAV7", "EARTH", 2, copies=3, income=ro(W=1, PW=1)),
    FavourTile("FAV8", "AIR", 2, copies=3, income=ro(PW=4)),
    FavourTile("FAV9", "FIRE", 1, copies=3, income=ro(C=3)),
    FavourTile("FAV10", "WATER", 1, copies=3, build_vp=ro(TP=3)),
    FavourTile("FAV11", "EARTH", 1, copies=3, build_vp=ro(D=2)),
    FavourTile("FAV12", "AIR", 1, copies=3, pass_vp=MappingProxyType({"TP": (0, 2, 3, 3, 4)})),
)

# Constants.pm %tiles TW1..TW8 (KEY: cult keys); copies: resources.pm
_TOWNS = (
    TownTile("TW1", ro(KEY=1, VP=5, C=6), copies=2),
    TownTile("TW2", ro(KEY=1, VP=7, W=2), copies=2),
    TownTile("TW3", ro(KEY=1, VP=9, P=1), copies=2),
    TownTile("TW4", ro(KEY=1, VP=6, PW=8), copies=2),
    TownTile("TW5", ro(KEY=1, VP=8, FIRE=1, WATER=1, EARTH=1, AIR=1), copies=2),
    TownTile(
        "TW6",
        ro(KEY=2, VP=2, FIRE=2, WATER=2, EARTH=2, AIR=2),
        copies=1,
        option="mini-expansion-1",
    ),
    TownTile("TW7", ro(KEY=1, VP=4), copies=2, option="mini-expansion-1", shipping=1),
    TownTile("TW8", ro(KEY=1, VP=11), copies=1, option="mini-expansion-1"),
)

BONUS_CARDS: Mapping[str, BonusCard] = MappingProxyType({t.name: t for t in _BONUS})
SCORING_TILES: Mapping[str, ScoringTile] = MappingProxyType({t.name: t for t in _SCORING})
FAVOUR_TILES: Mapping[str, FavourTile] = MappingProxyType({t.name: t for t in _FAVOURS})
TOWN_TILES: Mapping[str, TownTile] = MappingProxyType({t.name: t for t in _TOWNS})
