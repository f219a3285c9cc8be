"""Game Setup A–F: the initial block, the seeded draw pile, hands of 2, colours, start player."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from skywidgets.core import IllegalAction, rng

from .data import (
    CUBES_PER_COLOUR,
    GAME,
    HAND_SIZE,
    HARBOURS,
    INITIAL_BLOCK,
    PLAYER_COLOURS,
    TILE_IDS,
    TILES_USED,
    TOWERS,
)
from .state import Board, Placed, Seat, State
from .turn import start_turn

RULE_SETUP = f"{GAME} — Game Setup"


_INITIAL = Board(tuple(Placed(i, x, y, 0) for i, (x, y, _r, _s) in enumerate(INITIAL_BLOCK)))


def initial_board() -> Board:
    """Setup A: the four quarters of the initial tile at (0,0), (1,0), (0,1), (1,1).

    One shared board (boards are immutable), so its geometry is worked out only once.
    """
    return _INITIAL


def assign_colours(players: Sequence[str]) -> tuple[str, ...]:
    """Setup D: a player named after a colour gets it; others take the rest in seat order."""
    free = [c for c in PLAYER_COLOURS if c not in players]
    return tuple(p if p in PLAYER_COLOURS else free.pop(0) for p in players)


def new_game(players: Sequence[str], seed: int = 0, **options: Any) -> State:
    """A new game: seat 0 starts (Setup F: seat order is given by the caller).

    The players were checked by `Ruleset.start` (2 to 4 different names).
    """
    if options:
        raise IllegalAction(
            RULE_SETUP, "this game has no options (unknown: " + ", ".join(sorted(options)) + ")"
        )
    names = tuple(players)
    n = len(names)
    order = list(TILE_IDS)
    rng(seed, 0).shuffle(order)
    out = len(TILE_IDS) - TILES_USED[n]
    box, pile = tuple(sorted(order[:out])), tuple(order[out:])
    hands = [pile[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(n)]
    state = State(
        players=names,
        colours=assign_colours(names),
        seed=int(seed),
        board=initial_board(),
        houses=(),
        seats=tuple(Seat(hand=h) for h in hands),
        pile=pile[n * HAND_SIZE :],
        box=box,
        discarded=(),
        supply=(CUBES_PER_COLOUR,) * 3,
        towers=TOWERS,
        harbours=HARBOURS,
        current_player=0,
        phase_id="place",
    )
    return start_turn(state, 0, [], list(state.seats), state.board, state.supply, state.pile)
