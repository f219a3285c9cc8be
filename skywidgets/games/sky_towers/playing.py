"""Actions: Play — which cards may go on which tower, completing towers, taking bonus cards."""

from __future__ import annotations

from typing import Any

from . import citations as C
from .actions import Play, a_card, cards_words
from .data import BONUS_NAMES, TARGET
from .scoring import bonus_eligible
from .state import State, derived, evolve


def blocking_tops(state: State, seat: int) -> frozenset[int]:
    """Values `seat` may not play: the top cards of the incomplete towers that block it."""
    key = ("blocking", seat)
    cache = derived(state)
    tops: frozenset[int] | None = cache.get(key)
    if tops is None:
        tops = cache[key] = _blocking_tops(state, seat)
    return tops


def _blocking_tops(state: State, seat: int) -> frozenset[int]:
    if state.mode == "light":
        return frozenset()
    n = len(state.seats)
    others = {1 - seat} if n == 2 else {(seat - 1) % n, (seat + 1) % n}
    return frozenset(t[-1] for o in others for t in state.seats[o].towers if t)


def play_problem(
    state: State, seat: int, card: int, count: int, owner: int, tower: int
) -> tuple[str, str] | None:
    """Why `seat` may not make this Play, as (rule, reason); None when it is legal."""
    light = state.mode == "light"
    r_play = C.LIGHT_ACTIONS if light else C.PLAY
    if not 1 <= card <= 10:
        return r_play, f"there is no tower card of value {card}"
    if count < 1:
        return r_play, "a Play puts at least one card on a tower"
    if count > 1 and (card != 4 or light):
        return (C.LIGHT_EFFECTS if light else C.E4), "only 4s may be played several at once"
    held = state.seats[seat].hand.count(card)
    if held < count:
        have = "no" if held == 0 else str(held)
        return r_play, f"you hold {have} {card}{'s' if held != 1 else ''}, not {count}"
    if not 0 <= owner < len(state.seats):
        return r_play, f"there is no player {owner + 1}"
    if owner != seat and (light or card not in (8, 9)):
        return C.E89, "only an 8 or a 9 may be played on another player's tower"
    spaces = state.seats[owner].towers
    if not 0 <= tower < len(spaces):
        many = f"{len(spaces)} towers" if len(spaces) > 1 else "1 tower"
        return r_play, f"a player may build only {many} at a time (tower 1 to {len(spaces)})"
    cards = spaces[tower]
    if not cards:
        if owner != seat:
            return C.E89, "an 8 or 9 may cover another player's tower, not start one for them"
        first = spaces.index(())
        if tower != first:
            return r_play, f"start a new tower in the first free space (tower {first + 1})"
    else:
        if card == 10:
            return (C.LIGHT_EFFECTS if light else C.E10), "a 10 can only be a tower's first card"
        if cards[-1] == 1 and card != 1:
            return (C.LIGHT_EFFECTS if light else C.E1), "only another 1 can cover a 1"
    total = sum(cards) + card * count
    if total > TARGET:
        return r_play, f"that would make the tower {total}: a tower may never go over 21"
    if card in blocking_tops(state, seat):
        return r_play, (
            f"{a_card(card)} is on top of a tower that blocks you: you may never play "
            "a card matching it"
        )
    return None


def legal_plays(state: State, seat: int) -> list[Play]:
    """Every legal Play of `seat` (4s once per possible count, 8/9 also on others' towers).

    The same moves, in the same order, as asking `play_problem` about every card, owner,
    tower and count; computed once per state and seat (states are immutable).
    """
    key = ("plays", seat)
    cache = derived(state)
    plays: tuple[Play, ...] | None = cache.get(key)
    if plays is None:
        plays = cache[key] = _legal_plays(state, seat)
    return list(plays)


_PLAYS: dict[tuple[int, int, int, int], Play] = {}


def play_of(card: int, count: int, owner: int, tower: int) -> Play:
    """The Play value (one shared instance per move: actions are immutable)."""
    key = (card, count, owner, tower)
    play = _PLAYS.get(key)
    if play is None:
        play = _PLAYS[key] = Play(card, count, owner, tower)
    return play


def _legal_plays(state: State, seat: int) -> tuple[Play, ...]:
    hand = state.seats[seat].hand
    light = state.mode == "light"
    blocked = blocking_tops(state, seat)
    own = state.seats[seat].towers
    first_free = own.index(()) if () in own else -1
    out: list[Play] = []
    for card in sorted(set(hand)):
        if card in blocked:
            continue
        most = hand.count(4) if card == 4 and not light else 1
        for tower, cards in enumerate(own):
            if not cards:
                if tower != first_free:
                    continue
                total = 0
            elif card == 10 or (cards[-1] == 1 and card != 1):
                continue
            else:
                total = sum(cards)
            for count in range(1, most + 1):
                if total + card * count <= TARGET:
                    out.append(play_of(card, count, seat, tower))
        if card in (8, 9) and not light:
            for owner, other in enumerate(state.seats):
                if owner == seat:
                    continue
                for tower, cards in enumerate(other.towers):
                    if cards and cards[-1] != 1 and sum(cards) + card <= TARGET:
                        out.append(play_of(card, 1, owner, tower))
    return tuple(out)


def place(
    state: State, owner: int, tower: int, card: int, count: int, by: int, **by_changes: Any
) -> tuple[State, list[str]]:
    """Put the cards on the tower; at exactly 21 set it aside and hand out bonus cards.

    `by_changes` change the player's own seat in the same step (the hand or row the cards
    came from).
    """
    events: list[str] = []
    s = state.seats[owner]
    cards = s.towers[tower] + (card,) * count
    towers = list(s.towers)
    whose = "their own" if owner == by else f"{state.players[owner]}'s"
    total = sum(cards)
    events.append(
        f"{state.players[by]} plays {cards_words(card, count)} on {whose} tower "
        f"{tower + 1} ({'+'.join(map(str, cards))} = {total})"
    )
    complete = total == TARGET
    towers[tower] = () if complete else cards
    changes: dict[str, Any] = {"towers": tuple(towers)}
    if complete:
        changes["completed"] = s.completed + (cards,)
    seats = list(state.seats)
    if owner == by:
        seats[owner] = evolve(s, **changes, **by_changes)
    else:
        seats[owner] = evolve(s, **changes)
        if by_changes:
            seats[by] = evolve(seats[by], **by_changes)
    if not complete:
        return evolve(state, seats=tuple(seats)), events
    state = evolve(state, seats=tuple(seats))
    events.append(f"{state.players[owner]}'s tower is complete at 21 and is set aside")
    owners = list(state.bonus_owner)
    for name in bonus_eligible(cards):
        i = BONUS_NAMES.index(name)
        before = owners[i]
        if before == owner:
            continue
        source = "the table" if before is None else state.players[before]
        owners[i] = owner
        events.append(f"{state.players[owner]} takes the {name} bonus card from {source}")
    return evolve(state, bonus_owner=tuple(owners)), events
