"""Taroma's Turn: the automaton's decision steps 1A–1E, step 2, and its effect variances."""

from __future__ import annotations

from skywidgets.core import Action, evolve, rng, with_seat

from .actions import TaromaDiscard, TaromaDraw, TaromaFlip, TaromaPass, TaromaPlay
from .data import DISCARD_TO, TARGET
from .drawing import draw_to
from .effects import after_play
from .playing import blocking_tops, place
from .state import TAROMA_SEAT as T
from .state import State
from .turns import add_events, end_turn, settle, spend_action


def taroma_accepts(state: State, card: int, slot: int) -> bool:
    """Whether Taroma may play `card` in tower space `slot` (its 1 only on a tower of 19 or 20)."""
    if card in blocking_tops(state, T):
        return False
    cards = state.seats[T].towers[slot]
    if not cards:
        return card != 1
    if card == 10 or (cards[-1] == 1 and card != 1):
        return False
    total = sum(cards)
    if card == 1 and total not in (19, 20):
        return False
    return total + card <= TARGET


def rightmost_slot(state: State, card: int) -> int | None:
    """The rightmost tower space that accepts the card (None: the card is blocked)."""
    for slot in reversed(range(len(state.seats[T].towers))):
        if taroma_accepts(state, card, slot):
            return slot
    return None


def completing_slot(state: State, card: int) -> int | None:
    """The rightmost tower this card completes at exactly 21 (with the 4s variance), if any."""
    towers = state.seats[T].towers
    for slot in reversed(range(len(towers))):
        if (
            towers[slot]
            and taroma_accepts(state, card, slot)
            and sum(towers[slot]) + card * fours_count(state, card, slot) == TARGET
        ):
            return slot
    return None


def fours_count(state: State, card: int, slot: int) -> int:
    """How many cards go down: a 4 takes every other face-up 4 that fits (4 variance)."""
    if card != 4:
        return 1
    up4 = sum(1 for v, up in state.seats[T].row if up and v == 4)
    total = sum(state.seats[T].towers[slot])
    k = 1
    while k < up4 and total + 4 * (k + 1) <= TARGET:
        k += 1
    return k


def decide(state: State) -> Action:
    """Steps 1A to 1E: the one action Taroma takes now."""
    t = state.seats[T]
    n = len(t.towers)
    ups = sorted({v for v, up in t.row if up}, reverse=True)
    for v in ups:  # 1A: complete a tower
        slot = completing_slot(state, v)
        if slot is not None:
            return TaromaPlay("1A", v, fours_count(state, v, slot), slot, n, False, ())
    passed: list[int] = []
    for v in ups:  # 1B, then 1C
        slot = rightmost_slot(state, v)
        if slot is not None:
            return TaromaPlay(
                "1B" if not passed else "1C",
                v,
                fours_count(state, v, slot),
                slot,
                n,
                not t.towers[slot],
                tuple(passed),
            )
        passed.append(v)
    if any(not up for _, up in t.row):  # 1D: flip and play
        return TaromaFlip()
    if state.deck:  # 1E: draw face down
        return TaromaDraw()
    return TaromaPass()


def automaton(state: State) -> Action | None:
    """Taroma's next action when Taroma must act, else None."""
    if state.mode != "taroma" or state.over or state.current_player != T:
        return None
    if state.put_back_queue:
        return TaromaDiscard()
    return decide(state)


def _take_face_up(
    row: tuple[tuple[int, bool], ...], card: int, count: int
) -> tuple[tuple[int, bool], ...]:
    """The row without `count` face-up copies of `card` (rightmost first)."""
    out = list(row)
    for _ in range(count):
        i = max(j for j, (v, up) in enumerate(out) if up and v == card)
        del out[i]
    return tuple(out)


def _play(state: State, card: int, count: int, slot: int) -> State:
    """Taroma puts face-up cards on its tower, then the card's effect and step 2."""
    state = with_seat(state, T, row=_take_face_up(state.seats[T].row, card, count))
    state, events = place(state, T, slot, card, count, by=T)
    state = spend_action(add_events(state, *events))
    return settle(after_play(state, T, card))


def _flip(state: State) -> State:
    """1D: flip from the right until a card can be played; 1E: otherwise draw face down."""
    row = list(state.seats[T].row)
    flipped = []
    while any(not up for _, up in row):
        i = max(j for j, (_, up) in enumerate(row) if not up)
        card = row[i][0]
        row[i] = (card, True)
        flipped.append(card)
        state = with_seat(state, T, row=tuple(row))
        slot = rightmost_slot(state, card)
        if slot is not None:
            shown = ", ".join(map(str, flipped))
            done = completing_slot(state, card)  # completing a tower comes first, as in 1A
            how = "" if done is None else " and completes a tower, so it goes there"
            slot = slot if done is None else done
            state = add_events(state, f"1D: Taroma flips {shown}; the {card} can be played{how}")
            return _play(state, card, fours_count(state, card, slot), slot)
    shown = ", ".join(map(str, flipped))
    state = add_events(state, f"1D: Taroma flips {shown}; none can be played")
    if state.deck:
        state = add_events(
            draw_to(state, T), "1E: Taroma draws a card face down at the left of its row"
        )
    else:
        state = add_events(state, "1E: the deck is empty, so Taroma cannot draw")
    return settle(spend_action(state))


def _discard(state: State) -> State:
    """5 variance: reveal, highest cards on top of the deck until 5 remain, shuffle face down."""
    values = sorted((v for v, _ in state.seats[T].row), reverse=True)
    extra = len(values) - DISCARD_TO
    put, keep = values[:extra], values[extra:]
    deck = state.deck
    for v in put:
        deck = (v,) + deck
    r = rng(state.seed, state.chance)
    r.shuffle(keep)
    state = with_seat(state, T, row=tuple((v, False) for v in keep))
    state = evolve(
        state,
        deck=deck,
        chance=state.chance + 1,
        put_back_queue=state.put_back_queue[1:],
        final_cancelled=state.final_cancelled or state.final_round,
    )
    state = add_events(
        state,
        f"Taroma reveals its row ({', '.join(map(str, values))}), puts "
        f"{', '.join(map(str, put))} on top of the deck and shuffles the "
        f"other {DISCARD_TO} face down",
    )
    return settle(state)


def apply_taroma(state: State, action: Action) -> State:
    """Carry out Taroma's action (the caller checked it is the automaton's choice)."""
    state = evolve(state, events=())
    if isinstance(action, TaromaPlay):
        state = add_events(state, action.label)
        return _play(state, action.card, action.count, action.tower)
    if isinstance(action, TaromaFlip):
        return _flip(state)
    if isinstance(action, TaromaDraw):
        state = add_events(
            draw_to(state, T), "1E: Taroma draws a card face down at the left of its row"
        )
        return settle(spend_action(state))
    if isinstance(action, TaromaPass):
        state = add_events(state, "Taroma can neither play nor draw: its turn ends")
        return end_turn(evolve(state, actions_left=0, optional_actions=0))
    return _discard(state)
