"""`skywidgets score terra_mystica FILE.json`: an end-of-game table to a final score sheet
(an expansion adds the fields of its own, `extras`: merchants_seas/score_file.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from skywidgets.core import PositionError, ScoreItem, ScoreSheet

from . import tables
from .consistency import MAX_COINS, MAX_VP, MAX_WORKERS
from .factions import FACTIONS, conflict
from .scoring import R_INGAME, final_items, leftover_vp

STRUCTURES = sum(tables.MAX_COUNT.values())  # a faction's whole board: the largest network
TOKENS = max(f.bowl1 + f.bowl2 for f in FACTIONS.values())  # power tokens of any faction
_ROW_FIELDS = frozenset(
    {
        "name",
        "faction",
        "vp",
        "network",
        "cults",
        "coins",
        "workers",
        "priests",
        "power",
    }
)


# An expansion's field of a row: (player's name, value, field path) -> its line on the sheet
# (None: nothing to show), or PositionError.
Extra = Callable[[str, Any, str], ScoreItem | None]


def whole(value: Any, field: str, low: int, high: int) -> int:
    """`value` as a whole number from `low` to `high`, or PositionError naming `field`."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise PositionError(field, "must be a whole number")
    if not low <= value <= high:
        raise PositionError(field, f"must be between {low} and {high}")
    return value


def _faction_fits(faction: str, taken: list[str], field: str) -> None:
    """Refuse a faction already at the table, or one sharing a home terrain with another."""
    if not faction:
        return
    if faction in taken:
        raise PositionError(field, f"{faction} is already at the table")
    for other in taken:
        if conflict(faction, other):
            raise PositionError(field, f"{faction} and {other} share a home terrain")
    taken.append(faction)


def _bowls(power: Any, faction: str, field: str) -> list[int]:
    """The three power bowls: no more tokens than the faction owns (12, fewer after burning)."""
    if not isinstance(power, list) or len(power) != 3:
        raise PositionError(field, "must list the 3 bowls")
    tokens = FACTIONS[faction].bowl1 + FACTIONS[faction].bowl2 if faction else TOKENS
    bowls = [whole(b, f"{field}[{j}]", 0, tokens) for j, b in enumerate(power)]
    if sum(bowls) > tokens:
        raise PositionError(field, f"the faction owns {tokens} power tokens, not {sum(bowls)}")
    return bowls


def score_position(pos: Mapping[str, Any], extras: Mapping[str, Extra] | None = None) -> ScoreSheet:
    """Validate a position dict (see docs/formats/merchants_seas.md) and score it; `extras`
    are the fields an expansion adds to a row."""
    extras = extras or {}
    if not isinstance(pos, Mapping):
        raise PositionError("position", "must be a JSON object")
    for key in pos:
        if key != "players":
            raise PositionError(
                str(key)[:40] or '""', 'unknown field (a position has only "players")'
            )
    rows = pos.get("players")
    if not isinstance(rows, list) or not tables.MIN_PLAYERS <= len(rows) <= tables.MAX_PLAYERS:
        raise PositionError(
            "players",
            f"must be a list of {tables.MIN_PLAYERS} to {tables.MAX_PLAYERS} player entries",
        )
    names: list[str] = []
    factions: list[str] = []
    networks, cults, leftovers, items = [], [], [], []
    for k, row in enumerate(rows):
        f = f"players[{k}]"
        if not isinstance(row, Mapping):
            raise PositionError(f, "must be an object")
        for key in row:
            if key not in _ROW_FIELDS and key not in extras:
                known = ", ".join(sorted(_ROW_FIELDS | extras.keys()))
                raise PositionError(f"{f}.{key}", f"unknown field (a row has: {known})")
        name = row.get("name")
        if not isinstance(name, str) or not name or name in names:
            raise PositionError(f"{f}.name", "must be a unique, non-empty name")
        faction = row.get("faction", "")
        if not isinstance(faction, str) or (faction and faction not in FACTIONS):
            raise PositionError(f"{f}.faction", f"unknown faction {faction!r}")
        _faction_fits(faction, factions, f"{f}.faction")
        vp = whole(row.get("vp"), f"{f}.vp", 0, MAX_VP)
        networks.append(whole(row.get("network"), f"{f}.network", 0, STRUCTURES))
        cult = row.get("cults")
        if not isinstance(cult, list) or len(cult) != 4:
            raise PositionError(f"{f}.cults", "must list 4 positions (fire, water, earth, air)")
        cults.append([whole(c, f"{f}.cults[{j}]", 0, tables.CULT_TOP) for j, c in enumerate(cult)])
        coins = whole(row.get("coins", 0), f"{f}.coins", 0, MAX_COINS)
        workers = whole(row.get("workers", 0), f"{f}.workers", 0, MAX_WORKERS)
        priests = whole(row.get("priests", 0), f"{f}.priests", 0, tables.MAX_PRIESTS)
        bowls = _bowls(row.get("power", [0, 0, 0]), faction, f"{f}.power")
        per_vp = FACTIONS[faction].coins_per_vp if faction in FACTIONS else tables.COINS_PER_VP
        leftovers.append(leftover_vp(coins, workers, priests, bowls, per_vp))
        names.append(name)
        items.append(
            ScoreItem(name, "VP during play", vp, "VP track before final scoring", R_INGAME)
        )
        for key, extra in extras.items():
            if key in row and (item := extra(name, row[key], f"{f}.{key}")) is not None:
                items.append(item)
    for c in range(4):
        tops = [n for n, row in zip(names, cults) if row[c] == tables.CULT_TOP]
        if len(tops) > 1:
            raise PositionError(
                f"players[{names.index(tops[1])}].cults[{c}]",
                "only one faction can reach space 10 of a cult",
            )
    items += final_items(names, networks, cults, leftovers)
    return ScoreSheet.build(
        names, items, tiebreak="Terra Mystica has no tie-break: tied players share."
    )
