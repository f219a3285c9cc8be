"""Merchants of the Seas — Components: what the expansion's box puts on the table (its round
scoring tiles, Bonus cards, Favor and Town tiles, power actions, the Shipyard) and the named
rules of the base game it always plays (the engine's boxes.py)."""

from __future__ import annotations

import dataclasses

from skywidgets.games.terra_mystica import tables
from skywidgets.games.terra_mystica.boxes import Box

SEAS = "seas"  # `State.box` of a game of this box
OPTIONS = ("mini-expansion-1",)  # the mini expansion's other Town tiles, TW6 and TW8
R_POWER = "Terra Mystica — Phase II: Power actions; Merchants of the Seas — New Power Actions"
R_TRADE = "Merchants of the Seas — Using Ships to Trade"

COMPONENTS = Box(
    SEAS,
    round_tiles=tuple(range(10, 22)),
    bonus_cards=tuple(
        sorted(f"BON{n}" for n in ("1", "2", "3", "4", "5", "6X", "7", "8", "9", "11", "12", "13"))
    ),
    favors=tuple(f"FAV{n}" for n in range(1, 17)),
    towns=("TW1", "TW2", "TW3", "TW4", "TW5", "TW7", "TW9"),
    power_actions=tuple(f"ACT{n}" for n in range(1, 10)),
    structures=("D", "TP", "TE", "SH", "SA", "SY"),
    # Preparation: the turn order of a round is the pass order of the one before; the Cultists'
    # power when every offer is declined follows the errata
    rules=frozenset({"variable-turn-order", "errata-cultist-power"}),
    range_top=tables.MAX_RANGE,  # Fakirs and Dwarves: merchants on a Range track (1 to 4)
    power_rule=R_POWER,
    source_rules={
        "round scoring tiles": "Merchants of the Seas — New Scoring tiles",
        "trades": R_TRADE,
        "power from trades": R_TRADE,
    },
    options=OPTIONS,
    round_tiles_ok=tables.round_tile_ok,
)
# With the mini expansion's other Town tiles (its +1 Shipping tiles, TW7, are in the box
# already, 2 of them: Merchants of the Seas — Preparation).
MINI = dataclasses.replace(COMPONENTS, towns=tuple(sorted(COMPONENTS.towns + ("TW6", "TW8"))))


def components(options: frozenset[str]) -> Box:
    """The expansion's box with `options`."""
    return MINI if "mini-expansion-1" in options else COMPONENTS
