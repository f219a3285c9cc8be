"""Typed records of a snellman ledger: setup, resource rows and the engine's markers."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from skywidgets.games.terra_mystica.engine import CULTS
from skywidgets.snellman.commands import Adjust, Command


@dataclasses.dataclass(frozen=True)
class Resources:
    """A faction's resources as a ledger row shows them after its commands."""

    vp: int
    coins: int
    workers: int
    priests: int
    power: tuple[int, int, int]  # bowls I, II, III
    cults: tuple[int, int, int, int]  # FIRE, WATER, EARTH, AIR


@dataclasses.dataclass(frozen=True)
class Delta:
    """The row's change columns (0 where the ledger leaves them blank).

    `power` is the change of the spendable power (bowl II + 2 × bowl III), `cults` the
    change of the four positions' sum, as snellman's `pretty_resource_delta` computes them.
    """

    vp: int = 0
    coins: int = 0
    workers: int = 0
    priests: int = 0
    power: int = 0
    cults: int = 0


@dataclasses.dataclass(frozen=True)
class ActionRow:
    """One faction row: its commands and its resources after them."""

    line: int
    faction: str
    delta: Delta
    resources: Resources
    leech: tuple[int, ...]  # power offered to neighbours by this row, as the ledger lists it
    text: str
    commands: tuple[Command, ...]


@dataclasses.dataclass(frozen=True)
class TurnMarker:
    """`Round R, turn T`."""

    line: int
    round: int
    turn: int


@dataclasses.dataclass(frozen=True)
class IncomeMarker:
    """`Round R income`: the income rows of round R follow."""

    line: int
    round: int


@dataclasses.dataclass(frozen=True)
class FinalScoringMarker:
    """`Scoring FIRE cult`, `Scoring network`, `Converting resources to VPs`."""

    line: int
    what: str  # "FIRE", "WATER", "EARTH", "AIR", "network" or "resources"


@dataclasses.dataclass(frozen=True)
class DroppedMarker:
    """`cultists dropped from the game`: the faction takes no further turns."""

    line: int
    faction: str


@dataclasses.dataclass(frozen=True)
class Comment:
    """A free comment line of the ledger (` Default game options`, ` Randomize setup`)."""

    line: int
    text: str


Row = ActionRow | TurnMarker | IncomeMarker | FinalScoringMarker | DroppedMarker | Comment


@dataclasses.dataclass(frozen=True)
class GameSetup:
    """The game's set-up as the ledger's setup lines give it."""

    options: tuple[str, ...]
    scoring_tiles: tuple[str, ...]  # SCOREn for rounds 1..6
    removed_tiles: tuple[str, ...]  # bonus cards out of the game
    players: tuple[str, ...]  # anonymised player names, in seat order
    factions: tuple[str, ...]  # factions in the order of their `setup` rows


@dataclasses.dataclass(frozen=True)
class Ledger:
    """A whole ledger: its set-up and every row in order."""

    setup: GameSetup
    rows: tuple[Row, ...]
    figures: bool = True  # False: a command list (gamefile.py), nothing to check against

    def action_rows(self, faction: str | None = None) -> tuple[ActionRow, ...]:
        """The faction rows (of one faction when named), in ledger order."""
        return tuple(
            row
            for row in self.rows
            if isinstance(row, ActionRow) and (faction is None or row.faction == faction)
        )

    def start_resources(self) -> Mapping[str, Resources]:
        """Each faction's resources on its `setup` row."""
        return {row.faction: row.resources for row in self.action_rows() if row.text == "setup"}

    def final_vp(self) -> Mapping[str, int]:
        """Each faction's VP on its last row (the ledger's own final figure)."""
        return {row.faction: row.resources.vp for row in self.action_rows()}

    def dropped(self) -> tuple[str, ...]:
        """The factions that dropped out of the game, in order."""
        return tuple(row.faction for row in self.rows if isinstance(row, DroppedMarker))

    def steps_back(self) -> bool:
        """Whether a faction gives back a cult step (`-water`: snellman's TW5 workaround)."""
        return any(
            isinstance(c, Adjust) and c.amount < 0 and c.what.upper() in CULTS
            for row in self.action_rows()
            for c in row.commands
        )
