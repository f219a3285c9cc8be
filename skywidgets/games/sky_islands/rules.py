"""legal_actions, apply and is_over: the decisions of steps ②, ④ and ⑤ as a phase table."""

from __future__ import annotations

from skywidgets.core import Action, Flow, evolve

from .actions import Build, DiscardTile, EndBuilding, Exchange, Keep, PlaceTile
from .building import build, build_actions, can_build, cannot_build_line
from .data import GAME
from .gains import gain_for_discard, gained, placement_line, placement_ships
from .placing import check_placement, discard_tile, place_actions, without
from .state import PHASE_LABELS, Placed, State
from .stock_disposal import disposal_actions, exchange, kept_cubes
from .turn import after_gains, end_turn, enter_building, enter_disposal

RULE_FLOW = f"{GAME} — Game Flow (steps ① to ⑥ in order)"
RULE_END = f"{GAME} — Game End and Final Scoring"
END_BUILDING = EndBuilding()  # actions are immutable: one shared instance


def is_over(state: State) -> bool:
    """Whether every player has taken 10 turns."""
    return state.phase_id == "over"


def legal_actions(state: State) -> list[Action]:
    """Every legal decision now (none once the game is over)."""
    phase = state.phase_id
    if phase == "place":
        return place_actions(state)
    if phase == "build":
        return [*build_actions(state), END_BUILDING]
    if phase == "disposal":
        return list(disposal_actions(state))
    return []


# `events` tell only what followed by itself; the move itself is in the log as its label.


def _place(state: State, action: PlaceTile) -> State:
    """② a placement, then ③ the gains of its ship and its neighbours' ships."""
    check_placement(state, action)
    seat = state.active
    player = state.seats[seat]
    board = state.board.with_tile(Placed(action.tile, action.x, action.y, action.rotation))
    ships = placement_ships(board.geometry)
    supply, gain, text = gained(state.supply, player, ships, "vp_gains")
    return after_gains(
        state,
        [placement_line(state.players[seat], text, len(ships))],
        hand=without(player.hand, action.tile),
        board=board,
        supply=supply,
        placed=(action.x, action.y),
        **gain,
    )


def _discard(state: State, action: DiscardTile) -> State:
    """② a discard from the revealed hand, then ③ the gain of its ship."""
    seat = state.active
    state = discard_tile(state, action)
    state, text = gain_for_discard(state, seat, action.tile)
    return enter_building(state, [text])


def _build(state: State, action: Build) -> State:
    """④ one building; step ⑤ follows when nothing more can be built."""
    state, text = build(state, action)
    events = [text] if text else []
    if can_build(state):
        return evolve(state, events=tuple(events))
    events.append(cannot_build_line(state.players[state.active], more=True))
    return enter_disposal(state, events)


def _end_building(state: State, action: EndBuilding) -> State:
    """④ stop building: on to ⑤."""
    return enter_disposal(state, [])


def _exchange(state: State, action: Exchange) -> State:
    """⑤ one exchange; ⑤ resolves by itself when no choice is left."""
    return enter_disposal(exchange(state, action), [])


def _keep(state: State, action: Keep) -> State:
    """⑤ the cubes kept, then ⑥ and the next turn."""
    kept, supply, text = kept_cubes(state, action)
    return end_turn(state, [text] if text else [], cubes=kept, supply=supply)


FLOW: Flow[State] = Flow(
    game=GAME,
    sequence_rule=RULE_FLOW,
    end_rule=RULE_END,
    labels=PHASE_LABELS,
    moves={
        "place": {PlaceTile: _place, DiscardTile: _discard},
        "build": {Build: _build, EndBuilding: _end_building},
        "disposal": {Exchange: _exchange, Keep: _keep},
    },
    phase_of=lambda s: s.phase_id,
    over_phase="over",
)


def apply(state: State, action: Action) -> State:
    """The state after `action`, with automatic steps resolved (raises IllegalAction)."""
    return FLOW.apply(state, action)
