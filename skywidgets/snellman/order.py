"""Each faction's rows compared in the ledger's order, once the model has done them.

The model tells when it has done a row (`done`), with the faction's figures at that moment.
A row is compared with those figures when the model had done exactly that faction's rows up
to it; one done out of the ledger's order (snellman lets a power offer wait, the model
settles it at once) is compared by what it changed instead: VP, coins, workers, priests,
spendable power (bowl II + 2 × bowl III) and cult positions. A row the model plays nothing
for (`wait`, an offer it never made) must change nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from .figures import (
    CHANGE_NAMES,
    NO_CHANGE,
    Change,
    Figures,
    change,
    first_difference,
    row_figures,
)
from .records import ActionRow

R_ROW = "the rules of the row's moves"


@dataclasses.dataclass(frozen=True)
class Mismatch:
    """The first difference between the model and the ledger."""

    line: int
    faction: str
    resource: str
    ledger: object
    model: object
    rule: str

    def __str__(self) -> str:
        ledger, model = _shown(self.ledger), _shown(self.model)
        return (
            f"line {self.line}: {self.faction} {self.resource} is {ledger} in the ledger "
            f"but {model} in the model ({self.rule})"
        )


def _shown(value: object) -> str:
    """Bowls and cult positions as the ledger writes them (3/9/0)."""
    if isinstance(value, tuple):
        return "/".join(map(str, value))
    return str(value)


@dataclasses.dataclass(frozen=True)
class Slot:
    """A row done: the model's figures then (None: none), the faction's earlier rows not
    done yet, whether a later row was played before it, whether it changed nothing, and
    what its moves changed."""

    figures: Figures | None
    missing: frozenset[int] = frozenset()
    later: bool = False
    rule: str = R_ROW
    noop: bool = False
    change: Change | None = None


class RowOrder:
    """The comparison of every row, faction by faction, in the ledger's order."""

    def __init__(
        self, rows: Mapping[str, list[ActionRow]], is_noop: Callable[[ActionRow], bool]
    ) -> None:
        self.rows = rows
        self.is_noop = is_noop  # rows that change nothing and wait for no moment
        self.slots: dict[str, dict[int, Slot]] = {f: {} for f in rows}
        self.touched: dict[str, set[int]] = {f: set() for f in rows}  # some move played
        self.upto = dict.fromkeys(rows, 0)  # rows compared so far
        self.last: dict[str, Figures | None] = dict.fromkeys(rows)
        self.mismatch: Mismatch | None = None
        self.checked = 0
        self.unchecked: list[int] = []  # rows the model could show neither way

    def touch(self, f: str, k: int) -> None:
        """A move of row `k` was played (its effect is in the model from now on)."""
        self.touched[f].add(k)

    def done(
        self, f: str, k: int, figures: Figures | None, rule: str, moved: Change | None = None
    ) -> None:
        """Row `k` of faction `f` is done in the model, with these figures (and change)."""
        slots = self.slots[f]
        missing = frozenset(j for j in range(k) if j not in slots)
        later = any(j > k for j in (*slots, *self.touched[f]))
        self._mark(f, k, Slot(figures, missing, later, rule, change=moved))

    def noop(self, f: str, k: int) -> None:
        """The model plays nothing for row `k`."""
        self._mark(f, k, Slot(None, noop=True))

    def is_done(self, f: str, k: int) -> bool:
        """Whether row `k` of `f` is done."""
        return k in self.slots[f]

    def fail(self, row: ActionRow, what: str, ledger: object, model: object, rule: str) -> None:
        """Record a difference (the first one stays)."""
        if self.mismatch is None:
            self.mismatch = Mismatch(row.line, row.faction, what, ledger, model, rule)

    def _mark(self, f: str, k: int, slot: Slot) -> None:
        """Record the row's slot; compare every row the faction has now done in order."""
        slots, rows = self.slots[f], self.rows[f]
        slots.setdefault(k, slot)
        while self.upto[f] < len(rows) and self.mismatch is None:
            j = self.upto[f]
            if j not in slots:
                if not self.is_noop(rows[j]):
                    return
                slots[j] = Slot(None, noop=True)
            self._compare(f, j, slots[j])
            self.upto[f] += 1

    def _compare(self, f: str, k: int, slot: Slot) -> None:
        """Compare row `k`: its figures when the model had done exactly the faction's rows up
        to it, else its change; a row the model played nothing for changes nothing."""
        row = self.rows[f][k]
        figures: Figures | None
        moved: Change | None
        if slot.noop:
            figures, moved = self.last[f], NO_CHANGE
        elif slot.later or not all(self.slots[f][j].noop for j in slot.missing):
            figures, moved = None, slot.change
        else:
            figures, moved = slot.figures, slot.change
        self.last[f] = figures
        if figures is not None:
            diff = first_difference(row_figures(row), figures)
        elif moved is not None and k > 0:
            ledger = change(row_figures(self.rows[f][k - 1]), row_figures(row))
            diff = first_difference(ledger, moved, CHANGE_NAMES)
            diff = None if diff is None else (f"{diff[0]} change", diff[1], diff[2])
        else:
            self.unchecked.append(row.line)
            return
        self.checked += 1
        if diff is not None:
            self.fail(row, diff[0], diff[1], diff[2], slot.rule)
