"""② Placing a sky island tile: the placement rules, and discarding when nothing fits."""

from __future__ import annotations

from skywidgets.core import Action, IllegalAction, evolve, with_seat

from .actions import DiscardTile, PlaceTile
from .data import EDGE_NAMES, GAME, STEPS
from .islands import Geometry
from .state import Board, State
from .tiles import MASK, tile_name

RULE_HAND = f"{GAME} ② — choose a tile from your hand"
RULE_GRID = f"{GAME} ② — vertices line up (quarter turns only)"
RULE_STACK = f"{GAME} ② — no tile on top of another"
RULE_TOUCH = f"{GAME} ② — touch at least one edge of an existing tile"
RULE_EDGES = f"{GAME} ② — island meets island, sky meets sky"
RULE_DISCARD = f"{GAME} ② — Discarding a hand tile"


def placement_problem(
    board: Board, tile: int, x: int, y: int, rotation: int
) -> tuple[str, str] | None:
    """Why `tile` may not go to (x, y) turned `rotation` on this board, or None if it fits."""
    if not 0 <= rotation <= 3:
        return RULE_GRID, f"rotation must be 0 to 3 quarter turns, not {rotation}"
    geo = board.geometry
    taken = geo.tile_at(x, y)
    if taken is not None:
        return RULE_STACK, f"({x}, {y}) already holds {tile_name(taken.tile)}"
    fit = geo.fit_at(x, y)
    if fit is None:
        return RULE_TOUCH, f"({x}, {y}) does not share an edge with any tile on the table"
    known, island = fit
    mask = MASK[tile][rotation]
    wrong = known & (mask ^ island)
    if wrong:
        d = (wrong & -wrong).bit_length() - 1
        mine = "island" if mask >> d & 1 else "sky"
        theirs = "island" if island >> d & 1 else "sky"
        dx, dy = STEPS[d]
        return RULE_EDGES, (
            f"the {EDGE_NAMES[d]} edge would put {mine} against the {theirs} "
            f"of the tile at ({x + dx}, {y + dy})"
        )
    return None


def fitting_placements(board: Board, hand: tuple[int, ...]) -> list[PlaceTile]:
    """Every legal placement of every hand tile: by tile id, then open cell in the order the
    cells opened (`Geometry.rows`), then rotation."""
    return hand_placements(board.geometry, hand)


def hand_placements(geo: Geometry, hand: tuple[int, ...]) -> list[PlaceTile]:
    """`fitting_placements` on a geometry (a new list; the hand's tiles in any order).

    Each hand tile's moves are its column of the open cells' rows (`fits.Row`: per tile,
    its moves on the cell), read in the order the cells opened.
    """
    moves: list[PlaceTile] = []
    for tile in sorted(set(hand)):
        for row in geo.rows.values():
            moves += row[tile]
    return moves


def fits_anywhere(board: Board, hand: tuple[int, ...]) -> bool:
    """Whether at least one hand tile fits somewhere in some rotation."""
    rows = board.geometry.rows.values()
    return any(row[tile] for tile in hand for row in rows)


def place_actions(state: State) -> list[Action]:
    """The legal decisions of step ②: placements, or discards when nothing fits (a new list)."""
    hand = state.seats[state.active].hand
    if state.revealed_hand is not None:
        return [DiscardTile(t) for t in sorted(set(hand))]
    return list(hand_placements(state.board.geometry, hand))


def check_placement(state: State, action: PlaceTile) -> None:
    """Raise IllegalAction when a placement rule forbids `action` now."""
    if action.tile not in state.seats[state.active].hand:
        raise IllegalAction(RULE_HAND, f"tile {action.tile} is not in your hand")
    if state.revealed_hand is not None:
        raise IllegalAction(RULE_DISCARD, "no tile in your hand fits anywhere: discard one")
    problem = placement_problem(state.board, action.tile, action.x, action.y, action.rotation)
    if problem is not None:
        raise IllegalAction(*problem)


def discard_tile(state: State, action: DiscardTile) -> State:
    """Discard a hand tile after revealing the hand (only when no hand tile fits)."""
    seat = state.active
    hand = state.seats[seat].hand
    if action.tile not in hand:
        raise IllegalAction(RULE_HAND, f"tile {action.tile} is not in your hand")
    if state.revealed_hand is None:
        raise IllegalAction(
            RULE_DISCARD, "a tile in your hand can be placed, so you may not discard"
        )
    state = with_seat(state, seat, hand=without(hand, action.tile))
    return evolve(state, discarded=state.discarded + (action.tile,))


def without(hand: tuple[int, ...], tile: int) -> tuple[int, ...]:
    """The hand with one copy of `tile` taken out."""
    out = list(hand)
    out.remove(tile)
    return tuple(out)
