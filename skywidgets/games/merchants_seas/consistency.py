"""Consistency of the expansion's pieces and decisions in a whole state (asked by the
engine's checks through layers.py): trade markers, the Dock, ships, a Move Ships action and
its trades. Each problem is one short sentence naming the field."""

from __future__ import annotations

from collections import Counter

from skywidgets.games.terra_mystica import board, tables
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.state import Decision, State

from .decisions import ShipMoves, ShipPlacement, TradesWaiting
from .fleet import Fleet, Seas, fleet, ships, traded


def problems(state: State) -> list[str]:
    """Every problem of the expansion's pieces and pending decisions."""
    out = _shape(state)
    if out:
        return out
    out = _trade_markers(state)
    for i in range(len(state.seats)):
        out += _seat_pieces(state, i)
    kinds = Counter(type(p) for p in state.pending)
    if kinds[ShipMoves] > 1 or kinds[TradesWaiting] > 1:
        out.append("pending: one Move Ships action at a time")
    for k, p in enumerate(state.pending):
        if isinstance(p, ShipMoves):
            out += _moving(state, k, p)
        elif isinstance(p, TradesWaiting):
            out += _trading(state, k, p)
    return out


def waits_between_rounds(p: Decision) -> bool:
    """Whether income (Phase I) or a cult bonus (Phase III) may leave `p` waiting: a ship
    obtained then is placed before play goes on (not the Shipyard's one-time ship)."""
    return isinstance(p, ShipPlacement) and not p.shipyard_only


def _shape(state: State) -> list[str]:
    """The expansion's part is there, one fleet per seat, every value of its type."""
    part = state.expansion
    if not isinstance(part, Seas):
        return ["expansion: a game of Merchants of the Seas keeps its ships, trades and Docks"]
    if not isinstance(part.fleets, tuple) or len(part.fleets) != len(state.seats):
        return ["expansion.fleets: one fleet per seat"]
    for i, f in enumerate(part.fleets):
        if not (
            isinstance(f, Fleet)
            and isinstance(f.ships, tuple)
            and all(type(h) is int for h in f.ships)
            and type(f.trades) is int
            and type(f.dock) is int
        ):
            return [f"expansion.fleets[{i}]: ships (hexes), trades and dock are numbers"]
    if not isinstance(part.traded, frozenset) or not all(
        isinstance(t, tuple) and len(t) == 2 and all(type(x) is int for x in t) for t in part.traded
    ):
        return ["expansion.traded: trade markers are (hex, seat) pairs"]
    return []


def _trade_markers(state: State) -> list[str]:
    """Trade markers lie on other factions' structures."""
    out = []
    n = len(state.players)
    for h, s in traded(state):
        if not 0 <= s < n or not 0 <= h < board.N_HEXES:
            out.append(f"expansion.traded: ({h}, {s}) names no hex or seat")
        elif state.owner[h] < 0 or state.owner[h] == s:
            out.append(f"expansion.traded: ({h}, {s}) is not on another faction's structure")
    return out


def _seat_pieces(state: State, i: int) -> list[str]:
    """One faction's trade markers, Dock and ships."""
    out: list[str] = []
    seat = fleet(state, i)
    f = f"expansion.fleets[{i}]"
    fac = FACTIONS[state.factions[i]]
    if not 0 <= seat.trades <= tables.TRADE_MARKERS:
        out.append(f"{f}.trades: must be 0 to {tables.TRADE_MARKERS}")
    if seat.trades != sum(1 for _h, s in traded(state) if s == i):
        out.append(f"{f}.trades: does not match the trade markers on the map")
    if seat.dock != -1:
        ok = 0 <= seat.dock < board.N_HEXES and state.owner[seat.dock] == i
        if not ok or not (fac.merchants or board.RIVERSIDE[seat.dock]):
            out.append(f"{f}.dock: not under one of the faction's (riverside) structures")
    if len(seat.ships) > tables.SHIPS:
        out.append(f"{f}.ships: more than {tables.SHIPS} ships")
    trading = {
        h for p in state.pending if isinstance(p, TradesWaiting) and p.seat == i for h in p.hexes
    }
    for h in seat.ships:
        if not 0 <= h < board.N_HEXES:
            out.append(f"{f}.ships: {h} is not a map space")
        elif h in trading:
            continue
        elif fac.merchants and (board.IS_RIVER[h] or state.owner[h] >= 0):
            out.append(f"{f}.ships: a merchant stands on {board.NAMES[h]}, not on free land")
        elif not fac.merchants and not board.IS_RIVER[h]:
            out.append(f"{f}.ships: a ship stands on {board.NAMES[h]}, not on the river")
    return out


def _moving(state: State, k: int, p: ShipMoves) -> list[str]:
    """A Move Ships action comes first, its trades right after, and moves the seat's ships."""
    out = []
    f = f"pending[{k}]"
    nxt = state.pending[1] if len(state.pending) > 1 else None
    if k or not isinstance(nxt, TradesWaiting) or nxt.seat != p.seat:
        out.append(f"{f}: Move Ships comes first, its trades right after")
    left = Counter(ships(state, p.seat))
    left.subtract(p.unmoved)
    if min(left.values(), default=0) < 0:
        out.append(f"{f}.unmoved: not one of the seat's ships")
    return out


def _trading(state: State, k: int, p: TradesWaiting) -> list[str]:
    """Trades wait at other factions' structures where the seat's ships stand, one marker
    each, within the seat's markers."""
    out = []
    f = f"pending[{k}]"
    seat = fleet(state, p.seat)
    if len(set(p.hexes)) != len(p.hexes) or seat.trades + len(p.hexes) > tables.TRADE_MARKERS:
        out.append(f"{f}.hexes: repeated, or more trades than markers")
    for h in p.hexes:
        if not 0 <= h < board.N_HEXES or h not in seat.ships:
            out.append(f"{f}.hexes: no ship of the seat at {h}")
        elif state.owner[h] in (-1, p.seat) or (h, p.seat) in traded(state):
            out.append(f"{f}.hexes: no structure of another faction to trade with at {h}")
    return out
