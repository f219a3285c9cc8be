"""Safety checks: what a seat's view must not show, what reveals hidden tiles, invariants."""

from __future__ import annotations

from typing import Any

from .consistency import (
    board_problems,
    phase_problems,
    seat_problems,
    tower_problems,
    turn_problems,
)
from .data import (
    ALL_IDS,
    CUBE_COLOURS,
    CUBES_PER_COLOUR,
    HARBOURS,
    HOUSES_BUILDABLE,
    INITIAL_IDS,
    TOWERS,
)
from .islands import geometry
from .state import State
from .tiles import REGIONS


def hidden_check(state: State, seat: int, view: dict[str, Any]) -> list[str]:
    """Problems with `view` as seen by `seat`: other hands, pile or box contents shown."""
    problems = []
    for j, hand in enumerate(view.get("hands", [])):
        if j != seat and (not isinstance(hand, dict) or set(hand) != {"count"}):
            problems.append(f"seat {seat} sees the tiles in seat {j}'s hand")
    for key in ("draw_pile", "box"):
        if set(view.get(key, {})) != {"count"}:
            problems.append(f"seat {seat} sees more than the size of the {key}")
    hidden = set(state.pile) | set(state.box)
    for j, s in enumerate(state.seats):
        if j != seat:
            hidden |= set(s.hand)
    hidden -= set(state.revealed_hand or ())
    shown = {t["id"] for t in view.get("tiles", [])}
    shown |= {t["id"] for t in view.get("discarded", [])}
    shown |= {t["id"] for hand in view.get("hands", []) if isinstance(hand, list) for t in hand}
    shown |= {t["id"] for t in view.get("revealed_hand") or []}
    leaked = sorted(shown & hidden)
    if leaked:
        problems.append(f"seat {seat} sees hidden tiles {leaked}")
    return problems


def _public(state: State) -> set[int]:
    """Tile ids every seat can see: the table, the discards and a revealed hand."""
    shown = {p.tile for p in state.board.tiles} | set(state.discarded)
    return shown | set(state.revealed_hand or ())


def reveals(before: State, after: State) -> bool:
    """Whether a step showed hidden information: a tile drawn, placed, discarded or revealed."""
    return len(after.pile) < len(before.pile) or bool(_public(after) - _public(before))


def invariants(state: State) -> list[str]:
    """Every problem that makes `state` unreachable by the rules; [] when all is well."""
    problems = seat_problems(state)
    if problems:
        return problems
    c = state.current_player
    if c is not None and not 0 <= c < len(state.players):
        return [f"current_player: there is no seat {c}"]
    problems = board_problems(state.board)
    if problems:
        return problems
    problems = _house_problems(state) + _conservation(state)
    if not problems:
        problems = tower_problems(state)
    problems += turn_problems(state)
    if not problems:
        problems = phase_problems(state)
    return problems


def _conservation(state: State) -> list[str]:
    """Tiles, cubes, towers, harbours and houses: each where the box holds exactly."""
    problems = []
    board = [p.tile for p in state.board.tiles]
    where = [("board.tiles", board), ("pile", list(state.pile)), ("box", list(state.box))]
    where.append(("discarded", list(state.discarded)))
    where += [(f"seats[{i}].hand", list(s.hand)) for i, s in enumerate(state.seats)]
    seen: set[int] = set()
    for field, tiles in where:
        for t in tiles:
            if t not in ALL_IDS:
                problems.append(f"{field}: tile {t} does not exist")
            elif t in seen:
                problems.append(f"{field}: tile {t} is in two places")
            elif field != "board.tiles" and t in INITIAL_IDS:
                problems.append(f"{field}: tile {t} is a quarter of the initial block")
            seen.add(t)
    missing = sorted(set(ALL_IDS) - seen)
    if missing:
        problems.append(f"tiles {missing} are nowhere (board, pile, box, discards or a hand)")
    if state.revealed_hand is not None and not set(state.revealed_hand) <= set(ALL_IDS):
        problems.append("revealed_hand: names a tile that does not exist")
    for i, colour in enumerate(CUBE_COLOURS):
        total = state.supply[i] + sum(s.cubes[i] for s in state.seats)
        if state.supply[i] < 0:
            problems.append(f"supply: {state.supply[i]} {colour} cubes")
        for j, s in enumerate(state.seats):
            if s.cubes[i] < 0:
                problems.append(f"seats[{j}].cubes: {s.cubes[i]} {colour} cubes")
        if total != CUBES_PER_COLOUR:
            problems.append(f"supply: {colour} cubes not conserved ({total} instead of 20)")
    towers = sum(h.tower for h in state.houses)
    if state.towers + towers != TOWERS or state.towers < 0:
        problems.append(f"towers: {state.towers} in the supply and {towers} built, not {TOWERS}")
    harbours = sum(h.harbour for h in state.houses)
    if state.harbours + harbours != HARBOURS or state.harbours < 0:
        problems.append(
            f"harbours: {state.harbours} in the supply and {harbours} built, not {HARBOURS}"
        )
    for seat, s in enumerate(state.seats):
        built = sum(1 for h in state.houses if h.owner == seat)
        if built + s.houses_left != HOUSES_BUILDABLE or s.houses_left < 0:
            problems.append(
                f"seats[{seat}].houses_left: {s.houses_left} left and {built} built, "
                f"not {HOUSES_BUILDABLE}"
            )
    return problems


def _house_problems(state: State) -> list[str]:
    """Every house on an island of a tile on the table, one per island, owned by a seat."""
    problems = []
    at = geometry(state.board).at
    spots = set()
    for i, h in enumerate(state.houses):
        p = at.get((h.x, h.y))
        if not 0 <= h.owner < len(state.players):
            problems.append(f"houses[{i}].owner: there is no seat {h.owner}")
        if p is None or not 0 <= h.region < len(REGIONS[p.tile][p.rotation]):
            problems.append(f"houses[{i}]: ({h.x}, {h.y}) island {h.region} is not on an island")
        if (h.x, h.y, h.region) in spots:
            problems.append(f"houses[{i}]: a second trading house on one island of a tile")
        spots.add((h.x, h.y, h.region))
    return problems
