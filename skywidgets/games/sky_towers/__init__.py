"""Sky Towers (Charles Ward): multiplayer, Light solitaire and Taroma solitaire rule model."""

from __future__ import annotations

from skywidgets.core import Checks, Coach, Ruleset, Seats, Teaching, register

from .actions import ACTION_CLASSES
from .checks import hidden_check, invariants, reveals
from .determinize import determinize
from .explain import explain
from .playout import rollout
from .position_value import VALUE_SCALE, evaluate
from .rules import apply, is_over, legal_actions
from .score_file import score_position
from .scoring import scores
from .setup import VARIANTS, new_game, player_counts
from .state import PHASES, Seat, State, reachable_phases
from .taroma import automaton, describe
from .view import view

RULESET = register(
    Ruleset(
        name="sky_towers",
        title="Sky Towers",
        new_game=new_game,
        legal_actions=legal_actions,
        apply=apply,
        view=view,
        scores=scores,
        is_over=is_over,
        action_classes=list(ACTION_CLASSES),
        state_classes=[State, Seat],
        variants=VARIANTS,
        automaton=automaton,
        seats=Seats(
            min_players=1,
            max_players=4,
            default_players=("A", "B"),
            players_rule="Sky Towers — Setup",
            player_counts=player_counts,
        ),
        checks=Checks(
            reveals=reveals,
            hidden_check=hidden_check,
            invariants=invariants,
            max_steps=20000,
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
            reachable_phases=reachable_phases,
            score_position=score_position,
            describe=describe,
        ),
    )
)

__all__ = ["RULESET", "apply", "automaton", "legal_actions", "new_game", "scores", "view"]
