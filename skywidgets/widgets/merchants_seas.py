"""MerchantsSeasMap: the Terra Mystica: Merchants of the Seas hex map (ships, trades, cults)."""

from __future__ import annotations

from typing import Any

import traitlets as t

from ..games.terra_mystica import tables
from ..games.terra_mystica.factions import FACTIONS
from .base import STATIC, BoardWidget

# The base game's six power actions (ACT7–ACT9 are Merchants of the Seas' own).
BASE_POWER_ACTIONS = ("ACT1", "ACT2", "ACT3", "ACT4", "ACT5", "ACT6")


def board_tables(base: bool = False) -> dict[str, Any]:
    """The rule model's tables the map shows in words (JSON-safe; the board's `tables`).

    `base=True`: the base game's (Terra Mystica's) tables: its six power actions only, no
    ships or trade markers, and `"base": True`, so the map shows no Dock, ships or trades
    and cites the base game's rules.
    """
    tables = _all_tables()
    if base:
        tables["base"] = True
        tables["power_actions"] = {
            k: v for k, v in tables["power_actions"].items() if k in BASE_POWER_ACTIONS
        }
        tables["ships"] = 0
        tables["trade_markers"] = 0
        tables["merchants"] = []
    return tables


def _all_tables() -> dict[str, Any]:
    return {
        "terrain_names": dict(tables.TERRAIN_NAMES),
        "structures": list(tables.STRUCTURES),
        "structure_names": dict(tables.STRUCTURE_NAMES),
        "upgrades": {s: list(to) for s, to in tables.UPGRADES.items()},
        "cults": list(tables.CULTS),
        "cult_top": tables.CULT_TOP,
        "homes": {name: f.home for name, f in FACTIONS.items()},
        "merchants": sorted(name for name, f in FACTIONS.items() if f.merchants),
        "ships": tables.SHIPS,
        "trade_markers": tables.TRADE_MARKERS,
        "trade_rewards": {
            s: [vp, [dict(o) for o in options]] for s, (vp, options) in tables.TRADE_REWARDS.items()
        },
        "trade_bonus_vp": dict(tables.TRADE_BONUS_VP),
        "rounds": tables.ROUNDS,
        "round_tiles": {
            str(k): [what, vp, cult, need, dict(reward)]
            for k, (what, vp, cult, need, reward) in tables.ROUND_TILES.items()
        },
        "power_actions": {
            k: [cost, dict(gains), label]
            for k, (cost, gains, label) in tables.POWER_ACTIONS.items()
        },
        "bonus_cards": {
            k: [dict(income), special, [rule[0], list(rule[1]), rule[2]] if rule else None]
            for k, (income, special, rule) in tables.BONUS_CARDS.items()
        },
        "favors": {
            k: [dict(cults), dict(income), extra]
            for k, (cults, income, extra, _copies) in tables.FAVORS.items()
        },
        "towns": {k: dict(gains) for k, (gains, _copies) in tables.TOWNS.items()},
        "conversions": {k: list(v) for k, v in tables.CONVERSIONS.items()},
    }


class MerchantsSeasMap(BoardWidget):
    """Play Merchants of the Seas in a notebook: `MerchantsSeasMap(players=["ann", "bob"])`.

    Options go to the rule model (`factions="witches,nomads"`). Or show an existing session:
    `MerchantsSeasMap(game=g, seat=1)` (seat None = teacher), or a hand-built position such
    as `positions.trading_position()`: `MerchantsSeasMap.at(state)`.

    One trait more than every board: `tables`, the rule model's component tables the map
    spells out (trade rewards, round scoring tiles, home terrains, power actions, bonus
    cards, favor and town tiles, conversions...), sent once.
    """

    GAME = "merchants_seas"
    _esm = STATIC / "merchants_seas.js"

    tables = t.Dict(board_tables()).tag(sync=True)


class TerraMysticaMap(MerchantsSeasMap):
    """Play Terra Mystica (the base game) on the same map: `TerraMysticaMap(players=[...])`,
    or step through an imported snellman game: `TerraMysticaMap(game=ledger_game(ledger))`.

    The base game's state has no Docks, ships, trades or Shipyards, so the map shows none;
    everything else is the Merchants of the Seas board.
    """

    GAME = "terra_mystica"

    tables = t.Dict(board_tables(base=True)).tag(sync=True)
