"""Merchants of the Seas — Preparation: the Dock marker (the Storehouse for merchant
factions), placed under a Dwelling after the initial Dwellings; a faction without one takes it
under its first riverside Dwelling."""

from __future__ import annotations

import dataclasses

from skywidgets.core import Action, IllegalAction
from skywidgets.games.terra_mystica import board
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.facts import hexes_of
from skywidgets.games.terra_mystica.hexnames import hex_name
from skywidgets.games.terra_mystica.setup import start_bonus
from skywidgets.games.terra_mystica.state import State, evolve

from .fleet import fleet, seas, ships, with_fleet

R_DOCK = "Merchants of the Seas — Preparation: the Dock marker"
STEP = ("setup_dock", "Setup — place the Dock marker / Storehouse")


@dataclasses.dataclass(frozen=True)
class PlaceDock(Action):
    """Put the Dock marker (Storehouse for merchant factions) under one of your Dwellings."""

    kind = "place_dock"
    hex: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return f"put the Dock / Storehouse marker under {hex_name(self.hex)}"


def dock_spots(state: State, i: int) -> list[int]:
    """Dwellings of seat `i` that may take the Dock (riverside) or Storehouse (any)."""
    merchants = FACTIONS[state.factions[i]].merchants
    building = state.building
    return [
        h for h in hexes_of(state, i) if building[h] == "D" and (merchants or board.RIVERSIDE[h])
    ]


def start_docks(state: State) -> State:
    """Begin the Dock step after the initial Dwellings: players in turn order with a place
    for it (then the Bonus cards)."""
    queue = tuple(i for i in state.order if dock_spots(state, i))
    if not queue:
        return start_bonus(state)
    return evolve(state, step=STEP[0], turn=queue[0], queue=queue[1:])


def place_dock(state: State, action: PlaceDock) -> State:
    """Setup: put the Dock marker (Storehouse) under one of your Dwellings."""
    h = action.hex
    if h not in dock_spots(state, state.turn):
        raise IllegalAction(
            R_DOCK,
            "the Dock goes under one of your riverside Dwellings "
            "(the Storehouse under any of your Dwellings)",
        )
    state = with_fleet(state, state.turn, dock=h)
    if state.queue:
        return evolve(state, turn=state.queue[0], queue=state.queue[1:])
    return start_bonus(state)


_PLACE_DOCK = tuple(PlaceDock(h) for h in range(board.N_HEXES))


def dock_moves(state: State) -> list[Action]:
    """The Dwellings the seat on turn may put its Dock under."""
    return [_PLACE_DOCK[h] for h in dock_spots(state, state.turn)]


def dwelling_built(state: State, i: int, h: int) -> State:
    """A Dwelling on `h`: merchants there go home ([project-defined]), and the Dock goes under
    the builder's first riverside Dwelling when it has none yet."""
    for j in range(len(state.seats)):
        if h in ships(state, j):
            state = with_fleet(state, j, ships=tuple(x for x in ships(state, j) if x != h))
    if (
        fleet(state, i).dock < 0
        and board.RIVERSIDE[h]
        and not FACTIONS[state.factions[i]].merchants
    ):
        return with_fleet(state, i, dock=h)
    return state


def setup_problems(state: State, rest: tuple[int, ...]) -> list[str]:
    """The expansion's preparation (`rest`: the seat on turn and the queue): no ship or
    trade marker yet, no Dock before the initial Dwellings, then the Dock step in order."""
    part = seas(state)
    if part.traded or any(f.ships or f.trades for f in part.fleets):
        return ["expansion: no ship or trade marker during setup"]
    if state.step == "setup_dwellings":
        early = [i for i, f in enumerate(part.fleets) if f.dock >= 0]
        return [
            f"expansion.fleets[{i}].dock: no Dock before the Dwellings are placed" for i in early
        ]
    waiting = tuple(
        i for i in range(len(state.players)) if fleet(state, i).dock < 0 and dock_spots(state, i)
    )
    if state.step == STEP[0]:
        out = [] if rest == waiting else ["queue: does not follow the Dock placements"]
        if any(s.bonus for s in state.seats):
            out.append("seats[].bonus: no Bonus card before the Docks are placed")
        return out
    return [f"expansion.fleets[{waiting[0]}].dock: the Dock is not placed"] if waiting else []
