"""Hand-built positions for tutorials and tests: unlisted cards go to the box (out of play)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from .checks import invariants
from .data import BONUS_NAMES, COPIES, DECK, TAROMA_NAME
from .state import TAROMA_SEAT, Seat, State


def build(
    mode: str = "multiplayer",
    players: Sequence[str] = ("Ann", "Bob"),
    *,
    hands: Mapping[int, Sequence[int]] | None = None,
    towers: Mapping[int, Sequence[Sequence[int]]] | None = None,
    completed: Mapping[int, Sequence[Sequence[int]]] | None = None,
    row: Sequence[tuple[int, bool]] = (),
    deck: Sequence[int] = (),
    discard: Sequence[int] = (),
    set_aside: Sequence[int] = (),
    bonuses: Mapping[str, int] | None = None,
    active: int = 0,
    actions_left: int | None = None,
    difficulty: int | str | None = None,
    final_round: bool = False,
    final_turns_left: int = 0,
    seed: int = 0,
    chance: int = 1,
) -> State:
    """A legal-looking position; `deck[0]` is the top card; every other card goes to the box.

    In "taroma" mode `players` holds the human only; Taroma (seat 1) gets `row` as
    (value, face_up) pairs, left to right. Towers are listed per seat, left space first.
    """
    names = tuple(players)
    if mode == "taroma":
        names = (names[0], TAROMA_NAME)
        difficulty = difficulty or "normal"
    if mode == "light":
        difficulty = difficulty or 4
    n = len(names)
    hands, towers, completed = hands or {}, towers or {}, completed or {}
    seats = []
    for i in range(n):
        if mode == "multiplayer":
            spaces = 2 if n == 2 else 1
        else:
            spaces = 3 if (mode == "taroma" and i == TAROMA_SEAT and difficulty == "hard") else 2
        built = [tuple(t) for t in towers.get(i, ())]
        if len(built) > spaces:
            raise ValueError(f"seat {i} has more towers than its {spaces} spaces")
        built += [()] * (spaces - len(built))
        seats.append(
            Seat(
                hand=tuple(sorted(hands.get(i, ()))),
                towers=tuple(built),
                completed=tuple(tuple(t) for t in completed.get(i, ())),
                row=tuple(row) if (mode == "taroma" and i == TAROMA_SEAT) else (),
            )
        )
    owners: list[int | None] = [None] * len(BONUS_NAMES)
    for name, seat in (bonuses or {}).items():
        owners[BONUS_NAMES.index(name)] = seat
    used: Counter[int] = Counter(deck) + Counter(discard) + Counter(set_aside)
    for s in seats:
        used.update(s.hand)
        used.update(v for v, _ in s.row)
        for t in (*s.towers, *s.completed):
            used.update(t)
    for v, k in used.items():
        if k > COPIES.get(v, 0):
            raise ValueError(
                f"the position uses {k} cards of value {v}; the deck has {COPIES.get(v, 0)}"
            )
    box = tuple(sorted((Counter(DECK) - used).elements()))
    if actions_left is None:
        actions_left = 0 if mode == "light" else (3 if final_round else 2)
    state = State(
        mode=mode,
        difficulty=difficulty,
        players=names,
        seats=tuple(seats),
        deck=tuple(deck),
        bonus_owner=tuple(owners),
        active=active,
        actions_left=actions_left,
        seed=seed,
        chance=chance,
        discard=tuple(discard),
        set_aside=tuple(set_aside),
        box=box,
        final_round=final_round,
        final_turns_left=final_turns_left,
    )
    problems = invariants(state)
    if problems:
        raise ValueError("; ".join(problems))
    return state
