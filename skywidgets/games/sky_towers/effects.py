"""Effects of the 5, 6, 8 and 9 (with Taroma's variance of the 6); 1, 4, 10 limit plays."""

from __future__ import annotations

from skywidgets.core import IllegalAction, rng

from . import citations as C
from .actions import a_card
from .data import DISCARD_TO
from .drawing import draw_to
from .state import TAROMA_SEAT, State, add_card, evolve, hand_size, remove_cards, with_seat
from .turns import add_events, settle


def after_play(state: State, seat: int, card: int) -> State:
    """Resolve the played card's effect (multiplayer and against Taroma)."""
    name = state.players[seat]
    if card in (8, 9):
        state = evolve(
            state,
            actions_left=state.actions_left + 1,
            optional_actions=state.optional_actions + 1,
            events=state.events + (f"the {card} gives {name} one additional action",),
        )
    elif card == 5:
        n = len(state.players)
        order = [(state.active + k) % n for k in range(n)]
        queue = tuple(s for s in order if hand_size(state, s) > DISCARD_TO)
        if queue:
            who = ", ".join(state.players[s] for s in queue)
            event = f"the 5: {who} must put extra cards on the deck until holding {DISCARD_TO}"
        else:
            event = "the 5: nobody holds more than 5 cards"
        state = evolve(state, put_back_queue=queue, events=state.events + (event,))
    elif card == 6:
        if state.mode == "multiplayer":
            state = evolve(state, six_pending=True)
        else:
            state = taroma_six(state, seat)
    return state


def taroma_six(state: State, seat: int) -> State:
    """Taroma variance of the 6 (both sides): take a random card from the opponent, else draw."""
    opp = 1 - seat
    name, opp_name = state.players[seat], state.players[opp]
    opp_seat = state.seats[opp]
    opp_cards = [v for v, _ in opp_seat.row] if opp == TAROMA_SEAT else list(opp_seat.hand)
    if not opp_cards:
        if not state.deck:
            return add_events(state, f"the 6: {opp_name} has no cards and the deck is empty")
        state = add_events(
            draw_to(state, seat), f"the 6: {opp_name} has no cards, so {name} draws a card"
        )
        return state
    r = rng(state.seed, state.chance)
    state = evolve(state, chance=state.chance + 1)
    r.shuffle(opp_cards)
    taken, rest = opp_cards[0], opp_cards[1:]
    if opp == TAROMA_SEAT:
        state = with_seat(state, opp, row=tuple((v, False) for v in rest))
        state = with_seat(state, seat, hand=add_card(state.seats[seat].hand, taken))
        return add_events(
            state,
            f"the 6: {name} takes a random card from Taroma's row; "
            "Taroma's other row cards go back shuffled and face down",
        )
    state = with_seat(state, opp, hand=tuple(sorted(rest)))
    state = with_seat(state, seat, row=((taken, False),) + state.seats[seat].row)
    return add_events(
        state,
        f"the 6: Taroma takes a random card from {opp_name}'s hand and "
        "puts it face down at the left of its row",
    )


def apply_put_back(state: State, card: int) -> State:
    """Effect 5: the deciding player puts one extra card on top of the deck."""
    seat = state.put_back_queue[0]
    hand = state.seats[seat].hand
    if card not in hand:
        raise IllegalAction(C.E5, f"you hold no {card} to put back")
    hand = remove_cards(hand, card)
    state = with_seat(state, seat, hand=hand)
    state = evolve(
        state, deck=(card,) + state.deck, final_cancelled=state.final_cancelled or state.final_round
    )
    state = add_events(state, f"{state.players[seat]} puts a card on top of the deck")
    if len(hand) <= DISCARD_TO:
        state = evolve(state, put_back_queue=state.put_back_queue[1:])
    return settle(state)


def check_ask(state: State, player: int, value: int) -> None:
    """Effect 6 A: ask another player, by number, for a card value that exists."""
    if not 0 <= player < len(state.players) or player == state.active:
        raise IllegalAction(C.E6, "ask one of the other players (by seat)")
    if not 1 <= value <= 10:
        raise IllegalAction(C.E6, f"ask for a card value from 1 to 10, not {value}")


def apply_ask(state: State, player: int, value: int) -> State:
    """Effect 6 A: if the asked player holds the value, they give one such card."""
    check_ask(state, player, value)
    me, them = state.players[state.active], state.players[player]
    state = evolve(state, six_pending=False)
    hand = state.seats[player].hand
    if value in hand:
        state = with_seat(state, player, hand=remove_cards(hand, value))
        state = with_seat(state, state.active, hand=add_card(state.seats[state.active].hand, value))
        state = add_events(state, f"{them} gives {me} {a_card(value)}")
    else:
        state = add_events(state, f"{them} has no {value}")
    return settle(state)


def apply_six_draw(state: State) -> State:
    """Effect 6 B: draw a card (not possible with an empty deck)."""
    if not state.deck:
        raise IllegalAction(C.E6, "the deck is empty: ask a player for a card instead")
    state = draw_to(evolve(state, six_pending=False), state.active)
    state = add_events(state, f"{state.players[state.active]} draws a card for the 6")
    return settle(state)
