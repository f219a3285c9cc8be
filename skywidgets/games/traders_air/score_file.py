"""`skywidgets score traders_air FILE.json`: validate an end-of-game table and score it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from skywidgets.core import PositionError, ScoreSheet

from .data import (
    CITIES,
    COLOURS,
    COLOURS_REMOVED,
    CONTRACTS_PER_PLAYER,
    GUILD_MATS,
    KEEP_GOODS,
    VALUES_PER_COLOUR,
    keep_goods,
)
from .scoring import score_table

FIELDS = ("players", "contracts", "first_to_last_stack")
# Every turn ends with taxes and tolls (4.4), so nobody ends the game with more goods than a
# guild mat lets them keep.
MOST_KEPT = max([KEEP_GOODS, *(keep_goods(mat) for mat in GUILD_MATS)])


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _numbers(value: Any, field: str) -> list[int]:
    if not isinstance(value, list):
        raise PositionError(field, "must be a list of marker numbers (1, 2 or 3)")
    for i, v in enumerate(value):
        if not _int(v) or v not in (1, 2, 3):
            raise PositionError(f"{field}[{i}]", f"a goods marker shows 1, 2 or 3, not {v!r}")
    return list(value)


def _players(data: Any) -> tuple[list[str], dict[str, list[int]], dict[str, list[int]]]:
    if not isinstance(data, Mapping) or not data:
        raise PositionError("players", "must be an object: name -> {unsold, sold}")
    if not 2 <= len(data) <= 4:
        raise PositionError("players", f"the game is for 2 to 4 players, not {len(data)}")
    names: list[str] = []
    unsold: dict[str, list[int]] = {}
    sold: dict[str, list[int]] = {}
    for name, entry in data.items():
        where = f"players.{name}"
        if not isinstance(name, str) or not name:
            raise PositionError(where, "a player name must be non-empty text")
        if not isinstance(entry, Mapping):
            raise PositionError(where, "must be an object with 'unsold' and 'sold' lists")
        extra = set(entry) - {"unsold", "sold"}
        if extra:
            raise PositionError(f"{where}.{sorted(extra)[0]}", "unknown field")
        names.append(name)
        kept = _numbers(entry.get("unsold", []), f"{where}.unsold")
        if len(kept) > MOST_KEPT:
            raise PositionError(
                f"{where}.unsold",
                f"{len(kept)} unsold markers, but "
                "the last taxes and tolls leave at most 3 (4 for the Hoarders)",
            )
        if len(kept) > KEEP_GOODS and any(len(u) > KEEP_GOODS for u in unsold.values()):
            raise PositionError(
                f"{where}.unsold",
                f"{len(kept)} unsold markers, but only one player (the Hoarders) "
                f"keeps more than {KEEP_GOODS} at taxes and tolls",
            )
        unsold[name] = kept
        sold[name] = _numbers(entry.get("sold", []), f"{where}.sold")
        if len(sold[name]) == 1:
            raise PositionError(
                f"{where}.sold",
                "a single sold marker, but every sale sells at least two of a colour",
            )
    in_play = len(COLOURS) - COLOURS_REMOVED[len(names)]
    for v in (1, 2, 3):
        total = sum(vals.count(v) for table in (unsold, sold) for vals in table.values())
        limit = in_play * VALUES_PER_COLOUR.count(v)
        if total > limit:
            raise PositionError(
                "players",
                f"{total} markers with number {v}, but a {len(names)}-player game has only {limit}",
            )
    return names, unsold, sold


def _contracts(data: Any, names: list[str]) -> dict[str, dict[str, int]]:
    if not isinstance(data, Mapping):
        raise PositionError("contracts", "must be an object: city -> {player: count}")
    out: dict[str, dict[str, int]] = {}
    totals = dict.fromkeys(names, 0)
    for city, row in data.items():
        where = f"contracts.{city}"
        if city not in CITIES:
            raise PositionError(where, f"unknown city (the cities are {', '.join(CITIES)})")
        if not isinstance(row, Mapping):
            raise PositionError(where, "must be an object: player -> count")
        for player, count in row.items():
            field = f"{where}.{player}"
            if player not in totals:
                raise PositionError(field, f"unknown player (the players are {', '.join(names)})")
            if not _int(count) or count < 0:
                raise PositionError(
                    field, f"a contract count must be a whole number ≥ 0, not {count!r}"
                )
            totals[player] += count
            if totals[player] > CONTRACTS_PER_PLAYER:
                raise PositionError(
                    field,
                    f"{player} would have {totals[player]} contracts on "
                    f"the board; each player has {CONTRACTS_PER_PLAYER}",
                )
        out[city] = {p: n for p, n in row.items() if n}
    return out


def _check_spent(
    names: list[str],
    unsold: dict[str, list[int]],
    sold: dict[str, list[int]],
    contracts: dict[str, dict[str, int]],
) -> None:
    """Contracts come from spent markers: each places its number (+1 for the Contractors)."""
    in_play = len(COLOURS) - COLOURS_REMOVED[len(names)]
    left = {
        v: in_play * VALUES_PER_COLOUR.count(v)
        - sum(vals.count(v) for table in (unsold, sold) for vals in table.values())
        for v in (1, 2, 3)
    }
    most = sum(v * n for v, n in left.items()) + min(sum(left.values()), CONTRACTS_PER_PLAYER)
    sales = sum(1 for p in names if sold[p])  # every sale takes one contract back
    placed = sum(n for row in contracts.values() for n in row.values()) + sales
    if placed > most:
        raise PositionError(
            "contracts",
            f"{placed - sales} contracts on the board after {sales} sale(s), but the markers "
            f"neither sold nor unsold could set up at most {most - sales}",
        )


def score_position(data: Mapping[str, Any]) -> ScoreSheet:
    """Score a described end-of-game table; raise PositionError naming the first bad field."""
    if not isinstance(data, Mapping):
        raise PositionError("position", "must be a JSON object")
    extra = [k for k in data if k not in FIELDS]
    if extra:
        name = str(extra[0])[:40] or '""'  # an empty key is still named
        raise PositionError(name, f"unknown field (known: {', '.join(FIELDS)})")
    if "players" not in data:
        raise PositionError("players", "missing")
    names, unsold, sold = _players(data["players"])
    contracts = _contracts(data.get("contracts", {}), names)
    _check_spent(names, unsold, sold, contracts)
    first = data.get("first_to_last_stack")
    if first is not None and first not in names:
        raise PositionError("first_to_last_stack", f"unknown player {first!r}")
    return score_table(names, unsold, sold, contracts, first)
