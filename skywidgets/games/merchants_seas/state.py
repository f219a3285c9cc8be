"""Immutable game state: one Seat per faction, the board, the supplies and pending decisions."""

from __future__ import annotations

import dataclasses

from skywidgets.core.state import evolve

PHASES = (
    ("setup_dwellings", "Setup — place initial Dwellings"),
    ("setup_dock", "Setup — place the Dock marker / Storehouse"),
    ("setup_bonus", "Setup — choose Bonus cards"),
    ("income", "Phase I — Income"),
    ("actions", "Phase II — Actions"),
    ("cult_bonus", "Phase III — Cult bonuses and clean-up"),
    ("over", "Game end — final scoring"),
)
PHASE_LABEL = dict(PHASES)


@dataclasses.dataclass(frozen=True)
class Seat:
    """One faction's board, supply and markers."""

    faction: str
    coins: int
    workers: int
    priests: int
    bowls: tuple[int, int, int]
    vp: int
    cults: tuple[int, int, int, int]
    shipping: int = 0  # shipping value; for merchant factions the Range (1–4)
    dig: int = 0  # exchange (dig) track level
    keys: int = 0
    favors: tuple[str, ...] = ()
    towns: tuple[str, ...] = ()
    bonus: str = ""
    passed: bool = False
    ships: tuple[int, ...] = ()  # hexes of this faction's ships (or merchants) on the board
    trades: int = 0  # trade markers placed
    dock: int = -1  # hex of the Dock marker / Storehouse, -1 when not placed
    priests_sent: int = 0  # priests left on cult order spaces (out of play)
    bridges: int = 0
    used: frozenset[str] = frozenset()  # once-a-round specials already used
    vp_by: tuple[tuple[str, int], ...] = ()  # in-game VP by source (start included)


@dataclasses.dataclass(frozen=True)
class Pending:
    """A decision someone must take before play goes on.

    kind: leech | favor | town | cult | ship | spades | bridge | darklings | fav13 | move |
          trade | dock.  `n` is an amount (power offered, spades, cult steps, ...), `a`/`b`
    carry hexes or seats, `flag` allows building after spades, `items` lists hexes (trades).
    """

    kind: str
    seat: int
    n: int = 0
    a: int = -1
    b: int = -1
    flag: bool = False
    items: tuple[int, ...] = ()
    tag: str = ""


@dataclasses.dataclass(frozen=True)
class State:
    """Everything about a game of Terra Mystica with Merchants of the Seas."""

    players: tuple[str, ...]
    factions: tuple[str, ...]
    seed: int
    chance: int  # chance events drawn so far
    step: str  # phase id
    round: int  # 0 during setup, then 1..6
    turn: int  # whose turn in Phase II (or setup placement)
    order: tuple[int, ...]  # turn order of this round
    next_order: tuple[int, ...]  # pass order (next round's turn order)
    queue: tuple[int, ...]  # setup placements still to come
    seats: tuple[Seat, ...]
    terrain: tuple[str, ...]
    owner: tuple[int, ...]  # seat owning the structure on each hex, -1 none
    building: tuple[str, ...]  # structure on each hex, "" none
    town_hexes: frozenset[int]
    bridges: tuple[tuple[int, int, int], ...]  # (hex a, hex b, seat)
    traded: frozenset[tuple[int, int]]  # (hex, seat) trade markers
    round_tiles: tuple[int, ...]
    bonus_pool: tuple[tuple[str, int], ...]  # (card, coins on it)
    favor_pool: tuple[tuple[str, int], ...]  # (tile, copies left)
    town_pool: tuple[tuple[str, int], ...]  # (tile, copies left)
    power_used: frozenset[str]
    cult_order: tuple[int, int, int, int]  # priests on each cult's order spaces
    pending: tuple[Pending, ...] = ()
    acted: bool = False  # the player on turn has taken the main action

    @property
    def current_player(self) -> int | None:
        """The seat that must decide now (None once the game is over)."""
        if self.step == "over":
            return None
        if self.pending:
            return self.pending[0].seat
        return self.turn

    @property
    def phase_id(self) -> str:
        """Stable slug of the current step."""
        return self.step

    @property
    def phase(self) -> str:
        """The rulebook step in words (round included)."""
        label = PHASE_LABEL[self.step]
        if self.step in ("income", "actions", "cult_bonus"):
            return f"Round {self.round}: {label}"
        return label


def seat_of(state: State, seat: int) -> Seat:
    """The Seat record of one player."""
    return state.seats[seat]


def with_seat(state: State, seat: int, new: Seat) -> State:
    """A state with one Seat replaced."""
    seats = list(state.seats)
    seats[seat] = new
    return evolve(state, seats=tuple(seats))


STATE_CLASSES = (State, Seat, Pending)
