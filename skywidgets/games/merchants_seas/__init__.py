"""Terra Mystica: Merchants of the Seas, registered as `merchants_seas`: the Terra Mystica
engine (games/terra_mystica) with this package's layer on it (layer.py: ships, trades) and
the expansion's box (see docs/rulings/merchants_seas.md for what is and is not modelled)."""

from __future__ import annotations

from skywidgets.core import Ruleset, Seats, Teaching, Variant, register
from skywidgets.games.terra_mystica.explain import explain
from skywidgets.games.terra_mystica.rules import apply, is_over, legal_actions
from skywidgets.games.terra_mystica.ruleset import ENGINE, PLAYER_RANGE
from skywidgets.games.terra_mystica.scoring import scores
from skywidgets.games.terra_mystica.state import PHASES, State
from skywidgets.games.terra_mystica.view import view

from . import docks, fleet
from .coach import COACH
from .layer import SEAS
from .score_file import score_position
from .setup import new_game

RULESET = register(
    Ruleset(
        name="merchants_seas",
        title="Terra Mystica: Merchants of the Seas",
        new_game=new_game,
        variants=(
            Variant(),
            Variant({"factions": "fakirs,dwarves,darklings,witches"}),
            Variant({"factions": "nomads,engineers,chaosmagicians,darklings"}),
            Variant({"factions": "giants,swarmlings,halflings,auren"}),
            Variant({"factions": "mermaids,cultists,alchemists,witches"}),
            Variant({"factions": "auren,halflings,giants", "mini-expansion-1": True}, (3,)),
        ),
        **{
            **ENGINE,
            "action_classes": ENGINE["action_classes"] + SEAS.action_classes,
            "state_classes": (*ENGINE["state_classes"], *SEAS.decisions, *fleet.STATE_CLASSES),
            "coach": COACH,  # the engine's knowledge with ships and trades (coach.py)
        },
        seats=Seats(players_rule="Merchants of the Seas — Preparation", **PLAYER_RANGE),
        teaching=Teaching(
            phases=(PHASES[0], docks.STEP, *PHASES[1:]),
            score_position=score_position,
        ),
    )
)

__all__ = [
    "RULESET",
    "State",
    "apply",
    "explain",
    "is_over",
    "legal_actions",
    "new_game",
    "scores",
    "view",
]
