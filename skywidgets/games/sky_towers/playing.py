"""Actions: Play — which cards may go on which tower, completing towers, taking bonus cards."""

from __future__ import annotations

from skywidgets.core import evolve, with_seat

from . import citations as C
from .actions import Play, a_card, cards_words
from .data import BONUS_NAMES, TARGET
from .scoring import bonus_eligible
from .state import State


def blocking_tops(state: State, seat: int) -> frozenset[int]:
    """Values `seat` may not play: the top cards of the incomplete towers that block it."""
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
    """Every legal Play of `seat` (4s once per possible count, 8/9 also on others' towers)."""
    hand = state.seats[seat].hand
    out: list[Play] = []
    blocked = blocking_tops(state, seat)
    for card in sorted(set(hand)):
        if card in blocked:
            continue
        owners = [seat]
        if card in (8, 9) and state.mode != "light":
            owners += [o for o in range(len(state.seats)) if o != seat]
        counts = range(1, hand.count(4) + 1) if card == 4 and state.mode != "light" else (1,)
        for owner in owners:
            for tower in range(len(state.seats[owner].towers)):
                for count in counts:
                    if play_problem(state, seat, card, count, owner, tower) is None:
                        out.append(Play(card, count, owner, tower))
    return out


def place(
    state: State, owner: int, tower: int, card: int, count: int, by: int
) -> tuple[State, list[str]]:
    """Put the cards on the tower; at exactly 21 set it aside and hand out bonus cards."""
    events: list[str] = []
    s = state.seats[owner]
    cards = s.towers[tower] + (card,) * count
    towers = list(s.towers)
    whose = "their own" if owner == by else f"{state.players[owner]}'s"
    events.append(
        f"{state.players[by]} plays {cards_words(card, count)} on {whose} tower "
        f"{tower + 1} ({'+'.join(map(str, cards))} = {sum(cards)})"
    )
    if sum(cards) != TARGET:
        towers[tower] = cards
        return with_seat(state, owner, towers=tuple(towers)), events
    towers[tower] = ()
    state = with_seat(state, owner, towers=tuple(towers), completed=s.completed + (cards,))
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
