"""`skywidgets score merchants_seas FILE.json`: the engine's end-of-game table with the
expansion's field, each player's trade markers (docs/formats/merchants_seas.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from skywidgets.core import ScoreItem, ScoreSheet
from skywidgets.games.terra_mystica import score_file, tables

from .trading import pass_bonus_for_trades


def trade_markers(name: str, value: Any, field: str) -> ScoreItem | None:
    """A player's trade markers placed: they scored during play; the line says what the new
    air favor gives for them when passing."""
    trades = score_file.whole(value, field, 0, tables.TRADE_MARKERS)
    if not trades:
        return None
    return ScoreItem(
        name,
        "trade markers",
        0,
        f"{trades} trade markers placed (they scored during play; the new air favor gives "
        f"{pass_bonus_for_trades(trades)} VP per pass at this count)",
        "Merchants of the Seas — New Favor tiles",
    )


def score_position(pos: Mapping[str, Any]) -> ScoreSheet:
    """Validate an end-of-game table of the expansion and score it."""
    return score_file.score_position(pos, {"trade_markers": trade_markers})
