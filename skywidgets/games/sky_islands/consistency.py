"""Whether a position is one the rules can reach: board, buildings, turn order and phase.

`checks.invariants` runs these with its conservation checks; each problem is one sentence that
starts with the field it is about (a tampered start position is refused with it).
"""

from __future__ import annotations

from .data import (
    INITIAL_BLOCK,
    KEEP_LIMIT,
    TILE_IDS,
    TILES_USED,
    TURNS_PER_PLAYER,
)
from .islands import geometry
from .placing import fits_anywhere, placement_problem
from .setup import assign_colours, initial_board
from .state import Board, House, State

RESTING_PHASES = ("place", "build", "disposal", "over")


def seat_problems(state: State) -> list[str]:
    """Players, colours and seats as setup makes them; points and turns within range."""
    n = len(state.players)
    if n not in TILES_USED:
        return [f"players: {n} players; the game is for 2 to 4"]
    if len(set(state.players)) != n:
        return ["players: two players share a name"]
    if len(state.seats) != n:
        return [f"seats: {len(state.seats)} seats for {n} players"]
    problems = []
    if tuple(state.colours) != assign_colours(state.players):
        problems.append(f"colours: {list(state.colours)} are not the colours Setup D gives")
    for i, s in enumerate(state.seats):
        for field in ("vp_income", "vp_gains", "vp_towers"):
            if getattr(s, field) < 0:
                problems.append(f"seats[{i}].{field}: {getattr(s, field)} is negative")
        if not 0 <= s.turns <= TURNS_PER_PLAYER:
            problems.append(f"seats[{i}].turns: {s.turns} is not 0 to {TURNS_PER_PLAYER}")
    return problems


def board_problems(board: Board) -> list[str]:
    """The initial block first, then every tile placed legally in the order listed."""
    tiles = board.tiles
    start = initial_board().tiles
    if tiles[: len(start)] != start:
        return ["board.tiles: the first four must be the initial block's quarters as set up"]
    replay = initial_board()
    for i, p in enumerate(tiles[len(INITIAL_BLOCK) :], start=len(INITIAL_BLOCK)):
        if p.tile not in TILE_IDS:
            return [f"board.tiles[{i}]: tile {p.tile} is not a sky island tile (4..43)"]
        problem = placement_problem(replay, p.tile, p.x, p.y, p.rotation)
        if problem is not None:
            return [f"board.tiles[{i}]: could not have been placed ({problem[1]})"]
        replay = replay.with_tile(p)
    return []


def tower_problems(state: State) -> list[str]:
    """④b: each tower stood alone on its connected island when it was built.

    Islands only ever grow, so two towers must lie on different connected islands of the
    board as it was when the later of their two tiles had been placed.
    """
    first = len(INITIAL_BLOCK) - 1  # the initial block is one island from the start
    order = {(p.x, p.y): max(k, first) for k, p in enumerate(state.board.tiles)}
    towers = sorted(((order[(h.x, h.y)], h) for h in state.houses if h.tower), key=lambda t: t[0])
    if len(towers) < 2:
        return []
    board = Board(())
    seen: list[House] = []
    t = 0
    for k, p in enumerate(state.board.tiles):
        board = board.with_tile(p)
        newest: list[House] = []
        while t < len(towers) and towers[t][0] == k:
            newest.append(towers[t][1])
            t += 1
        if not newest:
            continue
        island_of = geometry(board).island_of
        for h in newest:
            mine = island_of[(h.x, h.y, h.region)]
            for other in seen:
                if island_of[(other.x, other.y, other.region)] == mine:
                    return [
                        f"houses: towers at ({other.x}, {other.y}) and ({h.x}, {h.y}) stood on "
                        "one connected island before any tile joined them (④b allows one)"
                    ]
            seen.append(h)
    return []


def turn_problems(state: State) -> list[str]:
    """Seat 0 starts and the turn passes left: turns taken agree with the current player."""
    turns = [s.turns for s in state.seats]
    c = state.current_player
    if state.phase_id == "over":
        if c is not None:
            return ["current_player: the game is over, so nobody is deciding"]
        if any(t != TURNS_PER_PLAYER for t in turns):
            return [f"seats: turns {turns}; the game ends when every player has taken 10"]
        return []
    if c is None:
        return ["current_player: missing, yet the game is not over"]
    t = turns[c]
    want = [t + 1 if j < c else t for j in range(len(turns))]
    if t >= TURNS_PER_PLAYER or turns != want:
        return [f"seats: turns {turns} do not fit seat {c} deciding (expected {want})"]
    problems = []
    for j, s in enumerate(state.seats):
        if j != c and sum(s.cubes) > KEEP_LIMIT:
            problems.append(
                f"seats[{j}].cubes: {sum(s.cubes)} cubes held outside that player's turn "
                f"(⑤ keeps at most {KEEP_LIMIT})"
            )
    return problems


def phase_problems(state: State) -> list[str]:
    """The phase is a resting one and `placed`, `revealed_hand`, hands agree with it.

    Hand, pile and box sizes are not tied to the turns taken: hand-built positions
    (positions.py) deal hands and piles freely, and play needs no particular size.
    """
    phase = state.phase_id
    if phase not in RESTING_PHASES:
        return [f"phase_id: {phase!r} is not a step that waits for a decision"]
    if phase == "over":
        problems = []
        if state.placed is not None or state.revealed_hand is not None:
            problems.append("placed: the game is over, so no tile was placed this turn")
        return problems
    c = state.current_player
    assert c is not None  # turn_problems ran first
    hand = state.seats[c].hand
    revealed = state.revealed_hand
    if phase == "place":
        if state.placed is not None:
            return ["placed: no tile has been placed yet in step ②"]
        if not hand:
            return [f"seats[{c}].hand: empty, yet the player is to place a tile"]
        fits = fits_anywhere(state.board, hand)
        if revealed is None and not fits:
            return ["revealed_hand: no hand tile fits, so the hand must be revealed"]
        if revealed is not None and (fits or tuple(revealed) != tuple(hand)):
            return ["revealed_hand: only a hand none of whose tiles fits is revealed"]
        return []
    if state.placed is not None:
        last = state.board.tiles[-1]
        if (
            revealed is not None
            or state.placed != (last.x, last.y)
            or last.tile < len(INITIAL_BLOCK)
        ):
            return ["placed: not the cell of the tile placed last this turn"]
        if any((h.x, h.y) == state.placed for h in state.houses):
            return ["houses: a trading house stands on the tile placed this turn (④a)"]
    elif revealed is not None:
        if not state.discarded or state.discarded[-1] not in revealed:
            return ["revealed_hand: the revealed hand holds no tile discarded this turn"]
        rest = list(revealed)
        rest.remove(state.discarded[-1])
        if sorted(rest) != sorted(hand):
            return [f"revealed_hand: not seat {c}'s hand before its discard"]
    return []
