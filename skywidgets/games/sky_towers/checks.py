"""Checks used by the conformance tests: hidden information and conservation of cards."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from typing import Any

from .data import BONUS_NAMES, DECK, TARGET
from .state import TAROMA_SEAT, State, max_towers

_FULL = Counter(DECK)


def hidden_check(state: State, seat: int, view: dict[str, Any]) -> list[str]:
    """What `seat`'s view shows that it must not: others' hands, face-down cards, deck order."""
    problems = []
    for key in ("deck", "set_aside", "box"):
        if set(view.get(key, {})) != {"count"}:
            problems.append(f"{key} shows more than a count")
    for i, sv in enumerate(view["seats"]):
        if i != seat and not isinstance(sv.get("hand"), dict):
            problems.append(f"seat {seat} sees the hand of seat {i}")
        for j, card in enumerate(sv.get("row", ())):
            if not card["face_up"] and card["value"] is not None:
                problems.append(f"seat {seat} sees Taroma's face-down card {j + 1}")
    return problems


def all_cards(state: State) -> list[int]:
    """Every tower card in the state, wherever it is."""
    cards = [*state.deck, *state.discard, *state.set_aside, *state.box]
    for s in state.seats:
        cards += s.hand
        cards += [v for v, _ in s.row]
        for t in (*s.towers, *s.completed):
            cards += t
    return cards


def invariants(state: State) -> list[str]:
    """Conservation of the 50 tower cards and 4 bonus cards, and the tower rules."""
    problems = []
    seen = Counter(all_cards(state))
    if seen != _FULL:
        extra, missing = seen - _FULL, _FULL - seen
        problems.append(f"cards not conserved: extra {dict(extra)}, missing {dict(missing)}")
    if len(state.bonus_owner) != len(BONUS_NAMES):
        problems.append("there must be exactly 4 bonus cards")
    for o in state.bonus_owner:
        if o is not None and not 0 <= o < len(state.players):
            problems.append(f"a bonus card belongs to no seat ({o})")
    for i, s in enumerate(state.seats):
        if len(s.towers) != max_towers(state, i):
            problems.append(f"seat {i} has {len(s.towers)} tower spaces")
        for t in s.towers:
            if t and sum(t) >= TARGET:
                problems.append(f"seat {i} has an incomplete tower of {sum(t)}")
        for t in (*s.towers, *s.completed):
            if 10 in t[1:]:
                problems.append(f"seat {i} has a 10 above the first card")
            if any(a == 1 and b != 1 for a, b in pairwise(t)):
                problems.append(f"seat {i} has a 1 covered by another card")
        for t in s.completed:
            if sum(t) != TARGET:
                problems.append(f"seat {i} has a completed tower of {sum(t)}")
        if s.row and not (state.mode == "taroma" and i == TAROMA_SEAT):
            problems.append(f"seat {i} has a Taroma row")
        if state.mode == "taroma" and i == TAROMA_SEAT and s.hand:
            problems.append("Taroma holds a hand besides its row")
        if list(s.hand) != sorted(s.hand):
            problems.append(f"seat {i}'s hand is not sorted")
    limit = state.difficulty
    if state.mode == "light" and isinstance(limit, int) and len(state.seats[0].hand) > limit:
        problems.append("the Light hand is over its limit")
    current = state.current_player
    if not state.over and (current is None or not 0 <= current < len(state.players)):
        problems.append("no valid current player")
    return problems


def reveals(before: State, after: State) -> bool:
    """Whether a step showed hidden information (a draw, a flip, a random take, a reveal)."""
    if before.chance != after.chance or len(after.deck) < len(before.deck):
        return True
    if before.mode == "taroma":
        down = sum(1 for _, u in before.seats[TAROMA_SEAT].row if not u)
        return sum(1 for _, u in after.seats[TAROMA_SEAT].row if not u) < down
    return False
