"""Moving Ships (and merchants) and Using Ships to Trade."""

from __future__ import annotations

from skywidgets.core import Action, IllegalAction
from skywidgets.games.terra_mystica import board, tables
from skywidgets.games.terra_mystica.factions import FACTIONS
from skywidgets.games.terra_mystica.facts import hexes_of
from skywidgets.games.terra_mystica.reach import shipping_value
from skywidgets.games.terra_mystica.resources import add_vp, gain, score_event, spend_power
from skywidgets.games.terra_mystica.state import (
    PowerOffer,
    State,
    decision,
    evolve,
    with_pending,
    with_seat,
)

from .decisions import ShipMoves, ShipPlacement, TradesWaiting
from .fleet import fleet, ships, traded, with_fleet, with_traded
from .ship_actions import MoveShip, PlaceShip, ResolveTrade
from .trading import trade_rewards

R_MOVE = "Merchants of the Seas — Moving Ships (Special action)"
R_TRADE = "Merchants of the Seas — Using Ships to Trade"
R_SHIP = "Merchants of the Seas — Obtaining Ships"
R_SHIPYARD = "Merchants of the Seas — The Shipyard"


def start_moving(state: State, i: int) -> State:
    """Open a Move Ships action: every ship may move once, trades wait until the end."""
    pend = (ShipMoves(i, unmoved=ships(state, i)), TradesWaiting(i))
    return with_pending(state, pend + state.pending)


def move_range(state: State, i: int) -> tuple[int, int]:
    """(free spaces per ship, spaces with the 1-power boost available)."""
    seat = state.seats[i]
    free = seat.shipping if FACTIONS[seat.faction].merchants else shipping_value(state, i)
    return free, free + (1 if seat.bowls[2] >= 1 else 0)


def _trade_target(state: State, i: int, h: int, pending_trades: int) -> bool:
    owner = state.owner[h]
    mine = fleet(state, i)
    return (
        owner >= 0
        and owner != i
        and (h, i) not in traded(state)
        and h not in mine.ships
        and mine.trades + pending_trades < tables.TRADE_MARKERS
    )


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


def can_move(state: State, i: int) -> bool:
    """Whether at least one of seat `i`'s ships (merchants) can move now: Move Ships is not
    offered otherwise (Merchants of the Seas — Moving Ships). `destinations` is not empty
    exactly when a space one step away is free (of the ship's kind) or a trade target, so
    only those are looked at."""
    if move_range(state, i)[1] < 1:
        return False
    merchants = FACTIONS[state.factions[i]].merchants
    owner, is_river = state.owner, board.IS_RIVER
    for src in set(ships(state, i)):
        for y in board.ADJ[src] if merchants else board.SHIP_ADJ[src] + board.ADJ[src]:
            if y == src:
                continue
            if owner[y] < 0:
                if merchants != is_river[y]:
                    return True
            elif _trade_target(state, i, y, 0):
                return True
    return False


def waiting_trades(state: State) -> TradesWaiting:
    """The trades of the Move Ships action under way (queued right after its moves)."""
    trades = state.pending[1]
    if not isinstance(trades, TradesWaiting):
        raise TypeError("a Move Ships action keeps its trades right after its moves")
    return trades


def _why_not(state: State, i: int, dst: int, pending_trades: int) -> str:
    """Why a ship of seat `i` cannot move to `dst`: the trade rule it breaks, or its range."""
    if 0 <= dst < len(state.owner) and state.owner[dst] >= 0:
        if state.owner[dst] == i:
            return "ships trade only with other players' structures, not your own"
        if (dst, i) in traded(state):
            return "you have already traded with that structure (once each)"
        if fleet(state, i).trades + pending_trades >= tables.TRADE_MARKERS:
            return f"all {tables.TRADE_MARKERS} of your trade markers are placed"
        if dst in ships(state, i):
            return "one of your ships is already there"
    free, limit = move_range(state, i)
    return f"the ship cannot reach that space: {free} spaces (shipping value), {limit} for 1 power"


