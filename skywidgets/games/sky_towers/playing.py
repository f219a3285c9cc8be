"""Actions: Play — which cards may go on which tower, completing towers, taking bonus cards.

The play rule is written once, in `play_problem`: the rule a Play breaks, or None. It is two
rules in the rulebook's order: where the cards may go (`placement_problem`) and the blocking
tops (`blocking_tops`). The listing `legal_plays` is every candidate Play those rules accept, so
a move is legal exactly when it is listed, and a refused move is explained by the rule that
would have kept it off the list.
"""

from __future__ import annotations

from typing import Any

from skywidgets.core import evolve
from skywidgets.core.memo import memo

from . import citations as C
from .actions import Play, a_card, cards_words
from .data import BONUS_NAMES, TARGET
from .scoring import bonus_eligible
from .state import State

#: The effects that limit what may cover a tower's top card (Effects: 10 and Effects: 1).
COVER_RULES: dict[int, tuple[str, str]] = {
    10: (C.E10, "a 10 can only be a tower's first card"),
    1: (C.E1, "only another 1 can cover a 1"),
}


def covering_effect(card: int, cards: tuple[int, ...]) -> int | None:
    """The card (10 or 1) whose effect forbids putting `card` on the tower `cards`, or None."""
    if not cards:
        return None
    if card == 10:
        return 10
    if cards[-1] == 1 and card != 1:
        return 1
    return None


def plays_several(state: State, card: int) -> bool:
    """Effects: 4 — 4s may be played several at once (not in Light solitaire)."""
    return card == 4 and state.mode != "light"


def covers_others(state: State, card: int) -> bool:
    """Effects: 8, 9 — an 8 or 9 may go on another player's tower (not in Light solitaire)."""
    return card in (8, 9) and state.mode != "light"


#: The seats next to each seat, by number of seats: (seats, seat) -> the neighbours in order.
NEIGHBOURS: dict[tuple[int, int], tuple[int, ...]] = {
    (n, seat): tuple(sorted({(seat - 1) % n, (seat + 1) % n}))
    for n in range(1, 5)
    for seat in range(n)
}


def neighbours(state: State, seat: int) -> tuple[int, ...]:
    """The seats whose incomplete towers block `seat` (none in Light solitaire)."""
    if state.mode == "light":
        return ()
    return NEIGHBOURS[len(state.seats), seat]


def blocking_tops(state: State, seat: int) -> frozenset[int]:
    """Values `seat` may not play: the top cards of the incomplete towers that block it."""
    return frozenset().union(*[state.seats[o].tops for o in neighbours(state, seat)])


def play_problem(state: State, seat: int, play: Play) -> tuple[str, str] | None:
    """Why `seat` may not make this Play, as (rule, reason); None when it is legal."""
    problem = placement_problem(state, seat, play)
    if problem is None and play.card in blocking_tops(state, seat):
        rule = C.LIGHT_ACTIONS if state.mode == "light" else C.PLAY
        return rule, (
            f"{a_card(play.card)} is on top of a tower that blocks you: you may never play "
            "a card matching it"
        )
    return problem


def placement_problem(state: State, seat: int, play: Play) -> tuple[str, str] | None:
    """Why the Play's cards may not go on that tower, blocking aside (None: they may)."""
    card, count, owner, tower = play.card, play.count, play.owner, play.tower
    light = state.mode == "light"
    r_play = C.LIGHT_ACTIONS if light else C.PLAY
    if not 1 <= card <= 10:
        return r_play, f"there is no tower card of value {card}"
    if count < 1:
        return r_play, "a Play puts at least one card on a tower"
    if count > 1 and not plays_several(state, card):
        return (C.LIGHT_EFFECTS if light else C.E4), "only 4s may be played several at once"
    held = state.seats[seat].hand.count(card)
    if held < count:
        have = "no" if held == 0 else str(held)
        return r_play, f"you hold {have} {card}{'s' if held != 1 else ''}, not {count}"
    if not 0 <= owner < len(state.seats):
        return r_play, f"there is no player {owner + 1}"
    if owner != seat and not covers_others(state, card):
        return C.E89, "only an 8 or a 9 may be played on another player's tower"
    spaces = state.seats[owner].towers
    if not 0 <= tower < len(spaces):
        many = f"{len(spaces)} towers" if len(spaces) > 1 else "1 tower"
        return r_play, f"a player may build only {many} at a time (tower 1 to {len(spaces)})"
    return tower_problem(state, seat, play)


def tower_problem(state: State, seat: int, play: Play) -> tuple[str, str] | None:
    """Why the tower itself refuses a Play of cards the seat holds (a new tower in the first
    free space only, the 10's and the 1's covering rules, never over 21); None: it takes them."""
    card, count, owner, tower = play.card, play.count, play.owner, play.tower
    spaces = state.seats[owner].towers
    cards = spaces[tower]
    light = state.mode == "light"
    if not cards:
        if owner != seat:
            return C.E89, "an 8 or 9 may cover another player's tower, not start one for them"
        first = spaces.index(())
        if tower != first:
            rule = C.LIGHT_ACTIONS if light else C.PLAY
            return rule, f"start a new tower in the first free space (tower {first + 1})"
    effect = covering_effect(card, cards)
    if effect is not None:
        rule, reason = COVER_RULES[effect]
        return (C.LIGHT_EFFECTS if light else rule), reason
    total = sum(cards) + card * count
    if total > TARGET:
        rule = C.LIGHT_ACTIONS if light else C.PLAY
        return rule, f"that would make the tower {total}: a tower may never go over 21"
    return None


@memo(4096)
def play_of(card: int, count: int, owner: int, tower: int) -> Play:
    """The Play value (one shared instance per move: actions are immutable)."""
    return Play(card, count, owner, tower)


def legal_plays(state: State, seat: int) -> list[Play]:
    """Every legal Play of `seat`, in listing order: the candidates `play_problem` accepts.

    Each held value from the lowest (a blocked value has none): on the seat's own towers (every
    count of a 4), then, for an 8 or 9, on the other players' towers in seat order. The
    candidates are the cards the seat holds, as many as `placement_problem` allows, on towers
    that exist, so only the tower's own rules (`tower_problem`) are left to ask.
    """
    hand = state.seats[seat].hand
    owners = [seat] + [o for o in range(len(state.seats)) if o != seat]
    out = []
    for card in sorted(set(hand) - blocking_tops(state, seat)):
        counts = range(1, hand.count(card) + 1) if plays_several(state, card) else (1,)
        for owner in owners if covers_others(state, card) else owners[:1]:
            for tower in range(len(state.seats[owner].towers)):
                for count in counts:
                    play = play_of(card, count, owner, tower)
                    if tower_problem(state, seat, play) is None:
                        out.append(play)
    return out


def can_play(state: State, seat: int) -> bool:
    """Whether `seat` has at least one legal Play."""
    return bool(legal_plays(state, seat))


def place(
    state: State, owner: int, tower: int, card: int, count: int, by: int, **by_changes: Any
) -> tuple[dict[str, Any], list[str]]:
    """Put the cards on the tower; at exactly 21 set it aside and hand out bonus cards.

    Returns the state's changes (for the caller's one `evolve` of the step) and the events.
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
        return {"seats": tuple(seats)}, events
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
    return {"seats": tuple(seats), "bonus_owner": tuple(owners)}, events
