"""The Terra Mystica engine's public face, for tools outside the game (the snellman importer).

What such a tool may rely on: the state and the decisions it waits for, the actions, the rules
(`legal_actions`, `apply`, `is_over`, `new_game`), the scores, the map and the faction tables.
Everything else is the engine's own and may change.
"""

from __future__ import annotations

from . import actions, board
from .base_game import new_game
from .cultists import of_offer
from .digging import dig_moves
from .faction_actions import ConnectRiver
from .factions import FACTIONS, TERRAIN_OF_COLOUR
from .facts import counts_of
from .free_actions import free_actions_now
from .leaving import LeaveGame
from .rules import apply, is_over, legal_actions
from .scoring import scores
from .state import (
    BridgePlacement,
    CultChoice,
    CultistsTally,
    DarklingsPriests,
    DoubleTurn,
    FavorChoice,
    FreeTradingHouse,
    PowerOffer,
    RiverTown,
    Seat,
    SpadeUse,
    State,
    TownChoice,
    TurnEnd,
)
from .strongholds import SPECIALS
from .tables import CULTS, ORDER_SPACES
from .waiting import LET_WAIT, may_wait

__all__ = [
    "CULTS",
    "FACTIONS",
    "LET_WAIT",
    "ORDER_SPACES",
    "SPECIALS",
    "TERRAIN_OF_COLOUR",
    "BridgePlacement",
    "ConnectRiver",
    "CultChoice",
    "CultistsTally",
    "DarklingsPriests",
    "DoubleTurn",
    "FavorChoice",
    "FreeTradingHouse",
    "LeaveGame",
    "PowerOffer",
    "RiverTown",
    "Seat",
    "SpadeUse",
    "State",
    "TownChoice",
    "TurnEnd",
    "actions",
    "apply",
    "board",
    "counts_of",
    "dig_moves",
    "free_actions_now",
    "is_over",
    "legal_actions",
    "may_wait",
    "new_game",
    "of_offer",
    "scores",
]
