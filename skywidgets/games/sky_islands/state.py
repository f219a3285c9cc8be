"""Immutable state of a Merchants of Sky Islands game.

Values built on the hot path skip `__init__` and get their fields as a whole `__dict__`:
always a plain (combined) dict — a dict literal, or `dict(old.__dict__)` — never
`old.__dict__.copy()`: a value its constructor made keeps shared-key ("split") fields, a
`.copy()` of them is split too, and CPython 3.11 cannot keep an attribute read specialised
on a split `__dict__` assigned to another object: every `state.seats` or `seat.cubes` would
take the slow path (~4 % more instructions a move). Dict literals are used throughout for
one representation (`new.__dict__.update(...)` on a fresh object measured as fast).
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from .data import HOUSES_BUILDABLE

T = TypeVar("T")
_new = object.__new__
_set = object.__setattr__

PHASES: tuple[tuple[str, str], ...] = (
    ("income", "① Income"),
    ("place", "② Placing a sky island tile"),
    ("gains", "③ Gaining resources"),
    ("build", "④ Building"),
    ("disposal", "⑤ Stock disposal"),
    ("refill", "⑥ Refilling your hand"),
    ("over", "Final scoring"),
)
PHASE_LABELS = dict(PHASES)


@dataclasses.dataclass(frozen=True)
class Placed:
    """A tile on the table: its id, cell and quarter turns clockwise."""

    tile: int
    x: int
    y: int
    rotation: int = 0


@dataclasses.dataclass(frozen=True)
class Board:
    """The tiles on the table in placement order (derived geometry is cached on it)."""

    tiles: tuple[Placed, ...]


@dataclasses.dataclass(frozen=True)
class House:
    """A trading house on one island region of one tile, with its tower and harbour."""

    x: int
    y: int
    region: int
    owner: int
    tower: bool = False
    harbour: bool = False

    @property
    def influence(self) -> int:
        """Final-scoring influence: 2 with a tower, else 1."""
        return 2 if self.tower else 1


@dataclasses.dataclass(frozen=True)
class Seat:
    """One player's belongings: hand, cubes, victory points by source, houses, turns."""

    hand: tuple[int, ...]
    cubes: tuple[int, int, int] = (0, 0, 0)  # red, white, blue
    vp_income: int = 0  # green ships at ① Income
    vp_gains: int = 0  # green ships at ③ Gaining resources (and discards)
    vp_towers: int = 0  # ④b gains on tower placement
    houses_left: int = HOUSES_BUILDABLE
    turns: int = 0  # turns completed

    @property
    def vp(self) -> int:
        """Victory points gained during the game."""
        return self.vp_income + self.vp_gains + self.vp_towers


@dataclasses.dataclass(frozen=True)
class State:
    """A whole game position; `phase_id` names the rulebook step being decided."""

    players: tuple[str, ...]
    colours: tuple[str, ...]
    seed: int
    board: Board
    houses: tuple[House, ...]
    seats: tuple[Seat, ...]
    pile: tuple[int, ...]  # draw pile, top first (hidden order)
    box: tuple[int, ...]  # tiles returned to the box at setup (hidden)
    discarded: tuple[int, ...]  # tiles discarded at ② (public)
    supply: tuple[int, int, int]  # red, white, blue cubes
    towers: int
    harbours: int
    current_player: int | None
    phase_id: str
    placed: tuple[int, int] | None = None  # cell of the tile placed this turn
    events: tuple[str, ...] = ()
    revealed_hand: tuple[int, ...] | None = None

    @property
    def phase(self) -> str:
        """The rulebook step's name, numbered as the rulebook numbers it."""
        return PHASE_LABELS[self.phase_id]

    @property
    def active(self) -> int:
        """The current player's seat, for the steps that run only while the game does."""
        seat = self.current_player
        if seat is None:
            raise ValueError("the game is over: no player is deciding")
        return seat

    @property
    def turn(self) -> int:
        """The current player's turn number (1..10); the last turn once over."""
        if self.current_player is None:
            return max(s.turns for s in self.seats)
        return self.seats[self.current_player].turns + 1


STATE_CLASSES = (Placed, Board, House, Seat, State)


def replace(obj: T, **changes: Any) -> T:
    """A copy of a State, Seat or House with some fields changed: the rules' hot path.

    Like `core.evolve` without its checks; only for classes that keep nothing but their
    fields in `__dict__` (never a Board: its geometry is cached there).
    """
    new = _new(type(obj))
    values = dict(obj.__dict__)  # a combined dict, not a split `.copy()`: see the module doc
    values.update(changes)
    _set(new, "__dict__", values)
    return new


def with_seat(state: State, seat: int, **changes: Any) -> State:
    """A copy of `state` whose `seats[seat]` has some fields changed."""
    seats = list(state.seats)
    seats[seat] = replace(seats[seat], **changes)
    return replace(state, seats=tuple(seats))


def placed_tile(tile: int, x: int, y: int, rotation: int) -> Placed:
    """A Placed value built without `__init__` (same fields, equality and JSON)."""
    p = _new(Placed)
    _set(p, "__dict__", {"tile": tile, "x": x, "y": y, "rotation": rotation})
    return p


def new_house(x: int, y: int, region: int, owner: int) -> House:
    """A House without tower or harbour, built without `__init__` (same fields and equality)."""
    h = _new(House)
    _set(
        h,
        "__dict__",
        {"x": x, "y": y, "region": region, "owner": owner, "tower": False, "harbour": False},
    )
    return h
