"""Named positions that replay the rulebook's worked examples (used by tests and tutorials).

Each `Example` holds a start position and the moves of the example; `EXPECTED` records the
documented outcome in plain numbers. Marker colours the rulebook leaves unsaid are our choice.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from skywidgets.core import Action

from .actions import (
    CollectIncome,
    EndActions,
    Lose,
    Move,
    PayTaxes,
    Purchase,
    Replenish,
    Sell,
    SetUpContracts,
)
from .positions import build_position, find_marker, on_space
from .rules import apply
from .setup import new_game
from .state import State

PLAYERS = ("Ann", "Michael", "Marianne")  # seat 0 (Ann) is the start player


@dataclasses.dataclass(frozen=True)
class Example:
    """A rulebook example: where it starts, the moves it makes, and where it is told."""

    name: str
    section: str
    start: State
    moves: tuple[Action, ...] = ()

    def states(self) -> list[State]:
        """The start and the state after each move."""
        out = [self.start]
        for move in self.moves:
            out.append(apply(out[-1], move))
        return out

    @property
    def end(self) -> State:
        """The state after the last move."""
        return self.states()[-1]


def marianne_route() -> Example:
    """4.3: act at Nemesis and Aleborg, pass New Copenhagen, act at Downington."""
    start = build_position(
        PLAYERS,
        turn_player="Marianne",
        ship="Nemesis",
        money={"Marianne": 5},
        removed_colours=("purple",),
        spaces={"Nemesis": ["W1"], "Aleborg": ["Y2"]},
        contracts={"Downington": {"Michael": 4, "Marianne": 2}},
    )
    y2 = on_space(start, 2)
    moves = (
        Purchase(7),
        Move("Aleborg"),
        Purchase(2),
        Move("New Copenhagen"),
        Move("Downington"),
        SetUpContracts(y2),
    )
    return Example(
        "marianne_route",
        "4.3 The actions phase",
        start,
        moves,
    )


def marianne_contracts() -> Example:
    """4.3.3: Marianne's "2" ties Michael at Downington; her "1" would be a second action."""
    start = build_position(
        PLAYERS,
        turn_player="Marianne",
        ship="Downington",
        money={"Marianne": 1},
        removed_colours=("purple",),
        goods={"Marianne": ["W1", "Y2"]},
        contracts={"Downington": {"Michael": 4, "Marianne": 2}},
    )
    two = find_marker(start.seats[2].goods, "Y2")
    return Example(
        "marianne_contracts",
        "4.3.3 Setting up guild contracts",
        start,
        (SetUpContracts(two),),
    )


def michael_turn() -> Example:
    """4.4: Michael's whole turn, from income to taxes and tolls with nothing to pay."""
    start = build_position(
        PLAYERS,
        turn_player="Michael",
        step="income",
        ship="New Copenhagen",
        money={"Ann": 1, "Michael": 2, "Marianne": 3},
        removed_colours=("purple",),
        spaces={
            "Thespian": ["B2", "Y3"],
            "Stockgard": ["W1", "G2"],
            "Nemesis": ["O2"],
            "Downington": ["Y1", "O1"],
            "Rev'all": ["G1"],
            "Lindholm": ["W3", "B3"],
            "Brightwater": ["O3"],
        },
        supply_tops=[["G2", "O3", "Y1"]],
        contracts={
            "New Copenhagen": {"Ann": 2},
            "Thespian": {"Michael": 2, "Marianne": 1},
            "Stockgard": {"Marianne": 1},
        },
    )
    after_replenish = apply(apply(start, CollectIncome()), Replenish())
    three = on_space(after_replenish, 3)  # the "3" that the replenish put on space 3
    bought_free = on_space(after_replenish, 0)
    moves = (
        CollectIncome(),
        Replenish(),
        Purchase(3),
        Move("Thespian"),
        Purchase(0),
        Move("Stockgard"),
        Move("Rev'all"),
        SetUpContracts(three),
        EndActions(),
        PayTaxes((bought_free,)),
    )
    return Example(
        "michael_turn",
        "4.4 Example of a whole turn",
        start,
        moves,
    )


def michael_sale() -> Example:
    """4.3.3: Michael sells 3 orange and 2 brown at Downington; Marianne loses 1 of each."""
    start = build_position(
        PLAYERS,
        turn_player="Michael",
        ship="Downington",
        money={"Michael": 2},
        removed_colours=("purple",),
        goods={
            "Michael": ["O1", "O2", "O3", "B1", "B2"],
            "Marianne": ["O1", "O3", "B3"],
            "Ann": ["W2"],
        },
        contracts={"Downington": {"Michael": 3, "Ann": 1}},
    )
    sold = tuple(start.seats[1].goods)
    her_one = find_marker(start.seats[2].goods, "O1")
    return Example(
        "michael_sale",
        "4.3.3 Selling goods (and losses)",
        start,
        (Sell(sold), Lose(her_one)),
    )


