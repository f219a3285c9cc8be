"""A cheap position value for the bots, in VP beyond the score sheet: what a seat's
resources, structures, tracks and cult positions are likely still worth.

Weights are rough Terra Mystica rules of thumb (a coin is about 1/3 VP at the end, a worker
builds, a priest climbs a cult); with them `greedy` beats `random` in every measured game.
Used by GreedyBot and at the MCTS rollout cut-off."""

from __future__ import annotations

from . import tables
from .facts import counts_of
from .reach import ships_of
from .scoring import rank_points
from .state import State

VALUE_SCALE = 5.0  # a margin of this many VP counts as clearly ahead

COIN, WORKER, PRIEST = 0.35, 1.1, 1.6
POWER_III, POWER_II = 0.4, 0.2
# What a structure on the board is worth beyond its VP: its income over the rounds left,
# its weight towards network and towns (per round left, then a flat part).
INCOME_PER_ROUND = {"D": 0.9, "TP": 1.2, "TE": 1.1, "SH": 1.6, "SA": 1.4, "SY": 1.0}
STRUCTURE = {"D": 1.0, "TP": 2.0, "TE": 2.0, "SH": 3.0, "SA": 3.0, "SY": 2.5}
TRACK_STEP = 1.5  # shipping / exchange step, beyond its VP
SHIP = 0.8  # an expansion's ship on the board (Merchants of the Seas)
KEY = 1.0
CULT_SHARE = 0.8  # the final cult majorities, as they stand, discounted
CULT_STEP = 0.15  # each cult space (power on the way, future majorities)
NETWORK_SHARE = 0.3  # the network bonus by structure count (a cheap stand-in for the network)


def evaluate(state: State, seat: int) -> float:
    """Seat `seat`'s position value in VP beyond its score-sheet VP (0 once the game is over)."""
    if state.step == "over":
        return 0.0
    s = state.seats[seat]
    rounds_left = max(0, tables.ROUNDS - max(state.round, 1) + (0 if s.passed else 1))
    value = COIN * s.coins + WORKER * s.workers + PRIEST * s.priests
    value += POWER_III * s.bowls[2] + POWER_II * s.bowls[1]
    counts = counts_of(state, seat)
    for kind, n in counts.items():
        value += n * (STRUCTURE[kind] + INCOME_PER_ROUND[kind] * rounds_left)
    value += TRACK_STEP * (s.shipping + s.dig) + SHIP * len(ships_of(state, seat)) + KEY * s.keys
    value += CULT_STEP * sum(s.cults)
    value += CULT_SHARE * _cult_majorities(state, seat)
    value += NETWORK_SHARE * _network_share(state, seat)
    return value


def _cult_majorities(state: State, seat: int) -> float:
    """The final cult points `seat` would get if the game ended now."""
    total = 0
    for c in range(len(tables.CULTS)):
        ranks = rank_points([s.cults[c] for s in state.seats], tables.CULT_VP)
        total += ranks[seat]
    return float(total)


def _network_share(state: State, seat: int) -> float:
    """The network bonus by each seat's number of structures (not their connections)."""
    sizes = [sum(counts_of(state, i).values()) for i in range(len(state.seats))]
    return float(rank_points(sizes, tables.NETWORK_VP)[seat])
