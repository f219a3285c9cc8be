"""The rulebook's worked examples for the tutorial (each with its documented result)."""

from __future__ import annotations

from skywidgets.games.terra_mystica import tables

from .trading import owner_offer, pass_bonus_for_trades, trade_reward


def pass_bonus_five_markers() -> int:
    """New air favor: passing with 5 trade markers on the board scores 3 VP."""
    return pass_bonus_for_trades(5)


def trade_with_each_structure() -> dict[str, dict[str, int]]:
    """The reward of a trade with each structure type (first option of each "/" choice)."""
    return {s: trade_reward(s, 0) for s in tables.STRUCTURES}


def power_for_vp_decision() -> tuple[int, int]:
    """Trading with a Stronghold whose owner has bowls 1/4/7 and 10 VP: (power, VP cost).

    The Stronghold's power value is 3; the bowls can take 2×1 + 4 = 6, so the owner may take
    all 3 power for 2 VP, or decline both."""
    return owner_offer("SH", (1, 4, 7), 10)


EXAMPLES = {
    "pass bonus for 5 trade markers": (pass_bonus_five_markers, 3),
    "power for VP when trading with a Stronghold": (power_for_vp_decision, (3, 2)),
}
