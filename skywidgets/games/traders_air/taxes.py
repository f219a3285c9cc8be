"""Rulebook 4.4 taxes and tolls, the passing of the turn, and 5 the end of the game."""

from __future__ import annotations

import itertools

from skywidgets.core import IllegalAction, evolve, with_seat

from .actions import EndActions, PayTaxes
from .data import keep_goods, keep_money, marker_name
from .state import Seat, State, add_markers, remove_markers

RULE = "Traders 4.4 — The taxes and tolls phase"


def end_actions(state: State, action: EndActions) -> State:
    """The active player is done with actions; taxes and tolls are next."""
    return evolve(
        state, step="taxes", events=(f"{state.players[state.turn_player]} ends the actions phase",)
    )


def kept_goods_count(seat: Seat) -> int:
    """How many goods markers a seat keeps: all of them, up to its limit (3, more with a guild)."""
    return min(keep_goods(seat.mat), len(seat.goods))


def tax_due(seat: Seat) -> int:
    """The sky dollars over the seat's cash limit (3, more with a guild): they go to the bank."""
    return max(0, seat.money - keep_money(seat.mat))


def legal_taxes(state: State) -> list[PayTaxes]:
    """Every choice of goods to keep: all of them, or exactly as many as the limit."""
    seat = state.seats[state.turn_player]
    return [PayTaxes(c) for c in itertools.combinations(seat.goods, kept_goods_count(seat))]


def pay_taxes(state: State, action: PayTaxes) -> State:
    """Keep at most 3 dollars and 3 goods (more with a guild), then pass the turn on."""
    turn = state.turn_player
    seat = state.seats[turn]
    name = state.players[turn]
    limit = keep_goods(seat.mat)
    keep = action.keep
    if any(a >= b for a, b in itertools.pairwise(keep)):
        raise IllegalAction(RULE, "list each kept marker once, in increasing order")
    if any(m not in seat.goods for m in keep):
        raise IllegalAction(RULE, f"{name} can only keep goods markers from their own mat")
    if len(keep) != kept_goods_count(seat):
        raise IllegalAction(
            RULE,
            f"{name} keeps exactly {kept_goods_count(seat)} goods "
            f"marker(s): at most {limit}, and only the surplus goes",
        )
    gone = remove_markers(seat.goods, keep)
    tax = tax_due(seat)
    if tax or gone:
        words = [f"{tax} sky dollar(s) to the bank"] if tax else []
        words += [f"{marker_name(m)} to the box" for m in gone]
        events = [f"{name} pays taxes and tolls: {', '.join(words)}"]
    else:
        events = [f"{name} has nothing to pay in taxes and tolls"]
    taxed = evolve(
        with_seat(state, turn, money=seat.money - tax, goods=keep),
        bank=state.bank + tax,
        box=add_markers(state.box, gone),
    )
    return end_turn(taxed, events)


def end_turn(state: State, events: list[str]) -> State:
    """Play passes to the left; after a triggered end the game stops when the round is done."""
    n = len(state.players)
    if state.ending and state.turn_player == n - 1:
        events.append("the round is complete after the end was triggered: the game is over")
        return evolve(state, step="over", events=tuple(events))
    nxt = (state.turn_player + 1) % n
    return evolve(
        state,
        step="income",
        turn_player=nxt,
        round=state.round + (1 if nxt == 0 else 0),
        acted=False,
        moves=0,
        extra_used=False,
        events=tuple(events),
    )
