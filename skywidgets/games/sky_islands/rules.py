"""legal_actions and apply: the decisions of steps ②, ④ and ⑤, dispatched by phase."""

from __future__ import annotations

from ...core.state import evolve

from skywidgets.core import Action, IllegalAction

from .actions import Build, DiscardTile, EndBuilding, Exchange, Keep, PlaceTile
from .building import build, build_actions
from .data import GAME
from .gains import gain_for_discard, gain_for_placement
from .placing import discard_tile, place_actions, place_tile
from .state import State
from .stock_disposal import disposal_actions, exchange, keep
from .turn import end_turn, enter_building, enter_disposal

RULE_FLOW = f"{GAME} — Game Flow (steps ① to ⑥ in order)"
RULE_END = f"{GAME} — Game End and Final Scoring"
PHASE_ACTIONS = {
    "place": (PlaceTile, DiscardTile),
    "build": (Build, EndBuilding),
    "disposal": (Exchange, Keep),
}


def is_over(state: State) -> bool:
    """Whether every player has taken 10 turns."""
    return state.phase_id == "over"


def legal_actions(state: State) -> list[Action]:
    """Every legal decision now (none once the game is over)."""
    phase = state.phase_id
    if phase == "place":
        return list(place_actions(state))
    if phase == "build":
        return [*build_actions(state), EndBuilding()]
    if phase == "disposal":
        return list(disposal_actions(state))
    return []


def apply(state: State, action: Action) -> State:
    """The state after `action`, with automatic steps resolved (raises IllegalAction)."""
    phase = state.phase_id
    if phase == "over":
        raise IllegalAction(RULE_END, "the game is over: every player has taken 10 turns")
    allowed = PHASE_ACTIONS.get(phase, ())
    if not isinstance(action, allowed):
        kind = getattr(action, "kind", type(action).__name__)
        raise IllegalAction(RULE_FLOW, f"it is step {state.phase}: {kind} is not possible now")
    seat = state.current_player
    # `events` tell only what followed by itself; the move itself is in the log as its label
    events: list[str] = []
    if isinstance(action, PlaceTile):
        state = place_tile(state, action)
        state, text = gain_for_placement(state, seat, action.tile, action.x, action.y)
        events.append(text)
        return enter_building(state, events)
    if isinstance(action, DiscardTile):
        state = discard_tile(state, action)
        state, text = gain_for_discard(state, seat, action.tile)
        events.append(text)
        return enter_building(state, events)
    if isinstance(action, Build):
        state, text = build(state, action)
        events += [text] if text else []
        if build_actions(state):
            return evolve(state, events=tuple(events))
        events.append(f"④ {state.players[seat]} cannot build anything more")
        return enter_disposal(state, events)
    if isinstance(action, EndBuilding):
        return enter_disposal(state, events)
    if isinstance(action, Exchange):
        state = exchange(state, action)
        return enter_disposal(state, events)
    state, text = keep(state, action)
    events += [text] if text else []
    return end_turn(state, events)
