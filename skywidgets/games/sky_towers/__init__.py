"""Sky Towers (Charles Ward): multiplayer, Light solitaire and Taroma solitaire rule model."""

from __future__ import annotations

from skywidgets.core import Ruleset, register

from .actions import ACTION_CLASSES
from .checks import hidden_check, invariants, reveals
from .position import score_position
from .rules import apply, legal_actions
from .scoring import scores
from .setup import new_game
from .state import PHASES, Seat, SkyState
from .taroma import automaton
from .view import view


def is_over(state: SkyState) -> bool:
    """Whether the game has ended."""
    return state.over


OPTION_SETS = (
    {"mode": "multiplayer", "_players": 2},
    {"mode": "multiplayer", "_players": 3},
    {"mode": "multiplayer", "_players": 4},
    *({"mode": "light", "difficulty": n, "_players": 1} for n in (5, 4, 3, 2)),
    {"mode": "taroma", "difficulty": "normal", "_players": 1},
    {"mode": "taroma", "difficulty": "hard", "_players": 1},
)

RULESET = register(Ruleset(
    name="sky_towers", title="Sky Towers", new_game=new_game, legal_actions=legal_actions,
    apply=apply, view=view, scores=scores, is_over=is_over,
    action_classes=list(ACTION_CLASSES), state_classes=[SkyState, Seat],
    min_players=1, max_players=4, default_players=("A", "B"), option_sets=OPTION_SETS,
    phases=PHASES, score_position=score_position, reveals=reveals, hidden_check=hidden_check,
    invariants=invariants, max_steps=20000, automaton=automaton,
))

__all__ = ["RULESET", "apply", "automaton", "legal_actions", "new_game", "scores", "view"]
