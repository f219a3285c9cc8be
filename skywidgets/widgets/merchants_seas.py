"""MerchantsSeasMap: the Terra Mystica: Merchants of the Seas hex map (ships, trades, cults)."""

from __future__ import annotations

from .base import STATIC, BoardWidget


class MerchantsSeasMap(BoardWidget):
    """Play Merchants of the Seas in a notebook: `MerchantsSeasMap(players=["ann", "bob"])`.

    Options go to the rule model (`factions="witches,nomads"`). Or show an existing session:
    `MerchantsSeasMap(game=g, seat=1)` (seat None = teacher), or a hand-built position such
    as `examples.trading_position()`: `MerchantsSeasMap.at(state)`.
    """

    GAME = "merchants_seas"
    _esm = STATIC / "merchants_seas.js"
