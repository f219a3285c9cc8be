"""③ Gaining resources: the placed tile's ship and its edge neighbours' ships (and discards)."""

from __future__ import annotations

from .data import CUBE_COLOURS, GAME, STEPS
from .islands import geometry
from .state import Seat, State, replace, with_seat
from .tiles import SHIP

RULE_GAINS = f"{GAME} ③ — Gaining resources"
CUBE_INDEX = {c: i for i, c in enumerate(CUBE_COLOURS)}


def gained(
    supply: tuple[int, int, int], player: Seat, ships: list[str], vp_field: str
) -> tuple[tuple[int, int, int], dict[str, object], str]:
    """One gain per ship (cube while the supply lasts, green = 1 VP): supply, seat changes, text."""
    supply_l = list(supply)
    cubes = list(player.cubes)
    got = [0, 0, 0]
    missed: list[str] = []
    vp = 0
    for ship in ships:
        if ship == "green":
            vp += 1
            continue
        i = CUBE_INDEX[ship]
        if supply_l[i] > 0:
            supply_l[i] -= 1
            cubes[i] += 1
            got[i] += 1
        else:
            missed.append(ship)
    parts = [f"{n} {c}" for n, c in zip(got, CUBE_COLOURS) if n]
    if vp:
        parts.append(f"{vp} victory point{'s' if vp > 1 else ''}")
    text = ", ".join(parts) if parts else "nothing"
    if missed:
        text += " (the supply has no " + " or ".join(sorted(set(missed))) + " cube left)"
    changes: dict[str, object] = {
        "cubes": (cubes[0], cubes[1], cubes[2]),
        vp_field: getattr(player, vp_field) + vp,
    }
    return (supply_l[0], supply_l[1], supply_l[2]), changes, text


def receive(state: State, seat: int, ships: list[str], vp_field: str) -> tuple[State, str]:
    """Give `seat` one gain per ship (cube while the supply lasts, green = 1 VP); say what."""
    supply, changes, text = gained(state.supply, state.seats[seat], ships, vp_field)
    return replace(with_seat(state, seat, **changes), supply=supply), text


def neighbour_ships(state: State, x: int, y: int) -> list[str]:
    """Ships of the tiles sharing an edge with cell (x, y), in N, E, S, W order."""
    at = geometry(state.board).at
    out = []
    for dx, dy in STEPS:
        nb = at.get((x + dx, y + dy))
        if nb is not None:
            out.append(SHIP[nb.tile])
    return out


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
