"""Game Flow: steps ① to ⑥ in order, automatic steps resolved, the turn passed to the left."""

from __future__ import annotations

from typing import Any

from .building import can_build
from .data import TURNS_PER_PLAYER
from .gains import gained
from .income import HARBOUR_SHIPS, harbour_ships, income
from .islands import geometry
from .log_lines import LINES
from .placing import hand_placements
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
    if not seats[seat].hand:  # cannot happen in a dealt game; hand-built positions may ask
        supply, gain, text = income(
            state.players[seat],
            seats[seat],
            seat,
            state.houses,
            changes.get("board", state.board),
            changes.get("supply", state.supply),
        )
        changes["supply"] = supply
        if gain is not None:
            seats[seat] = replace(seats[seat], **gain)
        events.append(text)
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
    values = dict(state.__dict__)  # the new State's fields (`replace`, inlined)
    values.update(changes)
    return _begin(values, seat, events, seats)


def _begin(values: dict[str, Any], seat: int, events: list[str], seats: list[Seat]) -> State:
    """`start_turn` for a seat holding tiles: ① and ② into the new State's fields `values`
    (a copy the caller owns, with every earlier change already in it)."""
    player = seats[seat]
    name = values["players"][seat]
    if player.turns == 0:  # ① (`income.income`, inlined)
        events.append(LINES[name].first_turn)
    else:
        houses = values["houses"]
        found = HARBOUR_SHIPS.get(id(houses))  # `harbour_ships`, inlined when remembered
        if found is not None and found[0] is houses:
            ships = found[1][seat]
        else:
            ships = harbour_ships(houses, values["board"])[seat]
        if ships:
            supply, gain, text = gained(values["supply"], player, ships, "vp_income")
            values["supply"] = supply
            seats[seat] = replace(player, **gain)
            n = len(ships)
            events.append(f"① {name} takes {text} from {n} harbour{'s' if n > 1 else ''}")
        else:
            events.append(LINES[name].no_income)
    hand = player.hand
    revealed = None
    if not hand_placements(geometry(values["board"]), hand):  # `fits_anywhere`; ② lists them
        revealed = hand
        events.append(
            f"② no tile in {name}'s hand fits anywhere: the hand "
            "is revealed and one tile must be discarded"
        )
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
        events.append(LINES[state.players[state.current_player]].cannot_build)  # type: ignore[index]
        return enter_disposal(state, events)
    return replace(state, phase_id="build", events=tuple(events))


def enter_disposal(state: State, events: list[str]) -> State:
    """After ④: step ⑤, resolved by itself when there is nothing to choose."""
    if not needs_decision(state):
        seat: int = state.current_player  # type: ignore[assignment]  # set: a move was made
        events.append(LINES[state.players[seat]].keeps[sum(state.seats[seat].cubes)])
        return end_turn(state, events)
    return replace(state, phase_id="disposal", events=tuple(events))


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
    values = dict(player.__dict__)  # the new Seat's fields (`replace`, inlined)
    if seat_changes:
        values.update(seat_changes)
    pile = state.pile
    name = state.players[seat]
    if pile:  # ⑥ (`refilling.draw`, inlined)
        values["hand"] += (pile[0],)
        events.append(LINES[name].draws[len(pile) - 1])
        pile = pile[1:]
    else:
        events.append(f"⑥ the draw pile is empty: {name} does not refill")
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
    if not seats[nxt].hand:
        return start_turn(state, nxt, events, seats, pile=pile, **changes)
    fields = dict(state.__dict__)  # the new State's fields (`replace`, inlined)
    if changes:
        fields.update(changes)
    fields["pile"] = pile
    return _begin(fields, nxt, events, seats)
