"""② Placing a sky island tile: the placement rules, and discarding when nothing fits."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from skywidgets.core import Action, IllegalAction

from .actions import DiscardTile, PlaceTile
from .data import EDGE_NAMES, GAME, STEPS
from .interning import TILE_MOVES
from .islands import Geometry, geometry
from .state import Board, State, replace, with_seat
from .tiles import MASK, tile_name

# runs an iterator to its end, keeping nothing (the `consume` recipe of itertools)
_consume: Callable[[Iterable[object]], None] = deque[object](maxlen=0).extend
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
    return list(hand_placements(geometry(board), hand))


def hand_placements(geo: Geometry, hand: tuple[int, ...]) -> list[PlaceTile]:
    """`fitting_placements` kept on the geometry by hand (tiles in any order); the list is
    shared, so callers must not change it (`legal_actions` takes it off the geometry and
    hands it over; later calls list the placements afresh).

    Each hand tile's moves are its column of the open cells' rows (`Geometry.rows`: per
    tile, its moves on the cell), read straight off the geometry's dict in its own order
    (the order the cells opened, fixed by the board's placement order, so no sort) and
    added to the list a row at a time (`list.extend`, driven at C level by `_consume`).
    """
    cache = geo.placements
    moves = cache.get(hand)
    if moves is None:
        if len(cache) >= 64:  # only hand-built positions ask for many hands
            cache.clear()
        rows = geo.rows.values()  # the order the cells opened
        moves = cache[hand] = []
        add = moves.extend
        if len(hand) == 2:  # a dealt hand at ②
            a, b = hand
            if a > b:
                a, b = b, a
            _consume(map(add, map(TILE_MOVES[a], rows)))
            if b != a:
                _consume(map(add, map(TILE_MOVES[b], rows)))
        else:  # one tile in the last turns, once the pile is empty; any hand when built
            for t in sorted(set(hand)):
                _consume(map(add, map(TILE_MOVES[t], rows)))
    return moves


def fits_anywhere(board: Board, hand: tuple[int, ...]) -> bool:
    """Whether at least one hand tile fits somewhere in some rotation.

    Computes (and keeps on the board's geometry) the hand's placements: step ② lists them
    next anyway.
    """
    return bool(hand_placements(geometry(board), hand))


def place_actions(state: State) -> list[Action]:
    """The legal decisions of step ②: placements, or discards when nothing fits (a new list)."""
    hand = state.seats[state.current_player].hand  # type: ignore[index]  # set at ②
    if state.revealed_hand is not None:
        return [DiscardTile(t) for t in sorted(set(hand))]
    return list(hand_placements(geometry(state.board), hand))


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
    return replace(state, discarded=state.discarded + (action.tile,))


def without(hand: tuple[int, ...], tile: int) -> tuple[int, ...]:
    """The hand with one copy of `tile` taken out."""
    out = list(hand)
    out.remove(tile)
    return tuple(out)
