"""Taroma's Turn: the automaton's decision steps 1A–1E, step 2, and its effect variances."""

from __future__ import annotations

from skywidgets.core import Action, rng

from .actions import TaromaDiscard, TaromaDraw, TaromaFlip, TaromaPass, TaromaPlay
from .data import DISCARD_TO, TARGET
from .drawing import draw_to
from .effects import after_play
from .playing import blocking_tops, place
from .state import TAROMA_SEAT as T
from .state import State, derived, evolve, with_seat
from .turns import add_events, end_turn, settle, spent


def taroma_accepts(state: State, card: int, slot: int) -> bool:
    """Whether Taroma may play `card` in tower space `slot` (its 1 only on a tower of 19 or 20)."""
    if card in blocking_tops(state, T):
        return False
    cards = state.seats[T].towers[slot]
    return _fits(card, cards, sum(cards))


def _fits(card: int, cards: tuple[int, ...], total: int) -> bool:
    """`taroma_accepts` without the blocking check, for a tower `cards` summing to `total`."""
    if not cards:
        return card != 1
    if card == 10 or (cards[-1] == 1 and card != 1):
        return False
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
    return _fours(sum(state.seats[T].towers[slot]), up4)


def _fours(total: int, up4: int) -> int:
    """How many of `up4` face-up 4s go on a tower of `total` (at least the one played)."""
    k = 1
    while k < up4 and total + 4 * (k + 1) <= TARGET:
        k += 1
    return k


def decide(state: State) -> Action:
    """Steps 1A to 1E: the one action Taroma takes now.

    The same choice as asking `completing_slot`, then `rightmost_slot`, about each face-up
    value from the highest, with the towers' totals and the blocking tops computed once.
    """
    t = state.seats[T]
    towers = t.towers
    n = len(towers)
    ups = sorted({v for v, up in t.row if up}, reverse=True)
    if ups:
        blocked = blocking_tops(state, T)
        sums = [sum(cards) for cards in towers]
        up4 = sum(1 for v, up in t.row if up and v == 4)
        slots = range(n - 1, -1, -1)
        for v in ups:  # 1A: complete a tower
            if v in blocked:
                continue
            for slot in slots:
                cards, total = towers[slot], sums[slot]
                if cards and _fits(v, cards, total):
                    count = _fours(total, up4) if v == 4 else 1
                    if total + v * count == TARGET:
                        return TaromaPlay("1A", v, count, slot, n, False, ())
        passed: list[int] = []
        for v in ups:  # 1B, then 1C
            if v not in blocked:
                for slot in slots:
                    cards, total = towers[slot], sums[slot]
                    if _fits(v, cards, total):
                        count = _fours(total, up4) if v == 4 else 1
                        step = "1B" if not passed else "1C"
                        return TaromaPlay(step, v, count, slot, n, not cards, tuple(passed))
            passed.append(v)
    if any(not up for _, up in t.row):  # 1D: flip and play
        return TaromaFlip()
    if state.deck:  # 1E: draw face down
        return TaromaDraw()
    return TaromaPass()


def automaton(state: State) -> Action | None:
    """Taroma's next action when Taroma must act, else None (computed once per state)."""
    if state.mode != "taroma" or state.over or state.current_player != T:
        return None
    cache = derived(state)
    action: Action | None = cache.get("taroma_next")
    if action is None:
        action = cache["taroma_next"] = TaromaDiscard() if state.put_back_queue else decide(state)
    return action


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
    state, placed = place(state, T, slot, card, count, by=T, row=taken)
    state = evolve(state, events=events + tuple(placed), **spent(state))
    return settle(after_play(state, T, card))


def _flip(state: State) -> State:
    """1D: flip from the right until a card can be played; 1E: otherwise draw face down."""
    row = list(state.seats[T].row)
    towers = state.seats[T].towers
    sums = [sum(cards) for cards in towers]
    slots = range(len(towers) - 1, -1, -1)
    blocked = blocking_tops(state, T)  # the opponent's tops: flipping does not change them
    flipped = []
    for i in reversed([j for j, (_, up) in enumerate(row) if not up]):  # from the right
        card = row[i][0]
        row[i] = (card, True)
        flipped.append(card)
        if card in blocked:
            continue
        fits = [s for s in slots if _fits(card, towers[s], sums[s])]  # rightmost first
        if not fits:
            continue
        up4 = sum(1 for v, up in row if up and v == 4)
        counts = {s: _fours(sums[s], up4) if card == 4 else 1 for s in fits}
        # completing a tower comes first, as in 1A
        done = [s for s in fits if towers[s] and sums[s] + card * counts[s] == TARGET]
        how = "" if not done else " and completes a tower, so it goes there"
        slot = done[0] if done else fits[0]
        shown = ", ".join(map(str, flipped))
        event = f"1D: Taroma flips {shown}; the {card} can be played{how}"
        return _play(state, card, counts[slot], slot, (event,), tuple(row))
    state = with_seat(state, T, row=tuple(row))
    shown = ", ".join(map(str, flipped))
    flips = f"1D: Taroma flips {shown}; none can be played"
    if state.deck:
        state = draw_to(state, T)
        return settle(evolve(state, events=(flips, _DRAWS), **spent(state)))
    events = (flips, "1E: the deck is empty, so Taroma cannot draw")
    return settle(evolve(state, events=events, **spent(state)))


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
    if isinstance(action, TaromaPlay):
        return _play(state, action.card, action.count, action.tower, (action.label,))
    if isinstance(action, TaromaFlip):
        return _flip(state)
    if isinstance(action, TaromaDraw):
        return settle(draw_to(state, T, events=(_DRAWS,), **spent(state)))
    if isinstance(action, TaromaPass):
        events = ("Taroma can neither play nor draw: its turn ends",)
        return end_turn(evolve(state, events=events, actions_left=0, optional_actions=0))
    return _discard(evolve(state, events=()))
