"""A cheap position value for the bots: the points the score sheet does not hold yet.

Before the end the sheet has only the victory points gained so far; the islands score at the
end. The value is the island scoring as if the game ended now (majorities on every connected
island, doubled when closed), plus what the seat's cubes and harbours are worth: three
different cubes pay for a building, and each harbour yields a flying ship every turn left.
"""

from __future__ import annotations

from .data import TURNS_PER_PLAYER
from .islands import Geometry, geometry
from .scoring import island_points
from .state import State

ISLAND_WEIGHT = 0.9  # majorities may still change before the end
CUBE_VALUE = 0.25  # one cube towards a building
SET_VALUE = 0.75  # one red + white + blue: a building now
HARBOUR_TURN_VALUE = 0.5  # one ship per turn left
HOUSE_VALUE = 0.3  # a house on the table: influence that can still grow


def island_standings(state: State) -> list[float]:
    """Each seat's island points if the game ended now (ties share as the rulebook says)."""
    geo = geometry(state.board)
    n = len(state.players)
    by_part: dict[int, list[int]] = {}
    comp = geo.comp
    for h in state.houses:
        infl = by_part.setdefault(comp[(h.x, h.y, h.region)], [0] * n)
        infl[h.owner] += 2 if h.tower else 1
    points = [0.0] * n
    for index, infl in by_part.items():
        tiles, closed = _island(geo, index)
        for seat, won in island_points(tiles, closed, dict(enumerate(infl))).items():
            points[seat] += won
    return points


def _island(geo: Geometry, index: int) -> tuple[int, bool]:
    """The tiles of one connected island (by part index), and whether it is closed."""
    part = geo.parts[index]
    assert part is not None
    return len({(x, y) for x, y, _r in part[0]}), part[1] == 0


def evaluate(state: State, seat: int) -> float:
    """`seat`'s position value in points beyond its score sheet (islands, cubes, harbours)."""
    value = ISLAND_WEIGHT * island_standings(state)[seat]
    me = state.seats[seat]
    value += CUBE_VALUE * sum(me.cubes) + SET_VALUE * min(me.cubes)
    turns_left = TURNS_PER_PLAYER - me.turns
    for h in state.houses:
        if h.owner == seat:
            value += HOUSE_VALUE
            if h.harbour:
                value += HARBOUR_TURN_VALUE * turns_left
    return value
