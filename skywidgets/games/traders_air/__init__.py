"""Traders of the Air: the rule model, registered as "traders_air"."""

from __future__ import annotations

from skywidgets.core import Checks, Coach, Ruleset, Seats, Teaching, Variant, register

from .actions import (
    ACTION_CLASSES,
    CollectIncome,
    EndActions,
    Lose,
    Move,
    PayTaxes,
    Purchase,
    Replenish,
    Sell,
    SetUpContracts,
    SkipReplenish,
    describe,
)
from .checks import hidden_check, invariants, reveals
from .determinize import determinize
from .explain import explain
from .playout import rollout
from .position_value import evaluate
from .reachable import MAX_STEPS, reach_problems
from .rules import apply, is_over, legal_actions
from .score_file import score_position
from .scoring import scores
from .setup import new_game
from .state import PHASES, Seat, State
from .view import view

VALUE_SCALE = 10.0  # a 10-point margin counts as clearly ahead (final scores run 30-50)

RULESET = register(
    Ruleset(
        name="traders_air",
        title="Traders of the Air",
        new_game=new_game,
        legal_actions=legal_actions,
        apply=apply,
        view=view,
        scores=scores,
        is_over=is_over,
        action_classes=ACTION_CLASSES,
        state_classes=(State, Seat),
        variants=(
            Variant({"side": "A"}),
            Variant({"side": "B"}),
            Variant({"compass": True}),
            Variant({"guild_mats": True}),
        ),
        seats=Seats(
            min_players=2,
            max_players=4,
            default_players=("Ann", "Michael", "Marianne"),
            players_rule="Traders 3 — Set up",
        ),
        checks=Checks(
            hidden_check=hidden_check,
            invariants=invariants,
            reachable=reach_problems,
            max_steps=MAX_STEPS,
            reveals=reveals,
        ),
        coach=Coach(
            determinize=determinize,
            evaluate=evaluate,
            rollout=rollout,
            explain=explain,
            value_scale=VALUE_SCALE,
        ),
        teaching=Teaching(
            phases=PHASES,
            score_position=score_position,
            describe=describe,
        ),
    )
)

__all__ = [
    "RULESET",
    "CollectIncome",
    "EndActions",
    "Lose",
    "Move",
    "PayTaxes",
    "Purchase",
    "Replenish",
    "Seat",
    "Sell",
    "SetUpContracts",
    "SkipReplenish",
    "State",
    "apply",
    "determinize",
    "evaluate",
    "explain",
    "hidden_check",
    "invariants",
    "is_over",
    "legal_actions",
    "new_game",
    "reveals",
    "rollout",
    "score_position",
    "scores",
    "view",
]
