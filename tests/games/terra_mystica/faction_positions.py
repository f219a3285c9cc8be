"""Positions of the base game (the `terra_mystica` box) for the faction rule tests
(tests/games/terra_mystica/test_faction_*.py): `tm` is `terra_mystica.positions.table`, a
base-game Phase II position; the helpers below move such a position on."""

from __future__ import annotations

from skywidgets.core import evolve
from skywidgets.games.merchants_seas import RULESET, apply, legal_actions
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica.checks import invariants
from skywidgets.games.terra_mystica.income import income_of
from skywidgets.games.terra_mystica.positions import H
from skywidgets.games.terra_mystica.positions import table as tm
from skywidgets.games.terra_mystica.state import PowerOffer, State, TurnEnd

__all__ = [
    "RULES",
    "A",
    "H",
    "again",
    "apply",
    "done",
    "income_of",
    "invariants",
    "legal_actions",
    "terrain",
    "tm",
    "vp_from",
]

RULES = RULESET


def done(state: State) -> State:
    """`state` after the seat on turn ends its turn, when the finish step is due."""
    if state.pending and isinstance(state.pending[0], TurnEnd):
        return apply(state, A.EndTurn())
    return state


def again(state: State, seat: int = 0) -> State:
    """A later turn of `seat` in the same round: the turn ended (finish step included) and
    power offers declined (a shortcut past the other seats' turns)."""
    state = done(state)
    while state.pending and isinstance(state.pending[0], PowerOffer):
        state = apply(state, A.Leech(False, state.pending[0].power))
    assert not state.pending, state.pending
    return evolve(state, turn=seat, acted=False)


def terrain(state: State, **hexes: str) -> State:
    """`state` with the named hexes turned into the given terrains (`E7="S"`)."""
    terr = list(state.terrain)
    for name, letter in hexes.items():
        terr[H[name]] = letter
    return evolve(state, terrain=tuple(terr))


def vp_from(state: State, seat: int, source: str) -> int:
    """The VP seat `seat` has scored from `source` (0 when none)."""
    return dict(state.seats[seat].vp_by).get(source, 0)
