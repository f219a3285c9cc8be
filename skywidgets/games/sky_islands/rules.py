"""legal_actions, apply and is_over: the decisions of steps ②, ④ and ⑤ as a phase table."""

from __future__ import annotations

from typing import cast

from skywidgets.core import Action, Flow

from .actions import Build, DiscardTile, EndBuilding, Exchange, Keep, PlaceTile
from .building import build, build_actions, can_build
from .data import EXCHANGE_RATE, GAME, KEEP_LIMIT
from .gains import PLACEMENT_GAINS, SHIP_CODE, gain_for_discard, placement_gain
from .interning import KEY, PLACEMENTS
from .islands import COORD_BITS, COORD_OFFSET, FIT_MASK, geometry
from .log_lines import LINES
from .placing import check_placement, discard_tile, place_actions, without
from .state import PHASE_LABELS, Board, Placed, State, replace
from .stock_disposal import disposal_actions, exchange, kept_cubes
from .turn import end_turn, enter_building, enter_disposal

RULE_FLOW = f"{GAME} — Game Flow (steps ① to ⑥ in order)"
RULE_END = f"{GAME} — Game End and Final Scoring"
END_BUILDING = EndBuilding()  # actions are immutable: one shared instance
_new = object.__new__
_set = object.__setattr__


def is_over(state: State) -> bool:
    """Whether every player has taken 10 turns."""
    return state.phase_id == "over"


def legal_actions(state: State) -> list[Action]:
    """Every legal decision now (none once the game is over)."""
    phase = state.phase_id
    if phase == "place":
        if state.revealed_hand is None:  # `place_actions`, inlined when ② listed them already
            hand = state.seats[state.current_player].hand  # type: ignore[index]  # set at ②
            # the list ② kept is handed over, not copied (a next call lists them afresh)
            moves = geometry(state.board).placements.pop(hand, None)
            if moves is not None:
                return moves  # type: ignore[return-value]  # list[PlaceTile]: a list[Action]
        return place_actions(state)  # a new list
    if phase == "build":
        builds = cast("list[Action]", build_actions(state))  # a new list, ours to extend
        builds.append(END_BUILDING)
        return builds
    if phase == "disposal":
        return list(disposal_actions(state))
    return []


# `events` tell only what followed by itself; the move itself is in the log as its label.


def _place(state: State, action: PlaceTile) -> State:
    """② a placement, then ③ the gains of its ship and its neighbours' ships.

    When the player can then neither build (a cube colour missing) nor choose at ⑤, the
    turn ends here and the next one starts, all in one new state.
    """
    seat = state.current_player
    if seat is None:
        seat = state.active  # raises: the game is over
    tile, x, y, rotation = action.tile, action.x, action.y, action.rotation
    player = state.seats[seat]
    if state.revealed_hand is not None or tile not in player.hand:
        check_placement(state, action)  # raises with the rule broken
    board = state.board
    geo = geometry(board)
    row = (  # `Geometry.fit_key`, inlined
        geo.rows.get((x + COORD_OFFSET) << COORD_BITS | (y + COORD_OFFSET))
        if -COORD_OFFSET <= x < COORD_OFFSET and -COORD_OFFSET <= y < COORD_OFFSET
        else None
    )
    if (
        row is None
        or rotation.__class__ is not int
        or not 0 <= rotation <= 3
        or not PLACEMENTS[tile].rotations[row[KEY] & FIT_MASK] >> rotation & 1
    ):
        check_placement(state, action)  # raises with the rule broken (`fits`, inlined)
    placed = _new(Placed)  # `placed_tile` and `board_with`, inlined
    _set(placed, "__dict__", {"tile": tile, "x": x, "y": y, "rotation": rotation})
    geo = geo.with_tile(placed)
    board = _new(Board)
    _set(board, "__dict__", {"tiles": state.board.tiles + (placed,), "_geometry": geo})
    code = SHIP_CODE[tile]  # ③: the ships of the tile and its edge neighbours
    neighbours = geo.neighbours
    for nb in neighbours:
        code += SHIP_CODE[nb.tile]
    n = len(neighbours) + 1
    s = state.supply
    gain = PLACEMENT_GAINS.get(  # `placement_gain`, inlined when remembered
        code << 9 | min(s[0], n) << 6 | min(s[1], n) << 3 | min(s[2], n)
    )
    (r, w, b), vp, line = placement_gain(code, n, s) if gain is None else gain
    supply = (s[0] - r, s[1] - w, s[2] - b)
    c = player.cubes
    cubes = (c[0] + r, c[1] + w, c[2] + b)
    changes = {"cubes": cubes, "vp_gains": player.vp_gains + vp}
    hand = player.hand
    if len(hand) == 2:  # `without`, inlined for a dealt hand
        changes["hand"] = (hand[1],) if hand[0] == tile else (hand[0],)
    else:
        changes["hand"] = without(hand, tile)
    said = LINES[state.players[seat]]
    events = [said.gains[line]]
    if min(cubes) < 1 and sum(cubes) <= KEEP_LIMIT and max(cubes) < EXCHANGE_RATE:
        # ④ unaffordable, ⑤ without a choice (what `enter_building` would find)
        events.append(said.cannot_build)
        events.append(said.keeps[sum(cubes)])
        return end_turn(state, events, changes, board=board, supply=supply)
    seats = list(state.seats)
    seats[seat] = replace(player, **changes)
    # ④ next: `enter_building` with the step's state built at once (⑤ and ⑥ replace it)
    state = replace(
        state,
        seats=tuple(seats),
        board=board,
        placed=(x, y),
        supply=supply,
        phase_id="build",
        events=tuple(events),
    )
    if can_build(state):
        return state
    events.append(said.cannot_build)
    return enter_disposal(state, events)


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
    events.append(LINES[state.players[state.active]].cannot_build_more)
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
    return end_turn(state, [text] if text else [], {"cubes": kept}, supply=supply)


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
