"""Hand-built positions for the Merchants of the Seas rule tests."""

from __future__ import annotations

import dataclasses

from skywidgets.games.merchants_seas import board
from skywidgets.games.merchants_seas.setup import new_game
from skywidgets.games.merchants_seas.state import State

H = board.BY_NAME  # "E5" -> hex index
TILES = (13, 15, 10, 11, 19, 17)  # a legal draw used by default in hand-built positions


def river(row: str, col: int) -> int:
    """The river space at row letter `row`, 1-based column `col` of that row."""
    return board.INDEX[(board.ROW_LETTERS.index(row), col - 1)]


def table(factions=("witches", "nomads"), builds=(), step="actions", rnd=1, turn=0,
          tiles=TILES, bonus=None, pool=None, seat_kw=None, **extra) -> State:
    """A Phase II position: `builds` = [(hex name, seat, structure)], `seat_kw` = {seat: {...}}."""
    n = len(factions)
    s = new_game([chr(65 + k) for k in range(n)], seed=0, factions=",".join(factions))
    owner, building = list(s.owner), list(s.building)
    for name, seat, struct in builds:
        owner[H[name]], building[H[name]] = seat, struct
    cards = bonus or ("BON3", "BON5", "BON7", "BON8")[:n]
    seats = list(s.seats)
    for k in range(n):
        seats[k] = dataclasses.replace(seats[k], bonus=cards[k])
    for k, kw in (seat_kw or {}).items():
        seats[k] = dataclasses.replace(seats[k], **kw)
    return dataclasses.replace(
        s, owner=tuple(owner), building=tuple(building), step=step, round=rnd, turn=turn,
        order=tuple(range(n)), queue=(), round_tiles=tiles, seats=tuple(seats),
        bonus_pool=tuple((c, 0) for c in (pool or ("BON1", "BON2", "BON4"))), **extra)


def edit(state: State, seat: int, **kw) -> State:
    """A state with some fields of one seat changed."""
    seats = list(state.seats)
    seats[seat] = dataclasses.replace(seats[seat], **kw)
    return dataclasses.replace(state, seats=tuple(seats))


def play(state: State, *actions) -> State:
    """Apply several actions in a row through the public apply."""
    from skywidgets.games.merchants_seas import apply
    for a in actions:
        state = apply(state, a)
    return state


def leech(state, accept: bool):
    """The exact leech action for the offer waiting in `state`."""
    from skywidgets.games.merchants_seas import actions as A
    return A.Leech(accept, state.pending[0].n)


def trade(state, h: int, option: int):
    """The exact resolve_trade action for the trade waiting at hex `h` in `state`."""
    from skywidgets.games.merchants_seas import actions as A
    from skywidgets.games.merchants_seas.ships import trade_rewards
    structure = state.building[h]
    vp, _options = trade_rewards(structure, state.seats[state.pending[0].seat].favors)
    return A.ResolveTrade(h, option, structure, vp)
