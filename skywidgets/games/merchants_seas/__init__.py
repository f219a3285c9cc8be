"""Terra Mystica: Merchants of the Seas — the rule model (base game flow + the expansion).

Registered with the shared registry: random games with all six modelled factions play to the
end (see docs/rulings/merchants_seas.md for what is and is not modelled).
"""

from __future__ import annotations

from skywidgets.core import Ruleset, Variant, register

from . import data
from .actions import ACTION_CLASSES
from .invariants import invariants
from .position import score_position
from .rules import apply, legal_actions
from .scoring import scores
from .setup import new_game
from .state import PHASES, STATE_CLASSES, State
from .view import view


def is_over(state: State) -> bool:
    """Whether final scoring has happened."""
    return state.step == "over"


def hidden_check(state: State, seat: int, shown: dict) -> list[str]:
    """Nothing in Terra Mystica is hidden; views only need to be the public table."""
    return [] if shown.get("seat") == seat else ["view made for another seat"]


RULESET = register(Ruleset(
    name="merchants_seas", title="Terra Mystica: Merchants of the Seas",
    new_game=new_game, legal_actions=legal_actions, apply=apply, view=view, scores=scores,
    is_over=is_over, action_classes=ACTION_CLASSES, state_classes=STATE_CLASSES,
    min_players=2, max_players=4, default_players=("A", "B"),
    players_rule="Merchants of the Seas — Preparation", variants=(
        Variant(), Variant({"factions": "fakirs,dwarves,darklings,witches"}),
        Variant({"factions": "nomads,engineers,witches,darklings"})),
    phases=PHASES, score_position=score_position, hidden_check=hidden_check,
    invariants=invariants, max_steps=6000,
))

__all__ = ["RULESET", "apply", "data", "legal_actions", "new_game", "scores", "view"]
