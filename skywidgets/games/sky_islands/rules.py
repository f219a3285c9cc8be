"""legal_actions, apply and is_over: the decisions of steps ②, ④ and ⑤ as a phase table."""

from __future__ import annotations

from skywidgets.core import Action, Flow

from .actions import Build, DiscardTile, EndBuilding, Exchange, Keep, PlaceTile
from .building import build, build_actions, can_build
from .data import GAME
from .gains import gain_for_discard, gained, placement_line
from .islands import board_with, geometry
from .placing import check_placement, discard_tile, place_actions, without
from .state import PHASE_LABELS, State, placed_tile, replace
from .stock_disposal import disposal_actions, exchange, keep
from .tiles import SHIP
from .turn import end_turn, enter_building, enter_disposal

RULE_FLOW = f"{GAME} — Game Flow (steps ① to ⑥ in order)"
RULE_END = f"{GAME} — Game End and Final Scoring"


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


# `events` tell only what followed by itself; the move itself is in the log as its label.


def _place(state: State, action: PlaceTile) -> State:
    """② a placement, then ③ the gains of its ship and its neighbours' ships."""
    check_placement(state, action)
    seat = state.active
    x, y = action.x, action.y
    board = board_with(state.board, placed_tile(action.tile, x, y, action.rotation))
    ships = [SHIP[action.tile], *[SHIP[nb.tile] for nb in geometry(board).neighbours]]
    player = state.seats[seat]
    supply, changes, text = gained(state.supply, player, ships, "vp_gains")
    seats = list(state.seats)
    seats[seat] = replace(player, hand=without(player.hand, action.tile), **changes)
    state = replace(state, seats=tuple(seats), board=board, placed=(x, y), supply=supply)
    return enter_building(state, [placement_line(state.players[seat], text, len(ships))])


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
        return replace(state, events=tuple(events))
    events.append(f"④ {state.players[state.active]} cannot build anything more")
    return enter_disposal(state, events)


def _end_building(state: State, action: EndBuilding) -> State:
    """④ stop building: on to ⑤."""
    return enter_disposal(state, [])


def _exchange(state: State, action: Exchange) -> State:
    """⑤ one exchange; ⑤ resolves by itself when no choice is left."""
    return enter_disposal(exchange(state, action), [])


def _keep(state: State, action: Keep) -> State:
    """⑤ the cubes kept, then ⑥ and the next turn."""
    state, text = keep(state, action)
    return end_turn(state, [text] if text else [])


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


# (phase, action class) -> handler: the moves of `FLOW` looked up with one dict access.
HANDLERS = {(phase, cls): fn for phase, table in FLOW.moves.items() for cls, fn in table.items()}


def apply(state: State, action: Action) -> State:
    """The state after `action`, with automatic steps resolved (raises IllegalAction)."""
    handler = HANDLERS.get((state.phase_id, type(action)))
    if handler is None:  # not a move now: `FLOW` gives the shared refusal
        return FLOW.apply(state, action)
    return handler(state, action)
