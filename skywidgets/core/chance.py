"""Seeded chance: every random event draws from (seed, counter), so records replay exactly."""

from __future__ import annotations

import random


def rng(seed: int, counter: int) -> random.Random:
    """A random generator for the `counter`-th chance event of a game seeded with `seed`."""
    return random.Random(f"skywidgets:{seed}:{counter}")
