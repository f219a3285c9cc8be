"""legal_actions, apply and is_over: the setup steps, Phase II and every pending decision as
one phase table (a pending decision is the phase until it is taken)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from skywidgets.core import Action, Flow, IllegalAction, evolve

from . import actions as A
from . import (
    board,
    building,
    cults,
    data,
    decisions,
    passing,
    power_actions,
    setup,
    ships,
    upgrading,
)
from .factions import FACTIONS
from .reach import reachable, ship_spawn, structure_counts
from .rounds import settle
from .state import (
    DECISION_LABELS,
    PHASE_LABELS,
    BridgePlacement,
    CultChoice,
    DarklingsPriests,
    Decision,
    FavorChoice,
    FireFavorChoice,
    PowerOffer,
    ShipMoves,
    ShipPlacement,
    SpadeUse,
    State,
    TownChoice,
    TradesWaiting,
)

R_SEQUENCE = (
    "Terra Mystica — course of the game: setup, then rounds of Phases I–III; "
    "decisions are taken in turn"
)
R_END = "Terra Mystica — game end"


def is_over(state: State) -> bool:
    """Whether final scoring has happened."""
    return state.step == "over"


# -- apply ---------------------------------------------------------------------------------


def _settled(play: Callable[[State, Any], State]) -> Callable[[State, Any], State]:
    """A handler that moves the game on to the next real decision afterwards."""
    return lambda state, action: settle(play(state, action))


def _transform(state: State, a: A.TransformAndBuild) -> State:
    """Phase II or a spade decision: the deciding seat transforms (and builds)."""
    i = state.pending[0].seat if state.pending else state.turn
    return building.transform_and_build(state, i, a.hex, a.terrain, a.build, a.ship)


def _finish(state: State, _action: A.Finish) -> State:
    """Stop moving ships or using spades: the rest is forfeited."""
    return evolve(state, pending=state.pending[1:])


_PHASE_TWO: dict[type[Action], Callable[[State, Any], State]] = {
    A.Convert: lambda s, a: power_actions.convert(s, s.turn, a.what),
    A.TransformAndBuild: _settled(_transform),
    A.Upgrade: _settled(lambda s, a: upgrading.upgrade(s, s.turn, a.hex, a.to)),
    A.PowerAction: _settled(lambda s, a: power_actions.power_action(s, s.turn, a.id)),
    A.Special: _settled(lambda s, a: power_actions.special(s, s.turn, a.what)),
    A.WitchesRide: _settled(lambda s, a: building.witches_ride(s, s.turn, a.hex)),
    A.Sandstorm: _settled(lambda s, a: building.sandstorm(s, s.turn, a.hex, a.build)),
    A.Advance: _settled(lambda s, a: power_actions.advance(s, s.turn, a.track)),
    A.SendPriest: _settled(lambda s, a: cults.send_priest(s, s.turn, a.cult, a.order)),
    A.Pass: _settled(lambda s, a: passing.pass_turn(s, s.turn, a.card)),
}

FLOW: Flow[State] = Flow(
    game="merchants_seas",
    sequence_rule=R_SEQUENCE,
    end_rule=R_END,
    labels={**PHASE_LABELS, **DECISION_LABELS},
    moves={
        "setup_dwellings": {A.PlaceDwelling: setup.place_dwelling},
        "setup_dock": {A.PlaceDock: setup.place_dock},
        "setup_bonus": {A.ChooseBonus: setup.choose_bonus},
        "actions": _PHASE_TWO,
        PowerOffer.kind: {A.Leech: _settled(decisions.leech)},
        FavorChoice.kind: {A.TakeFavor: _settled(decisions.take_favor)},
        TownChoice.kind: {A.TakeTown: _settled(decisions.take_town)},
        CultChoice.kind: {A.ChooseCult: _settled(decisions.choose_cult)},
        ShipPlacement.kind: {A.PlaceShip: _settled(decisions.place_ship)},
        BridgePlacement.kind: {A.PlaceBridge: _settled(decisions.place_bridge)},
        DarklingsPriests.kind: {A.DarklingsConvert: _settled(decisions.darklings_convert)},
        FireFavorChoice.kind: {A.FireFavorBonus: _settled(decisions.fav13)},
        ShipMoves.kind: {A.MoveShip: _settled(ships.move_ship), A.Finish: _settled(_finish)},
        TradesWaiting.kind: {A.ResolveTrade: _settled(ships.resolve_trade)},
        SpadeUse.kind: {A.TransformAndBuild: _settled(_transform), A.Finish: _settled(_finish)},
    },
    phase_of=lambda s: s.pending[0].kind if s.pending else s.step,
    over_phase="over",
)


def apply(state: State, action: Action) -> State:
    """The state after `action`, or IllegalAction (the given state is never changed)."""
    return FLOW.apply(state, action)


# -- legal_actions -------------------------------------------------------------------------


def _ok(play: Callable[..., object], *args: Any) -> bool:
    """Whether `play(*args)` goes through (the same checks `apply` makes)."""
    try:
        play(*args)
    except IllegalAction:
        return False
    return True


def legal_actions(state: State) -> list[Action]:
    """Complete and exact list of the moves open to `state.current_player`."""
    if state.step == "over":
        return []
    if state.pending:
        head = state.pending[0]
        return _ANSWERS[type(head)](state, head)
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
    seen: dict[tuple[str, int, bool, bool], bool] = {}
    for h in sorted(reach):
        cands = [(t, False, -1) for t in data.WHEEL if t != state.terrain[h]]
        cands.append((home, True, -1))
        cands += [(home, True, s) for s in sorted(set(seat.ships)) if h in board.ADJ_SET[s]]
        for t, b, s in cands:
            # plan() depends on the hex only through how it is reached and the spades, so
            # one check per (how, spades, build, ship or not) is enough (the hot path).
            key = (reach[h], data.spade_distance(state.terrain[h], t), b, s >= 0)
            if key not in seen:
                seen[key] = _ok(building.plan, state, i, h, t, b, s, reach, dwellings)
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
                if _ok(upgrading.upgrade_cost, state, i, h, to):
                    out.append(A.Upgrade(h, to))
    for act in data.POWER_ACTIONS:
        affordable = seat.bowls[2] >= data.POWER_ACTIONS[act][0]
        if (
            act not in state.power_used
            and affordable
            and _ok(power_actions.power_action, state, i, act)
        ):
            out.append(A.PowerAction(act))
    for what in ("bonus", "FAV6", "move_ships", "build_ship", "engineers_bridge"):
        if _ok(power_actions.special, state, i, what):
            out.append(A.Special(what))
    counts = structure_counts(state, i)
    if (
        seat.faction == "witches"
        and counts.get("SH")
        and "ride" not in seat.used
        and counts.get("D", 0) < data.MAX_COUNT["D"]
    ):
        out += [A.WitchesRide(h) for h in building.ride_spots(state, i)]
    if seat.faction == "nomads" and counts.get("SH") and "sandstorm" not in seat.used:
        for h in building.sandstorm_spots(state, i):
            out.append(A.Sandstorm(h, False))
            if _ok(building.sandstorm, state, i, h, True):
                out.append(A.Sandstorm(h, True))
    for track in ("shipping", "dig"):
        if _ok(power_actions.advance, state, i, track):
            out.append(A.Advance(track))
    if seat.priests:
        for cult in data.CULTS:
            for order in (True, False):
                if _ok(cults.send_priest, state, i, cult, order):
                    out.append(A.SendPriest(cult, order))
    out += [A.Pass(c) for c in passing.pass_options(state)]
    return out


def _ship_moves(state: State, p: ShipMoves) -> list[Action]:
    trades = len(ships.waiting_trades(state).hexes)
    out: list[Action] = []
    for src in sorted(set(p.unmoved)):
        for dst in sorted(ships.destinations(state, p.seat, src, trades)):
            out.append(A.MoveShip(src, dst))
    return out + [A.Finish()]


def _trades(state: State, p: TradesWaiting) -> list[Action]:
    out: list[Action] = []
    favors = state.seats[p.seat].favors
    for h in sorted(set(p.hexes)):
        vp, options = ships.trade_rewards(state.building[h], favors)
        out += [A.ResolveTrade(h, n, state.building[h], vp) for n in range(len(options))]
    return out


# The answers to each pending decision.
_ANSWERS: dict[type[Decision], Callable[[State, Any], list[Action]]] = {
    PowerOffer: lambda s, p: [A.Leech(True, p.power), A.Leech(False, p.power)],
    FavorChoice: lambda s, p: [A.TakeFavor(t) for t in decisions.favor_options(s, p.seat)],
    TownChoice: lambda s, p: [A.TakeTown(t) for t in decisions.town_options(s)],
    CultChoice: lambda s, p: [A.ChooseCult(c) for c in decisions.cult_options(s, p.seat, p.steps)],
    ShipPlacement: lambda s, p: [A.PlaceShip(h) for h in ship_spawn(s, p.seat, p.shipyard_only)],
    BridgePlacement: lambda s, p: [
        A.PlaceBridge(a, b) for a, b in decisions.bridge_options(s, p.seat)
    ],
    DarklingsPriests: lambda s, p: [
        A.DarklingsConvert(n) for n in range(decisions.darklings_max(s, p.seat) + 1)
    ],
    FireFavorChoice: lambda s, p: [A.FireFavorBonus(n) for n in decisions.fav13_options(s, p.seat)],
    ShipMoves: _ship_moves,
    TradesWaiting: _trades,
    SpadeUse: lambda s, p: _transforms(s, p.seat) + [A.Finish()],
}
