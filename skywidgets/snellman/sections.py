"""What each ledger row records, from its commands and the marker lines above it.

A row is a faction's `setup`, a row of moves, the Cultists' reward for power offers, a
round's cult income (Phase III of the round before) or other income (Phase I), a final
scoring row (`+8vp for FIRE`), the conversion of resources to VP (`score_resources`) or a
row that changes nothing (`wait`, the empty rows of a faction that left the game). The
check (check.py) takes each row's figures from the model at the moment it records.
"""

from __future__ import annotations

import dataclasses

from . import commands as C
from .records import ActionRow, FinalScoringMarker, IncomeMarker, Ledger, TurnMarker
from .rows import active

SETUP, MOVE, REWARD, CULT_INCOME, INCOME, FINAL, RESOURCES, NOOP = (
    "setup",
    "move",
    "reward",
    "cult income",
    "income",
    "final scoring",
    "resources",
    "no change",
)


@dataclasses.dataclass(frozen=True)
class Kind:
    """What a row records: `kind`; the round of an income row (cult income: the round whose
    Phase III pays it); the track or "network" of a final scoring row."""

    kind: str
    round: int = 0
    what: str = ""


def row_kinds(ledger: Ledger) -> dict[int, Kind]:
    """Each action row's kind, by line."""
    out: dict[int, Kind] = {}
    section: tuple[str, int, str] = ("play", 0, "")
    markers: dict[int, int] = {}  # income markers seen per round
    empty: list[tuple[int, tuple[str, int, str]]] = []  # rows decided by their section
    sections: dict[tuple[str, int, str], str] = {}  # income section -> kind of its rows
    for item in ledger.rows:
        if isinstance(item, IncomeMarker):
            markers[item.round] = markers.get(item.round, 0) + 1
            section = ("income", item.round, str(markers[item.round]))
        elif isinstance(item, TurnMarker):
            section = ("play", item.round, "")
        elif isinstance(item, FinalScoringMarker):
            section = ("final", 7, item.what)
        elif isinstance(item, ActionRow):
            if section[0] == "play" and _is_cult_income(item):  # no marker above it
                markers[section[1] + 1] = markers.get(section[1] + 1, 0) + 1
                section = ("income", section[1] + 1, "cult")
            kind = _kind(item, section)
            if kind is None:
                empty.append((item.line, section))
                continue
            if kind.kind in (INCOME, CULT_INCOME):
                sections[section] = kind.kind
            out[item.line] = kind
    for line, where in empty:  # rows of a faction that left: the kind of the section
        out[line] = _empty_kind(where, sections.get(where))
    return dict(sorted(out.items()))


def _kind(row: ActionRow, section: tuple[str, int, str]) -> Kind | None:
    """The kind a row's commands show (None: an empty row, decided by its section)."""
    where, rnd, what = section
    cmds = row.commands
    if row.text == "setup":
        return Kind(SETUP)
    if any(isinstance(c, C.CultistsOutcome) for c in cmds):
        return Kind(REWARD)
    income = [c for c in cmds if isinstance(c, C.Income)]
    if income and income[0].kind != "cult":  # moves before it: Phase III spades
        return Kind(INCOME, rnd)
    if income and not active(row):
        return Kind(CULT_INCOME, rnd - 1)
    if where == "final":
        if what == "resources":
            return Kind(RESOURCES)
        return Kind(FINAL, 0, what) if cmds or row.delta.vp else None
    if active(row):
        return Kind(MOVE)
    return None if not cmds else Kind(NOOP)


def _is_cult_income(row: ActionRow) -> bool:
    return any(isinstance(c, C.Income) and c.kind == "cult" for c in row.commands)


def _empty_kind(where: tuple[str, int, str], income: str | None) -> Kind:
    """An empty row: income of its section, or a row that changes nothing."""
    section, rnd, _n = where
    if section == "income" and income == CULT_INCOME:
        return Kind(CULT_INCOME, rnd - 1)
    if section == "income":
        return Kind(INCOME, rnd)
    return Kind(NOOP)
