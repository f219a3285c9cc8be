"""legal_actions, apply and is_over for every mode: the phases' moves as one Flow table."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from skywidgets.core import Action, Flow, IllegalAction, evolve

from . import citations as C
from . import light
from .actions import (
    TAROMA_ACTIONS,
    Ask,
    DiscardAndDraw,
    Draw,
    EndTurn,
    Play,
    PutBack,
    ReturnTower,
    SixDraw,
    TaromaDiscard,
)
from .drawing import apply_return, check_draw, draw_event, draw_to
from .effects import after_play, apply_ask, apply_put_back, apply_six_draw
from .playing import legal_plays, place, play_problem
from .state import PHASE_LABELS, TAROMA_SEAT, State, remove_cards
from .taroma import apply_taroma, automaton
from .turns import can_act, end_turn, may_end_turn, settle, spent


def is_over(state: State) -> bool:
    """Whether the game has ended."""
    return state.over


def legal_actions(state: State) -> list[Action]:
    """Every legal action of the player who must decide now (Taroma: its one action)."""
    if state.over:
        return []
    if state.mode == "light":
        return light.legal(state)
    seat = state.current_player
    assert seat is not None
    if state.mode == "taroma" and seat == TAROMA_SEAT:
        nxt = automaton(state)
        return [nxt] if nxt is not None else []
    hand = state.seats[seat].hand
    if state.put_back_queue:
        return [_PUT_BACK.get(v) or PutBack(v) for v in sorted(set(hand))]
    if state.six_pending:
        out: list[Action] = [
            _ASK.get((p, v)) or Ask(p, v)
            for p in range(len(state.players))
            if p != seat
            for v in range(1, 11)
        ]
        return out + [_SIX_DRAW] if state.deck else out
    out = list(legal_plays(state, seat))
    if state.deck:
        out.append(_DRAW)
    out += [_RETURN.get(i) or ReturnTower(i) for i, t in enumerate(state.seats[seat].towers) if t]
    if may_end_turn(state, bool(out)):
        out.append(_END_TURN)
    return out


# Shared action values for legal_actions (actions are immutable; equal ones are interchangeable).
_PUT_BACK = {v: PutBack(v) for v in range(1, 11)}
_ASK = {(p, v): Ask(p, v) for p in range(4) for v in range(1, 11)}
_SIX_DRAW = SixDraw()
_DRAW = Draw()
_RETURN = {i: ReturnTower(i) for i in range(3)}
_END_TURN = EndTurn()


def _play(state: State, action: Play) -> State:
    """Actions: Play, then the card's effect."""
    seat = state.current_player
    assert seat is not None
    problem = play_problem(state, seat, action)
    if problem:
        raise IllegalAction(*problem)
    hand = remove_cards(state.seats[seat].hand, action.card, action.count)
    changes, events = place(
        state, action.owner, action.tower, action.card, action.count, seat, hand=hand
    )
    state = evolve(state, events=tuple(events), **changes, **spent(state))
    return settle(after_play(state, seat, action.card))


def _draw(state: State, action: Draw) -> State:
    """Actions: Draw."""
    seat = state.current_player
    assert seat is not None
    check_draw(state)
    return settle(draw_to(state, seat, events=(draw_event(state, seat),), **spent(state)))


def _return(state: State, action: ReturnTower) -> State:
    """Actions: Return."""
    seat = state.current_player
    assert seat is not None
    return settle(apply_return(state, seat, action.tower, **spent(state)))


def _end_turn(state: State, action: EndTurn) -> State:
    """End the turn early: in the last round, skipping an 8/9's extra action, or stuck."""
    seat = state.current_player
    assert seat is not None
    if not may_end_turn(state, can_act(state, seat)):
        left = state.actions_left
        raise IllegalAction(
            C.TURN,
            f"take your {left} remaining action{'s' if left != 1 else ''}: a turn may end early "
            "only in the last round, when skipping an 8/9's extra action, or when no action is "
            "possible",
        )
    events = (f"{state.players[seat]} ends the turn",)
    return end_turn(evolve(state, events=events, actions_left=0, optional_actions=0))


def _no_hand_limit(state: State, action: DiscardAndDraw) -> State:
    """Discarding before a draw is a Light rule only."""
    raise IllegalAction(
        C.DRAW,
        "there is no hand limit here (discarding before drawing is a Light solitaire rule)",
    )


def _six_now(state: State, action: Ask | SixDraw) -> State:
    """A 6's choice outside its effect (against Taroma the 6 never asks anyone)."""
    if state.mode == "taroma":
        raise IllegalAction(
            C.TAROMA_VAR,
            "against Taroma a 6 takes a random card from the opponent (or draws) by itself: "
            "nobody is asked",
        )
    raise IllegalAction(C.E6, "this happens only right after playing a 6")


def _no_choice(expected: Action) -> IllegalAction:
    return IllegalAction(
        C.TAROMA_TURN, f"Taroma acts now and has no choice; its next action is: {expected.label}"
    )


def _put_back(state: State, action: PutBack) -> State:
    """Effect 5: the first seat over 5 cards puts one card back (Taroma has its variance)."""
    expected = automaton(state)
    if expected is not None:
        raise _no_choice(expected)
    return apply_put_back(state, action.card)


def _ask(state: State, action: Ask) -> State:
    """Effect 6, option A."""
    return apply_ask(state, action.player, action.value)


def _six_draw(state: State, action: SixDraw) -> State:
    """Effect 6, option B."""
    return apply_six_draw(state)


def _taroma(state: State, action: Action) -> State:
    """Taroma's action: exactly the one its decision steps choose."""
    expected = automaton(state)
    if expected is None:
        raise IllegalAction(C.TAROMA_TURN, "only Taroma takes Taroma's actions, when it acts")
    if action != expected:
        raise _no_choice(expected)
    return apply_taroma(state, action)


Moves = Mapping[type[Action], Callable[[State, Any], State]]

_TURN: Moves = {
    Play: _play,
    Draw: _draw,
    ReturnTower: _return,
    EndTurn: _end_turn,
    DiscardAndDraw: _no_hand_limit,
    Ask: _six_now,
    SixDraw: _six_now,
}

#: {phase_id: {action class: handler}}: the moves of each phase (the rest are refused alike).
MOVES: dict[str, Moves] = {
    "turn": _TURN,
    "last_turn": _TURN,
    "effect_5": {PutBack: _put_back, TaromaDiscard: _taroma},
    "effect_6": {Ask: _ask, SixDraw: _six_draw},
    "light": {
        Play: light.play,
        Draw: light.draw,
        DiscardAndDraw: light.discard_and_draw,
        ReturnTower: light.return_tower,
    },
    "taroma": dict.fromkeys(TAROMA_ACTIONS, _taroma),
}

FLOW: Flow[State] = Flow(
    game="sky_towers",
    sequence_rule=C.TURN,
    end_rule=C.END,
    labels=PHASE_LABELS,
    moves=MOVES,
    phase_of=lambda state: state.phase_id,
)


def apply(state: State, action: Action) -> State:
    """The state after `action`, or IllegalAction citing the rule (the state is untouched)."""
    return FLOW.apply(state, action)
