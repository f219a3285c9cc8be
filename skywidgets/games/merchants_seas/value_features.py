"""What a Merchants of the Seas position holds for one seat, as named numbers (the evaluator's
terms): the base game's position value, and what the expansion adds to it.

- engine_value: Terra Mystica's position value (`terra_mystica.position_value`: resources,
  structures and their income, tracks, ships, cults, network), whose weights were checked
  against the league's games;
- pass_vp: what the seat's Bonus card (the Shipyard's BON6X among them) and favour tiles pay
  when it passes (Phase II — Pass);
- best_trade: the most one Move Ships action can still trade for (Using Ships to Trade: VP and
  the mover's reward, `trade_reach.best_trade`).

The expansion's two terms count only while rounds remain: once the game is over, or the seat
has passed in the last round, they are 0. `features(state, seat)` is read by
`position_value.evaluate` and by the training script (`scripts/train_value.py`).
"""

from __future__ import annotations

from skywidgets.games.terra_mystica import tables
from skywidgets.games.terra_mystica.passing import pass_vp
from skywidgets.games.terra_mystica.position_value import evaluate as engine_evaluate
from skywidgets.games.terra_mystica.state import State

from .trade_reach import best_trade, ships_of

NAMES: tuple[str, ...] = ("engine_value", "pass_vp", "best_trade")

#: Each term's sign as the rules give it: more of any is worth more.
SIGNS: dict[str, int] = dict.fromkeys(NAMES, 1)

#: Terms the fit holds at a weight, each from the best evidence that has it: the base game's
#: value keeps its scale, which the league's games checked (terra_mystica/value_weights.json);
#: the VP a Bonus card and favour tiles pay on passing is a base-game term, set where the
#: league's winners and gains are best predicted (`--league-grid pass_vp`); self-play fits the
#: expansion's own term, the trades in reach.
HELD: dict[str, float] = {"engine_value": 1.0, "pass_vp": 0.5}


def rounds_remain(state: State, seat: int) -> bool:
    """Whether the seat still has a turn to come: the game is not over, and it has not passed
    in the last round."""
    over = state.step == "over"
    return not over and not (state.round >= tables.ROUNDS and state.seats[seat].passed)


def base_features(state: State, seat: int) -> dict[str, float]:
    """The terms a base Terra Mystica position has too (no ships: `best_trade` 0), so the
    league's games can check them (`scripts/train_value.py merchants_seas --league-grid`)."""
    live = rounds_remain(state, seat)
    return {
        "engine_value": engine_evaluate(state, seat),
        "pass_vp": float(sum(vp for _source, vp in pass_vp(state, seat))) if live else 0.0,
        "best_trade": 0.0,
    }


def features(state: State, seat: int) -> dict[str, float]:
    """The seat's evaluator terms (the expansion's 0 once the seat has no turn to come)."""
    terms = base_features(state, seat)
    if rounds_remain(state, seat) and ships_of(state, seat):
        terms["best_trade"] = best_trade(state, seat)
    return terms
