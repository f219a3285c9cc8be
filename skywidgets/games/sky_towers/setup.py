"""Setup of the three modes: Multiplayer, Light solitaire and Taroma solitaire."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from skywidgets.core import IllegalAction, Variant, rng

from . import citations as C
from .data import (
    BONUS_NAMES,
    DECK,
    LIGHT_DEFAULT,
    LIGHT_SIZES,
    MODES,
    START_HAND,
    TAROMA_LEVELS,
    TAROMA_NAME,
    TAROMA_ROW,
)
from .state import TAROMA_SEAT, Seat, State

#: Every mode and difficulty, with the player counts each allows (the conformance tests play them).
VARIANTS = (
    Variant({"mode": "multiplayer"}, players=(2, 3, 4)),
    *(Variant({"mode": "light", "difficulty": n}, players=(1,)) for n in LIGHT_SIZES),
    *(Variant({"mode": "taroma", "difficulty": level}, players=(1,)) for level in TAROMA_LEVELS),
)


def player_counts(options: Mapping[str, Any]) -> range:
    """Light and Taroma are solitaire games; the multiplayer game is for 2 to 4."""
    return range(1, 2) if options.get("mode") in ("light", "taroma") else range(2, 5)


def shuffled_deck(seed: int) -> tuple[int, ...]:
    """Setup step 2: the 50 tower cards shuffled by chance event 0 of the seed."""
    cards = list(DECK)
    rng(seed, 0).shuffle(cards)
    return tuple(cards)


def new_game(
    players: Sequence[str],
    seed: int = 0,
    mode: str = "multiplayer",
    difficulty: int | str | None = None,
) -> State:
    """A new game of Sky Towers in `mode` ("multiplayer", "light" or "taroma").

    The core has checked the players (`player_counts`) before calling it.
    """
    names = tuple(str(p) for p in players)
    if mode not in MODES:
        raise IllegalAction(C.SETUP, f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise IllegalAction(C.SETUP, "the seed must be a whole number")
    deck = shuffled_deck(seed)
    if mode == "multiplayer":
        return _multiplayer(names, seed, deck, difficulty)
    if mode == "light":
        return _light(names, seed, deck, difficulty)
    return _taroma(names, seed, deck, difficulty)


def _multiplayer(
    names: tuple[str, ...], seed: int, deck: tuple[int, ...], difficulty: object
) -> State:
    if difficulty is not None:
        raise IllegalAction(C.SETUP, "the multiplayer game has no difficulty setting")
    spaces = 2 if len(names) == 2 else 1
    seats = []
    for i in range(len(names)):
        hand = tuple(sorted(deck[i * START_HAND : (i + 1) * START_HAND]))
        seats.append(Seat(hand=hand, towers=((),) * spaces))
    return State(
        mode="multiplayer",
        difficulty=None,
        players=names,
        seats=tuple(seats),
        deck=deck[len(names) * START_HAND :],
        bonus_owner=(None,) * len(BONUS_NAMES),
        active=0,
        actions_left=2,
        seed=seed,
        chance=1,
    )


def _light(names: tuple[str, ...], seed: int, deck: tuple[int, ...], difficulty: object) -> State:
    size = LIGHT_DEFAULT if difficulty is None else difficulty
    if isinstance(size, bool) or not isinstance(size, int) or size not in LIGHT_SIZES:
        raise IllegalAction(
            C.LIGHT_DIFFICULTY,
            f"difficulty is the number of cards dealt: 5, 4, 3 or 2, not {difficulty!r}",
        )
    seat = Seat(hand=tuple(sorted(deck[:size])), towers=((), ()))
    return State(
        mode="light",
        difficulty=size,
        players=names,
        seats=(seat,),
        deck=deck[2 * size :],
        set_aside=deck[size : 2 * size],
        bonus_owner=(None,) * len(BONUS_NAMES),
        active=0,
        actions_left=0,
        seed=seed,
        chance=1,
    )


def _taroma(names: tuple[str, ...], seed: int, deck: tuple[int, ...], difficulty: object) -> State:
    if names[0].casefold() == TAROMA_NAME.casefold():
        raise IllegalAction(C.TAROMA_SETUP, f"{TAROMA_NAME!r} is the automaton's name")
    level = "normal" if difficulty is None else difficulty
    if level not in TAROMA_LEVELS:
        raise IllegalAction(
            C.TAROMA_DIFFICULTY, f"difficulty must be 'normal' or 'hard', not {difficulty!r}"
        )
    human = Seat(hand=tuple(sorted(deck[:START_HAND])), towers=((), ()))
    row = tuple((v, False) for v in deck[START_HAND : START_HAND + TAROMA_ROW])
    taroma = Seat(row=row, towers=((),) * (3 if level == "hard" else 2))
    return State(
        mode="taroma",
        difficulty=level,
        players=(names[0], TAROMA_NAME),
        seats=(human, taroma),
        deck=deck[START_HAND + TAROMA_ROW :],
        bonus_owner=(None,) * len(BONUS_NAMES),
        active=TAROMA_SEAT,
        actions_left=2,
        seed=seed,
        chance=1,
    )
