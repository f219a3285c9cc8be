"""Game Flow: steps ① to ⑥ in order, automatic steps resolved, the turn passed to the left."""

from __future__ import annotations

from typing import Any

from .building import can_build
from .data import TURNS_PER_PLAYER
from .income import income
from .islands import geometry
from .placing import hand_placements
from .refilling import draw
from .state import Seat, State, replace
from .stock_disposal import needs_decision

_new = object.__new__
_set = object.__setattr__


def start_turn(
    state: State,
    seat: int,
    events: list[str],
    seats: list[Seat] | None = None,
    **changes: Any,
) -> State:
    """Begin `seat`'s turn: ① income, then ② (revealing the hand when no tile fits).

    `seats` and `changes` (State fields) are what earlier steps changed but have not yet
    copied into a state (see `end_turn`): the turn's state is built once, with all of them.
    """
    seats = list(state.seats) if seats is None else seats
    board = changes.get("board", state.board)
    supply, gain, text = income(
        state.players[seat],
        seats[seat],
        seat,
        state.houses,
        board,
        changes.get("supply", state.supply),
    )
    changes["supply"] = supply
    if gain is not None:
        seats[seat] = replace(seats[seat], **gain)
    events.append(text)
    hand = seats[seat].hand
    if not hand:  # cannot happen in a dealt game; hand-built positions may ask for it
        state = replace(
            state,
            seats=tuple(seats),
            current_player=seat,
            phase_id="income",
            placed=None,
            revealed_hand=None,
            **changes,
        )
        events.append(f"② {state.players[seat]} has no tile in hand: nothing to place")
        return enter_building(state, events)
    revealed = None
    if not hand_placements(geometry(board), hand):  # `fits_anywhere`; ② lists them next
        revealed = hand
        events.append(
            f"② no tile in {state.players[seat]}'s hand fits anywhere: the hand "
            "is revealed and one tile must be discarded"
        )
    values = state.__dict__.copy()  # the new State's fields (`replace`, inlined)
    values.update(changes)
    values["seats"] = tuple(seats)
    values["current_player"] = seat
    values["phase_id"] = "place"
    values["placed"] = None
    values["revealed_hand"] = revealed
    values["events"] = tuple(events)
    new = _new(State)
    _set(new, "__dict__", values)
    return new


def enter_building(state: State, events: list[str]) -> State:
    """After ③: step ④, skipped when nothing can be built."""
    if not can_build(state):
        events.append(f"④ {state.players[state.current_player]} cannot build anything")  # type: ignore[index]
        return enter_disposal(state, events)
    return replace(state, phase_id="build", events=tuple(events))


def enter_disposal(state: State, events: list[str]) -> State:
    """After ④: step ⑤, resolved by itself when there is nothing to choose."""
    if not needs_decision(state):
        seat: int = state.current_player  # type: ignore[assignment]  # set: a move was made
        events.append(keeps_line(state.players[seat], state.seats[seat].cubes))
        return end_turn(state, events)
    return replace(state, phase_id="disposal", events=tuple(events))


def keeps_line(name: str, cubes: tuple[int, int, int]) -> str:
    """The log line of a ⑤ that offers no choice."""
    held = sum(cubes)
    return f"⑤ {name} keeps {held} cube{'s' if held != 1 else ''}: nothing to dispose of"


def end_turn(
    state: State,
    events: list[str],
    seat_changes: dict[str, Any] | None = None,
    **changes: Any,
) -> State:
    """⑥ refilling, then the next player on the left, or final scoring after turn 10.

    `seat_changes` (fields of the current player's Seat) and `changes` (State fields) are
    what the turn changed but has not yet copied into a state: it is built once, at the end.
    """
    seat: int = state.current_player  # type: ignore[assignment]  # set: a move was made
    seats = list(state.seats)
    player = seats[seat]
    values = player.__dict__.copy()  # the new Seat's fields (`replace`, inlined)
    if seat_changes:
        values.update(seat_changes)
    hand, pile, text = draw(state.players[seat], values["hand"], state.pile)
    events.append(text)
    values["hand"] = hand
    values["turns"] = player.turns + 1
    new = _new(Seat)
    _set(new, "__dict__", values)
    seats[seat] = new
    nxt = seat + 1 if seat + 1 < len(seats) else 0
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
            **changes,
        )
    return start_turn(state, nxt, events, seats, pile=pile, **changes)
