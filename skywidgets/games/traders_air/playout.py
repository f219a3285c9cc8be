"""A quick playout policy for the search bot: sell, fulfil and buy when it can, else roam."""

from __future__ import annotations

import random

from skywidgets.core import Action

from .actions import CollectIncome, EndActions, Lose, PayTaxes, Replenish, SkipReplenish
from .data import MARKERS
from .guild_contracts import legal_contracts
from .moving import legal_moves
from .purchasing import legal_purchases
from .replenish import must_replenish
from .selling import legal_losses, legal_sales
from .state import State
from .taxes import legal_taxes

INCOME = "income"
REPLENISH_CHANCE = 0.6
SETUP_CHANCE = 0.5  # set up contracts in a city where the seat has none
BUY_CHANCE = 0.8
MOVE_CHANCE = 0.7


def _pairs(keep: tuple[int, ...]) -> int:
    colours = [MARKERS[m][0] for m in keep]
    return len(colours) - len(set(colours))


def _taxes(state: State, rng: random.Random) -> PayTaxes:
    options = legal_taxes(state)
    best = max(_pairs(p.keep) for p in options)
    return rng.choice([p for p in options if _pairs(p.keep) == best])


def _lose(state: State) -> Lose:
    return min(legal_losses(state), key=lambda a: MARKERS[a.marker][1])


def _act(state: State, rng: random.Random) -> Action:
    if not state.acted:
        sales = legal_sales(state)
        if sales:
            return max(sales, key=lambda s: sum(MARKERS[m][1] for m in s.markers))
        turn = state.turn_player
        if state.contracts[state.ship][turn] == 0 and rng.random() < SETUP_CHANCE:
            contracts = legal_contracts(state)
            if contracts:
                return rng.choice(contracts)
        if rng.random() < BUY_CHANCE:
            purchases = legal_purchases(state)
            if purchases:
                return rng.choice(purchases)
    if rng.random() < MOVE_CHANCE:
        moves = legal_moves(state)
        if moves:
            return rng.choice(moves)
    return EndActions()


def rollout(state: State, rng: random.Random) -> Action:
    """A legal move for a playout: sales first, then contracts, purchases and moves."""
    step = state.step
    if step == "actions":
        return _act(state, rng)
    if step == INCOME:
        return CollectIncome()
    if step == "replenish":
        if must_replenish(state) or rng.random() < REPLENISH_CHANCE:
            return Replenish()
        return SkipReplenish()
    if step == "losses":
        return _lose(state)
    return _taxes(state, rng)
