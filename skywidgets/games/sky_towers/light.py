"""Light solitaire: Light Actions (hand limit, discard pile), Light Effects and Light Game End."""

from __future__ import annotations

from skywidgets.core import Action, IllegalAction

from . import citations as C
from .actions import DiscardAndDraw, Draw, Play, ReturnTower, a_card
from .drawing import check_return, draw_to
from .playing import legal_plays, place, play_problem
from .state import SkyState, evolve, remove_cards, with_seat


def light_legal(state: SkyState) -> list[Action]:
    """Every Light action: Play, Draw (discarding first at the hand limit) and Return."""
    s = state.seats[0]
    out: list[Action] = list(legal_plays(state, 0))
    if state.deck:
        if len(s.hand) < state.difficulty:
            out.append(Draw())
        else:
            out += [DiscardAndDraw(v) for v in sorted(set(s.hand))]
    out += [ReturnTower(i) for i, t in enumerate(s.towers) if t]
    return out


def can_act(state: SkyState) -> bool:
    """Whether any Light action is possible."""
    s = state.seats[0]
    return bool(state.deck) or any(s.towers) or bool(legal_plays(state, 0))


def light_apply(state: SkyState, action: Action) -> SkyState:
    """Apply one Light action, then end the game when no action is possible."""
    state = evolve(state, events=())
    name = state.players[0]
    s = state.seats[0]
    limit = state.difficulty
    if isinstance(action, Play):
        problem = play_problem(state, 0, action.card, action.count, action.owner, action.tower)
        if problem:
            raise IllegalAction(*problem)
        state = with_seat(state, 0, hand=remove_cards(s.hand, action.card, action.count))
        state, events = place(state, 0, action.tower, action.card, action.count, by=0)
        state = evolve(state, events=tuple(events))
    elif isinstance(action, Draw):
        if not state.deck:
            raise IllegalAction(C.LIGHT_ACTIONS, "the deck is empty: there is no card to draw")
        if len(s.hand) >= limit:
            raise IllegalAction(C.LIGHT_HAND, f"your hand is full ({limit} cards): discard a "
                                              "card before drawing (discard_and_draw)")
        state = draw_to(state, 0)
        state = evolve(state, events=(f"{name} draws a card",))
    elif isinstance(action, DiscardAndDraw):
        if not state.deck:
            raise IllegalAction(C.LIGHT_ACTIONS, "the deck is empty: there is no card to draw")
        if len(s.hand) < limit:
            raise IllegalAction(C.LIGHT_HAND, f"discard before drawing only with a full hand "
                                              f"({limit} cards); you hold {len(s.hand)}")
        if action.card not in s.hand:
            raise IllegalAction(C.LIGHT_ACTIONS, f"you hold no {action.card} to discard")
        state = with_seat(state, 0, hand=remove_cards(s.hand, action.card))
        state = draw_to(evolve(state, discard=state.discard + (action.card,)), 0)
        state = evolve(state, events=(
            f"{name} discards {a_card(action.card)} face down and draws a card",))
    elif isinstance(action, ReturnTower):
        check_return(state, 0, action.tower, C.LIGHT_ACTIONS)
        cards = s.towers[action.tower]
        towers = s.towers[:action.tower] + ((),) + s.towers[action.tower + 1:]
        state = with_seat(state, 0, towers=towers)
        state = evolve(state, discard=state.discard + cards, events=(
            f"{name} discards tower {action.tower + 1} ({len(cards)} cards)",))
    else:
        raise IllegalAction(C.LIGHT_PLAY, "Light solitaire has only Play, Draw and Return")
    if not can_act(state):
        state = evolve(state, over=True, events=state.events + (
            "no action is possible any more: the game ends",))
    return state
