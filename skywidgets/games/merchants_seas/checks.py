"""Checks of a state: conservation of pieces, markers, tiles and cards; nothing is hidden."""

from __future__ import annotations

from collections import Counter
from typing import Any

from . import board, data
from .state import State


def invariants(state: State) -> list[str]:
    """Problems found (an empty list when every count adds up)."""
    out: list[str] = []
    n = len(state.players)
    marks = Counter(s for _h, s in state.traded)
    for i, s in enumerate(state.seats):
        who = state.players[i]
        if min(s.coins, s.workers, s.priests, *s.bowls) < 0:
            out.append(f"{who} holds a negative amount")
        if s.priests + s.priests_sent > data.MAX_PRIESTS:
            out.append(f"{who} has more than 7 priests")
        if len(s.ships) > data.SHIPS:
            out.append(f"{who} has more than 3 ships out")
        if s.trades != marks.get(i, 0) or s.trades > data.TRADE_MARKERS:
            out.append(f"{who}'s trade markers do not add up")
        if s.vp != sum(v for _k, v in s.vp_by):
            out.append(f"{who}'s VP sources do not add up")
        if s.bridges != sum(1 for b in state.bridges if b[2] == i):
            out.append(f"{who}'s bridges do not add up")
        counts = Counter(b for o, b in zip(state.owner, state.building) if o == i)
        for k, v in counts.items():
            if v > data.MAX_COUNT[k]:
                out.append(f"{who} has {v} {k}")
        if any(max(s.cults) > data.CULT_TOP or min(s.cults) < 0 for _ in (0,)):
            out.append(f"{who} is off a cult track")
    for tile, left in state.favor_pool:
        held = sum(1 for s in state.seats if tile in s.favors)
        if left < 0 or left + held != data.FAVORS[tile][3]:
            out.append(f"favor tile {tile} copies do not add up")
    for tile, left in state.town_pool:
        held = sum(s.towns.count(tile) for s in state.seats)
        if left < 0 or left + held != data.TOWNS[tile][1]:
            out.append(f"town tile {tile} copies do not add up")
    if state.round:
        cards = len(state.bonus_pool) + sum(1 for s in state.seats if s.bonus)
        if cards != n + 3:
            out.append("bonus cards do not add up")
    for h in range(board.N_HEXES):
        if (state.owner[h] >= 0) != bool(state.building[h]):
            out.append(f"hex {board.NAMES[h]} has an owner without a structure")
    return out


def hidden_check(state: State, seat: int, shown: dict[str, Any]) -> list[str]:
    """Nothing in Terra Mystica is hidden; views only need to be the public table."""
    return [] if shown.get("seat") == seat else ["view made for another seat"]


def reveals(before: State, after: State) -> bool:
    """Whether a step shows hidden information: never (everything is on the table)."""
    return False
