"""Values made on the hot path keep their fields in a plain (combined) dict.

A split `__dict__` (what `old.__dict__.copy()` or `new.__dict__.update(...)` leave) puts every
attribute read of it on CPython 3.11's slow path: see the module doc of `state.py`. This test
fails if any of the game's constructors or copies goes back to one.
"""

from __future__ import annotations

import sys

import pytest

from skywidgets.games.sky_islands import legal_actions
from skywidgets.games.sky_islands.actions import Build, PlaceTile
from skywidgets.games.sky_islands.islands import geometry

from .randomplay import random_states

pytestmark = pytest.mark.skipif(
    sys.implementation.name != "cpython", reason="the split/combined dict layout is CPython's"
)


def combined(obj: object) -> bool:
    """Whether `obj.__dict__` owns its keys (a split dict's size leaves the shared keys out)."""
    fields = vars(obj)
    return sys.getsizeof(fields) == sys.getsizeof(dict(fields))


def test_states_seats_tiles_houses_and_moves_in_play_have_combined_dicts() -> None:
    kinds: set[str] = set()
    for players, seed in ((2, 61), (3, 62), (4, 63)):
        for n, state in enumerate(random_states(players, seed)):
            if n == 0:
                continue  # the constructor's state (its fields are instance values)
            values = [state, *state.seats, *state.houses, state.board, *state.board.tiles[4:]]
            # builds are made without `__init__`; the other moves are constructor-made
            # (instance values, never a dict: `vars` would give them one); placements
            # have slots, no `__dict__` at all
            legal = legal_actions(state)
            values += [a for a in legal if isinstance(a, Build)]
            for a in legal:
                if isinstance(a, PlaceTile):
                    assert not hasattr(a, "__dict__"), a
                    kinds.add("PlaceTile")
            values += geometry(state.board).spot_builds
            for value in values:
                assert combined(value), value
                kinds.add(type(value).__name__)
    assert {"State", "Seat", "House", "Board", "Placed", "PlaceTile", "Build"} <= kinds
