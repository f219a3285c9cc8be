"""legal_actions and apply: one dispatch over the current step and pending decision."""

from __future__ import annotations

from skywidgets.core import Action, IllegalAction
from skywidgets.core.state import evolve

from . import actions as A
from . import building, cults, data, decisions, passing, power_actions, setup, ships, upgrading
from .flow import settle
from .legal import legal_actions
from .state import State

R_TURN = "Terra Mystica — Phase II: one action per turn"
R_WAIT = "Terra Mystica — decisions are taken in turn"

# Which actions answer which pending decision.
_ANSWERS = {
    "leech": (A.Leech,), "favor": (A.TakeFavor,), "town": (A.TakeTown,),
    "cult": (A.ChooseCult,), "ship": (A.PlaceShip,), "bridge": (A.PlaceBridge,),
    "darklings": (A.DarklingsConvert,), "fav13": (A.FireFavorBonus,),
    "move": (A.MoveShip, A.Finish),
    "trade": (A.ResolveTrade,), "spades": (A.TransformAndBuild, A.Finish),
}
_MAIN = (A.TransformAndBuild, A.Upgrade, A.PowerAction, A.Special, A.WitchesRide, A.Sandstorm,
         A.Advance, A.SendPriest, A.Pass)


def apply(state: State, action: Action) -> State:
    """The state after `action`, or IllegalAction (the given state is never changed)."""
    if state.step == "over":
        raise IllegalAction("Terra Mystica — game end", "the game is over")
    if state.pending:
        return settle(_answer(state, action))
    if state.step == "setup_dwellings" and isinstance(action, A.PlaceDwelling):
        return setup.place_dwelling(state, action.hex)
    if state.step == "setup_dock" and isinstance(action, A.PlaceDock):
        return setup.place_dock(state, action.hex)
    if state.step == "setup_bonus" and isinstance(action, A.ChooseBonus):
        return setup.choose_bonus(state, action.card)
    if state.step != "actions":
        raise IllegalAction(setup.R_SETUP, f"{action.kind} does not fit the step "
                            f"{state.phase}")
    i = state.turn
    if isinstance(action, A.Convert):
        return power_actions.convert(state, i, action.what)
    if not isinstance(action, _MAIN):
        raise IllegalAction(R_TURN, f"{action.kind} is not an action of Phase II")
    return settle(_main(state, i, action))


def _main(state: State, i: int, a: Action) -> State:
    if isinstance(a, A.TransformAndBuild):
        return building.transform_and_build(state, i, a.hex, a.terrain, a.build, a.ship)
    if isinstance(a, A.Upgrade):
        return upgrading.upgrade(state, i, a.hex, a.to)
    if isinstance(a, A.PowerAction):
        return power_actions.power_action(state, i, a.id)
    if isinstance(a, A.Special):
        return power_actions.special(state, i, a.what)
    if isinstance(a, A.WitchesRide):
        return building.witches_ride(state, i, a.hex)
    if isinstance(a, A.Sandstorm):
        return building.sandstorm(state, i, a.hex, a.build)
    if isinstance(a, A.Advance):
        return power_actions.advance(state, i, a.track)
    if isinstance(a, A.SendPriest):
        return cults.send_priest(state, i, a.cult, a.order)
    return passing.pass_turn(state, i, a.card)


def _answer(state: State, a: Action) -> State:
    p = state.pending[0]
    if not isinstance(a, _ANSWERS[p.kind]):
        raise IllegalAction(R_WAIT, f"{state.players[p.seat]} must first decide: {p.kind}")
    if isinstance(a, A.Finish):
        return evolve(state, pending=state.pending[1:])
    if p.kind == "leech":
        return decisions.leech(state, a.accept, a.power)
    if p.kind == "favor":
        return decisions.take_favor(state, a.tile)
    if p.kind == "town":
        return decisions.take_town(state, a.tile)
    if p.kind == "cult":
        return decisions.choose_cult(state, a.cult)
    if p.kind == "ship":
        return decisions.place_ship(state, a.hex)
    if p.kind == "bridge":
        return decisions.place_bridge(state, a.a, a.b)
    if p.kind == "darklings":
        return decisions.darklings_convert(state, a.n)
    if p.kind == "fav13":
        return decisions.fav13(state, a.option)
    if p.kind == "move":
        return ships.move_ship(state, a.src, a.dst)
    if p.kind == "trade":
        return ships.resolve_trade(state, a.hex, a.option, a.structure, a.vp)
    return building.transform_and_build(state, p.seat, a.hex, a.terrain, a.build, a.ship)


__all__ = ["apply", "legal_actions", "data"]
