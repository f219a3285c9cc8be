"""Taroma's Turn: the automaton's decision steps 1A–1E, step 2, and its effect variances."""

from __future__ import annotations

from skywidgets.core import Action, evolve, rng, with_seat
from skywidgets.core.memo import memo

from .actions import SIDES, TaromaDiscard, TaromaDraw, TaromaFlip, TaromaPass, TaromaPlay
from .data import DISCARD_TO, TARGET
from .drawing import draw_to
from .effects import after_play
from .playing import blocking_tops, covering_effect, place
from .state import TAROMA_SEAT as T
from .state import Seat, State, put_seat
from .turns import end_turn, settle, spent


def _fits(card: int, cards: tuple[int, ...]) -> bool:
    """Whether `card` may go on Taroma's tower `cards` (blocking aside): its 1 only on 19 or 20."""
    if not cards:
        return card != 1
    total = sum(cards)
    if covering_effect(card, cards) is not None or (card == 1 and total not in (19, 20)):
        return False
    return total + card <= TARGET


def accepting_slots(taroma: Seat, blocked: frozenset[int], card: int) -> list[int]:
    """Taroma's tower spaces that accept the card, rightmost first (none: it is `blocked`)."""
    if card in blocked:
        return []
    towers = taroma.towers
    return [slot for slot in reversed(range(len(towers))) if _fits(card, towers[slot])]


def rightmost_slot(taroma: Seat, blocked: frozenset[int], card: int) -> int | None:
    """The rightmost tower space that accepts the card (None: the card cannot be played)."""
    slots = accepting_slots(taroma, blocked, card)
    return slots[0] if slots else None


def completing_slot(taroma: Seat, blocked: frozenset[int], card: int) -> int | None:
    """The rightmost tower this card completes at exactly 21 (with the 4s variance), if any."""
    towers = taroma.towers
    for slot in accepting_slots(taroma, blocked, card):
        if towers[slot] and sum(towers[slot]) + card * fours_count(taroma, card, slot) == TARGET:
            return slot
    return None


def fours_count(taroma: Seat, card: int, slot: int) -> int:
    """How many cards go down: a 4 takes every other face-up 4 that fits (4 variance)."""
    if card != 4:
        return 1
    up4 = sum(1 for v, up in taroma.row if up and v == 4)
    total = sum(taroma.towers[slot])
    k = 1
    while k < up4 and total + 4 * (k + 1) <= TARGET:
        k += 1
    return k


def decide(state: State) -> Action:
    """Steps 1A to 1E: the one action Taroma takes now."""
    return _decide(state.seats[T], blocking_tops(state, T), bool(state.deck))


@memo(4096)
def _decide(t: Seat, blocked: frozenset[int], can_draw: bool) -> Action:
    """Steps 1A to 1E from all they read: Taroma's cards, the values blocked, a card to draw.

    Remembered by value: the automaton and `apply` both ask for the same table's choice.
    """
    n = len(t.towers)
    ups = sorted({v for v, up in t.row if up}, reverse=True)
    for card in ups:  # 1A: the highest face-up card that completes a tower
        slot = completing_slot(t, blocked, card)
        if slot is not None:
            return TaromaPlay("1A", card, fours_count(t, card, slot), slot, n, False, ())
    passed: list[int] = []
    for card in ups:  # 1B: the highest face-up card; 1C: the next highest that can be played
        slot = rightmost_slot(t, blocked, card)
        if slot is not None:
            step = "1C" if passed else "1B"
            count = fours_count(t, card, slot)
            return TaromaPlay(step, card, count, slot, n, not t.towers[slot], tuple(passed))
        passed.append(card)
    if any(not up for _, up in t.row):  # 1D: flip and play
        return TaromaFlip()
    if can_draw:  # 1E: draw face down
        return TaromaDraw()
    return TaromaPass()


def automaton(state: State) -> Action | None:
    """Taroma's next action when Taroma must act, else None."""
    if state.mode != "taroma" or state.over or state.current_player != T:
        return None
    return TaromaDiscard() if state.put_back_queue else decide(state)


_DRAWS = "1E: Taroma draws a card face down at the left of its row"


def _take_face_up(
    row: tuple[tuple[int, bool], ...], card: int, count: int
) -> tuple[tuple[int, bool], ...]:
    """The row without `count` face-up copies of `card` (rightmost first)."""
    out = list(row)
    for _ in range(count):
        i = max(j for j, (v, up) in enumerate(out) if up and v == card)
        del out[i]
    return tuple(out)


