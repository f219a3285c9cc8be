"""`skywidgets score merchants_seas FILE.json`: an end-of-game table to a final score sheet."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from skywidgets.core import PositionError, ScoreItem, ScoreSheet

from . import data
from .factions import FACTIONS
from .scoring import R_INGAME, final_items, leftover_vp, pass_bonus_for_trades

_ROW_FIELDS = frozenset(
    {
        "name",
        "faction",
        "vp",
        "network",
        "cults",
        "trade_markers",
        "coins",
        "workers",
        "priests",
        "power",
    }
)


def _int(value: Any, field: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise PositionError(field, "must be a whole number")
    if not low <= value <= high:
        raise PositionError(field, f"must be between {low} and {high}")
    return value


def score_position(pos: Mapping[str, Any]) -> ScoreSheet:
    """Validate a position dict (see docs/formats/merchants_seas.md) and score it."""
    if not isinstance(pos, Mapping):
        raise PositionError("position", "must be a JSON object")
    for key in pos:
        if key != "players":
            raise PositionError(str(key), 'unknown field (a position has only "players")')
    rows = pos.get("players")
    if not isinstance(rows, list) or not 2 <= len(rows) <= 5:
        raise PositionError("players", "must be a list of 2 to 5 player entries")
    names, networks, cults, leftovers, items = [], [], [], [], []
    for k, row in enumerate(rows):
        f = f"players[{k}]"
        if not isinstance(row, Mapping):
            raise PositionError(f, "must be an object")
        for key in row:
            if key not in _ROW_FIELDS:
                raise PositionError(
                    f"{f}.{key}", "unknown field (see docs/formats/merchants_seas.md)"
                )
        name = row.get("name")
        if not isinstance(name, str) or not name or name in names:
            raise PositionError(f"{f}.name", "must be a unique, non-empty name")
        faction = row.get("faction", "")
        if not isinstance(faction, str) or (faction and faction not in FACTIONS):
            raise PositionError(f"{f}.faction", f"unknown faction {faction!r}")
        vp = _int(row.get("vp"), f"{f}.vp", 0, 500)
        networks.append(_int(row.get("network"), f"{f}.network", 0, 30))
        cult = row.get("cults")
        if not isinstance(cult, list) or len(cult) != 4:
            raise PositionError(f"{f}.cults", "must list 4 positions (fire, water, earth, air)")
        cults.append([_int(c, f"{f}.cults[{j}]", 0, data.CULT_TOP) for j, c in enumerate(cult)])
        trades = _int(row.get("trade_markers", 0), f"{f}.trade_markers", 0, data.TRADE_MARKERS)
        coins, workers, priests = (
            _int(row.get(key, 0), f"{f}.{key}", 0, 999) for key in ("coins", "workers", "priests")
        )
        power = row.get("power", [0, 0, 0])
        if not isinstance(power, list) or len(power) != 3:
            raise PositionError(f"{f}.power", "must list the 3 bowls")
        bowls = [_int(b, f"{f}.power[{j}]", 0, 30) for j, b in enumerate(power)]
        leftovers.append(leftover_vp(coins, workers, priests, bowls))
        names.append(name)
        items.append(
            ScoreItem(name, "VP during play", vp, "VP track before final scoring", R_INGAME)
        )
        if trades:
            items.append(
                ScoreItem(
                    name,
                    "trade markers",
                    0,
                    f"{trades} trade markers placed (they scored during play; "
                    f"the new air favor gives {pass_bonus_for_trades(trades)} VP "
                    "per pass at this count)",
                    "Merchants of the Seas — New Favor tiles",
                )
            )
    for c in range(4):
        tops = [n for n, row in zip(names, cults) if row[c] == data.CULT_TOP]
        if len(tops) > 1:
            raise PositionError(
                f"players[{names.index(tops[1])}].cults[{c}]",
                "only one faction can reach space 10 of a cult",
            )
    items += final_items(names, networks, cults, leftovers)
    return ScoreSheet.build(
        names, items, tiebreak="Terra Mystica has no tie-break: tied players share."
    )
