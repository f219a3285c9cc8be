"""Merchants of the Seas — The Shipyard: a Trading house by the river (anywhere for the
merchant factions) becomes a Shipyard; building it brings the faction's one-time reward (a
shipping step or a ship next to it); the Shipyard board's special actions (Move Ships, and
Build Ship once the Shipyard stands)."""

from __future__ import annotations

from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.facts import BoardFacts
from skywidgets.games.terra_mystica.power_actions import Special
from skywidgets.games.terra_mystica.reach import structure_counts
from skywidgets.games.terra_mystica.resources import advance_track
from skywidgets.games.terra_mystica.state import Decision, State
from skywidgets.games.terra_mystica.upgrading import Structure

from .decisions import ShipPlacement
from .ships import R_MOVE, R_SHIPYARD

R_BUILD_SHIP = "Merchants of the Seas — The Shipyard: Build Ship"


def shipyard_problem(facts: BoardFacts, faction: str, h: int) -> tuple[str, str] | None:
    """The refusal of a Shipyard on `h`: it replaces a riverside Trading house (any for the
    merchant factions)."""
    if not FACTIONS[faction].merchants and not board.RIVERSIDE[h]:
        return R_SHIPYARD, "the Shipyard replaces a riverside Trading house"
    return None


def shipyard_built(state: State, i: int) -> tuple[State, list[Decision]]:
    """The faction's one-time Shipyard reward: a shipping step, or a ship next to it."""
    fac = FACTIONS[state.factions[i]]
    if fac.shipyard_step:
        state = advance_track(state, i)
    return state, [ShipPlacement(i, shipyard_only=True)] if fac.shipyard_ship else []


SHIPYARD = Structure(R_SHIPYARD, shipyard_problem, shipyard_built)


def build_ship_problem(state: State, i: int) -> tuple[str, str] | None:
    """The Shipyard board's Build Ship needs the Shipyard built."""
    if not structure_counts(state, i).get("SY"):
        return R_BUILD_SHIP, "Build Ship needs your Shipyard"
    return None


def build_ship_price(state: State, i: int) -> dict[str, int]:
    """What Build Ship costs the faction (its Shipyard board)."""
    return dict(FACTIONS[state.factions[i]].build_ship_cost)


# The Shipyard board's special actions: Move Ships, and Build Ship once the Shipyard stands.
SPECIALS = {
    "move_ships": Special("MOVE", R_MOVE),
    "build_ship": Special("SHIP", R_BUILD_SHIP, build_ship_problem, build_ship_price),
}
