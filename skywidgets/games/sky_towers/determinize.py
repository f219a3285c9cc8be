"""Determinization for the search bots: a full table consistent with what one seat sees.

Hidden from a seat: the other players' hands, the deck's cards and order, Light's set-aside
cards, the box (cards out of play in a hand-built position) and Taroma's face-down row cards.
The unknown cards are the box's 50 minus every card the seat sees (its own hand, all towers,
completed towers, Taroma's face-up cards, Light's discard pile), taken in sorted order and
shuffled with the caller's generator; so two tables the seat sees alike give the same sample
for the same generator state, whatever their hidden order. The chance seed is redrawn as well,
so future random events (Taroma's 6 and 5) do not follow the true table's seed.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import islice

from skywidgets.core import evolve

from .data import DECK
from .state import TAROMA_SEAT, Seat, State

_SEED_BITS = 31


def visible_cards(state: State, seat: int) -> Counter[int]:
    """Every card `seat` can see, by value (its hand, towers, face-up row cards, discard)."""
    seen: Counter[int] = Counter(state.discard)
    for i, s in enumerate(state.seats):
        if i == seat:
            seen.update(s.hand)
        for cards in s.towers:
            seen.update(cards)
        for cards in s.completed:
            seen.update(cards)
        seen.update(v for v, up in s.row if up)
    return seen


def unknown_pool(state: State, seat: int) -> list[int]:
    """The cards `seat` cannot see, in sorted order (the box's full list minus the visible)."""
    unknown = Counter(DECK)
    unknown.subtract(visible_cards(state, seat))
    return [v for v in sorted(unknown) for _ in range(max(unknown[v], 0))]


def _hidden_hand(state: State, i: int, seat: int) -> bool:
    """Whether seat `i`'s hand is hidden from `seat` (Taroma holds a row, not a hand)."""
    return i != seat and not (state.mode == "taroma" and i == TAROMA_SEAT)


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A full table whose view for `seat` equals the real one, everything hidden resampled."""
    pool = unknown_pool(state, seat)
    rng.shuffle(pool)
    need = (
        len(state.deck)
        + len(state.set_aside)
        + len(state.box)
        + sum(len(s.hand) for i, s in enumerate(state.seats) if _hidden_hand(state, i, seat))
        + sum(1 for s in state.seats for _, up in s.row if not up)
    )
    if need != len(pool):
        raise ValueError(
            f"sky_towers: {len(pool)} unseen cards for {need} hidden places (not a full box)"
        )
    cards = iter(pool)
    deck = tuple(islice(cards, len(state.deck)))
    set_aside = tuple(islice(cards, len(state.set_aside)))
    box = tuple(sorted(islice(cards, len(state.box))))
    seats: list[Seat] = []
    for i, s in enumerate(state.seats):
        changes: dict[str, object] = {}
        if _hidden_hand(state, i, seat):
            changes["hand"] = tuple(sorted(islice(cards, len(s.hand))))
        if any(not up for _, up in s.row):
            changes["row"] = tuple((v, True) if up else (next(cards), False) for v, up in s.row)
        seats.append(evolve(s, **changes) if changes else s)
    return evolve(
        state,
        deck=deck,
        set_aside=set_aside,
        box=box,
        seats=tuple(seats),
        seed=rng.getrandbits(_SEED_BITS),
        chance=1,
    )
