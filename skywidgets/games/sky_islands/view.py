"""view(state, seat): the JSON dict a seat may see (hands and pile order stay hidden)."""

from __future__ import annotations

from typing import Any

from .data import CUBE_COLOURS, TURNS_PER_PLAYER
from .islands import geometry
from .scoring import island_influence
from .state import State
from .tiles import SHIP, is_initial, tile_name, tile_shape_json

Json = dict[str, Any]


def tile_json(
    tile: int,
    x: int | None = None,
    y: int | None = None,
    rotation: int = 0,
    placed_this_turn: bool = False,
    buildings: list[Json] | None = None,
) -> Json:
    """One tile as the view shows it (hand tiles have x and y null and rotation 0)."""
    edges, regions = tile_shape_json(tile, rotation)
    return {
        "id": tile,
        "x": x,
        "y": y,
        "rotation": rotation,
        "edges": edges,
        "regions": regions,
        "ship": SHIP[tile],
        "initial": is_initial(tile),
        "placed_this_turn": placed_this_turn,
        "buildings": buildings or [],
        "name": tile_name(tile),
    }


def _board_tiles(state: State) -> list[Json]:
    by_cell: dict[tuple[int, int], list[Json]] = {}
    for h in sorted(state.houses, key=lambda h: (h.x, h.y, h.region)):
        by_cell.setdefault((h.x, h.y), []).append(
            {"region": h.region, "owner": h.owner, "tower": h.tower, "harbour": h.harbour}
        )
    return [
        tile_json(
            p.tile, p.x, p.y, p.rotation, state.placed == (p.x, p.y), by_cell.get((p.x, p.y), [])
        )
        for p in state.board.tiles
    ]


def _islands(state: State) -> list[Json]:
    geo = geometry(state.board)
    towered = {geo.island_of[(h.x, h.y, h.region)] for h in state.houses if h.tower}
    return [
        {
            "id": isl.id,
            "cells": [list(c) for c in isl.cells],
            "tiles": isl.tiles,
            "closed": isl.closed,
            "influence": infl,
            "regions": [list(r) for r in isl.regions],
            "has_tower": isl.id in towered,
        }
        for isl, infl in zip(geo.islands, island_influence(state))
    ]


def view(state: State, seat: int | None) -> Json:
    """What `seat` may see now; seat None is the teacher's all-seeing view."""
    n = len(state.players)
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < n):
        raise ValueError(f"seat must be None or 0..{n - 1}, not {seat!r}")
    hands: list[list[Json] | dict[str, int]] = []
    for i, s in enumerate(state.seats):
        if seat is None or seat == i:
            hands.append([tile_json(t) for t in s.hand])
        else:
            hands.append({"count": len(s.hand)})
    revealed = state.revealed_hand
    return {
        "game": "sky_islands",
        "players": list(state.players),
        "seat": seat,
        "current_player": state.current_player,
        "turn": state.turn,
        "turns_per_player": TURNS_PER_PLAYER,
        "round_turns": [s.turns for s in state.seats],
        "phase_id": state.phase_id,
        "phase": state.phase,
        "tiles": _board_tiles(state),
        "hands": hands,
        "draw_pile": {"count": len(state.pile)},
        "box": {"count": len(state.box)},
        "discarded": [tile_json(t) for t in state.discarded],
        "supply": {
            **dict(zip(CUBE_COLOURS, state.supply)),
            "tower": state.towers,
            "harbour": state.harbours,
        },
        "seats": [
            {
                "name": name,
                "colour": colour,
                "vp": s.vp,
                "cubes": dict(zip(CUBE_COLOURS, s.cubes)),
                "houses_left": s.houses_left,
                "hand_count": len(s.hand),
            }
            for name, colour, s in zip(state.players, state.colours, state.seats)
        ],
        "islands": _islands(state),
        "open_cells": [list(c) for c in geometry(state.board).open_cells],
        "placed": list(state.placed) if state.placed else None,
        "events": list(state.events),
        "revealed_hand": None if revealed is None else [tile_json(t) for t in revealed],
    }
