"""The coach's knowledge before issue 28's fitted evaluators, kept to measure against.

Sky Islands', Traders of the Air's and Sky Towers' hand-set position values and Traders'
earlier playout policy, exactly as they were, searched as they were: no prior at the root,
playouts cut off after 40 moves. `previous_ruleset(name)` is the game's Ruleset with them in its
`coach` (used by `scripts/compare_coach.py` and `scripts/measure_positions.py`). Sky Islands'
playout policy itself did not change (`playout.policy`, without the prior and the cutoff). Sky
Towers' search did not change either: only its value is the hand-set one.
"""

from __future__ import annotations

import dataclasses
import random

from skywidgets.core import Action, Ruleset, get
from skywidgets.games.sky_islands.data import TURNS_PER_PLAYER
from skywidgets.games.sky_islands.playout import policy as islands_playout
from skywidgets.games.sky_islands.position_value import island_standings
from skywidgets.games.sky_islands.state import State as IslandsState
from skywidgets.games.sky_towers.data import KITES, TARGET
from skywidgets.games.sky_towers.position_value import light_value
from skywidgets.games.sky_towers.state import TAROMA_SEAT
from skywidgets.games.sky_towers.state import State as TowersState
from skywidgets.games.sky_towers.tips import stuck
from skywidgets.games.traders_air.actions import EndActions
from skywidgets.games.traders_air.data import MARKERS, keep_goods, keep_money
from skywidgets.games.traders_air.guild_contracts import legal_contracts
from skywidgets.games.traders_air.moving import legal_moves
from skywidgets.games.traders_air.playout import rollout as traders_rollout
from skywidgets.games.traders_air.purchasing import legal_purchases, majority_holder
from skywidgets.games.traders_air.selling import legal_sales
from skywidgets.games.traders_air.state import State as TradersState


def islands_value(state: IslandsState, seat: int) -> float:
    """Sky Islands' hand-set position value (islands 0.9, cubes, sets, houses, harbours)."""
    value = 0.9 * island_standings(state)[seat]
    me = state.seats[seat]
    value += 0.25 * sum(me.cubes) + 0.75 * min(me.cubes)
    turns_left = TURNS_PER_PLAYER - me.turns
    for h in state.houses:
        if h.owner == seat:
            value += 0.3
            if h.harbour:
                value += 0.5 * turns_left
    return value


def towers_value(state: TowersState, seat: int) -> float:
    """Sky Towers' hand-set position value (0.7 of a tower's kites + 2 by its height squared,
    −3 for a stuck tower, 0.15 a kite in hand; Taroma's row and Light as now)."""
    s = state.seats[seat]
    if state.mode == "taroma" and seat == TAROMA_SEAT:
        return float(sum(KITES[v] for v, up in s.row if not up))
    if state.mode == "light":
        return light_value(s.towers, s.hand.count(1))
    value = 0.0
    for cards in s.towers:
        if stuck(cards, s.hand.count(1)):
            value -= 3.0
        elif cards:
            height = sum(cards) / TARGET
            value += 0.7 * (sum(KITES[c] for c in cards) + 2.0) * height * height
    return value + 0.15 * sum(KITES[c] for c in s.hand)


def traders_value(state: TradersState, seat: int) -> float:
    """Traders' hand-set position value (money, half the pairs' numbers, cities, majorities)."""
    mine = state.seats[seat]
    value = 0.25 * min(mine.money, keep_money(mine.mat))
    counts = [0] * 6
    sums = [0] * 6
    for m in mine.goods:
        colour, number = MARKERS[m]
        counts[colour] += 1
        sums[colour] += number
    for colour in range(6):
        if counts[colour] >= 2:
            value += 0.5 * sums[colour]
    surplus = len(mine.goods) - keep_goods(mine.mat)
    if surplus > 0:
        value -= surplus
    for row in state.contracts:
        if row[seat]:
            value += 0.3
            if majority_holder(row) == seat:
                value += 0.5
    return value


def _traders_act(state: TradersState, rng: random.Random) -> Action:
    """Traders' earlier actions policy: sell, else contracts or a purchase by chance, else roam."""
    if not state.acted:
        sales = legal_sales(state)
        if sales:
            return max(sales, key=lambda s: sum(MARKERS[m][1] for m in s.markers))
        if state.contracts[state.ship][state.turn_player] == 0 and rng.random() < 0.5:
            contracts = legal_contracts(state)
            if contracts:
                return rng.choice(contracts)
        if rng.random() < 0.8:
            purchases = legal_purchases(state)
            if purchases:
                return rng.choice(purchases)
    if rng.random() < 0.7:
        moves = legal_moves(state)
        if moves:
            return rng.choice(moves)
    return EndActions()


def traders_playout(state: TradersState, rng: random.Random) -> Action:
    """Traders' earlier playout policy (the other steps as the current one plays them)."""
    if state.step == "actions":
        return _traders_act(state, rng)
    return traders_rollout(state, rng)


def previous_ruleset(name: str) -> Ruleset:
    """The game's Ruleset with the coach's knowledge as it was before the fitted evaluators."""
    ruleset = get(name)
    if name == "sky_islands":
        coach = dataclasses.replace(ruleset.coach, evaluate=islands_value, rollout=islands_playout)
    elif name == "sky_towers":
        coach = dataclasses.replace(ruleset.coach, evaluate=towers_value)
    elif name == "traders_air":
        coach = dataclasses.replace(ruleset.coach, evaluate=traders_value, rollout=traders_playout)
    else:
        raise ValueError(f"no previous coach kept for {name}")
    return dataclasses.replace(ruleset, coach=coach)
