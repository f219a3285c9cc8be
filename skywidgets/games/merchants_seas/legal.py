"""Every legal action now: candidates are checked by the same functions `apply` uses."""

from __future__ import annotations

from typing import Callable

from skywidgets.core import Action, IllegalAction

from . import actions as A
from . import board, building, cults, data, decisions, passing, power_actions, setup, ships
from . import upgrading
from .factions import FACTIONS
from .income import structure_counts
from .reach import reachable, ship_spawn
from .state import State


def _ok(fn: Callable[[], object]) -> bool:
    try:
        fn()
    except IllegalAction:
        return False
    return True


def legal_actions(state: State) -> list[Action]:
    """Complete and exact list of the moves open to `state.current_player`."""
    if state.step == "over":
        return []
    if state.pending:
        return _pending(state)
    if state.step == "setup_dwellings":
        return [A.PlaceDwelling(h) for h in setup.initial_spots(state)]
    if state.step == "setup_dock":
        return [A.PlaceDock(h) for h in setup.dock_spots(state, state.turn)]
    if state.step == "setup_bonus":
        return [A.ChooseBonus(c) for c, _n in state.bonus_pool]
    return _phase2(state, state.turn)


def _transforms(state: State, i: int) -> list[Action]:
    out: list[Action] = []
    reach = reachable(state, i)
    seat = state.seats[i]
    home = FACTIONS[seat.faction].home
    dwellings = structure_counts(state, i).get("D", 0)
    seen: dict[tuple, bool] = {}
    for h in sorted(reach):
        cands = [(t, False, -1) for t in data.WHEEL if t != state.terrain[h]]
        cands.append((home, True, -1))
        cands += [(home, True, s) for s in sorted(set(seat.ships)) if h in board.ADJ_SET[s]]
        for t, b, s in cands:
            # plan() depends on the hex only through how it is reached and the spades, so
            # one check per (how, spades, build, ship or not) is enough (the hot path).
            key = (reach[h], data.spade_distance(state.terrain[h], t), b, s >= 0)
            if key not in seen:
                seen[key] = _ok(lambda: building.plan(state, i, h, t, b, s, reach, dwellings))
            if seen[key]:
                out.append(A.TransformAndBuild(h, t, b, s))
    return out


def _phase2(state: State, i: int) -> list[Action]:
    seat = state.seats[i]
    out: list[Action] = []
    have = {"PW": seat.bowls[2], "P": seat.priests, "W": seat.workers}
    room = seat.priests + seat.priests_sent < data.MAX_PRIESTS
    for what, (src, n, dst, _m) in data.CONVERSIONS.items():
        if have[src] >= n and (dst != "P" or room):
            out.append(A.Convert(what))
    if seat.bowls[1] >= 2:
        out.append(A.Convert("BURN"))
    out += _transforms(state, i)
    for h, o in enumerate(state.owner):
        if o == i:
            for to in data.UPGRADES.get(state.building[h], ()):
                if _ok(lambda: upgrading.upgrade_cost(state, i, h, to)):
                    out.append(A.Upgrade(h, to))
    for act in data.POWER_ACTIONS:
        if act not in state.power_used and seat.bowls[2] >= data.POWER_ACTIONS[act][0]:
            if _ok(lambda: power_actions.power_action(state, i, act)):
                out.append(A.PowerAction(act))
    for what in ("bonus", "FAV6", "move_ships", "build_ship", "engineers_bridge"):
        if _ok(lambda: power_actions.special(state, i, what)):
            out.append(A.Special(what))
    counts = structure_counts(state, i)
    if seat.faction == "witches" and counts.get("SH") and "ride" not in seat.used \
            and counts.get("D", 0) < data.MAX_COUNT["D"]:
        out += [A.WitchesRide(h) for h in building.ride_spots(state, i)]
    if seat.faction == "nomads" and counts.get("SH") and "sandstorm" not in seat.used:
        for h in building.sandstorm_spots(state, i):
            out.append(A.Sandstorm(h, False))
            if _ok(lambda: building.sandstorm(state, i, h, True)):
                out.append(A.Sandstorm(h, True))
    for track in ("shipping", "dig"):
        if _ok(lambda: power_actions.advance(state, i, track)):
            out.append(A.Advance(track))
    if seat.priests:
        for cult in data.CULTS:
            for order in (True, False):
                if _ok(lambda: cults.send_priest(state, i, cult, order)):
                    out.append(A.SendPriest(cult, order))
    out += [A.Pass(c) for c in passing.pass_options(state)]
    return out


def _pending(state: State) -> list[Action]:
    p = state.pending[0]
    i = p.seat
    k = p.kind
    if k == "leech":
        return [A.Leech(True, p.n), A.Leech(False, p.n)]
    if k == "favor":
        return [A.TakeFavor(t) for t in decisions.favor_options(state, i)]
    if k == "town":
        return [A.TakeTown(t) for t in decisions.town_options(state)]
    if k == "cult":
        return [A.ChooseCult(c) for c in decisions.cult_options(state, i, p.n)]
    if k == "ship":
        return [A.PlaceShip(h) for h in ship_spawn(state, i, p.tag == "SY")]
    if k == "bridge":
        return [A.PlaceBridge(a, b) for a, b in decisions.bridge_options(state, i)]
    if k == "darklings":
        return [A.DarklingsConvert(n) for n in range(decisions.darklings_max(state, i) + 1)]
    if k == "fav13":
        return [A.FireFavorBonus(n) for n in decisions.fav13_options(state, i)]
    if k == "move":
        trades = len(state.pending[1].items)
        out: list[Action] = []
        for src in sorted(set(p.items)):
            for dst in sorted(ships.destinations(state, i, src, trades)):
                out.append(A.MoveShip(src, dst))
        return out + [A.Finish()]
    if k == "trade":
        out = []
        favors = state.seats[i].favors
        for h in sorted(set(p.items)):
            vp, options = ships.trade_rewards(state.building[h], favors)
            out += [A.ResolveTrade(h, n, state.building[h], vp) for n in range(len(options))]
        return out
    return _transforms(state, i) + [A.Finish()]
