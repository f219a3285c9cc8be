"""The tables of the Traders of the Air coach's positions: a mid-game background (everyone has
sold a pair and holds contracts) under each position's own layout, the last round, and the
table just after a sale (the losses to choose).
"""

from __future__ import annotations

from typing import Any

from .actions import Sell
from .positions import build_position, find_marker
from .rules import apply
from .state import State

THREE = ("Ann", "Michael", "Marianne")
TWO = ("Ann", "Michael")

# A game in its middle: every player has sold a pair and holds contracts in a city or two
# (cities a position names are laid out by the position instead).
SOLD = {
    THREE: {"Ann": ["Y2", "Y2"], "Michael": ["W2", "W2"], "Marianne": ["G2", "G2"]},
    TWO: {"Ann": ["B2", "B2"], "Michael": ["W2", "W2"]},
}
CONTRACTS = {
    THREE: {
        "Lindholm": {"Michael": 5, "Ann": 1},
        "Brightwater": {"Marianne": 2},
        "Stockgard": {"Ann": 1, "Marianne": 1},
        "Rev'all": {"Michael": 1},
    },
    TWO: {"Lindholm": {"Michael": 5, "Ann": 1}, "Stockgard": {"Ann": 1}, "Rev'all": {"Michael": 1}},
}


def table(players: tuple[str, ...] = THREE, **layout: Any) -> State:
    """A side-A table in mid-game for these players (purple out with three, purple and yellow
    with two): the position's layout over a background of sold pairs and contracts."""
    removed = ("purple",) if len(players) == 3 else ("purple", "yellow")
    contracts = {**CONTRACTS[players], **layout.pop("contracts", {})}
    sold = {**SOLD[players], **layout.pop("sold", {})}
    return build_position(
        players, removed_colours=removed, contracts=contracts, sold=sold, **layout
    )


def after_sale(
    seller: str, sold: list[str], players: tuple[str, ...] = THREE, **layout: Any
) -> State:
    """The table after `seller` sells the markers of these kinds (the losses come next)."""
    start = table(players, turn_player=seller, **layout)
    goods = start.seats[start.players.index(seller)].goods
    taken: list[int] = []
    for kind in sold:
        taken.append(find_marker([m for m in goods if m not in taken], kind))
    return apply(start, Sell(tuple(sorted(taken))))


def last_round(**layout: Any) -> State:
    """A three-player table in the last round (the end triggered; Michael took from stack 5)."""
    return table(ending=True, first_to_last="Michael", **layout)
