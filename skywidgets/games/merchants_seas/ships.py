"""Moving Ships (and merchants) and Using Ships to Trade."""

from __future__ import annotations

from skywidgets.core import IllegalAction
from skywidgets.core.state import evolve

from . import board, data
from .factions import FACTIONS
from .reach import shipping_value
from .resources import add_vp, gain, score_event, spend_power
from .state import Pending, State, with_seat

R_MOVE = "Merchants of the Seas — Moving Ships (Special action)"
R_TRADE = "Merchants of the Seas — Using Ships to Trade"


def start_moving(state: State, i: int) -> State:
    """Open a Move Ships action: every ship may move once, trades wait until the end."""
    ships = state.seats[i].ships
    pend = (Pending("move", i, items=ships), Pending("trade", i))
    return evolve(state, pending=pend + state.pending)


def move_range(state: State, i: int) -> tuple[int, int]:
    """(free spaces per ship, spaces with the 1-power boost available)."""
    seat = state.seats[i]
    free = seat.shipping if FACTIONS[seat.faction].merchants else shipping_value(state, i)
    return free, free + (1 if seat.bowls[2] >= 1 else 0)


def _trade_target(state: State, i: int, h: int, pending_trades: int) -> bool:
    owner = state.owner[h]
    seat = state.seats[i]
    return (owner >= 0 and owner != i and (h, i) not in state.traded and h not in seat.ships
            and seat.trades + pending_trades < data.TRADE_MARKERS)


def destinations(state: State, i: int, src: int, pending_trades: int) -> dict[int, int]:
    """{destination: spaces moved} for the ship (merchant) at `src`."""
    merchants = FACTIONS[state.seats[i].faction].merchants
    _free, limit = move_range(state, i)
    dist = {src: 0}
    frontier = [src]
    d = 0
    out: dict[int, int] = {}
    while frontier and d < limit:
        d += 1
        nxt = []
        for x in frontier:
            steps = board.ADJ[x] if merchants else board.SHIP_ADJ[x] + board.ADJ[x]
            for y in steps:
                if y in dist:
                    continue
                if state.owner[y] >= 0:
                    if _trade_target(state, i, y, pending_trades) and y not in out:
                        out[y] = d
                    continue
                if merchants == board.IS_RIVER[y]:
                    continue
                dist[y] = d
                out[y] = d
                nxt.append(y)
        frontier = nxt
    out.pop(src, None)
    return out


def move_ship(state: State, src: int, dst: int) -> State:
    """Move one not-yet-moved ship; a move onto a structure ends there and trades later."""
    p = state.pending[0]
    i = p.seat
    if src not in p.items:
        raise IllegalAction(R_MOVE, "that ship has already moved (or is not yours)")
    trade = state.pending[1]
    options = destinations(state, i, src, len(trade.items))
    if dst not in options:
        raise IllegalAction(R_MOVE, "the ship cannot reach that space (shipping value, +1 "
                            "for 1 power; structures only of others, once each)")
    seat = state.seats[i]
    free, _limit = move_range(state, i)
    if options[dst] > free:
        seat = spend_power(seat, 1, R_MOVE)
    ships = list(seat.ships)
    ships.remove(src)
    seat = evolve(seat, ships=tuple(sorted(ships + [dst])))
    items = list(p.items)
    items.remove(src)
    head = evolve(p, items=tuple(items))
    if state.owner[dst] >= 0:
        trade = evolve(trade, items=trade.items + (dst,))
    state = with_seat(state, i, seat)
    return evolve(state, pending=(head, trade) + state.pending[2:])


def trade_rewards(structure: str, favors: tuple[str, ...] = ()) -> tuple[int, tuple]:
    """(VP, reward options) for trading with `structure` (new earth favor included)."""
    vp, options = data.TRADE_REWARDS[structure]
    if "FAV15" in favors:
        vp += data.TRADE_BONUS_VP[structure]
    return vp, options


def resolve_trade(state: State, h: int, option: int, stated: str, stated_vp: int) -> State:
    """Resolve one trade in the mover's chosen order; the owner may then take power.

    `stated`/`stated_vp` (structure and VP named by the action) must match the position."""
    p = state.pending[0]
    i = p.seat
    if h not in p.items:
        raise IllegalAction(R_TRADE, "no trade waits at that hex")
    structure = state.building[h]
    vp, options = trade_rewards(structure, state.seats[i].favors)
    if not 0 <= option < len(options):
        raise IllegalAction(R_TRADE, f"choose reward 0 to {len(options) - 1}")
    if stated != structure:
        raise IllegalAction(R_TRADE, f"the structure there is a "
                            f"{data.STRUCTURE_NAMES[structure]}, not {stated!r}")
    if stated_vp != vp:
        raise IllegalAction(R_TRADE, f"this trade brings {vp} VP, not {stated_vp}")
    items = list(p.items)
    items.remove(h)
    rest = ((evolve(p, items=tuple(items)),) if items else ()) + state.pending[1:]
    seat = state.seats[i]
    ships = list(seat.ships)
    ships.remove(h)
    seat = evolve(seat, ships=tuple(ships), trades=seat.trades + 1)
    seat = add_vp(seat, "trades", vp)
    state = evolve(with_seat(state, i, seat), traded=state.traded | {(h, i)},
                                pending=())
    state = score_event(state, i, "TRADE")
    state = gain(state, i, dict(options[option]), "trades")
    owner = state.owner[h]
    offer = Pending("leech", owner, n=data.POWER_VALUE[structure], a=i, tag="trade")
    return evolve(state, pending=state.pending + (offer,) + rest)
