"""Build legal positions from a compact description (for examples, tests and tutorials)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from skywidgets.core import IllegalAction, evolve, rng

from .checks import invariants
from .data import (
    CUBES_PER_COLOUR,
    GAME,
    HAND_SIZE,
    HARBOURS,
    HOUSES_BUILDABLE,
    TILE_IDS,
    TOWERS,
    TURNS_PER_PLAYER,
)
from .islands import geometry
from .placing import fits_anywhere, placement_problem
from .setup import assign_colours, initial_board
from .state import House, Placed, Seat, State
from .tiles import REGIONS, SHAPE, SHIP

TileSpec = int | str  # an id, "shape" or "shape/ship"
TilePlacement = tuple[TileSpec, int, int, int]  # spec, x, y, rotation
HouseSpec = tuple[Any, ...]  # owner (name or seat), x, y, region[, "tower harbour"]
RULE_POSITION = f"{GAME} — position description"


def pick(spec: TileSpec, used: Sequence[int] = ()) -> int:
    """The tile id for `spec`: an id, or the lowest unused id of "shape" or "shape/ship"."""
    if isinstance(spec, int):
        if spec not in TILE_IDS or spec in used:
            raise ValueError(f"tile {spec} is not a free sky island tile id (4..43)")
        return spec
    shape, _, ship = spec.partition("/")
    for tid in TILE_IDS:
        if tid not in used and SHAPE[tid] == shape and (not ship or SHIP[tid] == ship):
            return tid
    raise ValueError(f"no unused tile matches {spec!r}")


def _cubes(cubes: Sequence[int]) -> tuple[int, int, int]:
    red, white, blue = cubes
    return (red, white, blue)


def _seat(owner: int | str, players: tuple[str, ...]) -> int:
    if isinstance(owner, int):
        return owner
    return players.index(owner)


def make_position(
    players: Sequence[str],
    tiles: Sequence[TilePlacement] = (),
    houses: Sequence[HouseSpec] = (),
    hands: Sequence[Sequence[TileSpec] | None] = (),
    cubes: Sequence[tuple[int, int, int]] = (),
    vp: Sequence[int] = (),
    current: int = 0,
    phase: str = "place",
    turns: Sequence[int] = (),
    placed: tuple[int, int] | None = None,
    pile: int | None = None,
    seed: int = 0,
    note: str = "",
) -> State:
    """A position built by the placement rules.

    tiles: (spec, x, y, rotation) placed in order, each by the rules of ② (else IllegalAction);
    houses: (owner, x, y, region[, "tower harbour"]) with owner a name or seat;
    hands: per seat tile specs (None or missing: up to 2 tiles dealt from the unused ones);
    cubes: per seat (red, white, blue); vp: per seat points counted as ③ gains;
    turns: per seat turns completed (default 1, 2 before `current`; 10 each when "over");
    phase: "place", "build", "disposal" or "over"; pile: how many unused tiles form the draw
    pile (default: just enough for the remaining turns), shuffled by `seed`; the rest is boxed.
    """
    from . import RULESET  # the package registers it; imported here to avoid a cycle

    names = RULESET.check_players(players)
    n = len(names)
    used: list[int] = []
    board = initial_board()
    for spec, x, y, rotation in tiles:
        tid = pick(spec, used)
        problem = placement_problem(board, tid, x, y, rotation)
        if problem is not None:
            raise IllegalAction(*problem)
        used.append(tid)
        board = board.with_tile(Placed(tid, x, y, rotation))
    geo = geometry(board)
    built: list[House] = []
    for owner, x, y, region, *extra in houses:
        words = extra[0].split() if extra else []
        p = geo.at.get((x, y))
        if p is None or not 0 <= region < len(REGIONS[p.tile][p.rotation]):
            raise IllegalAction(RULE_POSITION, f"no island {region + 1} at ({x}, {y})")
        if any(h.x == x and h.y == y and h.region == region for h in built):
            raise IllegalAction(
                RULE_POSITION, f"two trading houses on ({x}, {y}) island {region + 1}"
            )
        built.append(House(x, y, region, _seat(owner, names), "tower" in words, "harbour" in words))
    over = phase == "over"
    # default: every seat has taken one turn, and the seats before `current` a second one
    turns = list(turns) or [TURNS_PER_PLAYER if over else 1 + (i < current) for i in range(n)]
    left = [
        0 if over else TURNS_PER_PLAYER - turns[i] - (phase != "place" and i == current)
        for i in range(n)
    ]
    hand_ids: list[tuple[int, ...]] = [()] * n
    for i in range(min(n, len(hands))):
        specs = hands[i]
        if specs is not None:
            hand_ids[i] = tuple(pick(s, used) for s in specs)
            used += hand_ids[i]
    spare = [t for t in TILE_IDS if t not in used]
    rng(seed, 0).shuffle(spare)
    for i in range(n):
        if i >= len(hands) or hands[i] is None:
            k = min(HAND_SIZE, max(0, left[i]))
            hand_ids[i], spare = tuple(spare[:k]), spare[k:]
    rest = spare
    if pile is None:
        pile = sum(max(0, left[i] - len(hand_ids[i])) for i in range(n))
    held = [_cubes(cubes[i]) if i < len(cubes) else (0, 0, 0) for i in range(n)]
    red, white, blue = (CUBES_PER_COLOUR - sum(c[k] for c in held) for k in range(3))
    seats = tuple(
        Seat(
            hand=hand_ids[i],
            cubes=held[i],
            vp_gains=vp[i] if i < len(vp) else 0,
            houses_left=HOUSES_BUILDABLE - sum(h.owner == i for h in built),
            turns=turns[i],
        )
        for i in range(n)
    )
    state = State(
        players=names,
        colours=assign_colours(names),
        seed=seed,
        board=board,
        houses=tuple(built),
        seats=seats,
        pile=tuple(rest[:pile]),
        box=tuple(sorted(rest[pile:])),
        discarded=(),
        supply=(red, white, blue),
        towers=TOWERS - sum(h.tower for h in built),
        harbours=HARBOURS - sum(h.harbour for h in built),
        current_player=None if over else current,
        phase_id=phase,
        placed=placed,
        events=(note,) if note else (),
    )
    if phase == "place":
        if not hand_ids[current]:
            raise IllegalAction(RULE_POSITION, "the player placing a tile needs a hand")
        if not fits_anywhere(board, hand_ids[current]):
            state = evolve(state, revealed_hand=hand_ids[current])
    elif phase not in ("build", "disposal", "over"):
        raise IllegalAction(RULE_POSITION, f"unknown phase {phase!r}")
    problems = invariants(state)
    if problems:
        raise IllegalAction(RULE_POSITION, "; ".join(problems))
    return state
