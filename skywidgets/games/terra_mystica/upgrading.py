"""Phase II: Upgrading a Structure (Trading house, Temple, Stronghold, Sanctuary; an
expansion's own structures through `STRUCTURES`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from skywidgets.core import IllegalAction
from skywidgets.core.memo import memo

from . import board, tables
from .actions import Upgrade
from .factions import FACTIONS
from .facts import BoardFacts
from .reach import neighbours_on
from .resources import (
    can_pay,
    gain,
    pay,
    push,
    score_event,
    seats_with,
    spades_gained,
)
from .state import (
    DarklingsPriests,
    Decision,
    FavorChoice,
    FreeTradingHouse,
    State,
    decision,
    evolve,
)
from .strongholds import R_ACTS, free_tp_spots, stronghold_rewards
from .towns import check_town, offer_power

R_UPGRADE = "Terra Mystica — Phase II: Upgrading a Structure"
UPGRADE_TABLES = 1024  # seats' upgrade options remembered by board, seat, faction and box


def upgrade_problem(
    board_facts: BoardFacts, i: int, faction: str, box: str, h: int, to: str
) -> tuple[str, str] | None:
    """The rule and reason refusing seat `i` (playing `faction` with the components of
    `box`) the upgrade of its structure on `h` to `to` on this board, whatever it pays;
    None when none does."""
    if not 0 <= h < board.N_HEXES or board_facts.owner[h] != i:
        return R_UPGRADE, "you can only upgrade your own structures"
    now = board_facts.building[h]
    if to not in tables.UPGRADES.get(now, ()):
        return R_UPGRADE, f"a {tables.STRUCTURE_NAMES[now]} cannot become {to}"
    if board_facts.counts.get(i, {}).get(to, 0) >= tables.MAX_COUNT[to]:
        return R_UPGRADE, f"no {tables.STRUCTURE_NAMES[to]} left on your board"
    own = STRUCTURES.get(box, {})
    if to in EXPANSION_STRUCTURES and to not in own:
        return R_UPGRADE, f"there is no {tables.STRUCTURE_NAMES[to]} in this game"
    return own[to].problem(board_facts, faction, h) if to in own else None


def upgrade_price(board_facts: BoardFacts, i: int, faction: str, h: int, to: str) -> dict[str, int]:
    """What the upgrade costs: the faction board's price, a Trading house's coins doubled
    when no other seat's structure is next to it."""
    cost = dict(FACTIONS[faction].cost[to])
    near = neighbours_on(board_facts.bridges, h)
    if to == "TP" and not any(board_facts.owner[x] not in (-1, i) for x in near):
        cost["C"] *= 2
    return cost


def upgrade_cost(state: State, i: int, h: int, to: str) -> dict[str, int]:
    """Check an upgrade and return its cost (raises IllegalAction)."""
    faction = state.factions[i]
    problem = upgrade_problem(state.facts, i, faction, state.box, h, to)
    if problem:
        raise IllegalAction(*problem)
    cost = upgrade_price(state.facts, i, faction, h, to)
    if not can_pay(state.seats[i], cost):
        raise IllegalAction(
            R_UPGRADE, "you cannot pay " + ", ".join(f"{v} {k}" for k, v in cost.items())
        )
    return cost


@memo(UPGRADE_TABLES)
def upgrade_options(
    board_facts: BoardFacts, i: int, faction: str, box: str
) -> tuple[tuple[Upgrade, int, int], ...]:
    """Seat `i`'s upgrades this board allows whatever it pays, each with its (coins,
    workers) price: its structures in board order, each one's upgrades in table order."""
    out: list[tuple[Upgrade, int, int]] = []
    for h in board_facts.own.get(i, ()):
        for to in tables.UPGRADES.get(board_facts.building[h], ()):
            if upgrade_problem(board_facts, i, faction, box, h, to) is None:
                cost = upgrade_price(board_facts, i, faction, h, to)
                out.append((Upgrade(h, to), cost["C"], cost["W"]))
    return tuple(out)


def upgrade(state: State, i: int, h: int, to: str, free: bool = False) -> State:
    """Upgrade the structure at `h`, with one-time rewards, towns and power offers (`free`:
    the caller checked it and nothing is paid)."""
    cost = {} if free else upgrade_cost(state, i, h, to)
    building = list(state.building)
    building[h] = to
    if cost.keys() <= {"C", "W", "P"}:  # one state update (upgrade_cost checked the payment)
        seat = state.seats[i]
        seats = seats_with(
            state,
            i,
            coins=seat.coins - cost.get("C", 0),
            workers=seat.workers - cost.get("W", 0),
            priests=seat.priests - cost.get("P", 0),
        )
    else:
        seats = pay(state, i, cost).seats
    state = evolve(state, seats=seats, building=tuple(building), acted=True)
    fac = FACTIONS[state.factions[i]]
    state = score_event(state, i, "BIG" if to in tables.BIG else to)
    new: list[Decision] = []
    if to in ("TE", "SA"):
        new += [FavorChoice(i)] * fac.build_favors  # Chaos Magicians: 2
    if to == "SH" and fac.name == "darklings":
        new.append(DarklingsPriests(i))
    if to == "SH":
        new += stronghold_rewards(state, i)
        state = gain(state, i, fac.sh_gain, "faction abilities")  # Mermaids, Cultists, Alchemists
        state = spades_gained(state, i, fac.sh_spades)  # the Halflings' 3 spades
    if to in STRUCTURES.get(state.box, {}):  # an expansion's structure (layers.py)
        state, more = STRUCTURES[state.box][to].built(state, i)
        new += more
    # the town is found first, the upgrade's own follow-ups (favours...) come before its tile:
    # the order the league ledgers take them in ("+FAV5. +TW6")
    state = check_town(state, i, h)
    state = push(state, *new, front=True) if new else state
    return offer_power(state, i, h)


def free_trading_house(state: State, action: Upgrade) -> State:
    """Swarmlings' Stronghold action: the chosen Dwelling becomes a Trading house for free
    (round tile and favor VP, towns and power offers as for any upgrade)."""
    i = decision(state, FreeTradingHouse).seat
    if action.to != "TP" or action.hex not in free_tp_spots(state, i):
        raise IllegalAction(R_ACTS, "choose one of your Dwellings to become a Trading house")
    return upgrade(evolve(state, pending=state.pending[1:]), i, action.hex, "TP", free=True)


@dataclasses.dataclass(frozen=True)
class Structure:
    """A structure an expansion adds: its rule, where it may stand and what building it
    brings."""

    rule: str  # the rulebook section the structure's words cite
    # (board facts, faction, hex) -> the rule and reason refusing it there, or None
    problem: Callable[[BoardFacts, str, int], tuple[str, str] | None]
    # (state, seat) -> the state after its one-time rewards, and the decisions they open
    built: Callable[[State, int], tuple[State, list[Decision]]]


# The structures an expansion adds, by box then code (layers.py); every code any box may add,
# so that a game of another box refuses it.
STRUCTURES: dict[str, dict[str, Structure]] = {}
EXPANSION_STRUCTURES = frozenset(tables.STRUCTURES) - {"D", "TP", "TE", "SH", "SA"}
