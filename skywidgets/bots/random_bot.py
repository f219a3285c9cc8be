"""A bot that picks uniformly among the legal actions, from its own seeded generator."""

from __future__ import annotations

import random
from typing import Any

from ..core.actions import Action
from ..core.registry import Ruleset


class RandomBot:
    """Chooses a random legal action; the automaton's move when the rulebook has one."""

    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed)

    def choose(self, ruleset: Ruleset, state: Any) -> Action:
        """The action this bot plays in `state`."""
        if ruleset.automaton is not None:
            auto = ruleset.automaton(state)
            if auto is not None:
                return auto
        legal = ruleset.legal_actions(state)
        if not legal:
            raise RuntimeError(f"{ruleset.name}: no legal action in phase {state.phase_id!r}")
        return self.random.choice(legal)
