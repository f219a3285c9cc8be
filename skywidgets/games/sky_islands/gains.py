"""③ Gaining resources: the placed tile's ship and its edge neighbours' ships (and discards)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from skywidgets.core import evolve, with_seat

from .data import CUBE_COLOURS, GAME
from .islands import Geometry
from .state import Seat, State
from .tiles import SHIP

RULE_GAINS = f"{GAME} ③ — Gaining resources"
CUBE_INDEX = {c: i for i, c in enumerate(CUBE_COLOURS)}


Gain = tuple[tuple[int, int, int], int, str]  # cubes taken per colour, victory points, text


def gained(
    supply: tuple[int, int, int], player: Seat, ships: Sequence[str], vp_field: str
) -> tuple[tuple[int, int, int], dict[str, Any], str]:
    """One gain per ship (cube while the supply lasts, green = 1 VP): supply, seat changes, text."""
    (r, w, b), vp, text = ship_gain(supply, ships)
    cubes = player.cubes
    changes: dict[str, Any] = {
        "cubes": (cubes[0] + r, cubes[1] + w, cubes[2] + b),
        vp_field: getattr(player, vp_field) + vp,
    }
    return (supply[0] - r, supply[1] - w, supply[2] - b), changes, text


def ship_gain(supply: tuple[int, int, int], ships: Sequence[str]) -> Gain:
    """What `ships` give with this supply: cubes taken per colour, victory points, the text."""
    left = list(supply)
    got = [0, 0, 0]
    missed: list[str] = []
    vp = 0
    for ship in ships:
        if ship == "green":
            vp += 1
            continue
        i = CUBE_INDEX[ship]
        if left[i] > 0:
            left[i] -= 1
            got[i] += 1
        else:
            missed.append(ship)
    parts = [f"{n} {c}" for n, c in zip(got, CUBE_COLOURS) if n]
    if vp:
        parts.append(f"{vp} victory point{'s' if vp > 1 else ''}")
    text = ", ".join(parts) if parts else "nothing"
    if missed:
        text += " (the supply has no " + " or ".join(sorted(set(missed))) + " cube left)"
    return (got[0], got[1], got[2]), vp, text


def receive(state: State, seat: int, ships: list[str], vp_field: str) -> tuple[State, str]:
    """Give `seat` one gain per ship (cube while the supply lasts, green = 1 VP); say what."""
    supply, changes, text = gained(state.supply, state.seats[seat], ships, vp_field)
    return evolve(with_seat(state, seat, **changes), supply=supply), text


def placement_ships(geo: Geometry) -> list[str]:
    """The ships of the tile placed last and of its edge neighbours (N, E, S, W)."""
    placed = geo.last
    assert placed is not None  # a placement was made
    return [SHIP[placed.tile], *(SHIP[nb.tile] for nb in geo.neighbours)]


def placement_line(name: str, text: str, ships: int) -> str:
    """The log line of ③ after a placement."""
    return (
        f"③ {name} gains {text} from {ships} flying "
        f"ship{'s' if ships > 1 else ''} (the placed tile and its neighbours)"
    )


def gain_for_discard(state: State, seat: int, tile: int) -> tuple[State, str]:
    """Apply ③ after a discard: only the discarded tile's ship, once."""
    state, text = receive(state, seat, [SHIP[tile]], "vp_gains")
    return state, f"③ {state.players[seat]} gains {text} from the discarded tile's ship"