def move_ship(state: State, action: MoveShip) -> State:
    """Move one not-yet-moved ship; a move onto a structure ends there and trades later."""
    p = decision(state, ShipMoves)
    i, src, dst = p.seat, action.src, action.dst
    if src not in p.unmoved:
        raise IllegalAction(R_MOVE, "that ship has already moved (or is not yours)")
    trades = waiting_trades(state)
    options = destinations(state, i, src, len(trades.hexes))
    if dst not in options:
        raise IllegalAction(R_MOVE, _why_not(state, i, dst, len(trades.hexes)))
    seat = state.seats[i]
    free, _limit = move_range(state, i)
    bowls = spend_power(seat.bowls, 1, R_MOVE) if options[dst] > free else seat.bowls
    moved = list(ships(state, i))
    moved.remove(src)
    unmoved = list(p.unmoved)
    unmoved.remove(src)
    head = evolve(p, unmoved=tuple(unmoved))
    if state.owner[dst] >= 0:
        trades = evolve(trades, hexes=trades.hexes + (dst,))
    state = with_fleet(with_seat(state, i, bowls=bowls), i, ships=tuple(sorted(moved + [dst])))
    return evolve(state, pending=(head, trades) + state.pending[2:])


def resolve_trade(state: State, action: ResolveTrade) -> State:
    """Resolve one trade in the mover's chosen order; the owner may then take power.

    The structure and VP named by the action must match the position."""
    p = decision(state, TradesWaiting)
    i, h, option = p.seat, action.hex, action.option
    if h not in p.hexes:
        raise IllegalAction(R_TRADE, "no trade waits at that hex")
    structure = state.building[h]
    vp, options = trade_rewards(structure, state.seats[i].favors)
    if not 0 <= option < len(options):
        raise IllegalAction(R_TRADE, f"choose reward 0 to {len(options) - 1}")
    if action.structure != structure:
        raise IllegalAction(
            R_TRADE,
            f"the structure there is a {tables.STRUCTURE_NAMES[structure]}, "
            f"not {action.structure!r}",
        )
    if action.vp != vp:
        raise IllegalAction(R_TRADE, f"this trade brings {vp} VP, not {action.vp}")
    hexes = list(p.hexes)
    hexes.remove(h)
    rest = ((evolve(p, hexes=tuple(hexes)),) if hexes else ()) + state.pending[1:]
    mine = fleet(state, i)
    left = list(mine.ships)
    left.remove(h)
    state = with_fleet(state, i, ships=tuple(left), trades=mine.trades + 1)
    state = add_vp(state, i, "trades", vp)
    state = with_pending(with_traded(state, traded(state) | {(h, i)}), ())
    state = score_event(state, i, "TRADE")
    state = gain(state, i, dict(options[option]), "trades")
    owner = state.owner[h]
    offer = PowerOffer(owner, power=tables.POWER_VALUE[structure], actor=i, trade=True)
    return evolve(state, pending=state.pending + (offer,) + rest)


def place_ship(state: State, action: PlaceShip) -> State:
    """Put an obtained ship next to your Dock/Storehouse or Shipyard."""
    p = decision(state, ShipPlacement)
    i, h = p.seat, action.hex
    if p.shipyard_only and h not in ship_spawn(state, i, True):
        raise IllegalAction(R_SHIPYARD, "the Shipyard's one-time ship goes next to the Shipyard")
    if h not in ship_spawn(state, i):
        raise IllegalAction(R_SHIP, "a new ship goes next to your Dock or Shipyard")
    state = with_pending(state, state.pending[1:])
    return with_fleet(state, i, ships=tuple(sorted(ships(state, i) + (h,))))


