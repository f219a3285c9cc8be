"""A quick playout policy for the search bot: greedy by the rulebook, with a little noise.

4.3.3: sell the biggest sale there is; set up contracts with a marker that makes no pair, most
of all where a rival holds the majority or the seat has none; buy the marker that makes a
pair (free where the seat holds the majority), else a free one, else now and then any; 4.3.2:
move towards a city where the seat holds contracts when it has a pair to sell, else roam. One
move in ten of the actions phase is chosen at random among those kinds (`NOISE`).
"""

from __future__ import annotations

import random

from skywidgets.core import Action

from .actions import (
    CollectIncome,
    EndActions,
    Lose,
    PayTaxes,
    Purchase,
    Replenish,
    SkipReplenish,
)
from .data import CITY_INDEX, MARKERS
from .guild_contracts import legal_contracts
from .moving import legal_moves
from .prior import one_ply_prior
from .purchasing import legal_purchases, majority_holder, purchase_price
from .replenish import must_replenish
from .selling import legal_losses, legal_sales
from .state import State
from .taxes import legal_taxes

INCOME = "income"
REPLENISH_CHANCE = 0.6
SETUP_CHANCE = 0.5  # set up contracts in a city where the seat has none
BUY_CHANCE = 0.8
MOVE_CHANCE = 0.7
NOISE = 0.1  # a move of the old, less choosy policy this often


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
    if rng.random() < NOISE:
        return _roam(state, rng)
    turn = state.turn_player
    goods = state.seats[turn].goods
    held = [0] * 6
    for m in goods:
        held[MARKERS[m][0]] += 1
    if not state.acted:
        sales = legal_sales(state)
        if sales:
            return max(sales, key=lambda s: sum(MARKERS[m][1] for m in s.markers))
        row = state.contracts[state.ship]
        contracts = [c for c in legal_contracts(state) if held[MARKERS[c.marker][0]] < 2]
        if contracts and (row[turn] == 0 or majority_holder(row) not in (turn, None)):
            return max(contracts, key=lambda c: (MARKERS[c.marker][1], c.extra))
        purchases = legal_purchases(state)
        pairing = [p for p in purchases if held[MARKERS[_marker(state, p)][0]] == 1]
        if pairing:
            return max(pairing, key=lambda p: MARKERS[_marker(state, p)][1])
        if purchases and (purchase_price(state) == 0 or rng.random() < BUY_CHANCE / 2):
            return rng.choice(purchases)
    moves = legal_moves(state)
    if moves and max(held) >= 2:
        selling = [m for m in moves if state.contracts[CITY_INDEX[m.city]][turn] > 0]
        if selling:
            return rng.choice(selling)
    if moves and rng.random() < MOVE_CHANCE:
        return rng.choice(moves)
    return EndActions()


def _marker(state: State, purchase: Purchase) -> int:
    """The marker a purchase takes."""
    marker = state.spaces[purchase.space]
    assert marker is not None
    return marker


def _roam(state: State, rng: random.Random) -> Action:
    """The old policy: sell, else contracts or a purchase by chance, else move or stop."""
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


class Playout:
    """The playout policy (called as `Ruleset.coach.rollout`), the search root's prior, and
    how many moves a playout runs before the position value judges it (`cutoff`)."""

    cutoff = 40  # moves: about a round of three players, then the fitted position value judges

    def __call__(self, state: State, rng: random.Random) -> Action:
        """A legal move by the quick policy (`policy`)."""
        return policy(state, rng)

    def prior(self, state: State, seat: int, legal: list[Action]) -> dict[Action, float]:
        """Each legal move's prior weight, summing to 1 (the position value one move ahead)."""
        return one_ply_prior(state, seat, legal)


def policy(state: State, rng: random.Random) -> Action:
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


#: The policy as the Ruleset declares it: `rollout(state, rng)`, with `rollout.prior`.
rollout = Playout()
