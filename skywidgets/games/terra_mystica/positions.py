"""Hand-made positions of the base game for examples, tests and the tutorial: a Phase II
position built from a real base-game setup (base tiles, Bonus cards, Favor and Town tiles,
league options; no Dock and no ships). `H` names the map's hexes ("E5" -> index)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .base_game import new_game
from .board import BY_NAME as H
from .factions import FACTIONS
from .state import State, evolve

__all__ = ["H", "table"]

# SCORE3 (Dwelling 2 VP) in round 1, then SCORE4, 5, 6, 7, 8: a legal base-game sequence
TILES = (3, 4, 5, 6, 7, 8)
CARDS = ("BON3", "BON5", "BON7", "BON8", "BON9")  # the seats' Bonus cards, in seat order
# on display: the first 3 of these the seats do not hold (players + 3 cards in all)
POOL = ("BON1", "BON2", "BON4", "BON6", "BON3", "BON5", "BON7", "BON8", "BON9")


def table(
    factions: Sequence[str],
    builds: Iterable[tuple[str, int, str]] = (),
    *,
    tiles: tuple[int, ...] = TILES,
    bonus: Sequence[str] | None = None,
    pool: Sequence[str] | None = None,
    seat_kw: Mapping[int, Mapping[str, Any]] | None = None,
    options: Iterable[str] = (),
    rnd: int = 1,
    turn: int = 0,
    **extra: Any,
) -> State:
    """A base-game Phase II position, round `rnd`, seat `turn` on turn: `builds` = [(hex
    name, seat, structure)] (each hex turned into its owner's home terrain), `bonus` = each
    seat's Bonus card, `pool` = the cards on display (3 of them by default), `seat_kw` =
    {seat: {field: value}} (the Town and Favor tiles they hold are taken from the supply),
    `options` = league options; `extra` sets other State fields."""
    n = len(factions)
    s = new_game(
        [chr(65 + k) for k in range(n)],
        0,
        factions=",".join(factions),
        round_tiles=[f"SCORE{t}" for t in tiles],
        **dict.fromkeys(options, True),
    )
    owner, building, terrain = list(s.owner), list(s.building), list(s.terrain)
    for name, seat, struct in builds:
        owner[H[name]], building[H[name]] = seat, struct
        terrain[H[name]] = FACTIONS[s.factions[seat]].home
    cards = tuple(bonus or CARDS[:n])
    shown = tuple(pool or [c for c in POOL if c not in cards][:3])
    seats = [evolve(seat, bonus=cards[k]) for k, seat in enumerate(s.seats)]
    for k, fields in (seat_kw or {}).items():
        seats[k] = evolve(seats[k], **fields)
    held_towns = [t for seat in seats for t in seat.towns]
    held_favors = [f for seat in seats for f in seat.favors]
    return evolve(
        s,
        town_pool=tuple((t, n - held_towns.count(t)) for t, n in s.town_pool),
        favor_pool=tuple((f, n - held_favors.count(f)) for f, n in s.favor_pool),
        owner=tuple(owner),
        building=tuple(building),
        terrain=tuple(terrain),
        step="actions",
        round=rnd,
        turn=turn,
        order=tuple(range(n)),
        queue=(),
        seats=tuple(seats),
        bonus_pool=tuple((c, 0) for c in shown),
        **extra,
    )
