"""What a seat's ships can still trade for (Merchants of the Seas — Using Ships to Trade): the
coach's reading of the expansion's ships, in VP.

A trade brings the mover VP and a reward (tables.TRADE_REWARDS), priced at what the base
game's position value pays for coins, workers and priests (power and cult steps at rough rules
of thumb). What it reads of the expansion's state (fleet.py: each seat's ships and trade
markers, the markers on the map) goes through `ships_of`, `markers_left` and `has_traded`; of
the engine's, each seat's `shipping`, `bonus`, bowls and the map's `owner` and `building`.
"""

from __future__ import annotations

from collections.abc import Mapping

from skywidgets.games.terra_mystica import board, tables
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.position_value import COIN, PRIEST, WORKER
from skywidgets.games.terra_mystica.state import State

from . import fleet

# What a reward is worth in VP, as the engine's position value counts it (power and cult
# steps at rough rules of thumb).
GOODS = {"C": COIN, "W": WORKER, "P": PRIEST, "PW": 0.4, "CULT": 0.6}


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
