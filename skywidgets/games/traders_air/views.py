"""What each seat sees (rulebook 2.5/3: the supply stacks lie face down), plus the checks."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .data import (CITIES, COLOUR_LETTER, COLOURS, CONTRACTS_PER_PLAYER, GUILD_MATS,
                   MARKER_COUNT, arrows, city_spaces, keep_goods, keep_money, marker_colour,
                   marker_value, space_cities)
from .purchasing import majority_holder
from .state import TradersState


def marker_json(m: int) -> dict:
    """A face-up marker: id, colour, its letter, and the number on its front."""
    colour = COLOURS[marker_colour(m)]
    return {"id": m, "colour": colour, "letter": COLOUR_LETTER[colour], "value": marker_value(m)}


def _mat(mat: str | None) -> dict:
    if mat is None:
        return {"name": "generic", "ability": None}
    return {"name": mat, "ability": GUILD_MATS[mat]["ability"]}


def view(state: TradersState, seat: int | None) -> dict:
    """The table as `seat` sees it; seat None is the teacher and also sees the supply stacks."""
    names = state.players
    cities = []
    for c, name in enumerate(CITIES):
        row = state.contracts[c]
        holder = majority_holder(row)
        cities.append({"name": name, "number": c + 1, "spaces": list(city_spaces(state.side)[c]),
                       "contracts": {p: n for p, n in zip(names, row)},
                       "majority": None if holder is None else names[holder]})
    supply = []
    for stack in state.stacks:
        entry: dict[str, Any] = {"count": len(stack)}
        if seat is None:
            entry["markers"] = [marker_json(m) for m in stack]
        supply.append(entry)
    seats = []
    for p, s in zip(names, state.seats):
        seats.append({"name": p, "money": s.money, "goods": [marker_json(m) for m in s.goods],
                      "sold": [marker_json(m) for m in s.sold],
                      "contracts_left": s.contracts_left,
                      "contracts_on_board": CONTRACTS_PER_PLAYER - s.contracts_left,
                      "mat": _mat(s.mat), "keep_money": keep_money(s.mat),
                      "keep_goods": keep_goods(s.mat)})
    cities_of = space_cities(state.side)
    return {
        "game": "traders_air", "players": list(names), "seat": seat,
        "current_player": state.current_player, "turn_player": state.turn_player,
        "start_player": 0, "round": state.round, "phase": state.phase,
        "phase_id": state.phase_id, "side": state.side, "compass": state.compass,
        "compass_reversed": state.reversed_arrows,
        "cities": cities,
        "arrows": [[CITIES[a], CITIES[b]] for a, b in arrows(state.side, state.reversed_arrows)],
        "spaces": [{"id": i, "city": CITIES[c], "number": c + 1,
                    "marker": None if state.spaces[i] is None else marker_json(state.spaces[i])}
                   for i, c in enumerate(cities_of)],
        "ship": state.ship_city, "acted_here": state.acted, "moves": state.moves,
        "supply": supply, "bag": {"count": 0},
        "seats": seats, "box": [marker_json(m) for m in state.box], "bank": state.bank,
        "pending_losses": [{"seat": s, "player": names[s], "colour": COLOURS[c]}
                           for s, c in state.pending],
        "ending": state.ending,
        "first_to_last_stack": None if state.first_to_last is None else names[state.first_to_last],
        "events": list(state.events),
    }


def _marker_ids(value: Any, out: set[int]) -> None:
    if isinstance(value, dict):
        if {"id", "colour", "value"} <= set(value):
            out.add(value["id"])
        for v in value.values():
            _marker_ids(v, out)
    elif isinstance(value, list):
        for v in value:
            _marker_ids(v, out)


def hidden_check(state: TradersState, seat: int, shown: dict) -> list[str]:
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


def invariants(state: TradersState) -> list[str]:
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
            problems.append(f"seat {i}: {on_board} contracts on the board + {s.contracts_left} "
                            f"on the mat != {CONTRACTS_PER_PLAYER}")
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
