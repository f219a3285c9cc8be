"""legal_actions and apply for every mode: dispatch to the rulebook's steps."""

from __future__ import annotations

from skywidgets.core import Action, IllegalAction

from . import citations as C
from .actions import (ACTION_CLASSES, TAROMA_ACTIONS, Ask, DiscardAndDraw, Draw, EndTurn, Play,
                      PutBack, ReturnTower, SixDraw)
from .drawing import apply_draw, apply_return
from .effects import after_play, apply_ask, apply_put_back, apply_six_draw
from .light import light_apply, light_legal
from .playing import legal_plays, place, play_problem
from .state import TAROMA_SEAT, SkyState, evolve, remove_cards, with_seat
from .taroma import apply_taroma, automaton
from .turns import add_events, end_turn, may_end_turn, settle, spend_action


def legal_actions(state: SkyState) -> list[Action]:
    """Every legal action of the player who must decide now (Taroma: its one action)."""
    if state.over:
        return []
    if state.mode == "light":
        return light_legal(state)
    seat = state.current_player
    if state.mode == "taroma" and seat == TAROMA_SEAT:
        return [automaton(state)]
    hand = state.seats[seat].hand
    if state.put_back_queue:
        return [PutBack(v) for v in sorted(set(hand))]
    if state.six_pending:
        out: list[Action] = [Ask(p, v) for p in range(len(state.players)) if p != seat
                             for v in range(1, 11)]
        return out + [SixDraw()] if state.deck else out
    out = list(legal_plays(state, seat))
    if state.deck:
        out.append(Draw())
    out += [ReturnTower(i) for i, t in enumerate(state.seats[seat].towers) if t]
    if may_end_turn(state, bool(out)):
        out.append(EndTurn())
    return out


def _has_action(state: SkyState, seat: int) -> bool:
    return (bool(state.deck) or any(state.seats[seat].towers)
            or bool(legal_plays(state, seat)))


def apply(state: SkyState, action: Action) -> SkyState:
    """The state after `action`, or IllegalAction citing the rule (the state is untouched)."""
    if not isinstance(action, ACTION_CLASSES):
        raise IllegalAction(C.TURN, f"{action!r} is not a Sky Towers action")
    if state.over:
        raise IllegalAction(C.LIGHT_END if state.mode == "light" else C.END, "the game is over")
    if state.mode == "light":
        return light_apply(state, action)
    seat = state.current_player
    if state.mode == "taroma" and seat == TAROMA_SEAT:
        expected = automaton(state)
        if action != expected:
            raise IllegalAction(C.TAROMA_TURN, "Taroma acts now and has no choice; its next "
                                               f"action is: {expected.label}")
        return apply_taroma(state, action)
    if isinstance(action, TAROMA_ACTIONS):
        raise IllegalAction(C.TAROMA_TURN, "only Taroma takes Taroma's actions, when it acts")
    name = state.players[seat]
    state = evolve(state, events=())
    if state.put_back_queue:
        if not isinstance(action, PutBack):
            raise IllegalAction(C.E5, f"{name} must first put extra cards on top of the deck")
        return apply_put_back(state, action.card)
    if isinstance(action, PutBack):
        raise IllegalAction(C.E5, "no 5 asks anyone to put cards back now")
    if state.six_pending:
        if isinstance(action, Ask):
            return apply_ask(state, action.player, action.value)
        if isinstance(action, SixDraw):
            return apply_six_draw(state)
        raise IllegalAction(C.E6, "resolve the 6 first: ask a player for a card, or draw")
    if isinstance(action, (Ask, SixDraw)):
        if state.mode == "taroma":
            raise IllegalAction(C.TAROMA_VAR, "against Taroma a 6 takes a random card from the "
                                              "opponent (or draws) by itself: nobody is asked")
        raise IllegalAction(C.E6, "this happens only right after playing a 6")
    if isinstance(action, DiscardAndDraw):
        raise IllegalAction(C.DRAW, "there is no hand limit here (discarding before drawing "
                                    "is a Light solitaire rule)")
    if isinstance(action, Play):
        problem = play_problem(state, seat, action.card, action.count, action.owner, action.tower)
        if problem:
            raise IllegalAction(*problem)
        state = with_seat(state, seat, hand=remove_cards(state.seats[seat].hand, action.card,
                                                         action.count))
        state, events = place(state, action.owner, action.tower, action.card, action.count, seat)
        state = spend_action(add_events(state, *events))
        return settle(after_play(state, seat, action.card))
    if isinstance(action, Draw):
        return settle(spend_action(apply_draw(state, seat)))
    if isinstance(action, ReturnTower):
        return settle(spend_action(apply_return(state, seat, action.tower)))
    if not isinstance(action, EndTurn):
        raise IllegalAction(C.TURN, f"{action.kind} is not an action of this mode")
    if not may_end_turn(state, _has_action(state, seat)):
        raise IllegalAction(C.TURN, f"take your {state.actions_left} remaining action"
                            f"{'s' if state.actions_left != 1 else ''}: a turn may end early only "
                            "in the last round, when skipping an 8/9's extra action, or when no "
                            "action is possible")
    state = add_events(state, f"{name} ends the turn")
    return end_turn(evolve(state, actions_left=0, optional_actions=0))
