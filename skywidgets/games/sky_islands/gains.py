"""③ Gaining resources: the placed tile's ship and its edge neighbours' ships (and discards)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .data import CUBE_COLOURS, GAME, STEPS
from .islands import geometry
from .state import Seat, State, replace, with_seat
from .tiles import SHIP

RULE_GAINS = f"{GAME} ③ — Gaining resources"
CUBE_INDEX = {c: i for i, c in enumerate(CUBE_COLOURS)}


Gain = tuple[tuple[int, int, int], int, str]  # cubes taken per colour, victory points, text


def gained(
    supply: tuple[int, int, int], player: Seat, ships: Sequence[str], vp_field: str
) -> tuple[tuple[int, int, int], dict[str, Any], str]:
    """One gain per ship (cube while the supply lasts, green = 1 VP): supply, seat changes, text."""
    n = len(ships)  # `ship_gain` inlined: the key and table are the same
    gain = _GAINS.get((*sorted(ships), min(supply[0], n), min(supply[1], n), min(supply[2], n)))
    (r, w, b), vp, text = ship_gain(supply, ships) if gain is None else gain
    cubes = player.cubes
    changes: dict[str, Any] = {
        "cubes": (cubes[0] + r, cubes[1] + w, cubes[2] + b),
        vp_field: getattr(player, vp_field) + vp,
    }
    return (supply[0] - r, supply[1] - w, supply[2] - b), changes, text


def ship_gain(supply: tuple[int, int, int], ships: Sequence[str]) -> Gain:
    """What `ships` give with this supply: cubes taken per colour, victory points, the text.

    Remembered by the ships (their order does not matter) and the supply capped at the
    number of ships, the only part of it that can matter.
    """
    n = len(ships)
    key = (*sorted(ships), min(supply[0], n), min(supply[1], n), min(supply[2], n))
    gain = _GAINS.get(key)
    if gain is None:
        if len(_GAINS) >= 50_000:
            _GAINS.clear()
        gain = _GAINS[key] = _ship_gain(supply, ships)
    return gain


_GAINS: dict[tuple[object, ...], Gain] = {}  # a few thousand keys in practice


def _ship_gain(supply: tuple[int, int, int], ships: Sequence[str]) -> Gain:
    """`ship_gain` worked out ship by ship."""
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


# A placement's ships as one int: per colour a count of up to 7 in 3 bits (a placement has
# at most 5 ships: the tile and its 4 edge neighbours).
SHIP_WEIGHT = {"red": 1, "white": 8, "blue": 64, "green": 512}
SHIP_CODE: tuple[int, ...] = tuple(SHIP_WEIGHT[ship] for ship in SHIP)  # by tile id
# ships code << 9 | the supply capped at the ship count (3 bits per colour) ->
# cubes taken per colour, victory points, and the ③ line after "③ {name}"
PLACEMENT_GAINS: dict[int, tuple[tuple[int, int, int], int, str]] = {}


def placement_gain(
    code: int, n: int, supply: tuple[int, int, int]
) -> tuple[tuple[int, int, int], int, str]:
    """③ after a placement whose `n` ships make `code` (`SHIP_CODE` summed): the cubes taken,
    the points and the log line without its "③ {name}" start (remembered)."""
    key = code << 9 | min(supply[0], n) << 6 | min(supply[1], n) << 3 | min(supply[2], n)
    gain = PLACEMENT_GAINS.get(key)
    if gain is None:
        ships = [ship for ship, w in SHIP_WEIGHT.items() for _ in range(code // w & 7)]
        cubes, vp, text = ship_gain(supply, ships)
        line = placement_line("", text, n)[len("③ ") :]
        if len(PLACEMENT_GAINS) >= 50_000:
            PLACEMENT_GAINS.clear()
        gain = PLACEMENT_GAINS[key] = (cubes, vp, line)
    return gain
