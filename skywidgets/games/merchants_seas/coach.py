"""The Merchants of the Seas coach's knowledge: what ships and trades are worth.

The engine's knowledge (terra_mystica: `position_value.evaluate`, the playout policy, the
league prior) knows nothing of ships beyond a flat value per ship, and its playouts never
trade. This module adds what the expansion's rulebook says a ship is for (Merchants of the
Seas — Ships: trade, transform and build, pay for a Dwelling):

- `evaluate`: the engine's value plus, for each ship, part of the best trade it can still
  reach (Using Ships to Trade: VP and a reward for the mover) while rounds remain;
- `MerchantsPolicy`: playouts that take a free Move Ships action when a trade is in reach,
  sail onto the structure worth most, take the better reward and place new ships where they
  reach rivals; at the search root the league prior of the base game, with the Move Ships
  action lifted when a trade is in reach and a prior of trade values over ship decisions.

What it reads of the expansion's state (fleet.py: each seat's ships and trade markers, the
markers on the map) goes through `ships_of`, `markers_left` and `has_traded`; of the engine's,
each seat's `shipping`, `bonus`, `used` and the map's `owner` and `building`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping

from skywidgets.core import Action, Coach
from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import board, tables
from skywidgets.games.terra_mystica.explain import explain
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.passing import pass_vp
from skywidgets.games.terra_mystica.playout import rollout as engine_rollout
from skywidgets.games.terra_mystica.position_value import COIN, PRIEST, VALUE_SCALE, WORKER
from skywidgets.games.terra_mystica.position_value import evaluate as engine_evaluate
from skywidgets.games.terra_mystica.prior import LeaguePolicy
from skywidgets.games.terra_mystica.rules import legal_actions
from skywidgets.games.terra_mystica.state import State

from . import fleet
from .ship_actions import MoveShip, PlaceShip, ResolveTrade

# What a reward is worth in VP, as the engine's position value counts it (power and cult
# steps at rough rules of thumb).
GOODS = {"C": COIN, "W": WORKER, "P": PRIEST, "PW": 0.4, "CULT": 0.6}
REACH_SHARE = 0.6  # a ship's best reachable trade counts this much while rounds remain
MOVE_SHIPS = (A.Special("move_ships"), A.PowerAction("ACT7"))
MOVE_LIFT = 0.35  # the least prior share of a Move Ships action with a trade in reach
EXPANSION_CARDS = ("BON6X", "BON11", "BON12", "BON13")
TRADE_TEMPERATURE = 1.5  # VP: the softness of the prior over ship decisions


def ships_of(state: State, seat: int) -> tuple[int, ...]:
    """The hexes of the seat's ships (merchants): the one place that reads them."""
    return fleet.ships(state, seat)


def markers_left(state: State, seat: int) -> int:
    """The seat's trade markers not yet placed (of 15)."""
    return tables.TRADE_MARKERS - fleet.fleet(state, seat).trades


def has_traded(state: State, h: int, seat: int) -> bool:
    """Whether the seat's trade marker already lies under the structure at `h`."""
    return (h, seat) in fleet.traded(state)


def reward_value(goods: Mapping[str, int]) -> float:
    """A trade reward's goods in VP."""
    return sum(GOODS.get(k, 0.0) * n for k, n in goods.items())


def trade_value(structure: str) -> float:
    """What trading with `structure` brings the mover: VP and its best reward, in VP."""
    vp, options = tables.TRADE_REWARDS[structure]
    return vp + max(reward_value(o) for o in options)


def _reach(state: State, seat: int) -> int:
    """How many spaces a ship may move now: the shipping value (BON4 adds one to ships in the
    action phase, not to the merchants' Range), +1 for 1 power."""
    s = state.seats[seat]
    bon4 = s.bonus == "BON4" and state.step == "actions" and not FACTIONS[s.faction].merchants
    return s.shipping + (1 if bon4 else 0) + (1 if s.bowls[2] >= 1 else 0)


def targets(state: State, seat: int, src: int) -> dict[int, float]:
    """{structure: trade value} the ship (merchant) at `src` can still reach and trade with."""
    s = state.seats[seat]
    if markers_left(state, seat) <= 0:
        return {}
    merchants = FACTIONS[s.faction].merchants
    limit = _reach(state, seat)
    seen, frontier, out = {src}, [src], {}
    for _ in range(limit):
        nxt = []
        for x in frontier:
            for y in board.ADJ[x] if merchants else board.SHIP_ADJ[x] + board.ADJ[x]:
                if y in seen:
                    continue
                seen.add(y)
                owner = state.owner[y]
                if owner >= 0:
                    if (
                        owner != seat
                        and not has_traded(state, y, seat)
                        and y not in ships_of(state, seat)
                    ):
                        out[y] = trade_value(state.building[y])
                elif merchants != board.IS_RIVER[y]:
                    nxt.append(y)
        frontier = nxt
    return out


def best_trade(state: State, seat: int) -> float:
    """The most one Move Ships action can trade for now (distinct structures per ship)."""
    total, used = 0.0, set()
    for src in ships_of(state, seat):
        options = {h: v for h, v in targets(state, seat, src).items() if h not in used}
        if options:
            h = max(options, key=lambda k: options[k])
            used.add(h)
            total += options[h]
    return total


def evaluate(state: State, seat: int) -> float:
    """The engine's position value plus what the seat's Bonus card pays when it passes (the
    Shipyard's BON6X among them) and part of the trades its ships can still make."""
    value = engine_evaluate(state, seat)
    if state.step == "over" or (state.round >= tables.ROUNDS and state.seats[seat].passed):
        return value
    value += sum(vp for _source, vp in pass_vp(state, seat))
    if ships_of(state, seat):
        value += REACH_SHARE * best_trade(state, seat)
    return value


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
