"""What a seat sees: everything in Terra Mystica is open information."""

from __future__ import annotations

import dataclasses

from . import board, ships
from .state import State


def view(state: State, seat: int | None = None) -> dict:
    """The JSON-safe view of the table (the same for every seat: no hidden information)."""
    hexes = []
    for h in range(board.N_HEXES):
        r, c = board.COORD[h]
        hexes.append({"id": h, "name": board.NAMES[h], "row": r, "col": c,
                      "terrain": state.terrain[h], "owner": state.owner[h],
                      "building": state.building[h], "town": h in state.town_hexes,
                      "traded_by": sorted(s for x, s in state.traded if x == h)})
    seats = []
    for i, s in enumerate(state.seats):
        d = dataclasses.asdict(s)
        d["used"] = sorted(s.used)
        d["vp_by"] = [list(x) for x in s.vp_by]
        for k, v in list(d.items()):
            if isinstance(v, tuple):
                d[k] = list(v)
        d["player"] = state.players[i]
        seats.append(d)
    return {
        "seat": seat, "round": state.round, "phase": state.phase, "phase_id": state.phase_id,
        "current_player": state.current_player, "turn": state.turn,
        "order": list(state.order), "passed_order": list(state.next_order),
        "hexes": hexes, "seats": seats,
        "bridges": [list(b) for b in state.bridges],
        "canal": [list(x) for x in board.CANAL_LINKS],
        "round_tiles": list(state.round_tiles),
        "bonus_cards": [[c, n] for c, n in state.bonus_pool],
        "favor_tiles": [[t, n] for t, n in state.favor_pool],
        "town_tiles": [[t, n] for t, n in state.town_pool],
        "power_actions_used": sorted(state.power_used),
        "cult_order": list(state.cult_order),
        "pending": [{"kind": p.kind, "seat": p.seat, "n": p.n, "from": p.a,
                     "items": list(p.items), "tag": p.tag} for p in state.pending],
        "move_costs": move_costs(state),
    }


def move_costs(state: State) -> dict[str, dict[str, int]]:
    """While ships move: {ship: {destination: power it costs (0, or 1 for the extra space)}}."""
    if not state.pending or state.pending[0].kind != "move":
        return {}
    p = state.pending[0]
    free, _limit = ships.move_range(state, p.seat)
    trades = len(state.pending[1].items) if len(state.pending) > 1 else 0
    return {str(src): {str(dst): int(d > free)
                       for dst, d in sorted(ships.destinations(state, p.seat, src, trades).items())}
            for src in sorted(set(p.items))}
