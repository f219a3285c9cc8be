"""Hand-made positions of Merchants of the Seas for examples, tests and the tutorial (built
from a real new game); `H` and `river` name hexes of the map."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from skywidgets.games.terra_mystica.board import BY_NAME as H
from skywidgets.games.terra_mystica.board import river
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.setup import draw_round_tiles
from skywidgets.games.terra_mystica.state import State, evolve

from .fleet import Fleet, Seas, seas
from .setup import SEAS_BOX, new_game

TILES = (13, 15, 10, 11, 12, 17)  # a legal draw used by default in hand-built positions
FLEET_FIELDS = frozenset(f.name for f in dataclasses.fields(Fleet))


def table(
    factions: Sequence[str] = ("witches", "nomads"),
    builds: Iterable[tuple[str, int, str]] = (),
    step: str = "actions",
    rnd: int = 1,
    turn: int = 0,
    tiles: tuple[int, ...] = TILES,
    bonus: Sequence[str] | None = None,
    pool: Sequence[str] | None = None,
    seat_kw: Mapping[int, Mapping[str, Any]] | None = None,
    **extra: Any,
) -> State:
    """A Phase II position with players A, B, ...: `builds` = [(hex name, seat, structure)],
    `bonus` = each seat's Bonus card, `pool` = the cards on display, `seat_kw` = {seat:
    {field: value}} (a Seat's, or a Fleet's: ships, trades, dock); `extra` sets other State
    fields (and `traded`, the trade markers on the map).  Each structure's hex is turned into
    its owner's home terrain (structures stand only there)."""
    n = len(factions)
    s = new_game([chr(65 + k) for k in range(n)], seed=0, factions=",".join(factions))
    owner, building, terrain = list(s.owner), list(s.building), list(s.terrain)
    for name, seat, struct in builds:
        owner[H[name]], building[H[name]] = seat, struct
        terrain[H[name]] = FACTIONS[s.factions[seat]].home
    cards = bonus or ("BON3", "BON5", "BON7", "BON8")[:n]
    seats = [evolve(seat, bonus=cards[k]) for k, seat in enumerate(s.seats)]
    fleets = list(seas(s).fleets)
    for k, fields in (seat_kw or {}).items():
        own = {f: v for f, v in fields.items() if f in FLEET_FIELDS}
        seats[k] = evolve(seats[k], **{f: v for f, v in fields.items() if f not in own})
        fleets[k] = evolve(fleets[k], **own)
    part = Seas(fleets=tuple(fleets), traded=frozenset(extra.pop("traded", frozenset())))
    return evolve(
        s,
        owner=tuple(owner),
        building=tuple(building),
        terrain=tuple(terrain),
        step=step,
        round=rnd,
        turn=turn,
        order=tuple(range(n)),
        queue=(),
        round_tiles=tiles,
        seats=tuple(seats),
        bonus_pool=tuple((c, 0) for c in (pool or ("BON1", "BON2", "BON4"))),
        expansion=part,
        **extra,
    )


def trading_position() -> State:
    """Witches (A) with a ship on the river next to the Nomads' (B) Trading house at C1.

    A takes the Shipyard board's Move Ships action, moves onto C1, and trades: 3 VP and a
    choice of 3 coins or 1 worker + 1 coin; B may then take 2 power for 1 VP."""
    return table(
        factions=("witches", "nomads"),
        builds=[("A3", 0, "D"), ("C1", 1, "TP"), ("B1", 1, "D")],
        tiles=draw_round_tiles(0, SEAS_BOX),
        bonus=("BON3", "BON5"),
        seat_kw={0: {"ships": (river("B", 2),), "shipping": 1, "dock": H["A3"]}},
    )
