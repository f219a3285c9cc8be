"""Shared by the Merchants of the Seas rule tests: positions and the exact decision answers."""

from __future__ import annotations

from skywidgets.games.merchants_seas import actions as A
from skywidgets.games.merchants_seas.positions import H, river, table
from skywidgets.games.merchants_seas.ships import trade_rewards
from skywidgets.games.merchants_seas.state import PowerOffer, State, decision

__all__ = ["H", "leech", "river", "table", "trade"]


def leech(state: State, accept: bool) -> A.Leech:
    """The exact leech action for the offer waiting in `state`."""
    return A.Leech(accept, decision(state, PowerOffer).power)


def trade(state: State, h: int, option: int) -> A.ResolveTrade:
    """The exact resolve_trade action for the trade waiting at hex `h` in `state`."""
    structure = state.building[h]
    vp, _options = trade_rewards(structure, state.seats[state.pending[0].seat].favors)
    return A.ResolveTrade(h, option, structure, vp)
