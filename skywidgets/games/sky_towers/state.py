"""Sky Towers state: seats, towers, Taroma's row, the deck and the turn, as frozen values."""

from __future__ import annotations

import bisect
import dataclasses
from collections.abc import Iterable
from typing import Any

from skywidgets.core import evolve
from skywidgets.core.derived import Derived, derived

from .data import DECK

TAROMA_SEAT = 1  # in "taroma" mode the human is seat 0 and Taroma seat 1

PHASES: tuple[tuple[str, str], ...] = (
    ("turn", "How to Play — your turn: 2 actions (Play, Draw, Return)"),
    ("effect_5", "Effects — 5: extra cards go back on the deck"),
    ("effect_6", "Effects — 6: ask a player for a card, or draw"),
    ("last_turn", "Game End — last turn: up to 3 actions"),
    ("light", "How to Play Light — take actions until you cannot"),
    ("taroma", "Taroma's Turn — steps 1A to 1E"),
    ("over", "Game End — scoring"),
)
PHASE_LABELS = dict(PHASES)

#: The steps each mode can reach: no Light or Taroma step in a multiplayer game; Light has no
#: 5 or 6 (Light Effects); against Taroma a 6 asks nobody (Taroma Effects Variances).
MODE_PHASES: dict[str, tuple[str, ...]] = {
    "multiplayer": ("turn", "effect_5", "effect_6", "last_turn", "over"),
    "light": ("light", "over"),
    "taroma": ("taroma", "turn", "effect_5", "last_turn", "over"),
}


@dataclasses.dataclass(frozen=True)
class Seat(Derived):
    """One player's cards: hand (sorted values), tower spaces, completed towers, Taroma's row."""

    hand: tuple[int, ...] = ()
    towers: tuple[tuple[int, ...], ...] = ()  # one entry per tower space; () = empty
    completed: tuple[tuple[int, ...], ...] = ()  # in the order they were completed
    row: tuple[tuple[int, bool], ...] = ()  # Taroma only: (value, face_up), left to right

    @derived
    def tops(self) -> frozenset[int]:
        """The top cards of this seat's incomplete towers (they block its neighbours' plays)."""
        return frozenset(cards[-1] for cards in self.towers if cards)


@dataclasses.dataclass(frozen=True)
class State:
    """The whole table. `deck[0]` is the top card of the draw deck."""

    mode: str
    difficulty: int | str | None
    players: tuple[str, ...]
    seats: tuple[Seat, ...]
    deck: tuple[int, ...]
    bonus_owner: tuple[int | None, ...]  # per bonus card (data order); None = table
    active: int  # whose turn it is
    actions_left: int
    seed: int = 0
    chance: int = 0  # chance events used so far
    optional_actions: int = 0  # of actions_left, how many may be skipped
    discard: tuple[int, ...] = ()  # Light's discard pile
    set_aside: tuple[int, ...] = ()  # Light's unseen set-aside cards
    box: tuple[int, ...] = ()  # cards out of play (teaching positions)
    put_back_queue: tuple[int, ...] = ()  # seats that must still obey a 5
    six_pending: bool = False  # the active player must resolve a 6
    final_round: bool = False
    final_turns_left: int = 0
    final_cancelled: bool = False  # a 5 refilled the deck in the final round
    deck_low: int = len(DECK)  # the smallest deck at the end of a turn so far (a stalled table)
    still_turns: int = 0  # turns ended since the deck was last that small
    over: bool = False
    turn: int = 1
    events: tuple[str, ...] = ()  # public account of the last step

    @property
    def current_player(self) -> int | None:
        """The seat that must decide now (None once the game is over)."""
        if self.over:
            return None
        if self.put_back_queue:
            return self.put_back_queue[0]
        return self.active

    @property
    def phase_id(self) -> str:
        """A stable slug of the current step."""
        if self.over:
            return "over"
        if self.put_back_queue:
            return "effect_5"
        if self.six_pending:
            return "effect_6"
        if self.mode == "light":
            return "light"
        if self.mode == "taroma" and self.active == TAROMA_SEAT:
            return "taroma"
        return "last_turn" if self.final_round else "turn"

    @property
    def phase(self) -> str:
        """The rulebook step in words."""
        return PHASE_LABELS[self.phase_id]


def reachable_phases(state: State) -> tuple[str, ...]:
    """The phase ids a game of this mode can reach (Ruleset.teaching.reachable_phases)."""
    return MODE_PHASES[state.mode]


def max_towers(state: State, seat: int) -> int:
    """How many towers this seat may build at a time."""
    if state.mode == "multiplayer":
        return 2 if len(state.seats) == 2 else 1
    if state.mode == "taroma" and seat == TAROMA_SEAT and state.difficulty == "hard":
        return 3
    return 2


def add_card(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    """The sorted hand with one more card."""
    i = bisect.bisect(hand, card)
    return hand[:i] + (card,) + hand[i:]


def add_cards(hand: tuple[int, ...], cards: Iterable[int]) -> tuple[int, ...]:
    """The sorted hand with several more cards."""
    return tuple(sorted(hand + tuple(cards)))


def remove_cards(hand: tuple[int, ...], card: int, count: int = 1) -> tuple[int, ...]:
    """The sorted hand without `count` copies of `card` (the caller checked they are there)."""
    i = bisect.bisect_left(hand, card)
    return hand[:i] + hand[i + count :]


def hand_size(state: State, seat: int) -> int:
    """Cards a seat holds (Taroma: cards in its row)."""
    s = state.seats[seat]
    return len(s.row) if state.mode == "taroma" and seat == TAROMA_SEAT else len(s.hand)


def put_seat(state: State, seat: int, new: Seat, **changes: Any) -> State:
    """A copy of `state` with `new` as `seats[seat]` and some other fields changed."""
    seats = list(state.seats)
    seats[seat] = new
    return evolve(state, seats=tuple(seats), **changes)