def ship_spawn(state: State, i: int, shipyard_only: bool = False) -> tuple[int, ...]:
    """Where seat `i` may place a newly obtained ship (merchant): next to its Dock or
    Shipyard (only next to the Shipyard for the Shipyard's one-time reward)."""
    dock = fleet(state, i).dock
    anchors = [dock] if dock >= 0 and not shipyard_only else []
    building = state.building
    anchors += [h for h in hexes_of(state, i) if building[h] == "SY"]
    merchants = FACTIONS[state.factions[i]].merchants
    out: set[int] = set()
    for a in anchors:
        for j in board.ADJ[a]:
            free_land = not board.IS_RIVER[j] and state.owner[j] < 0
            if free_land if merchants else board.IS_RIVER[j]:
                out.add(j)
    return tuple(sorted(out))


def ship_returned(state: State, i: int, h: int) -> State:
    """Seat `i` returns its ship at `h` to pay for a Dwelling next to it (Using Ships to
    Transform and Build)."""
    left = list(ships(state, i))
    left.remove(h)
    return with_fleet(state, i, ships=tuple(left))


def obtain_problem(state: State, i: int, before_paying: bool) -> tuple[str, str] | None:
    """The refusal of obtaining a ship for seat `i`: all three are out, or no Dock or Shipyard
    has a free space next to it."""
    if len(ships(state, i)) >= tables.SHIPS or not ship_spawn(state, i):
        return R_SHIP, "you cannot obtain a ship (all 3 out, or no Dock/Shipyard)"
    return None


def can_place(state: State, p: ShipPlacement) -> bool:
    """Whether the obtained ship of `p` can still be placed (else it is lost)."""
    return len(ships(state, p.seat)) < tables.SHIPS and bool(
        ship_spawn(state, p.seat, p.shipyard_only)
    )


def obtained(i: int, n: int) -> tuple[ShipPlacement, ...]:
    """The placements of `n` ships seat `i` obtains (from income, a cult bonus or a tile)."""
    return tuple(ShipPlacement(i) for _ in range(n))


def move_problem(state: State, i: int, before_paying: bool) -> tuple[str, str] | None:
    """The refusal of a Move Ships action for seat `i` (before paying: only "no ship")."""
    if not ships(state, i):
        return R_MOVE, "you have no ship on the board"
    if not before_paying and not can_move(state, i):
        return R_MOVE, "none of your ships can move"  # after paying: the +1 needs 1 power left
    return None


def move_costs(state: State) -> dict[str, dict[str, int]]:
    """While ships move: {ship: {destination: power it costs (0, or 1 for the extra space)}}."""
    p = state.pending[0] if state.pending else None
    if not isinstance(p, ShipMoves):
        return {}
    free, _limit = move_range(state, p.seat)
    trades = len(waiting_trades(state).hexes)
    return {
        str(src): {
            str(dst): int(d > free)
            for dst, d in sorted(destinations(state, p.seat, src, trades).items())
        }
        for src in sorted(set(p.unmoved))
    }


def ship_moves(state: State, p: ShipMoves) -> list[Action]:
    """The moves of a Move Ships action: each unmoved ship to each destination, then stop."""
    trades = len(waiting_trades(state).hexes)
    return [
        MoveShip(src, dst)
        for src in sorted(set(p.unmoved))
        for dst in sorted(destinations(state, p.seat, src, trades))
    ]


def trade_moves(state: State, p: TradesWaiting) -> list[Action]:
    """Each waiting trade with each of its rewards."""
    out: list[Action] = []
    favors = state.seats[p.seat].favors
    for h in sorted(set(p.hexes)):
        vp, options = trade_rewards(state.building[h], favors)
        out += [ResolveTrade(h, n, state.building[h], vp) for n in range(len(options))]
    return out


def ship_places(state: State, p: ShipPlacement) -> list[Action]:
    """Where the obtained ship may go."""
    return [PlaceShip(h) for h in ship_spawn(state, p.seat, p.shipyard_only)]
