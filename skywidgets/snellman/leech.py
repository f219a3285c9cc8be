"""The leech column: the power a row's builds offer to each neighbouring faction.

snellman (`map.pm` `compute_leech`, `resources.pm` `note_leech`) offers each faction the
power of its structures next to the hex built on (Dwelling 1, Trading house and Temple 2,
Stronghold and Sanctuary 3; bridges count as adjacency), before it is capped by what the
faction's bowls can take, and lists each faction's total of the row, ordered by the
faction's colour name. A `leech N` or `decline N` answer names that uncapped N.
"""

from __future__ import annotations

from collections.abc import Mapping

from skywidgets.games.terra_mystica.engine import FACTIONS, TERRAIN_OF_COLOUR, State, board

POWER = {"D": 1, "TP": 2, "TE": 2, "SH": 3, "SA": 3}  # Constants.pm %building_strength
COLOUR = {letter: name for name, letter in TERRAIN_OF_COLOUR.items()}


def built(before: State, after: State, seat: int) -> list[int]:
    """The hexes where `seat` built or upgraded between the two states."""
    return [
        h
        for h, (old, new) in enumerate(zip(before.building, after.building))
        if old != new and new and after.owner[h] == seat
    ]


def offers(state: State, seat: int, h: int) -> dict[int, int]:
    """The power each other seat is offered for `seat`'s build on `h` (uncapped)."""
    near = set(board.ADJ[h]) | {b if a == h else a for a, b, _ in state.bridges if h in (a, b)}
    out: dict[int, int] = {}
    for x in near:
        owner = state.owner[x]
        if owner >= 0 and owner != seat:
            out[owner] = out.get(owner, 0) + POWER[state.building[x]]
    return out


def column(state: State, totals: Mapping[int, int]) -> tuple[int, ...]:
    """The leech column of a row: each offered faction's total, by its colour's name."""
    colour = {i: COLOUR[FACTIONS[f].home] for i, f in enumerate(state.factions)}
    return tuple(totals[i] for i in sorted(totals, key=colour.__getitem__))
