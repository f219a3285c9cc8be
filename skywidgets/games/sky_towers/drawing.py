"""Actions: Draw and Return (multiplayer, and the human against Taroma)."""

from __future__ import annotations

from skywidgets.core import IllegalAction, evolve, with_seat

from . import citations as C
from .state import TAROMA_SEAT, State, add_card, add_cards


def draw_to(state: State, seat: int) -> State:
    """Move the top card of the deck to a hand (Taroma: face down at the left of its row)."""
    card, deck = state.deck[0], state.deck[1:]
    state = evolve(state, deck=deck)
    s = state.seats[seat]
    if state.mode == "taroma" and seat == TAROMA_SEAT:
        return with_seat(state, seat, row=((card, False),) + s.row)
    return with_seat(state, seat, hand=add_card(s.hand, card))


def check_draw(state: State) -> None:
    """Draw needs a card in the deck."""
    if not state.deck:
        raise IllegalAction(C.DRAW, "the deck is empty: there is no card to draw")


def apply_draw(state: State, seat: int) -> State:
    """Draw: the top card of the deck goes to the hand (no hand limit)."""
    check_draw(state)
    state = draw_to(state, seat)
    return evolve(
        state,
        events=state.events
        + (f"{state.players[seat]} draws a card ({len(state.deck)} left in the deck)",),
    )


def check_return(state: State, seat: int, tower: int, rule: str = C.RETURN) -> None:
    """Return names one of the player's own incomplete towers."""
    towers = state.seats[seat].towers
    if not 0 <= tower < len(towers) or not towers[tower]:
        raise IllegalAction(rule, f"you have no incomplete tower {tower + 1} to return")


def apply_return(state: State, seat: int, tower: int) -> State:
    """Return: every card of one own incomplete tower goes back to the hand."""
    check_return(state, seat, tower)
    s = state.seats[seat]
    cards = s.towers[tower]
    towers = s.towers[:tower] + ((),) + s.towers[tower + 1 :]
    state = with_seat(state, seat, towers=towers, hand=add_cards(s.hand, cards))
    return evolve(
        state,
        events=state.events
        + (f"{state.players[seat]} takes tower {tower + 1} ({len(cards)} cards) back into hand",),
    )