def _play(
    state: State,
    card: int,
    count: int,
    slot: int,
    events: tuple[str, ...],
    row: tuple[tuple[int, bool], ...] | None = None,
) -> State:
    """Taroma puts face-up cards on its tower, then the card's effect and step 2.

    `events` are the step's events so far; `row` is Taroma's row when cards were just flipped.
    """
    taken = _take_face_up(state.seats[T].row if row is None else row, card, count)
    changes, placed = place(state, T, slot, card, count, by=T, row=taken)
    state = evolve(state, events=events + tuple(placed), **changes, **spent(state))
    return settle(after_play(state, T, card))


Flipped = tuple[list[int], int | None, int | None, bool, Seat]


def flip_outcome(state: State) -> Flipped:
    """1D worked out: (cards flipped from the right, the card played or None, its tower, done,
    Taroma with those cards face up).

    Flipping stops at the first card that can be played; `done` says it completes a tower.
    """
    taroma = state.seats[T]
    blocked = blocking_tops(state, T)  # the opponent's tops: flipping does not change them
    row = list(taroma.row)
    flipped: list[int] = []
    for i in reversed([j for j, (_, up) in enumerate(row) if not up]):  # from the right
        card = row[i][0]
        row[i] = (card, True)
        flipped.append(card)
        face_up = evolve(taroma, row=tuple(row))
        done = completing_slot(face_up, blocked, card)  # completing comes first, as in 1A
        slot = rightmost_slot(face_up, blocked, card) if done is None else done
        if slot is not None:
            return flipped, card, slot, done is not None, face_up
    return flipped, None, None, False, evolve(taroma, row=tuple(row))


def describe(state: State, action: Action) -> str:
    """Taroma's flip in the words of what happened (the log is written after the flip).

    The flipped cards are face up once the action is played, so naming them is public; other
    actions keep their own labels.
    """
    if not isinstance(action, TaromaFlip) or state.current_player != T:
        return action.label
    flipped, card, slot, done, face_up = flip_outcome(state)
    cards = ", ".join(map(str, flipped))
    if card is None or slot is None:
        then = (
            "1E: so Taroma drew a card face down at the left of its row"
            if state.deck
            else "1E: the deck was empty, so Taroma could not draw"
        )
        return f"1D: Taroma flipped {cards} from the right and none could be played; {then}"
    n = len(state.seats[T].towers)
    side = SIDES.get(n, ())[slot] if 0 <= slot < n else "?"
    count = fours_count(face_up, card, slot)
    where = f"completed the {side} tower" if done else f"went on the {side} tower"
    first = (
        f"the {card} could be played"
        if len(flipped) == 1
        else f"the {card} was the first that could be played"
    )
    return (
        f"1D: no face-up card of Taroma's could be played, so Taroma flipped {cards} from the "
        f"right; {first} and {where}"
        + ("" if count <= 1 else " (with every face-up 4 that fits: the 4s variance)")
    )


def _flip(state: State) -> State:
    """1D: flip from the right until a card can be played; 1E: otherwise draw face down."""
    flipped, card, slot, done, face_up = flip_outcome(state)
    if card is not None and slot is not None:
        how = " and completes a tower, so it goes there" if done else ""
        event = f"1D: Taroma flips {', '.join(map(str, flipped))}; the {card} can be played{how}"
        count = fours_count(face_up, card, slot)
        return _play(state, card, count, slot, (event,), face_up.row)
    flips = f"1D: Taroma flips {', '.join(map(str, flipped))}; none can be played"
    if state.deck:
        shown = with_seat(state, T, row=face_up.row)
        return settle(draw_to(shown, T, events=(flips, _DRAWS), **spent(state)))
    events = (flips, "1E: the deck is empty, so Taroma cannot draw")
    shown = put_seat(state, T, face_up, events=events, **spent(state))
    return settle(shown)


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
    event = (
        f"Taroma reveals its row ({', '.join(map(str, values))}), puts "
        f"{', '.join(map(str, put))} on top of the deck and shuffles the "
        f"other {DISCARD_TO} face down"
    )
    state = put_seat(
        state,
        T,
        evolve(state.seats[T], row=tuple((v, False) for v in keep)),
        deck=deck,
        chance=state.chance + 1,
        put_back_queue=state.put_back_queue[1:],
        final_cancelled=state.final_cancelled or state.final_round,
        events=(event,),
    )
    return settle(state)


def apply_taroma(state: State, action: Action) -> State:
    """Carry out Taroma's action (the caller checked it is the automaton's choice)."""
    if isinstance(action, TaromaPlay):
        return _play(state, action.card, action.count, action.tower, (action.label,))
    if isinstance(action, TaromaFlip):
        return _flip(state)
    if isinstance(action, TaromaDraw):
        return settle(draw_to(state, T, events=(_DRAWS,), **spent(state)))
    if isinstance(action, TaromaPass):
        events = ("Taroma can neither play nor draw: its turn ends",)
        return end_turn(evolve(state, events=events, actions_left=0, optional_actions=0))
    return _discard(state)
