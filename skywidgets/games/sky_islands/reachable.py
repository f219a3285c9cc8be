"""Whether a record's start position holds no more points than their sources can have given.

Play gives victory points only from green flying ships (③ gains, ① income) and from towers
(④b), so a seat's points are bounded by what the board shows: a position whose `vp_gains`
were raised by 50 is refused, not scored. Hand-built example positions (positions.py) may
give fewer points than play would (they place tiles without gains), never more.
"""

from __future__ import annotations

from .data import INITIAL_BLOCK
from .gains import placement_ships
from .income import income_ships
from .state import Board, State
from .tiles import SHIP

GREEN = "green"


def gains_available(state: State) -> int:
    """③ points the board can have given: the green ships of each placed tile and of its
    neighbours when it was placed, and of each discarded tile."""
    board = Board(())
    total = 0
    for k, placed in enumerate(state.board.tiles):
        board = board.with_tile(placed)
        if k >= len(INITIAL_BLOCK):
            total += placement_ships(board.geometry).count(GREEN)
    return total + sum(SHIP[t] == GREEN for t in state.discarded)


def tower_points_available(state: State, seat: int) -> int:
    """④b points `seat`'s towers can have given: the houses on each tower's island now."""
    geometry = state.board.geometry
    total = 0
    for tower in (h for h in state.houses if h.tower and h.owner == seat):
        members = set(geometry.members((tower.x, tower.y, tower.region)))
        total += sum((h.x, h.y, h.region) in members for h in state.houses)
    return total


def reach_problems(state: State) -> list[str]:
    """Points beyond what their sources can have given (one sentence each, field first)."""
    problems = []
    gains = sum(s.vp_gains for s in state.seats)
    available = gains_available(state)
    if gains > available:
        problems.append(
            f"seats: {gains} points of ③ gains, but the board's and the discards' green "
            f"ships can have given at most {available}"
        )
    for i, seat in enumerate(state.seats):
        harbours = income_ships(state.houses, state.board, i).count(GREEN)
        if seat.vp_income > (seat.turns + 1) * harbours:
            problems.append(
                f"seats[{i}].vp_income: {seat.vp_income} points, more than {harbours} green "
                f"harbour(s) yield in {seat.turns + 1} turns"
            )
        towers = tower_points_available(state, i)
        if seat.vp_towers > towers:
            problems.append(
                f"seats[{i}].vp_towers: {seat.vp_towers} points, more than the {towers} "
                "houses on its towers' islands"
            )
    return problems
