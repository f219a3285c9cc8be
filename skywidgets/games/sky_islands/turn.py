"""Game Flow: steps ① to ⑥ in order, automatic steps resolved, the turn passed to the left.

The moves (`rules`) play the decisions of ②, ④ and ⑤; what follows by itself is played
here: ④ skipped when nothing can be built, ⑤ when there is nothing to choose, ⑥ and the next
player's ① and ②. What a turn changed but has not yet put into a state (the player's
hand, cubes and points, the board, the supply) is handed on by name: the state where the
next decision waits is made once, with all of it.
"""

from __future__ import annotations

from typing import Any

from skywidgets.core import evolve

from .building import can_build, can_pay, cannot_build_line
from .data import TURNS_PER_PLAYER
from .income import income
from .placing import fits_anywhere
from .refilling import draw
from .state import Board, Seat, State
from .stock_disposal import has_choice, keeps_line, needs_decision

Cubes = tuple[int, int, int]


def start_turn(
    state: State,
    seat: int,
    events: list[str],
    seats: list[Seat],
    board: Board,
    supply: Cubes,
    pile: tuple[int, ...],
) -> State:
    """Begin `seat`'s turn: ① income, then ② (revealing the hand when no tile fits).

    `seats`, `board`, `supply` and `pile` are as the last turn left them (`end_turn`).
    """
    name = state.players[seat]
    supply, gain, text = income(name, seats[seat], seat, state.houses, board, supply)
    events.append(text)
    if gain is not None:
        seats[seat] = evolve(seats[seat], **gain)
    hand = seats[seat].hand
    if not hand:  # cannot happen in a dealt game; hand-built positions may ask
        events.append(f"② {name} has no tile in hand: nothing to place")
        return enter_building(
            state,
            events,
            board=board,
            seats=tuple(seats),
            pile=pile,
            supply=supply,
            current_player=seat,
            placed=None,
            revealed_hand=None,
        )
    revealed = None
    if not fits_anywhere(board, hand):
        revealed = hand
        events.append(
            f"② no tile in {name}'s hand fits anywhere: the hand "
            "is revealed and one tile must be discarded"
        )
    return evolve(
        state,
        board=board,
        seats=tuple(seats),
        pile=pile,
        supply=supply,
        current_player=seat,
        phase_id="place",
        placed=None,
        events=tuple(events),
        revealed_hand=revealed,
    )


def after_gains(
    state: State,
    events: list[str],
    *,
    hand: tuple[int, ...],
    cubes: Cubes,
    vp_gains: int,
    board: Board,
    supply: Cubes,
    placed: tuple[int, int],
) -> State:
    """After ② and ③ (their results by name): on to ④, ⑤ or ⑥, whichever waits for a choice.

    ④ passes when the player cannot pay for a building, ⑤ when there is nothing to choose
    (as `at_building` and `enter_disposal` find of a made state). When the turn waits, the
    table after ② and ③ is made here, at once in the step it waits at.
    """
    seat = state.active
    name = state.players[seat]
    if not can_pay(cubes):
        events.append(cannot_build_line(name))
        if not has_choice(cubes):
            events.append(keeps_line(name, sum(cubes)))
            return end_turn(
                state, events, hand=hand, cubes=cubes, vp_gains=vp_gains, board=board, supply=supply
            )
    seats = list(state.seats)
    seats[seat] = evolve(state.seats[seat], hand=hand, cubes=cubes, vp_gains=vp_gains)
    state = evolve(
        state,
        board=board,
        seats=tuple(seats),
        supply=supply,
        current_player=seat,
        phase_id="build" if can_pay(cubes) else "disposal",
        placed=placed,
        events=tuple(events),
    )
    return at_building(state, events) if state.phase_id == "build" else state


def enter_building(state: State, events: list[str], **changes: Any) -> State:
    """Step ④ in `state` with `changes` (State fields), skipped when nothing can be built."""
    return at_building(evolve(state, phase_id="build", events=tuple(events), **changes), events)


def at_building(state: State, events: list[str]) -> State:
    """`state`, waiting at ④ — or, when nothing can be built, on to ⑤."""
    if can_build(state):
        return state
    events.append(cannot_build_line(state.players[state.active]))
    return enter_disposal(state, events)


def enter_disposal(state: State, events: list[str]) -> State:
    """After ④: step ⑤, resolved by itself when there is nothing to choose."""
    if not needs_decision(state):
        seat = state.active
        events.append(keeps_line(state.players[seat], sum(state.seats[seat].cubes)))
        return end_turn(state, events)
    return evolve(state, phase_id="disposal", events=tuple(events))


def end_turn(
    state: State,
    events: list[str],
    *,
    hand: tuple[int, ...] | None = None,
    cubes: Cubes | None = None,
    vp_gains: int | None = None,
    board: Board | None = None,
    supply: Cubes | None = None,
) -> State:
    """⑥ refilling, then the next player on the left, or final scoring after turn 10.

    The keywords are what the turn changed but has not yet put into `state` (None: as in
    `state`): the current player's hand, cubes and ③ points, the board and the supply.
    """
    seat = state.active
    player = state.seats[seat]
    board = state.board if board is None else board
    supply = state.supply if supply is None else supply
    hand, pile, text = draw(state.players[seat], player.hand if hand is None else hand, state.pile)
    events.append(text)
    seats = list(state.seats)
    seats[seat] = evolve(
        player,
        hand=hand,
        cubes=player.cubes if cubes is None else cubes,
        vp_gains=player.vp_gains if vp_gains is None else vp_gains,
        turns=player.turns + 1,
    )
    nxt = (seat + 1) % len(seats)
    if seats[nxt].turns < TURNS_PER_PLAYER:
        return start_turn(state, nxt, events, seats, board, supply, pile)
    events.append("Every player has taken 10 turns: the game ends; final scoring")
    return evolve(
        state,
        board=board,
        seats=tuple(seats),
        pile=pile,
        supply=supply,
        current_player=None,
        phase_id="over",
        placed=None,
        events=tuple(events),
        revealed_hand=None,
    )
