"""The moves of Traders of the Air, one class per decision the rulebook gives a player."""

from __future__ import annotations

import dataclasses
from typing import Any

from skywidgets.core import Action

from .data import CITIES, SIDES, city_spaces, marker_name, space_cities

#: Why a move is refused, as (rule, reason); None when the rules allow it.
Problem = tuple[str, str] | None


_ORDINALS = ("first", "second", "third", "fourth")


def space_name(space: int, side: str = "A") -> str:
    """A warehouse space as the rulebook's board numbers it: by its city (rulebook 2.1).

    Every space is marked with its city's number, Thespian's "1" to Brightwater's "9"; in a
    city with several spaces, the words say which one in filling order. API index 4 on side A
    is "warehouse space 5 (Nemesis)"; index 0 is "warehouse space 1 (Thespian, first of 2)".
    Without a position (an action's own label) the words follow side A, the published side.
    """
    cities = space_cities(side if side in SIDES else "A")
    if isinstance(space, int) and not isinstance(space, bool) and 0 <= space < len(cities):
        city = cities[space]
        same = city_spaces(side if side in SIDES else "A")[city]
        where = CITIES[city]
        if len(same) > 1:
            where += f", {_ORDINALS[same.index(space)]} of {len(same)}"
        return f"warehouse space {city + 1} ({where})"
    return f"warehouse space {space!r} (no such space)"


def describe(state: Any, action: Action) -> str:
    """The move as the board shows it: a purchase names the goods on its space (public)."""
    if isinstance(action, Purchase):
        side = getattr(state, "side", "A")
        spaces = getattr(state, "spaces", ())
        if 0 <= action.space < len(spaces) and spaces[action.space] is not None:
            marker = marker_name(spaces[action.space])
            return f"buy {marker} from {space_name(action.space, side)}"
        return f"buy the goods marker on {space_name(action.space, side)}"
    return action.label


def _names(markers: tuple[int, ...]) -> str:
    """Markers in words, or "nothing"."""
    return ", ".join(marker_name(m) for m in markers) or "nothing"


@dataclasses.dataclass(frozen=True)
class CollectIncome(Action):
    """4.1: take the income of 3 sky dollars from the bank."""

    kind = "collect_income"

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return "take the income of 3 sky dollars"


@dataclasses.dataclass(frozen=True)
class Replenish(Action):
    """4.2: pay 1 dollar and fill every empty warehouse space from the supply."""

    kind = "replenish"

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return "pay 1 sky dollar and replenish all empty warehouse spaces"


@dataclasses.dataclass(frozen=True)
class SkipReplenish(Action):
    """4.2: leave the empty warehouse spaces empty this turn."""

    kind = "skip_replenish"

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return "do not replenish"


@dataclasses.dataclass(frozen=True)
class Move(Action):
    """4.3.2: move the steamship to a neighbouring city."""

    kind = "move"
    city: str

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return f"move the steamship to {self.city}"


@dataclasses.dataclass(frozen=True)
class Purchase(Action):
    """4.3.3: buy the goods marker on one warehouse space of the steamship's city."""

    kind = "purchase"
    space: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return f"buy the goods marker on {space_name(self.space)}"


@dataclasses.dataclass(frozen=True)
class SetUpContracts(Action):
    """4.3.3: spend one own goods marker to place as many contracts as its number."""

    kind = "set_up_contracts"
    marker: int
    extra: bool = False

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        more = " plus the Contractors' extra contract" if self.extra else ""
        return f"spend {marker_name(self.marker)} to set up guild contracts{more}"


@dataclasses.dataclass(frozen=True)
class Sell(Action):
    """4.3.3: sell at least two markers of each chosen colour (ids in increasing order)."""

    kind = "sell"
    markers: tuple[int, ...]

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return f"sell {_names(self.markers)}"


@dataclasses.dataclass(frozen=True)
class Lose(Action):
    """4.3.3 losses: the losing player picks which marker of a sold colour to lose."""

    kind = "lose"
    marker: int

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return f"lose {marker_name(self.marker)}"


@dataclasses.dataclass(frozen=True)
class EndActions(Action):
    """4.3: end the actions phase."""

    kind = "end_actions"

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return "end the actions phase"


@dataclasses.dataclass(frozen=True)
class PayTaxes(Action):
    """4.4: pay taxes and tolls, keeping these goods markers (ids in increasing order)."""

    kind = "pay_taxes"
    keep: tuple[int, ...]

    @property
    def label(self) -> str:
        """The move in plain words, for every seat's log."""
        return f"pay taxes and tolls, keeping {_names(self.keep)}"


ACTION_CLASSES: tuple[type[Action], ...] = (
    CollectIncome,
    Replenish,
    SkipReplenish,
    Move,
    Purchase,
    SetUpContracts,
    Sell,
    Lose,
    EndActions,
    PayTaxes,
)
