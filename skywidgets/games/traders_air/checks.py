"""Checks of a Traders of the Air state: what a seat must not see, conservation, reveals."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .data import COLOURS, CONTRACTS_PER_PLAYER, MARKER_COUNT, marker_colour, space_cities
from .state import State


def _marker_ids(value: Any, out: set[int]) -> None:
    if isinstance(value, dict):
        if {"id", "colour", "value"} <= set(value):
            out.add(value["id"])
        for v in value.values():
            _marker_ids(v, out)
    elif isinstance(value, list):
        for v in value:
            _marker_ids(v, out)


def hidden_check(state: State, seat: int, shown: dict[str, Any]) -> list[str]:
    """Problems if a seat's view shows the face-down supply (only stack heights may show)."""
    problems = []
    for i, entry in enumerate(shown.get("supply", [])):
        if set(entry) != {"count"}:
            problems.append(f"supply stack {i + 1} shows more than its height")
    if set(shown.get("bag", {})) - {"count"}:
        problems.append("the bag shows more than its count")
    seen: set[int] = set()
    _marker_ids(shown, seen)
    hidden = {m for stack in state.stacks for m in stack}
    if seen & hidden:
        problems.append(f"face-down supply markers visible: {sorted(seen & hidden)}")
    return problems


def invariants(state: State) -> list[str]:
    """Conservation: 78 markers, 15 contracts a player, money between players and bank."""
    problems = []
    where = [m for m in state.spaces if m is not None]
    for stack in state.stacks:
        where.extend(stack)
    for s in state.seats:
        where.extend(s.goods)
        where.extend(s.sold)
    where.extend(state.box)
    counts = Counter(where)
    dup = sorted(m for m, n in counts.items() if n > 1)
    if dup:
        problems.append(f"markers in two places: {dup}")
    if set(counts) != set(range(MARKER_COUNT)):
        problems.append(f"markers missing: {sorted(set(range(MARKER_COUNT)) - set(counts))}")
    if len(state.spaces) != len(space_cities(state.side)):
        problems.append("wrong number of warehouse spaces for this board side")
    for i, s in enumerate(state.seats):
        on_board = sum(row[i] for row in state.contracts)
        if s.contracts_left < 0 or on_board + s.contracts_left != CONTRACTS_PER_PLAYER:
            problems.append(
                f"seat {i}: {on_board} contracts on the board + {s.contracts_left} "
                f"on the mat != {CONTRACTS_PER_PLAYER}"
            )
        if s.money < 0:
            problems.append(f"seat {i} has negative money")
        if list(s.goods) != sorted(s.goods) or list(s.sold) != sorted(s.sold):
            problems.append(f"seat {i}: goods not in order")
    if any(n < 0 for row in state.contracts for n in row):
        problems.append("a negative contract count")
    if sum(s.money for s in state.seats) + state.bank != 0:
        problems.append("money not conserved between the players and the bank")
    for seat, colour in state.pending:
        if not any(marker_colour(m) == colour for m in state.seats[seat].goods):
            problems.append(f"seat {seat} must lose a {COLOURS[colour]} marker it does not hold")
    return problems


def reveals(before: State, after: State) -> bool:
    """A replenish turned face-down supply markers face up (strict undo stops here)."""
    return before.stacks != after.stacks
