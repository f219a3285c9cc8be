"""Safety checks: what a seat's view must not show, what reveals hidden tiles, conservation."""

from __future__ import annotations

from collections import Counter
from typing import Any

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


def reveals(before: State, after: State) -> bool:
    """Whether a step showed hidden information: a tile drawn, or a hand revealed."""
    return len(after.pile) < len(before.pile) or (
        after.revealed_hand is not None and before.revealed_hand != after.revealed_hand
    )


def invariants(state: State) -> list[str]:
    """Conservation problems: tiles, cubes, towers, harbours, houses; [] when all is well."""
    problems = []
    board = [p.tile for p in state.board.tiles]
    places = Counter(
        board
        + list(state.pile)
        + list(state.box)
        + list(state.discarded)
        + [t for s in state.seats for t in s.hand]
    )
    if sorted(places.elements()) != sorted(ALL_IDS):
        missing = sorted(set(ALL_IDS) - set(places))
        twice = sorted(t for t, n in places.items() if n > 1)
        problems.append(f"tiles not conserved (missing {missing}, twice {twice})")
    if not set(INITIAL_IDS) <= set(board):
        problems.append("a quarter of the initial block is off the table")
    cells = [(p.x, p.y) for p in state.board.tiles]
    if len(set(cells)) != len(cells):
        problems.append("two tiles share a cell")
    for i, colour in enumerate(CUBE_COLOURS):
        total = state.supply[i] + sum(s.cubes[i] for s in state.seats)
        if (
            total != CUBES_PER_COLOUR
            or min([state.supply[i], *(s.cubes[i] for s in state.seats)]) < 0
        ):
            problems.append(f"{colour} cubes not conserved ({total} instead of 20)")
    towers = sum(h.tower for h in state.houses)
    if state.towers + towers != TOWERS or state.towers < 0:
        problems.append(f"towers not conserved ({state.towers} in supply, {towers} built)")
    harbours = sum(h.harbour for h in state.houses)
    if state.harbours + harbours != HARBOURS or state.harbours < 0:
        problems.append(f"harbours not conserved ({state.harbours} + {harbours})")
    for seat, s in enumerate(state.seats):
        built = sum(1 for h in state.houses if h.owner == seat)
        if built + s.houses_left != HOUSES_BUILDABLE or s.houses_left < 0:
            problems.append(f"seat {seat}'s trading houses not conserved")
    at = geometry(state.board).at
    spots = [(h.x, h.y, h.region) for h in state.houses]
    if len(set(spots)) != len(spots):
        problems.append("two trading houses on one island of a tile")
    for x, y, r in spots:
        p = at.get((x, y))
        if p is None or not 0 <= r < len(REGIONS[p.tile][p.rotation]):
            problems.append(f"a trading house at ({x}, {y}) island {r} is not on an island")
    return problems
