"""Actions: Draw and Return (multiplayer, and the human against Taroma)."""

from __future__ import annotations

from typing import Any

from skywidgets.core import IllegalAction, evolve

from . import citations as C
from .state import TAROMA_SEAT, State, add_card, add_cards, put_seat


def draw_to(state: State, seat: int, **changes: Any) -> State:
    """Move the top card of the deck to a hand (Taroma: face down at the left of its row).

    `changes` are other fields of the state changed in the same step.
    """
    card = state.deck[0]
    s = state.seats[seat]
    if state.mode == "taroma" and seat == TAROMA_SEAT:
        new = evolve(s, row=((card, False),) + s.row)
    else:
        new = evolve(s, hand=add_card(s.hand, card))
    return put_seat(state, seat, new, deck=state.deck[1:], **changes)


def draw_event(state: State, seat: int) -> str:
    """The public account of a Draw from `state` (before the card leaves the deck)."""
    return f"{state.players[seat]} draws a card ({len(state.deck) - 1} left in the deck)"


def check_draw(state: State) -> None:
    """Draw needs a card in the deck."""
    if not state.deck:
        raise IllegalAction(C.DRAW, "the deck is empty: there is no card to draw")


def check_return(state: State, seat: int, tower: int, rule: str = C.RETURN) -> None:
    """Return names one of the player's own incomplete towers."""
    towers = state.seats[seat].towers
    if not 0 <= tower < len(towers) or not towers[tower]:
        raise IllegalAction(rule, f"you have no incomplete tower {tower + 1} to return")


def apply_return(state: State, seat: int, tower: int, **changes: Any) -> State:
    """Return: every card of one own incomplete tower goes back to the hand.

    The step's events are the Return's; `changes` are other fields changed in the same step.
    """
    check_return(state, seat, tower)
    s = state.seats[seat]
    cards = s.towers[tower]
    towers = s.towers[:tower] + ((),) + s.towers[tower + 1 :]
    new = evolve(s, towers=towers, hand=add_cards(s.hand, cards))
    event = f"{state.players[seat]} takes tower {tower + 1} ({len(cards)} cards) back into hand"
    return put_seat(state, seat, new, events=(event,), **changes)
