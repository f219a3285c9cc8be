"""Rulebook 4.2, replenishing goods markers: 1 dollar refills every empty warehouse space."""

from __future__ import annotations

from skywidgets.core import IllegalAction, evolve, with_seat

from .actions import Replenish, SkipReplenish, space_name
from .data import REPLENISH_COST, SUPPLY_STACKS, marker_name
from .state import State

RULE = "Traders 4.2 — The replenish goods markers phase"


def empty_spaces(state: State) -> list[int]:
    """Indices of the empty warehouse spaces, in numerical (filling) order."""
    return [i for i, m in enumerate(state.spaces) if m is None]


def supply_left(state: State) -> int:
    """Markers left in the five supply stacks."""
    return sum(len(s) for s in state.stacks)


def can_replenish(state: State) -> bool:
    """A replenish would place something and the active player can pay for it."""
    return (
        None in state.spaces
        and supply_left(state) > 0
        and state.seats[state.turn_player].money >= REPLENISH_COST
    )


def must_replenish(state: State) -> bool:
    """Replenishing is forced when every warehouse space is empty (and it is possible)."""
    return can_replenish(state) and all(m is None for m in state.spaces)


def enter_replenish(state: State) -> State:
    """Start phase 4.2, or go straight to the actions when there is nothing to decide."""
    if can_replenish(state):
        return evolve(state, step="replenish")
    why = (
        "no warehouse space is empty"
        if None not in state.spaces
        else "the supply is exhausted"
        if supply_left(state) == 0
        else "no dollar to pay for it"
    )
    return evolve(state, step="actions", events=(*state.events, f"nothing to replenish: {why}"))


def replenish(state: State, action: Replenish) -> State:
    """Pay 1 dollar; fill every empty space, lowest number first, from the leftmost stack."""
    seat = state.turn_player
    if not can_replenish(state):
        raise IllegalAction(
            RULE,
            "there is no empty warehouse space to fill, no marker left "
            "in the supply, or no dollar to pay",
        )
    stacks = [list(s) for s in state.stacks]
    spaces = list(state.spaces)
    placed: list[str] = []
    from_last = False
    for i in empty_spaces(state):
        source = next((k for k in range(SUPPLY_STACKS) if stacks[k]), None)
        if source is None:
            break  # the supply ran dry: the space stays empty
        marker = stacks[source].pop(0)
        spaces[i] = marker
        from_last = from_last or source == SUPPLY_STACKS - 1
        placed.append(f"{space_name(i, state.side)}: {marker_name(marker)}")
    name = state.players[seat]
    events = [f"{name} pays 1 sky dollar and replenishes: " + "; ".join(placed)]
    ending, first = state.ending, state.first_to_last
    if from_last and not state.ending:
        ending, first = True, seat
        events.append(
            f"{name} took the first marker from supply stack 5: the end of the game "
            "is triggered and this round is played to its end"
        )
    return evolve(
        with_seat(state, seat, money=state.seats[seat].money - REPLENISH_COST),
        spaces=tuple(spaces),
        stacks=tuple(tuple(s) for s in stacks),
        bank=state.bank + REPLENISH_COST,
        step="actions",
        ending=ending,
        first_to_last=first,
        events=tuple(events),
    )


def skip_replenish(state: State, action: SkipReplenish) -> State:
    """Leave the empty spaces empty (not allowed when every space is empty)."""
    if must_replenish(state):
        raise IllegalAction(
            RULE,
            "every warehouse space is empty, so the player must pay 1 sky dollar and replenish",
        )
    return evolve(
        state, step="actions", events=(f"{state.players[state.turn_player]} does not replenish",)
    )
