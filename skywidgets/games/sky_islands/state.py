"""Immutable state of a Merchants of Sky Islands game.

Every value here is a frozen dataclass; a changed state is a new one (`core.evolve` or a
constructor). Tiles, houses, seats and states have slots (no per-instance dict: smaller, and
quicker to read). The board's geometry (islands, open cells) is derived from its tiles
(`core.derived`): worked out once per board, as an update of the geometry of the board it
grew from when there is one.
"""

from __future__ import annotations

import dataclasses

from skywidgets.core.derived import Derived, derived

from .data import HOUSES_BUILDABLE
from .islands import Geometry, scratch_geometry

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


@dataclasses.dataclass(frozen=True, slots=True)
class Placed:
    """A tile on the table: its id, cell and quarter turns clockwise."""

    tile: int
    x: int
    y: int
    rotation: int = 0


@dataclasses.dataclass(frozen=True)
class Board(Derived):
    """The tiles on the table in placement order; its `geometry` is derived from them.

    `grown_from` (not a field) is the geometry of the board of all tiles but the last: the
    new geometry is then that one updated with the last tile rather than worked out afresh.
    """

    tiles: tuple[Placed, ...]
    grown_from: dataclasses.InitVar[Geometry | None] = None

    def __post_init__(self, grown_from: Geometry | None) -> None:
        if grown_from is not None:  # the derived value, known at once (frozen: set directly)
            object.__setattr__(self, "geometry", grown_from.with_tile(self.tiles[-1]))

    @derived
    def geometry(self) -> Geometry:
        """Islands, open cells and the other facts derived from the tiles."""
        return scratch_geometry(self)

    def with_tile(self, placed: Placed) -> Board:
        """The board with one more tile (its geometry updated from this board's)."""
        return Board(self.tiles + (placed,), self.geometry)


@dataclasses.dataclass(frozen=True, slots=True)
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


@dataclasses.dataclass(frozen=True, slots=True)
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


@dataclasses.dataclass(frozen=True, slots=True)
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
