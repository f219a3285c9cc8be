"""Terra Mystica (the base game), registered as `terra_mystica`: the engine in this package
with the base game's box — no Docks, ships, trades or Shipyards; the base
tiles; the league options of the snellman site (docs/terra_mystica.md)."""

from __future__ import annotations

import dataclasses
from typing import Any

from skywidgets.core import (
    Checks,
    Coach,
    Ruleset,
    Seats,
    Teaching,
    Variant,
    register,
)

from . import tables
from .actions import ACTION_CLASSES
from .base_game import new_game
from .checks import hidden_check, invariants, reveals
from .explain import explain
from .playout import rollout
from .position_value import VALUE_SCALE, evaluate
from .prior import LeaguePolicy
from .rules import apply, is_over, legal_actions
from .score_file import score_position
from .scoring import scores
from .setup import player_counts
from .state import PHASES, STATE_CLASSES
from .view import view

# What both Terra Mystica rulesets share: the engine's rules, player range, checks and
# knowledge (`merchants_seas` registers the expansion with the same fields and its layer's
# moves).
ENGINE: dict[str, Any] = {
    "legal_actions": legal_actions,
    "apply": apply,
    "view": view,
    "scores": scores,
    "is_over": is_over,
    "action_classes": ACTION_CLASSES,
    "state_classes": STATE_CLASSES,
    "checks": Checks(
        reveals=reveals,
        hidden_check=hidden_check,
        invariants=invariants,
        max_steps=6000,
        perfect_information=True,
    ),
    "coach": Coach(evaluate=evaluate, rollout=rollout, value_scale=VALUE_SCALE, explain=explain),
}
PLAYER_RANGE: dict[str, Any] = {
    "min_players": tables.MIN_PLAYERS,
    "max_players": tables.MAX_PLAYERS,
    "player_counts": player_counts,
    "default_players": ("A", "B"),
}

LEAGUE = {
    "mini-expansion-1": True,
    "shipping-bonus": True,
    "temple-scoring-tile": True,
    "variable-turn-order": True,
}


# snellman's own moves, options here (the importer turns them on for league ledgers)
SNELLMAN = {"offers-wait": True, "cult-step-back": True, "drop-faction": True}


_FIVE = "fakirs,dwarves,chaosmagicians,mermaids,halflings"


RULESET = register(
    Ruleset(
        name="terra_mystica",
        title="Terra Mystica",
        new_game=new_game,
        variants=(
            Variant(),
            Variant(dict(LEAGUE), players=(2, 4)),
            Variant({**LEAGUE, "factions": "fakirs,dwarves,chaosmagicians,mermaids,witches"}, (5,)),
            Variant({"factions": "auren,cultists,alchemists,giants,nomads"}, (5,)),
            Variant({"factions": "halflings,darklings,engineers,swarmlings"}, (3,)),
            # league and snellman options together, every faction at 2-5 players
            Variant({**LEAGUE, **SNELLMAN, "factions": "cultists,witches,alchemists,nomads"}, (4,)),
            Variant({**LEAGUE, **SNELLMAN, "factions": _FIVE}, (5,)),
            Variant({**LEAGUE, **SNELLMAN, "factions": "giants,darklings,engineers"}, (3,)),
            Variant({**LEAGUE, **SNELLMAN, "factions": "swarmlings,auren"}, (2,)),
        ),
        **{k: v for k, v in ENGINE.items() if k != "coach"},
        # the engine's knowledge, its playout policy with the league prior at the search's root
        coach=dataclasses.replace(ENGINE["coach"], rollout=LeaguePolicy()),
        seats=Seats(players_rule="Terra Mystica — Setup", **PLAYER_RANGE),
        teaching=Teaching(
            phases=PHASES,
            score_position=score_position,
        ),
    )
)

__all__ = ["RULESET", "new_game", "score_position"]
