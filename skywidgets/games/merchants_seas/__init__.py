"""Terra Mystica: Merchants of the Seas, registered as `merchants_seas` (base game flow + the
expansion; see docs/rulings/merchants_seas.md for what is and is not modelled)."""

from __future__ import annotations

from typing import Any

from skywidgets.core import Checks, Coach, Ruleset, Seats, Teaching, Variant, register

from . import data
from .actions import ACTION_CLASSES
from .checks import hidden_check, invariants, reveals
from .explain import explain
from .playout import rollout
from .position_value import VALUE_SCALE, evaluate
from .rules import apply, is_over, legal_actions
from .score_file import score_position
from .scoring import scores
from .setup import new_game, player_counts
from .state import PHASES, STATE_CLASSES, State
from .view import view

# What both Terra Mystica rulesets share: the engine's rules, player range, checks and
# knowledge (`terra_mystica.ruleset` registers the base game with the same fields).
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
    "min_players": data.MIN_PLAYERS,
    "max_players": data.MAX_PLAYERS,
    "player_counts": player_counts,
    "default_players": ("A", "B"),
}

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
        ),
        **ENGINE,
        seats=Seats(players_rule="Merchants of the Seas — Preparation", **PLAYER_RANGE),
        teaching=Teaching(
            phases=PHASES,
            score_position=score_position,
        ),
    )
)

__all__ = ["RULESET", "State", "apply", "is_over", "legal_actions", "new_game", "scores", "view"]
