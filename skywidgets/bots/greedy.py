"""One ply: the move with the best immediate margin (points plus the game's position value)."""

from __future__ import annotations

import random
from typing import Any

from ..core.actions import Action
from ..core.registry import Ruleset
from .evaluation import margin, observed


class GreedyBot:
    """Plays the move whose result has the best margin for the mover; ties by seeded chance."""

    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed)

    def choose(self, ruleset: Ruleset, state: Any) -> Action:
        """The action this bot plays in `state` (never looking at hidden information)."""
        if ruleset.automaton is not None:
            auto = ruleset.automaton(state)
            if auto is not None:
                return auto
        seat = state.current_player
        legal = ruleset.legal_actions(state)
        if not legal:
            raise RuntimeError(f"{ruleset.name}: no legal action in phase {state.phase_id!r}")
        if len(legal) == 1:
            return legal[0]
        sample = observed(ruleset, state, seat, self.random)
        best: list[Action] = []
        best_value = float("-inf")
        for action in ruleset.legal_actions(sample):
            value = margin(ruleset, ruleset.apply(sample, action), seat)
            if value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        choices = [a for a in best if a in legal] or legal
        return self.random.choice(choices)
