"""Light solitaire: Light Actions (hand limit, discard pile), Light Effects and Light Game End."""

from __future__ import annotations

from skywidgets.core import Action, IllegalAction

from . import citations as C
from .actions import DiscardAndDraw, Draw, Play, ReturnTower, a_card
from .drawing import check_return, draw_to
from .playing import legal_plays, place, play_problem
from .state import State, evolve, remove_cards, with_seat


def legal(state: State) -> list[Action]:
    """Every Light action: Play, Draw (discarding first at the hand limit) and Return."""
    s = state.seats[0]
    out: list[Action] = list(legal_plays(state, 0))
    if state.deck:
        if len(s.hand) < _limit(state):
            out.append(Draw())
        else:
            out += [DiscardAndDraw(v) for v in sorted(set(s.hand))]
    out += [ReturnTower(i) for i, t in enumerate(s.towers) if t]
    return out


def _limit(state: State) -> int:
    """The Light hand limit: the difficulty (cards dealt)."""
    assert isinstance(state.difficulty, int)
    return state.difficulty


def can_act(state: State) -> bool:
    """Whether any Light action is possible."""
    s = state.seats[0]
    return bool(state.deck) or any(s.towers) or bool(legal_plays(state, 0))


def _done(state: State, *events: str) -> State:
    """The step's events; the game ends when no action is possible any more."""
    state = evolve(state, events=events)
    if not can_act(state):
        state = evolve(
            state,
            over=True,
            events=(*state.events, "no action is possible any more: the game ends"),
        )
    return state


def _check_deck(state: State) -> None:
    if not state.deck:
        raise IllegalAction(C.LIGHT_ACTIONS, "the deck is empty: there is no card to draw")


def play(state: State, action: Play) -> State:
    """Light Play: as in the multiplayer game, without the cards' effects."""
    problem = play_problem(state, 0, action.card, action.count, action.owner, action.tower)
    if problem:
        raise IllegalAction(*problem)
    hand = remove_cards(state.seats[0].hand, action.card, action.count)
    state, events = place(state, 0, action.tower, action.card, action.count, by=0, hand=hand)
    return _done(state, *events)


def draw(state: State, action: Draw) -> State:
    """Light Draw below the hand limit."""
    _check_deck(state)
    limit = _limit(state)
    if len(state.seats[0].hand) >= limit:
        raise IllegalAction(
            C.LIGHT_HAND,
            f"your hand is full ({limit} cards): discard a card before drawing (discard_and_draw)",
        )
    return _done(draw_to(state, 0), f"{state.players[0]} draws a card")


def discard_and_draw(state: State, action: DiscardAndDraw) -> State:
    """Light Draw at the hand limit: discard a card face down first."""
    _check_deck(state)
    limit, hand = _limit(state), state.seats[0].hand
    if len(hand) < limit:
        raise IllegalAction(
            C.LIGHT_HAND,
            f"discard before drawing only with a full hand ({limit} cards); you hold {len(hand)}",
        )
    if action.card not in hand:
        raise IllegalAction(C.LIGHT_ACTIONS, f"you hold no {action.card} to discard")
    state = with_seat(state, 0, hand=remove_cards(hand, action.card))
    state = draw_to(evolve(state, discard=(*state.discard, action.card)), 0)
    return _done(
        state, f"{state.players[0]} discards {a_card(action.card)} face down and draws a card"
    )


def return_tower(state: State, action: ReturnTower) -> State:
    """Light Return: the tower's cards go to the discard pile."""
    check_return(state, 0, action.tower, C.LIGHT_ACTIONS)
    towers = state.seats[0].towers
    cards = towers[action.tower]
    state = with_seat(state, 0, towers=(*towers[: action.tower], (), *towers[action.tower + 1 :]))
    state = evolve(state, discard=state.discard + cards)
    return _done(
        state, f"{state.players[0]} discards tower {action.tower + 1} ({len(cards)} cards)"
    )
