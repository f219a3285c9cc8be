"""Shared by the Sky Islands rule tests: every state of a seeded random game."""

from __future__ import annotations

import random

from skywidgets.games.sky_islands import apply, is_over, legal_actions, new_game
from skywidgets.games.sky_islands.state import State


def random_states(players: int, seed: int) -> list[State]:
    """Every state of one seeded random game, the final one included."""
    state = new_game([f"p{i}" for i in range(players)], seed=seed)
    rnd = random.Random(seed)
    out = [state]
    while not is_over(state):
        state = apply(state, rnd.choice(legal_actions(state)))
        out.append(state)
    return out
