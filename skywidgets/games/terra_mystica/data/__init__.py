"""Terra Mystica's base-game data (factions, tiles, boards), read from the snellman engine.

Data only: no rules and no ruleset registration live here (issue 10, stage 1).
"""

from skywidgets.games.terra_mystica.data.board import (
    CULTS,
    POWER_ACTIONS,
    SPECIAL_ACTIONS,
    TERRAINS,
)
from skywidgets.games.terra_mystica.data.factions import FACTION_NAMES, FACTIONS
from skywidgets.games.terra_mystica.data.tiles import (
    BONUS_CARDS,
    FAVOUR_TILES,
    SCORING_TILES,
    TOWN_TILES,
)
from skywidgets.games.terra_mystica.data.types import Faction

__all__ = [
    "BONUS_CARDS",
    "CULTS",
    "FACTIONS",
    "FACTION_NAMES",
    "FAVOUR_TILES",
    "POWER_ACTIONS",
    "SCORING_TILES",
    "SPECIAL_ACTIONS",
    "TERRAINS",
    "TOWN_TILES",
    "Faction",
]
