"""Light solitaire: Light Actions (hand limit, discard pile), Light Effects and Light Game End."""

from __future__ import annotations

from skywidgets.core import Action, IllegalAction, evolve, with_seat

from . import citations as C
from .actions import DiscardAndDraw, Draw, Play, ReturnTower, a_card
from .drawing import check_return, draw_to
from .playing import legal_plays, place, play_problem
from .state import State, put_seat, remove_cards
from .turns import can_act


def legal(state: State) -> list[Action]:
    """Every Light action: Play, Draw (discarding first at the hand limit) and Return."""
    s = state.seats[0]
    out: list[Action] = list(legal_plays(state, 0))
    if state.deck:
        if not _hand_full(state):
            out.append(Draw())
        else:
            out += [DiscardAndDraw(v) for v in sorted(set(s.hand))]
    out += [ReturnTower(i) for i, t in enumerate(s.towers) if t]
    return out


def _limit(state: State) -> int:
    """The Light hand limit: the difficulty (cards dealt)."""
    assert isinstance(state.difficulty, int)
    return state.difficulty


def _hand_full(state: State) -> bool:
    """Hand Size: at the limit a Draw must discard a card first."""
    return len(state.seats[0].hand) >= _limit(state)


def _done(state: State) -> State:
    """After a step: the game ends when no action is possible any more."""
    if can_act(state, 0):
        return state
    end = "no action is possible any more: the game ends"
    return evolve(state, over=True, events=(*state.events, end))


def _check_deck(state: State) -> None:
    if not state.deck:
        raise IllegalAction(C.LIGHT_ACTIONS, "the deck is empty: there is no card to draw")


def play(state: State, action: Play) -> State:
    """Light Play: as in the multiplayer game, without the cards' effects."""
    problem = play_problem(state, 0, action)
    if problem:
        raise IllegalAction(*problem)
    hand = remove_cards(state.seats[0].hand, action.card, action.count)
    changes, events = place(state, 0, action.tower, action.card, action.count, by=0, hand=hand)
    return _done(evolve(state, events=tuple(events), **changes))


def draw(state: State, action: Draw) -> State:
    """Light Draw below the hand limit."""
    _check_deck(state)
    if _hand_full(state):
        raise IllegalAction(
            C.LIGHT_HAND,
            f"your hand is full ({_limit(state)} cards): discard a card before drawing "
            "(discard_and_draw)",
        )
    return _done(draw_to(state, 0, events=(f"{state.players[0]} draws a card",)))


def discard_and_draw(state: State, action: DiscardAndDraw) -> State:
    """Light Draw at the hand limit: discard a card face down first."""
    _check_deck(state)
    hand = state.seats[0].hand
    if not _hand_full(state):
        raise IllegalAction(
            C.LIGHT_HAND,
            f"discard before drawing only with a full hand ({_limit(state)} cards); "
            f"you hold {len(hand)}",
        )
    if action.card not in hand:
        raise IllegalAction(C.LIGHT_ACTIONS, f"you hold no {action.card} to discard")
    event = f"{state.players[0]} discards {a_card(action.card)} face down and draws a card"
    state = with_seat(state, 0, hand=remove_cards(hand, action.card))
    return _done(draw_to(state, 0, discard=(*state.discard, action.card), events=(event,)))


def return_tower(state: State, action: ReturnTower) -> State:
    """Light Return: the tower's cards go to the discard pile."""
    check_return(state, 0, action.tower, C.LIGHT_ACTIONS)
    towers = state.seats[0].towers
    cards = towers[action.tower]
    emptied = evolve(
        state.seats[0], towers=(*towers[: action.tower], (), *towers[action.tower + 1 :])
    )
    event = f"{state.players[0]} discards tower {action.tower + 1} ({len(cards)} cards)"
    return _done(put_seat(state, 0, emptied, discard=state.discard + cards, events=(event,)))
