"""② Placing a sky island tile: the placement rules, and discarding when nothing fits."""

from __future__ import annotations

from skywidgets.core import IllegalAction, evolve, with_seat

from .actions import DiscardTile, PlaceTile
from .data import EDGE_NAMES, GAME, STEPS
from .islands import board_with, geometry
from .state import Board, Placed, State
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
    geo = geometry(board)
    if (x, y) in geo.at:
        return RULE_STACK, f"({x}, {y}) already holds {tile_name(geo.at[(x, y)].tile)}"
    fit = geo.open_cells.get((x, y))
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
    """Every legal placement of every hand tile, in hand, cell and rotation order."""
    cells = geometry(board).open_cells.items()
    out = []
    for tile in sorted(set(hand)):
        masks = MASK[tile]
        for (x, y), (known, island) in cells:
            for r in range(4):
                if masks[r] & known == island:
                    out.append(PlaceTile(tile, x, y, r))
    return out


def fits_anywhere(board: Board, hand: tuple[int, ...]) -> bool:
    """Whether at least one hand tile fits somewhere in some rotation."""
    cells = list(geometry(board).open_cells.values())
    for tile in set(hand):
        for mask in set(MASK[tile]):
            for known, island in cells:
                if mask & known == island:
                    return True
    return False


def place_actions(state: State) -> list[PlaceTile] | list[DiscardTile]:
    """The legal decisions of step ②: placements, or discards when nothing fits."""
    hand = state.seats[state.active].hand
    if state.revealed_hand is not None:
        return [DiscardTile(t) for t in sorted(set(hand))]
    return fitting_placements(state.board, hand)


def place_tile(state: State, action: PlaceTile) -> State:
    """Put a hand tile on the table (raises IllegalAction when a placement rule is broken)."""
    seat = state.active
    hand = state.seats[seat].hand
    if action.tile not in hand:
        raise IllegalAction(RULE_HAND, f"tile {action.tile} is not in your hand")
    if state.revealed_hand is not None:
        raise IllegalAction(RULE_DISCARD, "no tile in your hand fits anywhere: discard one")
    problem = placement_problem(state.board, action.tile, action.x, action.y, action.rotation)
    if problem is not None:
        raise IllegalAction(*problem)
    state = with_seat(state, seat, hand=_without(hand, action.tile))
    board = board_with(state.board, Placed(action.tile, action.x, action.y, action.rotation))
    return evolve(state, board=board, placed=(action.x, action.y))


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
    state = with_seat(state, seat, hand=_without(hand, action.tile))
    return evolve(state, discarded=state.discarded + (action.tile,))


def _without(hand: tuple[int, ...], tile: int) -> tuple[int, ...]:
    out = list(hand)
    out.remove(tile)
    return tuple(out)
