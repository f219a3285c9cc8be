"""What a Traders of the Air position holds for one seat, as named numbers (the evaluator's terms).

Each term comes from a rule of the Traders of the Air rulebook:

- sale gain: the numbers on the seat's pairs (4.3.3 Selling goods: a sold marker scores 1 plus
  its number, 6 Scoring), and the same where the seat has no contract to sell in yet;
- exposed goods: the seat's goods of a colour a rival holds a pair of (4.3.3 Losses: a rival's
  sale costs the seat one of them);
- goods and surplus goods: unsold goods, and those over what 4.4 Taxes and Tolls lets it keep;
- money: dollars the seat can still spend (all of them during its actions, else what 4.4 keeps);
- majorities, tight majorities: cities where the seat has the most contracts (4.3.3 Purchasing
  goods: it buys there for free and is paid by the others), and those held by one contract;
- contract cities and contracts left, weighed by the game still to come (6 Scoring: 2 points per
  city, selling needs a contract there);
- supply left and the seat's turn: how much game remains, and whether the seat acts now;
- bonuses now and monopolies: the points of 6 Scoring the sheet gives the seat today that a
  rival can still take away (the most contracts in a city 3, contracts in the most cities 4,
  the most sold 1s 5; a city held alone 4 instead of 2), weighed by the game still to come.

`features(state, seat)` is read by `position_value.evaluate` and by the training script
(`scripts/train_value.py`), so the fitted weights and the coach see the same numbers.
"""

from __future__ import annotations

from .data import CONTRACTS_PER_PLAYER, MARKERS, keep_goods, keep_money
from .purchasing import majority_holder
from .scoring import (
    most_cities_holders,
    most_sold_ones_holders,
    state_tables,
    tallest_stack_holders,
)
from .state import State

NAMES: tuple[str, ...] = (
    "sale_gain",
    "sale_gain_no_contract",
    "exposed_goods",
    "goods",
    "surplus_goods",
    "money",
    "majorities",
    "tight_majorities",
    "majorities_left",
    "contract_cities_left",
    "contracts_left",
    "supply_left",
    "to_act",
    "bonuses_now",
    "monopolies",
)
# The sign each term's weight must have, from the rule behind it (+1 helps, -1 hurts, 0 either):
# the fit keeps a weight at 0 rather than let it say a rule works backwards.
SIGNS: dict[str, int] = {
    "sale_gain": 1,
    "sale_gain_no_contract": -1,
    "exposed_goods": -1,
    "goods": 1,
    "surplus_goods": -1,
    "money": 1,
    "majorities": 1,
    "tight_majorities": -1,
    "majorities_left": 1,
    "contract_cities_left": 1,
    "contracts_left": 1,
    "supply_left": 0,
    "to_act": 1,
    "bonuses_now": -1,
    "monopolies": -1,
}
SUPPLY_SCALE = 10.0  # supply markers per unit of "game left"
ACTING_STEPS = ("income", "replenish", "actions")


def _colours(goods: tuple[int, ...]) -> list[int]:
    """How many goods of each colour."""
    counts = [0] * 6
    for m in goods:
        counts[MARKERS[m][0]] += 1
    return counts


def features(state: State, seat: int) -> dict[str, float]:
    """The seat's evaluator terms in this position (see the module's list)."""
    me = state.seats[seat]
    mine = _colours(me.goods)
    rivals = [_colours(s.goods) for i, s in enumerate(state.seats) if i != seat]
    sale = sum(MARKERS[m][1] for m in me.goods if mine[MARKERS[m][0]] >= 2)
    exposed = sum(mine[c] > 0 and any(r[c] >= 2 for r in rivals) for c in range(6))
    cities = majorities = tight = monopolies = 0
    for row in state.contracts:
        if row[seat]:
            cities += 1
            monopolies += sum(1 for n in row if n) == 1
        if majority_holder(row) == seat:
            majorities += 1
            if row[seat] - max(n for i, n in enumerate(row) if i != seat) == 1:
                tight += 1
    # the game left: the supply still to come, none once the last stack is reached (5: the
    # round is played to its end)
    left = 0.0 if state.ending else sum(len(s) for s in state.stacks) / SUPPLY_SCALE
    acting = state.turn_player == seat and state.step in ACTING_STEPS
    money = me.money if acting else min(me.money, keep_money(me.mat))
    name = state.players[seat]
    _unsold, sold, contracts = state_tables(state)
    bonuses = (
        3 * (name in tallest_stack_holders(state.players, contracts))
        + 4 * (name in most_cities_holders(state.players, contracts))
        + 5 * (name in most_sold_ones_holders(sold))
    )
    return {
        "sale_gain": float(sale),
        "sale_gain_no_contract": float(sale if cities == 0 else 0),
        "exposed_goods": float(exposed),
        "goods": float(len(me.goods)),
        "surplus_goods": float(max(0, len(me.goods) - keep_goods(me.mat))),
        "money": float(money),
        "majorities": float(majorities),
        "tight_majorities": float(tight),
        "majorities_left": majorities * left,
        "contract_cities_left": cities * left,
        "contracts_left": me.contracts_left / CONTRACTS_PER_PLAYER * left,
        "supply_left": left,
        "to_act": float(acting),
        "bonuses_now": bonuses * left,
        "monopolies": monopolies * left,
    }
