"""Immutable state of a Traders of the Air game."""

from __future__ import annotations

import dataclasses

from skywidgets.core import ScoreSheet
from skywidgets.core.derived import Derived, derived

from .data import CITIES, marker_colour
from .scoring import state_sheet

# (phase_id, label) in rulebook order; the labels use the rulebook's own numbering.
PHASES: tuple[tuple[str, str], ...] = (
    ("income", "4.1 Income"),
    ("replenish", "4.2 Replenish goods markers"),
    ("actions", "4.3 Actions"),
    ("losses", "4.3.3 Selling goods: losses"),
    ("taxes", "4.4 Taxes and tolls"),
    ("over", "6 Scoring"),
)
PHASE_LABELS = dict(PHASES)


@dataclasses.dataclass(frozen=True)
class Seat:
    """One player's guild mat: money, unsold goods, sold goods, contracts not on the board."""

    money: int
    goods: tuple[int, ...] = ()  # unsold marker ids, increasing
    sold: tuple[int, ...] = ()  # sold (flipped) marker ids, increasing
    contracts_left: int = 15
    mat: str | None = None  # a special guild side, or None for the generic side


@dataclasses.dataclass(frozen=True)
class State(Derived):
    """The whole table: board, supply, mats, the steamship and where the turn stands."""

    players: tuple[str, ...]
    seed: int
    chance: int  # chance events used so far (all happen at setup)
    side: str  # board side "A" or "B"
    compass: bool  # the compass variant is in play
    reversed_arrows: bool  # the compass reversed every arrow
    guild_mats: bool  # special guild sides in play
    spaces: tuple[int | None, ...]  # marker on each warehouse space (data order) or None
    stacks: tuple[tuple[int, ...], ...]  # the five face-down supply stacks, index 0 = top
    box: tuple[int, ...]  # markers returned to the game box, increasing
    seats: tuple[Seat, ...]
    contracts: tuple[tuple[int, ...], ...]  # contracts[city][seat]
    ship: int  # city index of the steamship
    bank: int  # dollars the bank took in minus dollars it paid out
    turn_player: int  # whose player turn it is
    round: int = 1  # game round (the start player is seat 0)
    step: str = "income"  # phase id
    acted: bool = False  # an action was already taken on this visit
    moves: int = 0  # steamship moves this turn
    extra_used: bool = False  # Contractors' extra contract used this turn
    pending: tuple[tuple[int, int], ...] = ()  # losses awaiting a choice: (seat, colour)
    ending: bool = False  # the end is triggered (stack 5 reached)
    first_to_last: int | None = None  # seat that first took from supply stack 5
    events: tuple[str, ...] = ()  # public words on the automatic steps of the last move

    @property
    def phase_id(self) -> str:
        """Stable slug of the current phase."""
        return self.step

    @property
    def phase(self) -> str:
        """The current phase, numbered as the rulebook numbers it."""
        return PHASE_LABELS[self.step]

    @property
    def current_player(self) -> int | None:
        """The seat that must decide now (a losing seat during losses; None once over)."""
        if self.step == "over":
            return None
        if self.pending:
            return self.pending[0][0]
        return self.turn_player

    @property
    def ship_city(self) -> str:
        """Name of the city where the steamship is."""
        return CITIES[self.ship]

    @derived
    def score_sheet(self) -> ScoreSheet:
        """Section 6 applied to this table, worked out once (the bots and the coach ask often)."""
        return state_sheet(self)


def add_markers(items: tuple[int, ...], new: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """A sorted tuple of markers with `new` added."""
    return tuple(sorted((*items, *new)))


def remove_markers(items: tuple[int, ...], gone: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """A tuple of markers with `gone` taken out (each must be present)."""
    out = list(items)
    for m in gone:
        out.remove(m)
    return tuple(out)


def colour_of(markers: tuple[int, ...], colour: int) -> tuple[int, ...]:
    """The markers of one colour."""
    return tuple(m for m in markers if marker_colour(m) == colour)
