"""Determinization for the search bots: a full table consistent with what one seat sees.

Hidden from a seat: the other players' hands (unless revealed at ② because nothing fitted),
the draw pile's tiles and order, and the tiles returned to the box at setup. The unknown
tiles are the 40 sky island tiles minus every tile the seat sees (the table, the discards,
its own hand, a revealed hand), in sorted order, shuffled with the caller's generator and
dealt back in the same counts. Two tables the seat sees alike thus give the same sample for
the same generator state, whatever their hidden order. The setup seed is redrawn as well:
the true one would rebuild the true pile.
"""

from __future__ import annotations

import random

from skywidgets.core import evolve

from .data import TILE_IDS
from .state import State

_SEED_BITS = 31


def known_hand(state: State, i: int, seat: int) -> tuple[int, ...] | None:
    """Seat `i`'s hand as `seat` knows it: its own, a revealed one, or None when hidden."""
    if i == seat:
        return state.seats[i].hand
    if state.revealed_hand is None or i != state.current_player:
        return None
    hand = list(state.revealed_hand)
    if state.phase_id != "place" and state.discarded:  # ② discarded since the reveal
        hand.remove(state.discarded[-1])
    return tuple(hand)


def unknown_pool(state: State, seat: int) -> list[int]:
    """The tiles `seat` cannot see, in sorted order (the 40 tiles minus the visible)."""
    seen = {p.tile for p in state.board.tiles} | set(state.discarded)
    for i in range(len(state.seats)):
        hand = known_hand(state, i, seat)
        if hand is not None:
            seen.update(hand)
    return [t for t in TILE_IDS if t not in seen]


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A full table whose view for `seat` equals the real one, everything hidden resampled."""
    pool = unknown_pool(state, seat)
    rng.shuffle(pool)
    seats = list(state.seats)
    at = 0
    for i, s in enumerate(state.seats):
        hand = known_hand(state, i, seat)
        if hand is None:
            hand = tuple(pool[at : at + len(s.hand)])
            at += len(s.hand)
        if hand != s.hand:
            seats[i] = evolve(s, hand=hand)
    pile = tuple(pool[at : at + len(state.pile)])
    at += len(state.pile)
    box = tuple(sorted(pool[at:]))
    if len(box) != len(state.box) or len(pile) != len(state.pile):
        raise ValueError("the position's tile counts do not add up to the 40 tiles")
    return evolve(state, seats=tuple(seats), pile=pile, box=box, seed=rng.getrandbits(_SEED_BITS))
