"""What each seat sees (rulebook 2.5/3: the supply stacks lie face down)."""

from __future__ import annotations

from typing import Any

from .actions import space_name
from .data import (
    CITIES,
    COLOUR_LETTER,
    COLOURS,
    CONTRACTS_PER_PLAYER,
    GUILD_MATS,
    arrows,
    city_spaces,
    keep_goods,
    keep_money,
    marker_colour,
    marker_value,
    space_cities,
)
from .purchasing import majority_holder
from .state import State


def marker_json(m: int) -> dict[str, Any]:
    """A face-up marker: id, colour, its letter, and the number on its front."""
    colour = COLOURS[marker_colour(m)]
    return {"id": m, "colour": colour, "letter": COLOUR_LETTER[colour], "value": marker_value(m)}


def _mat(mat: str | None) -> dict[str, Any]:
    if mat is None:
        return {"name": "generic", "ability": None}
    return {"name": mat, "ability": GUILD_MATS[mat]["ability"]}


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The table as `seat` sees it; seat None is the teacher and also sees the supply stacks."""
    names = state.players
    cities = []
    for c, name in enumerate(CITIES):
        row = state.contracts[c]
        holder = majority_holder(row)
        cities.append(
            {
                "name": name,
                "number": c + 1,
                "spaces": list(city_spaces(state.side)[c]),
                "contracts": dict(zip(names, row)),
                "majority": None if holder is None else names[holder],
            }
        )
    supply = []
    for stack in state.stacks:
        entry: dict[str, Any] = {"count": len(stack)}
        if seat is None:
            entry["markers"] = [marker_json(m) for m in stack]
        supply.append(entry)
    seats = []
    for p, s in zip(names, state.seats):
        seats.append(
            {
                "name": p,
                "money": s.money,
                "goods": [marker_json(m) for m in s.goods],
                "sold": [marker_json(m) for m in s.sold],
                "contracts_left": s.contracts_left,
                "contracts_on_board": CONTRACTS_PER_PLAYER - s.contracts_left,
                "mat": _mat(s.mat),
                "keep_money": keep_money(s.mat),
                "keep_goods": keep_goods(s.mat),
            }
        )
    cities_of = space_cities(state.side)
    return {
        "game": "traders_air",
        "players": list(names),
        "seat": seat,
        "current_player": state.current_player,
        "turn_player": state.turn_player,
        "start_player": 0,
        "round": state.round,
        "phase": state.phase,
        "phase_id": state.phase_id,
        "side": state.side,
        "compass": state.compass,
        "compass_reversed": state.reversed_arrows,
        "cities": cities,
        "arrows": [[CITIES[a], CITIES[b]] for a, b in arrows(state.side, state.reversed_arrows)],
        "spaces": [
            {
                "id": i,
                "city": CITIES[c],
                "number": c + 1,
                "name": space_name(i, state.side),  # as printed: by its city (rulebook 2.1)
                "marker": None if marker is None else marker_json(marker),
            }
            for i, (c, marker) in enumerate(zip(cities_of, state.spaces))
        ],
        "ship": state.ship_city,
        "acted_here": state.acted,
        "moves": state.moves,
        "supply": supply,
        "bag": {"count": 0},
        "seats": seats,
        "box": [marker_json(m) for m in state.box],
        "bank": state.bank,
        "pending_losses": [
            {"seat": s, "player": names[s], "colour": COLOURS[c]} for s, c in state.pending
        ],
        "ending": state.ending,
        "first_to_last_stack": None if state.first_to_last is None else names[state.first_to_last],
        "events": list(state.events),
    }
