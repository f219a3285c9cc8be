"""The Merchants of the Seas coach's knowledge: what ships and trades are worth.

The engine's knowledge (terra_mystica: `position_value.evaluate`, the playout policy, the
league prior) knows nothing of ships beyond a flat value per ship, and its playouts never
trade. This module adds what the expansion's rulebook says a ship is for (Merchants of the
Seas — Ships: trade, transform and build, pay for a Dwelling):

- `evaluate` (`position_value`): the engine's value plus what the Bonus card pays on passing
  and part of the best trade each ship can still reach (`trade_reach`), with fitted weights;
- `MerchantsPolicy`: playouts that take a free Move Ships action when a trade is in reach,
  sail onto the structure worth most, take the better reward and place new ships where they
  reach rivals; at the search root the league prior of the base game, with the Move Ships
  action lifted when a trade is in reach and a prior of trade values over ship decisions.
"""

from __future__ import annotations

import math
import random

from skywidgets.core import Action, Coach
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import tables
from skywidgets.games.terra_mystica.explain import explain
from skywidgets.games.terra_mystica.playout import rollout as engine_rollout
from skywidgets.games.terra_mystica.prior import LeaguePolicy
from skywidgets.games.terra_mystica.rules import legal_actions
from skywidgets.games.terra_mystica.state import State

from .position_value import VALUE_SCALE, evaluate
from .ship_actions import MoveShip, PlaceShip, ResolveTrade
from .trade_reach import best_trade, reward_value, ships_of, targets, trade_value

MOVE_SHIPS = (A.Special("move_ships"), A.PowerAction("ACT7"))
MOVE_LIFT = 0.35  # the least prior share of a Move Ships action with a trade in reach
EXPANSION_CARDS = ("BON6X", "BON11", "BON12", "BON13")
TRADE_TEMPERATURE = 1.5  # VP: the softness of the prior over ship decisions


def _decision_kind(state: State) -> str:
    """The kind of the decision under way ("move", "trade", "ship", ...), "" on turn."""
    return state.pending[0].kind if state.pending else ""


def _ship_choice(state: State, action: Action, seat: int) -> float:
    """A ship decision's move in VP: a trade's value, a placement's reach, a reward's goods."""
    if isinstance(action, MoveShip):
        if state.owner[action.dst] >= 0:
            return trade_value(state.building[action.dst])
        return 0.5 * max(targets(state, seat, action.dst).values(), default=0.0)
    if isinstance(action, ResolveTrade):
        options = tables.TRADE_REWARDS[action.structure][1]
        return reward_value(options[action.option]) if action.option < len(options) else 0.0
    if isinstance(action, PlaceShip):
        return max(targets(state, seat, action.hex).values(), default=0.0)
    return 0.0


def expansion_only(action: Action) -> bool:
    """Whether the base game's league players never saw `action` (the expansion's tiles,
    cards, power actions and Shipyard actions)."""
    if isinstance(action, A.TakeTown):
        return action.tile == "TW9"
    if isinstance(action, A.Pass):
        return action.card in EXPANSION_CARDS
    if isinstance(action, A.PowerAction):
        return action.id in ("ACT7", "ACT8", "ACT9")
    if isinstance(action, A.Upgrade):
        return action.to == "SY"
    return isinstance(action, A.Special) and action.what in ("move_ships", "build_ship")


class MerchantsPolicy:
    """The playout policy and root prior of the Merchants coach (`Ruleset.coach.rollout`).

    The prior is not the league players' alone (their games have no ships), so the hint does
    not word it as theirs (no `prior_words`)."""

    # moves of a playout before the value judges it: at 20 the coach finds the accepted move
    # in as many coach's positions as at the search's default 40 (24 of 25), in half the time
    cutoff = 20

    def __init__(self, weight: float = 10.0) -> None:
        self.league = LeaguePolicy(weight=weight)
        self.prior_weight = weight  # as the base game's (terra_mystica/prior.py)

    def __call__(self, state: State, rng: random.Random) -> Action:
        """A legal move for a quick playout: trade when a trade is in reach, else the engine's."""
        kind = _decision_kind(state)
        if kind in ("move", "trade", "ship"):
            seat = state.pending[0].seat
            legal = legal_actions(state)
            ship_moves: list[Action] = [
                a for a in legal if isinstance(a, (MoveShip, ResolveTrade, PlaceShip))
            ]
            if kind == "move":
                trades: list[Action] = [
                    a for a in ship_moves if isinstance(a, MoveShip) and state.owner[a.dst] >= 0
                ]
                if not trades:
                    return A.Finish() if A.Finish() in legal else legal[0]
                ship_moves = trades
            if ship_moves:
                return max(ship_moves, key=lambda a: _ship_choice(state, a, seat))
        elif not state.pending and state.step == "actions":
            seat = state.turn
            me = state.seats[seat]
            ready = "move_ships" not in me.used and bool(ships_of(state, seat))
            if ready and best_trade(state, seat) > 0 and MOVE_SHIPS[0] in legal_actions(state):
                return MOVE_SHIPS[0]
        return engine_rollout(state, rng)

    def prior(self, state: State, seat: int, legal: list[Action]) -> dict[Action, float]:
        """The root's prior: trade values over ship decisions, else the league prior with
        Move Ships lifted when a trade is in reach."""
        if _decision_kind(state) in ("move", "trade", "ship"):
            scores = [_ship_choice(state, a, seat) / TRADE_TEMPERATURE for a in legal]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            return {a: e / sum(exps) for a, e in zip(legal, exps, strict=True)}
        prior = self.league.prior(state, seat, legal)
        unseen = [a for a in legal if expansion_only(a)]
        if unseen:  # the league's games have none of these: no less than the best-liked
            for a in unseen:  # move of their kind, and at least an even share
                kin = [prior[b] for b in legal if type(b) is type(a) and not expansion_only(b)]
                prior[a] = max(prior[a], 1 / len(legal), *kin)
            total = sum(prior.values())
            prior = {a: p / total for a, p in prior.items()}
        movers = [a for a in legal if a in MOVE_SHIPS]
        if movers and best_trade(state, seat) > 0:
            for a in movers:
                prior[a] = max(prior[a], MOVE_LIFT)
            total = sum(prior.values())
            prior = {a: p / total for a, p in prior.items()}
        return prior


# The Coach the `merchants_seas` ruleset uses (its __init__.py).
COACH = Coach(
    evaluate=evaluate, rollout=MerchantsPolicy(), value_scale=VALUE_SCALE, explain=explain
)

__all__ = ["COACH", "MerchantsPolicy", "evaluate", "targets", "trade_value"]
