"""How to Play and Game End: counting actions, ending turns, the last round of 3 actions."""

from __future__ import annotations

from typing import Any

from skywidgets.core import evolve

from .data import STALL_ROUNDS
from .playing import can_play
from .state import State

TURN_ACTIONS = 2
LAST_TURN_ACTIONS = 3


def spent(state: State) -> dict[str, int]:
    """The action counters once one of the turn's actions is used (as `evolve` changes)."""
    left = state.actions_left - 1
    return {"actions_left": left, "optional_actions": min(state.optional_actions, left)}


def add_events(state: State, *events: str) -> State:
    """Append public events of the current step."""
    return evolve(state, events=state.events + tuple(events))


def can_act(state: State, seat: int) -> bool:
    """Whether `seat` has an action besides ending the turn: a Play, a Draw or a Return."""
    return bool(state.deck) or any(state.seats[seat].towers) or can_play(state, seat)


def may_end_turn(state: State, has_other_action: bool) -> bool:
    """End the turn early: in the last turn (up to 3), skipping an 8/9 extra, or with no move."""
    return state.final_round or state.actions_left <= state.optional_actions or not has_other_action


def stalled(state: State) -> bool:
    """Game End, a stalled table (project ruling): the deck has not run lower than its lowest
    for STALL_ROUNDS rounds of turns in a row, so it may never run out."""
    return state.still_turns >= STALL_ROUNDS * len(state.players)


def settle(state: State) -> State:
    """After a step: end the turn when no action and no decision is left."""
    if state.over or state.put_back_queue or state.six_pending or state.mode == "light":
        return state
    if state.actions_left > 0:
        return state
    return end_turn(state)


def end_turn(state: State) -> State:
    """The active player's turn ends: next player, last round, or the end of the game."""
    n = len(state.players)
    nxt = (state.active + 1) % n
    if state.final_round and not state.final_cancelled:
        left = state.final_turns_left - 1
        if left == 0:
            return evolve(
                state,
                events=(*state.events, "the last round is over: the game ends"),
                over=True,
                actions_left=0,
                optional_actions=0,
                final_turns_left=0,
            )
        return evolve(
            state,
            active=nxt,
            actions_left=LAST_TURN_ACTIONS,
            optional_actions=0,
            final_turns_left=left,
            turn=state.turn + 1,
        )
    events = state.events
    low, still = len(state.deck), 0
    if low >= state.deck_low:
        low, still = state.deck_low, state.still_turns + 1
    changes: dict[str, Any] = {"deck_low": low, "still_turns": still}
    if state.deck and still >= STALL_ROUNDS * n:
        events += (
            f"the deck has not run lower for {STALL_ROUNDS} rounds: the table is stalled and "
            "the game ends (project ruling, Game End)",
        )
        return evolve(
            state, events=events, over=True, actions_left=0, optional_actions=0, **changes
        )
    if state.final_round:  # a 5 put cards back on the deck during the last round
        events += ("cards went back on the deck during the last round: normal play resumes",)
        changes.update(final_round=False, final_cancelled=False, final_turns_left=0)
    if not state.deck:
        events += (
            "the last card has been drawn: every player takes one last "
            f"turn of up to 3 actions, starting with {state.players[nxt]}",
        )
        changes.update(final_round=True, final_turns_left=n, actions_left=LAST_TURN_ACTIONS)
    else:
        changes["actions_left"] = TURN_ACTIONS
    return evolve(
        state, events=events, active=nxt, optional_actions=0, turn=state.turn + 1, **changes
    )
