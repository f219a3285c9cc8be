"""Merchants of Sky Islands: the rule model, registered as `sky_islands`."""

from __future__ import annotations

from skywidgets.core import Ruleset, register

from .actions import ACTION_CLASSES, Build, DiscardTile, EndBuilding, Exchange, Keep, PlaceTile
from .checks import hidden_check, invariants
from .rules import apply, is_over, legal_actions
from .score_position import score_position
from .scoring import final_scoring, island_points, scores
from .setup import new_game
from .state import PHASES, STATE_CLASSES, State
from .view import view


def reveals(before: State, after: State) -> bool:
    """Whether a step showed hidden information: a tile drawn, or a hand revealed."""
    return len(after.pile) < len(before.pile) or (
        after.revealed_hand is not None and before.revealed_hand != after.revealed_hand)


RULESET = register(Ruleset(
    name="sky_islands",
    title="Merchants of Sky Islands",
    new_game=new_game,
    legal_actions=legal_actions,
    apply=apply,
    view=view,
    scores=scores,
    is_over=is_over,
    action_classes=ACTION_CLASSES,
    state_classes=STATE_CLASSES,
    min_players=2,
    max_players=4,
    default_players=("yellow", "red"),
    players_rule="Sky Islands — Game Setup B",
    phases=PHASES,
    score_position=score_position,
    reveals=reveals,
    hidden_check=hidden_check,
    invariants=invariants,
    max_steps=2000,
))

__all__ = [
    "Build", "DiscardTile", "EndBuilding", "Exchange", "Keep", "PlaceTile", "RULESET", "State",
    "apply", "final_scoring", "island_points", "is_over", "legal_actions", "new_game",
    "scores", "view",
]