def compass_reversed() -> Example:
    """7: with the compass reversed, Aleborg is with the wind from New Copenhagen."""
    start = new_game(list(PLAYERS), seed=1, compass=True)
    return Example(
        "compass_reversed",
        "7 The compass: a variant",
        start,
        (CollectIncome(), Move("Aleborg"), Move("New Copenhagen")),
    )


def final_scoring_state() -> State:
    """6: a finished 3-player game where every line of the scoring applies."""
    return build_position(
        PLAYERS,
        step="over",
        turn_player="Marianne",
        removed_colours=("purple",),
        ending=True,
        first_to_last="Marianne",
        goods={"Ann": ["W2", "G3"], "Michael": ["B1"], "Marianne": ["W3", "G3", "W2"]},
        sold={  # every sale sells at least two markers of a colour
            "Ann": ["Y1", "Y1", "Y3"],
            "Michael": ["O1", "O1", "O2", "O2"],
            "Marianne": ["B1", "B3", "B3"],
        },
        contracts=FINAL_SCORING_POSITION["contracts"],
    )


# The same table as a `skywidgets score traders_air` position file.
FINAL_SCORING_POSITION: dict[str, Any] = {
    "players": {
        "Ann": {"unsold": [2, 3], "sold": [1, 1, 3]},
        "Michael": {"unsold": [1], "sold": [1, 1, 2, 2]},
        "Marianne": {"unsold": [3, 3, 2], "sold": [1, 3, 3]},
    },
    "contracts": {
        "Thespian": {"Ann": 2, "Michael": 1},
        "Aleborg": {"Ann": 1},
        "New Copenhagen": {"Michael": 4},
        "Stockgard": {"Ann": 2, "Marianne": 2},
        "Rev'all": {"Michael": 3, "Marianne": 4},
        "Lindholm": {"Marianne": 1},
        "Brightwater": {"Ann": 1, "Marianne": 1},
    },
    "first_to_last_stack": "Marianne",
}

# 6: a sold "1" is worth 2 points and a sold "3" 4 points (plus the most-sold-1s bonus here).
MARKER_VALUES_POSITION: dict[str, Any] = {
    "players": {"Ann": {"unsold": [], "sold": [1, 3]}, "Michael": {"unsold": [], "sold": []}},
    "contracts": {},
    "first_to_last_stack": None,
}

# 6: Ann and Michael tie on 15 points; Ann has more contracts on the board and wins.
TIE_BREAK_POSITION: dict[str, Any] = {
    "players": {
        "Ann": {"unsold": [], "sold": [2, 2]},
        "Michael": {"unsold": [1, 2, 3], "sold": [2, 2]},
    },
    "contracts": {"Thespian": {"Ann": 3, "Michael": 2}},
    "first_to_last_stack": None,
}

# 6: a tie on points and on contracts on the board: the win is shared.
SHARED_WIN_POSITION: dict[str, Any] = {
    "players": {"Ann": {"unsold": [1], "sold": [2, 2]}, "Michael": {"unsold": [3], "sold": [2, 2]}},
    "contracts": {"Thespian": {"Ann": 2, "Michael": 2}},
    "first_to_last_stack": None,
}

# The documented results, in numbers (tests compare against these).
EXPECTED = {
    "marianne_route": {"Downington": {"Michael": 4, "Marianne": 4}, "money": 0, "goods": ["W1"]},
    "marianne_contracts": {"Downington": {"Michael": 4, "Marianne": 4}, "goods": ["W1"]},
    "michael_turn": {
        "Ann money": 2,
        "Michael money": 0,
        "Rev'all": {"Michael": 3},
        "goods": ["B2"],
        "events": "Michael has nothing to pay in taxes and tolls",
    },
    "michael_sale": {
        "Michael sold": 5,
        "Downington": {"Michael": 2, "Ann": 1},
        "Marianne goods": ["O3"],
    },
    "marker_values": {"sold goods (1)": 2, "sold goods (3)": 4},
    "final_scoring": {"Ann": 29, "Michael": 27, "Marianne": 32, "winners": ["Marianne"]},
    "compass_reversed": {"Ann money": 1},
    "tie_break": {"Ann": 15, "Michael": 15, "winners": ["Ann"]},
    "shared_win": {"winners": ["Ann", "Michael"]},
}

EXAMPLES: dict[str, Callable[[], Example]] = {
    "marianne_route": marianne_route,
    "marianne_contracts": marianne_contracts,
    "michael_turn": michael_turn,
    "michael_sale": michael_sale,
    "compass_reversed": compass_reversed,
}
