"""Game Flow: steps ① to ⑥ in order, automatic steps resolved, the turn passed to the left."""

from __future__ import annotations

from typing import Any

from .building import can_build
from .data import TURNS_PER_PLAYER
from .income import income
from .placing import fits_anywhere
from .refilling import drawn
from .state import Seat, State, replace
from .stock_disposal import needs_decision


def start_turn(
    state: State,
    seat: int,
    events: list[str],
    seats: list[Seat] | None = None,
    **changes: Any,
) -> State:
    """Begin `seat`'s turn: ① income, then ② (revealing the hand when no tile fits).

    `seats` and `changes` are what the previous step changed but has not yet copied into a
    state (see `end_turn`): the turn's state is built once, with all of them.
    """
    seats = list(state.seats) if seats is None else seats
    supply, gain, text = income(state, seat, seats[seat])
    if gain is not None:
        seats[seat] = replace(seats[seat], **gain)
    events.append(text)
    hand = seats[seat].hand
    if not hand:  # cannot happen in a dealt game; hand-built positions may ask for it
        state = replace(
            state,
            seats=tuple(seats),
            supply=supply,
            current_player=seat,
            phase_id="income",
            placed=None,
            revealed_hand=None,
            **changes,
        )
        events.append(f"② {state.players[seat]} has no tile in hand: nothing to place")
        return enter_building(state, events)
    revealed = None
    if not fits_anywhere(state.board, hand):
        revealed = hand
        events.append(
            f"② no tile in {state.players[seat]}'s hand fits anywhere: the hand "
            "is revealed and one tile must be discarded"
        )
    return replace(
        state,
        seats=tuple(seats),
        supply=supply,
        current_player=seat,
        phase_id="place",
        placed=None,
        revealed_hand=revealed,
        events=tuple(events),
        **changes,
    )


def enter_building(state: State, events: list[str]) -> State:
    """After ③: step ④, skipped when nothing can be built."""
    if not can_build(state):
        events.append(f"④ {state.players[state.active]} cannot build anything")
        return enter_disposal(state, events)
    return replace(state, phase_id="build", events=tuple(events))


def enter_disposal(state: State, events: list[str]) -> State:
    """After ④: step ⑤, resolved by itself when there is nothing to choose."""
    if not needs_decision(state):
        seat = state.active
        held = sum(state.seats[seat].cubes)
        events.append(
            f"⑤ {state.players[seat]} keeps {held} cube"
            f"{'s' if held != 1 else ''}: nothing to dispose of"
        )
        return end_turn(state, events)
    return replace(state, phase_id="disposal", events=tuple(events))


def end_turn(state: State, events: list[str]) -> State:
    """⑥ refilling, then the next player on the left, or final scoring after turn 10."""
    seat = state.active
    hand, pile, text = drawn(state, seat)
    events.append(text)
    seats = list(state.seats)
    seats[seat] = replace(seats[seat], hand=hand, turns=seats[seat].turns + 1)
    nxt = (seat + 1) % len(state.players)
    if seats[nxt].turns >= TURNS_PER_PLAYER:
        events.append("Every player has taken 10 turns: the game ends; final scoring")
        return replace(
            state,
            seats=tuple(seats),
            pile=pile,
            current_player=None,
            phase_id="over",
            placed=None,
            revealed_hand=None,
            events=tuple(events),
        )
    return start_turn(state, nxt, events, seats, pile=pile)
