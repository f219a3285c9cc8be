"""The Terra Mystica engine's public face, for tools outside the game (the snellman importer).

What such a tool may rely on: the state and the decisions it waits for, the actions, the rules
(`legal_actions`, `apply`, `is_over`, `new_game`), the scores, the map and the faction tables.
Everything else is the engine's own and may change. (The engine's modules still live in
`games/merchants_seas/`, the expansion's package, until the base game owns them; this API is
what stays when they move.)
"""

from __future__ import annotations

from ..merchants_seas import actions, board
from ..merchants_seas.cultists import of_offer
from ..merchants_seas.data import CULTS, ORDER_SPACES
from ..merchants_seas.digging import dig_moves
from ..merchants_seas.faction_actions import ConnectRiver
from ..merchants_seas.factions import FACTIONS, TERRAIN_OF_COLOUR
from ..merchants_seas.facts import counts_of
from ..merchants_seas.free_actions import free_actions_now
from ..merchants_seas.leaving import LeaveGame
from ..merchants_seas.rules import apply, is_over, legal_actions
from ..merchants_seas.scoring import scores
from ..merchants_seas.state import (
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
from ..merchants_seas.strongholds import SPECIALS
from ..merchants_seas.waiting import LET_WAIT, may_wait
from .setup import new_game

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
