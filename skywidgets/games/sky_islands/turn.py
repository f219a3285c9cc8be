"""Game Flow: steps ① to ⑥ in order, automatic steps resolved, the turn passed to the left."""

from __future__ import annotations

from skywidgets.core import evolve, with_seat

from .building import build_actions
from .data import TURNS_PER_PLAYER
from .income import take_income
from .placing import fits_anywhere
from .refilling import refill
from .state import State
from .stock_disposal import needs_decision


def start_turn(state: State, seat: int, events: list[str]) -> State:
    """Begin `seat`'s turn: ① income, then ② (revealing the hand when no tile fits)."""
    state = evolve(state, current_player=seat, phase_id="income", placed=None, revealed_hand=None)
    state, text = take_income(state, seat)
    events.append(text)
    hand = state.seats[seat].hand
    if not hand:  # cannot happen in a dealt game; hand-built positions may ask for it
        events.append(f"② {state.players[seat]} has no tile in hand: nothing to place")
        return enter_building(state, events)
    revealed = None
    if not fits_anywhere(state.board, hand):
        revealed = hand
        events.append(
            f"② no tile in {state.players[seat]}'s hand fits anywhere: the hand "
            "is revealed and one tile must be discarded"
        )
    return evolve(state, phase_id="place", revealed_hand=revealed, events=tuple(events))


def enter_building(state: State, events: list[str]) -> State:
    """After ③: step ④, skipped when nothing can be built."""
    state = evolve(state, phase_id="build")
    if not build_actions(state):
        events.append(f"④ {state.players[state.active]} cannot build anything")
        return enter_disposal(state, events)
    return evolve(state, events=tuple(events))


def enter_disposal(state: State, events: list[str]) -> State:
    """After ④: step ⑤, resolved by itself when there is nothing to choose."""
    state = evolve(state, phase_id="disposal")
    if not needs_decision(state):
        seat = state.active
        held = sum(state.seats[seat].cubes)
        events.append(
            f"⑤ {state.players[seat]} keeps {held} cube"
            f"{'s' if held != 1 else ''}: nothing to dispose of"
        )
        return end_turn(state, events)
    return evolve(state, events=tuple(events))


def end_turn(state: State, events: list[str]) -> State:
    """⑥ refilling, then the next player on the left, or final scoring after turn 10."""
    seat = state.active
    state = evolve(state, phase_id="refill")
    state, text = refill(state, seat)
    events.append(text)
    state = with_seat(state, seat, turns=state.seats[seat].turns + 1)
    nxt = (seat + 1) % len(state.players)
    if state.seats[nxt].turns >= TURNS_PER_PLAYER:
        events.append("Every player has taken 10 turns: the game ends; final scoring")
        return evolve(
            state,
            current_player=None,
            phase_id="over",
            placed=None,
            revealed_hand=None,
            events=tuple(events),
        )
    return start_turn(state, nxt, events)
