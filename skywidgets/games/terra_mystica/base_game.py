"""Preparation of a base game: its options, the factions, round tiles and Bonus cards (from
the options when a record gives them, else drawn by seeded chance)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from skywidgets.core import IllegalAction, rng
from skywidgets.games.terra_mystica import tables

from .boxes import (
    ALWAYS,
    ALWAYS_MEANS,
    BASE,
    OPTIONS,
    Box,
    box_of,
    spade_tile_ok,
)
from .factions import FACTION_ORDER, FACTIONS, conflict
from .setup import (
    draw_bonus_cards,
    draw_round_tiles,
    parse_factions,
    start_game,
)
from .state import State

R_SETUP = "Terra Mystica — Setup"
R_OPTIONS = "Terra Mystica — league options (snellman)"
# The options a new game has when none are given: the base game as printed, with the
# official errata of the Cultists' power.
DEFAULT_OPTIONS = frozenset({"errata-cultist-power", *ALWAYS})
_TRUE = {True, "1", "true", "yes", "on"}
_FALSE = {False, "0", "false", "no", "off"}


def game_options(given: Mapping[str, Any]) -> frozenset[str]:
    """The league options in effect: the defaults with each given one turned on or off."""
    on = set(DEFAULT_OPTIONS)
    for name, value in given.items():
        if name not in OPTIONS:
            raise IllegalAction(
                R_OPTIONS, f"unknown option {name!r} (options: {', '.join(OPTIONS)})"
            )
        flag = value.lower() if isinstance(value, str) else value
        if flag in _TRUE:
            on.add(name)
        elif flag in _FALSE:
            if name in ALWAYS:
                raise IllegalAction(
                    R_OPTIONS, f"{name} cannot be turned off: here {ALWAYS_MEANS[name]}"
                )
            on.discard(name)
        else:
            raise IllegalAction(R_OPTIONS, f"option {name} is true or false, not {value!r}")
    return frozenset(on)


def draw_factions(seed: int, players: int) -> tuple[str, ...]:
    """`players` factions of different home terrains, drawn by seeded chance."""
    deck = list(FACTION_ORDER)
    rng(seed, 2).shuffle(deck)
    chosen: list[str] = []
    for f in deck:
        if len(chosen) < players and not any(conflict(f, g) for g in chosen):
            chosen.append(f)
    return tuple(chosen)


def _names(value: Any, what: str) -> tuple[str, ...]:
    """A list option given as a list or as comma-separated text."""
    if isinstance(value, str):
        value = [v.strip() for v in value.split(",") if v.strip()]
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise IllegalAction(R_SETUP, f"{what} must be a list of names")
    return tuple(v.upper() for v in value)


def parse_round_tiles(value: Any, box: Box) -> tuple[int, ...]:
    """The `round_tiles` option: six of SCORE1–SCORE9, rounds 1 to 6 in order."""
    names = _names(value, "round_tiles")
    tiles = tuple(int(n[5:]) if n[:5] == "SCORE" and n[5:].isdigit() else -1 for n in names)
    if len(tiles) != tables.ROUNDS or len(set(tiles)) != tables.ROUNDS:
        raise IllegalAction(R_SETUP, "round_tiles: six different round scoring tiles")
    for name, t in zip(names, tiles):
        if t not in box.round_tiles:
            raise IllegalAction(R_SETUP, f"round_tiles: {name} is not a tile of this game")
    if not spade_tile_ok(BASE, tiles):
        raise IllegalAction(R_SETUP, "round_tiles: SCORE1 (spades) is never in round 5 or 6")
    return tiles


def parse_bonus_cards(value: Any, box: Box, players: int) -> tuple[str, ...]:
    """The `bonus_cards` option: the players + 3 Bonus cards in play."""
    cards = _names(value, "bonus_cards")
    for c in cards:
        if c not in box.bonus_cards:
            raise IllegalAction(R_SETUP, f"bonus_cards: {c} is not a Bonus card of this game")
    if len(set(cards)) != len(cards) or len(cards) != players + 3:
        raise IllegalAction(R_SETUP, f"bonus_cards: {players} players play with {players + 3}")
    return tuple(sorted(cards, key=lambda c: int(c[3:])))


def new_game(
    players: Sequence[str],
    seed: int = 0,
    factions: Any = None,
    round_tiles: Any = None,
    bonus_cards: Any = None,
    **options: Any,
) -> State:
    """A base game ready for the first initial Dwelling (2–5 players)."""
    n = len(players)
    on = game_options(options)
    box = box_of(BASE, on)
    chosen = draw_factions(seed, n) if factions is None else parse_factions(n, factions, R_SETUP)
    tiles = (
        draw_round_tiles(seed, box) if round_tiles is None else parse_round_tiles(round_tiles, box)
    )
    if bonus_cards is None:
        cards = draw_bonus_cards(seed, n, box)
    else:
        cards = parse_bonus_cards(bonus_cards, box, n)
    assert all(f in FACTIONS for f in chosen)
    return start_game(players, seed, chosen, box, tiles, cards, on)
