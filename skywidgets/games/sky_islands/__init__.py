"""Merchants of Sky Islands: the rule model, registered as `sky_islands`."""

from __future__ import annotations

from skywidgets.core import Checks, Coach, Ruleset, Seats, Teaching, register

from .actions import ACTION_CLASSES, Build, DiscardTile, EndBuilding, Exchange, Keep, PlaceTile
from .checks import hidden_check, invariants, reveals
from .determinize import determinize
from .explain import explain
from .playout import rollout
from .position_value import evaluate
from .reachable import reach_problems
from .rules import apply, is_over, legal_actions
from .score_file import score_position
from .scoring import scores
from .setup import new_game
from .state import PHASES, STATE_CLASSES, State
from .view import view

VALUE_SCALE = 6.0  # a margin of 6 points is clearly ahead (random games end about 5 apart)

RULESET = register(
    Ruleset(
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
        seats=Seats(
            min_players=2,
            max_players=4,
            default_players=("yellow", "red"),
            players_rule="Sky Islands — Game Setup B",
        ),
        checks=Checks(
            reveals=reveals,
            hidden_check=hidden_check,
            invariants=invariants,
            reachable=reach_problems,
            max_steps=2000,
        ),
        coach=Coach(
            determinize=determinize,
            evaluate=evaluate,
            rollout=rollout,
            value_scale=VALUE_SCALE,
            explain=explain,
        ),
        teaching=Teaching(
            phases=PHASES,
            score_position=score_position,
        ),
    )
)

__all__ = [
    "RULESET",
    "Build",
    "DiscardTile",
    "EndBuilding",
    "Exchange",
    "Keep",
    "PlaceTile",
    "State",
    "apply",
    "is_over",
    "legal_actions",
    "new_game",
    "scores",
    "view",
]
