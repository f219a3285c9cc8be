"""Sky Towers (Charles Ward): multiplayer, Light solitaire and Taroma solitaire rule model."""

from __future__ import annotations

from typing import Any, Mapping

from skywidgets.core import Ruleset, Variant, register

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


VARIANTS = (
    Variant({"mode": "multiplayer"}, players=(2, 3, 4)),
    *(Variant({"mode": "light", "difficulty": n}, players=(1,)) for n in (5, 4, 3, 2)),
    Variant({"mode": "taroma", "difficulty": "normal"}, players=(1,)),
    Variant({"mode": "taroma", "difficulty": "hard"}, players=(1,)),
)


def player_counts(options: Mapping[str, Any]) -> range:
    """Light and Taroma are solitaire games; the multiplayer game is for 2 to 4."""
    return range(1, 2) if options.get("mode") in ("light", "taroma") else range(2, 5)

RULESET = register(Ruleset(
    name="sky_towers", title="Sky Towers", new_game=new_game, legal_actions=legal_actions,
    apply=apply, view=view, scores=scores, is_over=is_over,
    action_classes=list(ACTION_CLASSES), state_classes=[SkyState, Seat],
    min_players=1, max_players=4, default_players=("A", "B"), variants=VARIANTS,
    players_rule="Sky Towers — Setup", player_counts=player_counts,
    phases=PHASES, score_position=score_position, reveals=reveals, hidden_check=hidden_check,
    invariants=invariants, max_steps=20000, automaton=automaton,
))

__all__ = ["RULESET", "apply", "automaton", "legal_actions", "new_game", "scores", "view"]
