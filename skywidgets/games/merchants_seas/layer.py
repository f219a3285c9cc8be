"""Merchants of the Seas as a layer on the Terra Mystica engine: the moves it adds (placing,
moving and trading with ships), how they are listed, their words, and the Move Ships action
its power action, Bonus cards and specials start (terra_mystica/layers.py says where each
piece goes)."""

from __future__ import annotations

from skywidgets.games.terra_mystica import actions as A
from skywidgets.games.terra_mystica import tables
from skywidgets.games.terra_mystica.free_actions import free_actions
from skywidgets.games.terra_mystica.hexnames import hex_name
from skywidgets.games.terra_mystica.layers import Layer, add_layer
from skywidgets.games.terra_mystica.rules import FINISH, convert_now, finish, settled
from skywidgets.games.terra_mystica.state import State

from . import box, consistency, docks, fleet, ships, shipyard, views
from .decisions import ShipMoves, ShipPlacement, TradesWaiting
from .ship_actions import MoveShip, PlaceShip, ResolveTrade

Phrase = tuple[str, str]  # what the move does, the rule deciding it


def _dock(b: State, a: docks.PlaceDock, af: State, s: int) -> Phrase:
    return f"puts your Dock / Storehouse under {hex_name(a.hex)}", docks.R_DOCK


def _placed(b: State, a: PlaceShip, af: State, s: int) -> Phrase:
    return f"places a new ship at {hex_name(a.hex)}", ships.R_SHIP


def _moved(b: State, a: MoveShip, af: State, s: int) -> Phrase:
    trade = " to trade there" if b.owner[a.dst] >= 0 else ""
    return f"moves a ship from {hex_name(a.src)} to {hex_name(a.dst)}{trade}", ships.R_MOVE


def _traded(b: State, a: ResolveTrade, af: State, s: int) -> Phrase:
    owner = b.players[b.owner[a.hex]]
    name = tables.STRUCTURE_NAMES[a.structure]
    return f"trades with {owner}'s {name} at {hex_name(a.hex)}", ships.R_TRADE


SEAS = Layer(
    name="merchants_seas",
    box=box.SEAS,
    components=box.components,
    action_classes=(docks.PlaceDock, PlaceShip, MoveShip, ResolveTrade),
    decisions={
        ShipPlacement: ships.can_place,
        ShipMoves: lambda s, p: bool(p.unmoved),
        TradesWaiting: lambda s, p: bool(p.hexes),
    },
    decision_gains={"SHIP": ships.obtained},
    round_edge_decisions=consistency.waits_between_rounds,
    state_check=consistency.problems,
    ships=fleet.ships,
    ship_returned=ships.ship_returned,
    pass_rules={"per_ship": lambda s, i, rule: len(fleet.ships(s, i)) * rule[2]},
    favor_pass_vp={"FAV16": lambda s, i: tables.pass_trades_vp(fleet.fleet(s, i).trades)},
    hex_view=views.hex_view,
    seat_view=views.seat_view,
    moves={
        docks.STEP[0]: {docks.PlaceDock: docks.place_dock},
        ShipPlacement.kind: {PlaceShip: settled(ships.place_ship)},
        ShipMoves.kind: {
            MoveShip: settled(ships.move_ship),
            A.Finish: settled(finish),
            A.Convert: convert_now,
        },
        TradesWaiting.kind: {ResolveTrade: settled(ships.resolve_trade)},
    },
    answers={
        ShipPlacement: ships.ship_places,
        ShipMoves: lambda s, p: [*ships.ship_moves(s, p), FINISH, *free_actions(s, p.seat)],
        TradesWaiting: ships.trade_moves,
    },
    phrases={
        docks.PlaceDock: _dock,
        PlaceShip: _placed,
        MoveShip: _moved,
        ResolveTrade: _traded,
    },
    finish_phrases={
        ShipMoves.kind: ("stops moving ships (the ships not moved stay)", ships.R_MOVE)
    },
    gain_effects={"MOVE": ships.start_moving},
    gain_problems={"MOVE": ships.move_problem, "SHIP": ships.obtain_problem},
    views={"move_costs": ships.move_costs},
    setup_step=docks.STEP,
    after_dwellings=docks.start_docks,
    step_moves=docks.dock_moves,
    setup_check=docks.setup_problems,
    dwelling_built=docks.dwelling_built,
    structures={"SY": shipyard.SHIPYARD},
    specials=shipyard.SPECIALS,
)

add_layer(SEAS)
