"""Shared by the Merchants of the Seas rule tests: positions and the exact decision answers."""

from __future__ import annotations

from skywidgets.core import evolve
from skywidgets.games.merchants_seas import actions as A
from skywidgets.games.merchants_seas import apply
from skywidgets.games.merchants_seas.positions import H, river, table
from skywidgets.games.merchants_seas.ships import trade_rewards
from skywidgets.games.merchants_seas.state import PowerOffer, State, TurnEnd, decision

__all__ = ["H", "end_turn", "finishing", "leech", "river", "table", "trade", "turn_of"]


def finishing(state: State) -> bool:
    """Whether the seat on turn is in the finish step (its action and follow-ups done)."""
    return bool(state.pending) and isinstance(state.pending[0], TurnEnd)


def end_turn(state: State) -> State:
    """`state` after the seat on turn ends its turn in the finish step (which must be due)."""
    decision(state, TurnEnd)
    return apply(state, A.EndTurn())


def leech(state: State, accept: bool) -> A.Leech:
    """The exact leech action for the offer waiting in `state`."""
    return A.Leech(accept, decision(state, PowerOffer).power)


def trade(state: State, h: int, option: int) -> A.ResolveTrade:
    """The exact resolve_trade action for the trade waiting at hex `h` in `state`."""
    structure = state.building[h]
    vp, _options = trade_rewards(structure, state.seats[state.pending[0].seat].favors)
    return A.ResolveTrade(h, option, structure, vp)


def turn_of(state: State, seat: int) -> State:
    """`state` with the turn ended (the finish step too, when due) and given to `seat`: a
    shortcut to a later turn of the same seat."""
    if finishing(state):
        state = end_turn(state)
    return evolve(state, turn=seat)
