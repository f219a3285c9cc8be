"""How to Play and Game End: counting actions, ending turns, the last round of 3 actions."""

from __future__ import annotations

from .state import State, evolve

TURN_ACTIONS = 2
LAST_TURN_ACTIONS = 3


def spent(state: State) -> dict[str, int]:
    """The action counters once one of the turn's actions is used (as `evolve` changes)."""
    left = state.actions_left - 1
    return {"actions_left": left, "optional_actions": min(state.optional_actions, left)}


def spend_action(state: State, *events: str) -> State:
    """One of the turn's actions is used (and public events of the step appended)."""
    return evolve(state, events=state.events + events, **spent(state))


def add_events(state: State, *events: str) -> State:
    """Append public events of the current step."""
    return evolve(state, events=state.events + tuple(events))


def may_end_turn(state: State, has_other_action: bool) -> bool:
    """End the turn early: in the last turn (up to 3), skipping an 8/9 extra, or with no move."""
    return state.final_round or state.actions_left <= state.optional_actions or not has_other_action


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
    nxt_name = state.players[nxt]
    if state.final_round and not state.final_cancelled:
        left = state.final_turns_left - 1
        if left == 0:
            return evolve(
                add_events(state, "the last round is over: the game ends"),
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
    if state.final_round:
        state = evolve(
            add_events(
                state, "cards went back on the deck during the last round: normal play resumes"
            ),
            final_round=False,
            final_cancelled=False,
            final_turns_left=0,
        )
    if not state.deck:
        state = add_events(
            state,
            "the last card has been drawn: every player takes one last "
            f"turn of up to 3 actions, starting with {nxt_name}",
        )
        return evolve(
            state,
            final_round=True,
            final_turns_left=n,
            active=nxt,
            actions_left=LAST_TURN_ACTIONS,
            optional_actions=0,
            turn=state.turn + 1,
        )
    return evolve(
        state, active=nxt, actions_left=TURN_ACTIONS, optional_actions=0, turn=state.turn + 1
    )
