"""What a Terra Mystica position holds for one seat, as named numbers (the evaluator's terms).

Each term is something the rulebook turns into VP later:

- coins, workers, priests and the power in bowls II and III: what the seat can still spend
  (at the end, every 3 coins are 1 VP and the rest converts to coins first: Game End);
- structures of each kind, and the same count times the rounds of income still to come
  (Phase I — Income: each Dwelling, Trading house, Temple, Stronghold and Sanctuary adds to
  the income track), plus the Merchants of the Seas' Shipyard;
- track steps (Shipping and the exchange track: reach, and cheaper spades), an expansion's
  ships on the board, and town keys (a cult's 10th space needs one);
- cult steps (power on the way, Phase III bonuses) and the final cult majorities as the
  tracks stand (8 / 4 / 2 VP per cult: Game End);
- the network bonus by each seat's number of structures (a cheap stand-in for the largest
  connected area: 18 / 12 / 6 VP).

`features(state, seat)` is read by `position_value.evaluate` and by the training script
(`scripts/train_value.py`), so the fitted weights and the coach see the same numbers.
"""

from __future__ import annotations

from . import tables
from .facts import counts_of
from .reach import ships_of
from .scoring import rank_points
from .state import State

#: The structure kinds, in the order of their terms (SY: Merchants of the Seas' Shipyard).
KINDS = ("D", "TP", "TE", "SH", "SA", "SY")

NAMES: tuple[str, ...] = (
    "coins",
    "workers",
    "priests",
    "power_bowl_3",
    "power_bowl_2",
    *(f"structures_{kind}" for kind in KINDS),
    *(f"income_rounds_{kind}" for kind in KINDS),
    "track_steps",
    "ships",
    "keys",
    "cult_steps",
    "cult_majorities",
    "network_share",
)

# The sign each term's weight must have, from the rule behind it (+1 helps, -1 hurts, 0 either):
# the fit keeps a weight at 0 rather than let it say a rule works backwards.
SIGNS: dict[str, int] = dict.fromkeys(NAMES, 1)


def rounds_left(state: State, seat: int) -> int:
    """The rounds whose income the seat still collects (this round's too, before it passes)."""
    s = state.seats[seat]
    return max(0, tables.ROUNDS - max(state.round, 1) + (0 if s.passed else 1))


def features(state: State, seat: int) -> dict[str, float]:
    """The seat's evaluator terms in this position (see the module's list)."""
    s = state.seats[seat]
    left = rounds_left(state, seat)
    counts = counts_of(state, seat)
    terms = {
        "coins": float(s.coins),
        "workers": float(s.workers),
        "priests": float(s.priests),
        "power_bowl_3": float(s.bowls[2]),
        "power_bowl_2": float(s.bowls[1]),
    }
    for kind in KINDS:
        n = counts.get(kind, 0)
        terms[f"structures_{kind}"] = float(n)
        terms[f"income_rounds_{kind}"] = float(n * left)
    terms["track_steps"] = float(s.shipping + s.dig)
    terms["ships"] = float(len(ships_of(state, seat)))
    terms["keys"] = float(s.keys)
    terms["cult_steps"] = float(sum(s.cults))
    terms["cult_majorities"] = cult_majorities(state, seat)
    terms["network_share"] = network_share(state, seat)
    return terms


def cult_majorities(state: State, seat: int) -> float:
    """The final cult points `seat` would get if the game ended now."""
    total = 0
    for c in range(len(tables.CULTS)):
        ranks = rank_points([s.cults[c] for s in state.seats], tables.CULT_VP)
        total += ranks[seat]
    return float(total)


def network_share(state: State, seat: int) -> float:
    """The network bonus by each seat's number of structures (not their connections)."""
    sizes = [sum(counts_of(state, i).values()) for i in range(len(state.seats))]
    return float(rank_points(sizes, tables.NETWORK_VP)[seat])
