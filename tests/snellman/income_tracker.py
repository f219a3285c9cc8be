"""Follow a ledger just far enough to predict each faction's board income.

Only what income depends on is tracked: the buildings on each hex, the bonus card held,
the favour tiles taken and the priests placed on cult spaces (they lower the 7-priest
limit). The prediction uses factions.py and tiles.py alone, so a wrong table fails.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from skywidgets.games.terra_mystica.data import (
    BONUS_CARDS,
    CULTS,
    FACTIONS,
    FAVOUR_TILES,
    SCORING_TILES,
)
from skywidgets.games.terra_mystica.data.board import PRIEST_SPACES
from skywidgets.games.terra_mystica.data.types import Faction
from skywidgets.snellman import commands as cmd
from skywidgets.snellman.records import ActionRow, DroppedMarker, Ledger, Resources, TurnMarker

PRIESTS = 7  # priests per faction (snellman MAX_P)


def gain_power(bowls: tuple[int, int, int], amount: int) -> tuple[int, int, int]:
    """Power gained moves tokens from bowl I to II, then from II to III (rulebook)."""
    one, two, three = bowls
    step = min(one, amount)
    one, two, amount = one - step, two + step, amount - step
    step = min(two, amount)
    return one, two - step, three + step


@dataclasses.dataclass
class _Faction:
    """What one faction's income depends on."""

    board: Faction
    hexes: dict[str, str] = dataclasses.field(default_factory=dict)
    bonus: str | None = None
    favours: set[str] = dataclasses.field(default_factory=set)
    priest_limit: int = PRIESTS

    def income(self) -> dict[str, int]:
        """Board, bonus-card and favour income (the ledger's `other_income_for_faction`)."""
        total = {"C": 0, "W": 0, "P": 0, "PW": 0}
        built = list(self.hexes.values())
        for kind, building in self.board.buildings.items():
            for resource, track in building.income.items():
                total[resource] += track[built.count(kind)]
        tiles = [BONUS_CARDS[self.bonus].income] if self.bonus else []
        tiles += [FAVOUR_TILES[f].income for f in self.favours]
        for income in tiles:
            for resource, amount in income.items():
                total[resource] += amount
        return total

    def cult_income(self, tile: str, before: Resources) -> dict[str, int]:
        """A round scoring tile's income for the faction's cult position (or priests)."""
        scoring = SCORING_TILES[tile]
        if scoring.cult == "CULT_P":
            position = PRIESTS - self.priest_limit
        else:
            position = before.cults[CULTS.index(scoring.cult)]
        times = position // scoring.steps
        total = {"C": 0, "W": 0, "P": 0, "PW": 0}
        total.update({k: v * times for k, v in scoring.income.items()})
        return total

    def after_income(self, before: Resources, income: dict[str, int]) -> Resources:
        """The resources after taking income."""
        return dataclasses.replace(
            before,
            coins=before.coins + income["C"],
            workers=before.workers + income["W"],
            priests=min(before.priests + income["P"], self.priest_limit),
            power=gain_power(before.power, income["PW"]),
        )


@dataclasses.dataclass(frozen=True)
class IncomeCheck:
    """One income row: the predicted resources and the ledger's."""

    kind: str  # "other" (board, bonus card, favours) or "cult" (round scoring tile)
    line: int
    faction: str
    expected: Resources
    shown: Resources


def income_checks(ledger: Ledger, boards: Mapping[str, Faction] = FACTIONS) -> list[IncomeCheck]:
    """Every income row of a ledger with its predicted resources.

    Cult income rows of the spade tiles (SCORE2, SCORE6, SCORE8) are left out: their spades
    are spent on the same row.
    """
    factions = {name: _Faction(boards[name]) for name in ledger.setup.factions}
    spaces = {cult: list(PRIEST_SPACES) for cult in CULTS}  # free spaces' steps, in order
    last: dict[str, Resources] = {}
    dropped: set[str] = set()
    checks = []
    tile = ""
    for row in ledger.rows:
        if isinstance(row, TurnMarker):
            tile = ledger.setup.scoring_tiles[row.round - 1]
        if isinstance(row, DroppedMarker):
            dropped.add(row.faction)
        if not isinstance(row, ActionRow) or row.faction in dropped:
            continue
        faction = factions[row.faction]
        before = last.get(row.faction)
        if row.commands == (cmd.Income("other"),) and before is not None:
            expected = faction.after_income(before, faction.income())
            checks.append(IncomeCheck("other", row.line, row.faction, expected, row.resources))
        elif row.commands == (cmd.Income("cult"),) and before is not None:
            income = faction.cult_income(tile, before)
            if "SPADE" not in income:
                expected = faction.after_income(before, income)
                checks.append(IncomeCheck("cult", row.line, row.faction, expected, row.resources))
        for command in row.commands:
            _follow(faction, command, spaces)
        last[row.faction] = row.resources
    return checks


def _follow(faction: _Faction, command: cmd.Command, spaces: dict[str, list[int]]) -> None:
    """Apply one command's effect on income."""
    if isinstance(command, cmd.Build):
        faction.hexes[command.hex] = "D"
    elif isinstance(command, cmd.Upgrade):
        faction.hexes[command.hex] = command.building
    elif isinstance(command, cmd.Pass) and command.bonus:
        faction.bonus = command.bonus
    elif isinstance(command, cmd.Adjust) and command.what.startswith("FAV"):
        faction.favours.add(command.what)
    elif isinstance(command, cmd.Send):
        free = spaces[command.cult]
        wanted = [s for s in free if command.steps in (None, s)]
        if wanted:
            free.remove(wanted[0])
            faction.priest_limit -= 1
