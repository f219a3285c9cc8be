"""Effects of the 5, 6, 8 and 9 (with Taroma's variance of the 6); 1, 4, 10 limit plays."""

from __future__ import annotations

from skywidgets.core import IllegalAction, evolve, rng

from . import citations as C
from .actions import a_card
from .data import DISCARD_TO
from .drawing import draw_to
from .state import TAROMA_SEAT, State, add_card, hand_size, put_seat, remove_cards
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
        event = f"the 6: {opp_name} has no cards, so {name} draws a card"
        return draw_to(state, seat, events=(*state.events, event))
    r = rng(state.seed, state.chance)
    r.shuffle(opp_cards)
    taken, rest = opp_cards[0], opp_cards[1:]
    seats = list(state.seats)
    if opp == TAROMA_SEAT:
        seats[opp] = evolve(opp_seat, row=tuple((v, False) for v in rest))
        seats[seat] = evolve(seats[seat], hand=add_card(seats[seat].hand, taken))
        event = (
            f"the 6: {name} takes a random card from Taroma's row; "
            "Taroma's other row cards go back shuffled and face down"
        )
    else:
        seats[opp] = evolve(opp_seat, hand=tuple(sorted(rest)))
        seats[seat] = evolve(seats[seat], row=((taken, False),) + seats[seat].row)
        event = (
            f"the 6: Taroma takes a random card from {opp_name}'s hand and "
            "puts it face down at the left of its row"
        )
    return evolve(state, seats=tuple(seats), chance=state.chance + 1, events=(*state.events, event))


def apply_put_back(state: State, card: int) -> State:
    """Effect 5: the deciding player puts one extra card on top of the deck."""
    seat = state.put_back_queue[0]
    hand = state.seats[seat].hand
    if card not in hand:
        raise IllegalAction(C.E5, f"you hold no {card} to put back")
    hand = remove_cards(hand, card)
    queue = state.put_back_queue[1:] if len(hand) <= DISCARD_TO else state.put_back_queue
    state = put_seat(
        state,
        seat,
        evolve(state.seats[seat], hand=hand),
        deck=(card,) + state.deck,
        final_cancelled=state.final_cancelled or state.final_round,
        put_back_queue=queue,
        events=(f"{state.players[seat]} puts a card on top of the deck",),
    )
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
    hand = state.seats[player].hand
    if value not in hand:
        return settle(evolve(state, six_pending=False, events=(f"{them} has no {value}",)))
    seats = list(state.seats)
    seats[player] = evolve(seats[player], hand=remove_cards(hand, value))
    me_seat = seats[state.active]
    seats[state.active] = evolve(me_seat, hand=add_card(me_seat.hand, value))
    event = f"{them} gives {me} {a_card(value)}"
    return settle(evolve(state, seats=tuple(seats), six_pending=False, events=(event,)))


def apply_six_draw(state: State) -> State:
    """Effect 6 B: draw a card (not possible with an empty deck)."""
    if not state.deck:
        raise IllegalAction(C.E6, "the deck is empty: ask a player for a card instead")
    event = f"{state.players[state.active]} draws a card for the 6"
    return settle(draw_to(state, state.active, six_pending=False, events=(event,)))
