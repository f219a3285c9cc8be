"""What a seat sees: everything in Terra Mystica is open information."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from . import board
from .state import Decision, PowerOffer, State


def view(state: State, seat: int | None = None) -> dict[str, Any]:
    """The JSON-safe view of the table (the same for every seat: no hidden information)."""
    hexes = []
    hex_fields, seat_fields = HEX_VIEWS.get(state.box), SEAT_VIEWS.get(state.box)
    for h in range(board.N_HEXES):
        r, c = board.COORD[h]
        hexes.append(
            {
                "id": h,
                "name": board.NAMES[h],
                "row": r,
                "col": c,
                "terrain": state.terrain[h],
                "owner": state.owner[h],
                "building": state.building[h],
                "town": h in state.town_hexes,
                **(hex_fields(state, h) if hex_fields else {}),
            }
        )
    seats = []
    for i, s in enumerate(state.seats):
        d = dataclasses.asdict(s)
        d["used"] = sorted(s.used)
        d["vp_by"] = [list(x) for x in s.vp_by]
        for k, v in list(d.items()):
            if isinstance(v, tuple):
                d[k] = list(v)
        d["player"] = state.players[i]
        if seat_fields:
            d.update(seat_fields(state, i))
        seats.append(d)
    return {
        "seat": seat,
        "round": state.round,
        "phase": state.phase,
        "phase_id": state.phase_id,
        "current_player": state.current_player,
        "turn": state.turn,
        "order": list(state.order),
        "passed_order": list(state.next_order),
        "hexes": hexes,
        "seats": seats,
        "bridges": [list(b) for b in state.bridges],
        "canal": [list(x) for x in board.CANAL_LINKS],
        "round_tiles": list(state.round_tiles),
        "bonus_cards": [[c, n] for c, n in state.bonus_pool],
        "favor_tiles": [[t, n] for t, n in state.favor_pool],
        "town_tiles": [[t, n] for t, n in state.town_pool],
        "power_actions_used": sorted(state.power_used),
        "cult_order": list(state.cult_order),
        "pending": [decision_view(p) for p in state.pending],
        "waiting": [decision_view(p) for p in state.waiting],  # offers let wait (offers-wait)
        **{name: field(state) for name, field in EXTRA_VIEWS.get(state.box, {}).items()},
    }


def decision_view(p: Decision) -> dict[str, Any]:
    """A pending decision as JSON: its `kind` and its fields (a power offer with its VP cost)."""
    out: dict[str, Any] = {"kind": p.kind}
    for field in dataclasses.fields(p):
        value = getattr(p, field.name)
        out[field.name] = list(value) if isinstance(value, tuple) else value
    if isinstance(p, PowerOffer):
        out["vp_cost"] = p.vp_cost
    return out


# The view fields an expansion adds to the games of its box (Merchants of the Seas:
# "move_costs"), by box: filled by layers.py.
EXTRA_VIEWS: dict[str, dict[str, Callable[[State], Any]]] = {}
# The fields an expansion adds to each hex (state, hex) and each seat (state, seat) of the
# view, by box (Merchants of the Seas: trade markers; ships, trades and the Dock).
HEX_VIEWS: dict[str, Callable[[State, int], dict[str, Any]]] = {}
SEAT_VIEWS: dict[str, Callable[[State, int], dict[str, Any]]] = {}
