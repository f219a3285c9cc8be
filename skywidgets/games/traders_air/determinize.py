"""Determinization for the bots: the face-down supply resampled from what a seat can see."""

from __future__ import annotations

import random

from skywidgets.core import evolve

from .data import MARKER_COUNT
from .state import State


def visible_markers(state: State) -> set[int]:
    """Every marker face up on the table: warehouse spaces, guild mats (unsold and sold), box."""
    seen = {m for m in state.spaces if m is not None}
    seen.update(state.box)
    for seat in state.seats:
        seen.update(seat.goods)
        seen.update(seat.sold)
    return seen


def unknown_pool(state: State) -> list[int]:
    """The markers no seat can see, in canonical (increasing) order: the supply's contents."""
    seen = visible_markers(state)
    return [m for m in range(MARKER_COUNT) if m not in seen]


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """The state with the face-down supply stacks reshuffled from the unseen markers.

    Every seat sees the same table (only the supply is face down, rulebook 2.5), so the pool is
    built from the view alone, shuffled with `rng`, and dealt back into stacks of the same
    heights. No chance draw happens after set-up, so the order of the stacks is all that future
    replenishing depends on.
    """
    pool = unknown_pool(state)
    rng.shuffle(pool)
    stacks = []
    at = 0
    for stack in state.stacks:
        stacks.append(tuple(pool[at : at + len(stack)]))
        at += len(stack)
    return evolve(state, stacks=tuple(stacks))
