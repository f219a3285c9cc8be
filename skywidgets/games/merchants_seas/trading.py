"""Merchants of the Seas — Using Ships to Trade: what a trade brings the mover (VP and a
reward from the Shipping Overview, the new earth favor's extra VP) and offers the owner
(power for VP), the new air favor's VP for the trade markers placed, and rewards in words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from skywidgets.games.terra_mystica import tables
from skywidgets.games.terra_mystica.tile_words import UNITS


def trade_rewards(structure: str, favors: Sequence[str] = ()) -> tables.TradeReward:
    """(VP, reward options) for trading with `structure` (new earth favor, FAV15, included)."""
    vp, options = tables.TRADE_REWARDS[structure]
    if "FAV15" in favors:
        vp += tables.TRADE_BONUS_VP[structure]
    return vp, options


def trade_reward(structure: str, option: int = 0, favors: Sequence[str] = ()) -> dict[str, int]:
    """VP and goods for trading with `structure`, taking reward `option` ("/" choices)."""
    vp, options = trade_rewards(structure, favors)
    return {"VP": vp, **options[option]}


def owner_offer(structure: str, bowls: Sequence[int], vp: int) -> tuple[int, int]:
    """(power the owner may take, VP it costs) when someone trades with `structure`."""
    room = 2 * bowls[0] + bowls[1]
    power = min(tables.POWER_VALUE[structure], room, vp + 1)
    return power, max(0, power - 1)


def pass_bonus_for_trades(markers: int) -> int:
    """VP of the new air favor tile on passing: 2/3/4/5 for 1–3/4–6/7–9/10+ markers."""
    return tables.pass_trades_vp(markers)


_GOODS = {**UNITS, "CULT": ("cult step of your choice", "cult steps on one cult of your choice")}


def reward_words(option: Mapping[str, int]) -> str:
    """A "+" bundle of trade goods in plain words, e.g. "1 worker + 1 coin"."""
    return " + ".join(f"{n} {_GOODS[k][0 if n == 1 else 1]}" for k, n in option.items())
