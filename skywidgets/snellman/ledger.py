"""Read a snellman ledger (the site's plain-text game log) into typed records.

The ledger is the text the snellman site shows for a finished game: setup lines (options,
round scoring tiles, removed bonus cards, players), then one tab-separated row per faction
turn with the change and the value of VP, coins, workers, priests, power bowls and cult
positions after it, and the row's commands; marker lines (`Round 1, turn 2`, `Round 1
income`, `Scoring FIRE cult`, ...) sit between the rows. See docs/terra_mystica.md.
"""

from __future__ import annotations

import re
from pathlib import Path

from skywidgets.snellman.commands import tokenize
from skywidgets.snellman.errors import LedgerError
from skywidgets.snellman.names import CULTS, FACTIONS, FIRE_AND_ICE
from skywidgets.snellman.records import (
    ActionRow,
    Comment,
    Delta,
    DroppedMarker,
    FinalScoringMarker,
    GameSetup,
    IncomeMarker,
    Ledger,
    Resources,
    Row,
    TurnMarker,
)

# The options of issue 10 plus snellman's email flag (which changes nothing in play).
SUPPORTED_OPTIONS = frozenset(
    {
        "mini-expansion-1",
        "shipping-bonus",
        "temple-scoring-tile",
        "variable-turn-order",
        "strict-leech",
        "strict-darkling-sh",
        "strict-chaosmagician-sh",
        "errata-cultist-power",
        "maintain-player-order",
        "email-notify",
    }
)

ROW_FIELDS = 15
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_OPTION = re.compile(r"option (\S+)")
_SCORING = re.compile(r"Round ([1-6]) scoring: (SCORE\d+), .+")
_REMOVED = re.compile(r"Removing tile (BON\d+)")
_PLAYER = re.compile(r"Player (\d+): (\S+)")
_MAP = re.compile(r"map (\S+)")
_FINAL_TILE = re.compile(r"Added final scoring tile: (\S+)")
_TURN = re.compile(r"Round (\d+), turn (\d+)")
_INCOME = re.compile(r"Round (\d+) income")
_FINAL = re.compile(r"Scoring (FIRE|WATER|EARTH|AIR) cult|Scoring (network)")
_DROPPED = re.compile(r"(\w+) dropped from the game")
_DELTA = re.compile(r"[+-]\d+")
_LEECH = re.compile(r"\d+(?: \d+)*")
_VALUE = {unit: re.compile(rf"(-?\d+) {unit}") for unit in ("VP", "C", "W", "P")}
_POWER = re.compile(r"(\d+)/(\d+)/(\d+) PW")
_CULTS = re.compile(r"(\d+)/(\d+)/(\d+)/(\d+)")


class _Builder:
    """Collects the setup and rows while the lines are read."""

    def __init__(self) -> None:
        self.options: list[str] = []
        self.scoring: dict[int, str] = {}
        self.removed: list[str] = []
        self.players: dict[int, str] = {}
        self.factions: list[str] = []
        self.rows: list[Row] = []

    def setup_line(self, text: str, line: int) -> bool:
        """Record a setup line; False when the line is not one."""
        if match := _OPTION.fullmatch(text):
            if match[1] not in SUPPORTED_OPTIONS:
                raise LedgerError(line, f"unsupported option {match[1]!r}")
            self.options.append(match[1])
        elif match := _SCORING.fullmatch(text):
            if int(match[1]) in self.scoring:
                raise LedgerError(line, f"round {match[1]} scoring tile given twice")
            self.scoring[int(match[1])] = match[2]
        elif match := _REMOVED.fullmatch(text):
            self.removed.append(match[1])
        elif match := _PLAYER.fullmatch(text):
            if int(match[1]) in self.players:
                raise LedgerError(line, f"player {match[1]} given twice")
            self.players[int(match[1])] = match[2]
        elif match := _MAP.fullmatch(text):
            check_map(match[1], line)
        elif match := _FINAL_TILE.fullmatch(text):
            raise LedgerError(
                line,
                f"final scoring tile {match[1]} is Fire & Ice's: the engine scores the base game",
            )
        else:
            return False
        return True

    def marker_line(self, text: str, line: int) -> Row | None:
        """The marker a line is, or None."""
        if match := _TURN.fullmatch(text):
            return TurnMarker(line, int(match[1]), int(match[2]))
        if match := _INCOME.fullmatch(text):
            return IncomeMarker(line, int(match[1]))
        if match := _FINAL.fullmatch(text):
            return FinalScoringMarker(line, match[1] or match[2])
        if text == "Converting resources to VPs":
            return FinalScoringMarker(line, "resources")
        if match := _DROPPED.fullmatch(text):
            return DroppedMarker(line, self.known_faction(match[1], line))
        if text.startswith(" ") and text.strip():
            return Comment(line, text.strip())
        return None

    def known_faction(self, name: str, line: int) -> str:
        """A faction that has its `setup` row already."""
        check_faction(name, line)
        if name not in self.factions:
            raise LedgerError(line, f"faction {name!r} has no setup row before this line")
        return name

    def action_row(self, fields: list[str], line: int) -> ActionRow:
        """One tab-separated faction row."""
        if len(fields) != ROW_FIELDS:
            raise LedgerError(
                line, f"expected {ROW_FIELDS} tab-separated fields, found {len(fields)}"
            )
        faction, text = fields[0], fields[14].strip()
        check_faction(faction, line)
        if text == "setup":
            if faction in self.factions:
                raise LedgerError(line, f"faction {faction!r} set up twice")
            self.factions.append(faction)
        self.known_faction(faction, line)
        return ActionRow(
            line=line,
            faction=faction,
            delta=Delta(*(_delta(fields[i], line) for i in (1, 3, 5, 7, 9, 11))),
            resources=_resources(fields, line),
            leech=_leech(fields[13], line),
            text=text,
            commands=tokenize(text, line),
        )

    def finish(self, last_line: int) -> Ledger:
        """The ledger, once every line is read; LedgerError when a part is missing."""
        if not self.factions:
            raise LedgerError(last_line, "no faction setup rows: not a snellman ledger")
        if sorted(self.scoring) != list(range(1, 7)):
            raise LedgerError(
                last_line, f"ledger names {len(self.scoring)} of 6 round scoring tiles"
            )
        setup = GameSetup(
            options=tuple(self.options),
            scoring_tiles=tuple(self.scoring[r] for r in range(1, 7)),
            removed_tiles=tuple(self.removed),
            players=tuple(self.players[n] for n in sorted(self.players)),
            factions=tuple(self.factions),
        )
        return Ledger(setup=setup, rows=tuple(self.rows))


def check_faction(name: str, line: int) -> None:
    """Refuse a faction outside the 14 of the base game (naming Fire & Ice's as such)."""
    if name in FACTIONS:
        return
    if name in FIRE_AND_ICE:
        why = "a Fire & Ice faction (the engine plays the 14 base factions)"
        raise LedgerError(line, f"unknown faction {name!r}: {why}")
    raise LedgerError(line, f"unknown faction {name!r}")


def check_map(name: str, line: int) -> None:
    """Refuse a map other than the base game's (snellman's `map original`)."""
    if name != "original":
        raise LedgerError(
            line, f"map {name!r} is not the base map: the engine has only snellman's original map"
        )


def _delta(field: str, line: int) -> int:
    """A change column: blank is 0, else a signed number."""
    field = field.strip()
    if not field:
        return 0
    if not _DELTA.fullmatch(field):
        raise LedgerError(line, f"bad change column {field!r}")
    return int(field)


def _leech(field: str, line: int) -> tuple[int, ...]:
    """The power this row offers to neighbours (blank: none)."""
    field = field.strip()
    if not field:
        return ()
    if not _LEECH.fullmatch(field):
        raise LedgerError(line, f"bad leech column {field!r}")
    return tuple(int(n) for n in field.split())


def _resources(fields: list[str], line: int) -> Resources:
    """The resource columns of a row."""
    values = []
    for unit, index in (("VP", 2), ("C", 4), ("W", 6), ("P", 8)):
        match = _VALUE[unit].fullmatch(fields[index].strip())
        if not match:
            raise LedgerError(line, f"bad {unit} column {fields[index]!r}")
        values.append(int(match[1]))
    power = _POWER.fullmatch(fields[10].strip())
    if not power:
        raise LedgerError(line, f"bad power column {fields[10]!r}")
    cults = _CULTS.fullmatch(fields[12].strip())
    if not cults:
        raise LedgerError(line, f"bad cult column {fields[12]!r}")
    p1, p2, p3 = (int(g) for g in power.groups())
    fire, water, earth, air = (int(g) for g in cults.groups())
    if max(fire, water, earth, air) > 10:
        raise LedgerError(line, f"cult position beyond 10 in {fields[12]!r} ({CULTS})")
    return Resources(values[0], values[1], values[2], values[3], (p1, p2, p3),
                     (fire, water, earth, air))  # fmt: skip


_LONG_NUMBER = re.compile(r"\b\d{10,}\b")  # a number, not digits inside a map id
_NAMES = re.compile(r"(?i)\s*player\b")  # a name may hold any digits


def check_numbers(body: str, number: int) -> None:
    """Refuse a number of more than 9 digits (no count in a game comes near; Python would
    not even convert one of over 4,300 digits)."""
    if not _NAMES.match(body) and _LONG_NUMBER.search(body):
        raise LedgerError(number, "a number of more than 9 digits: no game counts that high")


def parse_ledger(text: str) -> Ledger:
    """A ledger's text into its set-up and typed rows; LedgerError names the bad line."""
    lines = text.split("\n")
    if not text.strip():
        raise LedgerError(1, "empty ledger")
    builder = _Builder()
    for number, raw in enumerate(lines, start=1):
        body = raw.rstrip("\r")
        if _CONTROL.search(body):
            raise LedgerError(number, "control characters: not ledger text")
        check_numbers(body, number)
        if not body.strip():
            continue
        if "\t" in body:
            builder.rows.append(builder.action_row(body.split("\t"), number))
        elif not builder.setup_line(body, number):
            marker = builder.marker_line(body, number)
            if marker is None:
                raise LedgerError(number, f"unrecognised line {body[:60]!r}")
            builder.rows.append(marker)
    return builder.finish(len(lines))


def parse_ledger_bytes(data: bytes) -> Ledger:
    """A ledger file's bytes (UTF-8 text) into typed records."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise LedgerError(line, "not UTF-8 text") from None
    return parse_ledger(text)


def read_ledger(path: str | Path) -> Ledger:
    """Read and parse a ledger file."""
    return parse_ledger_bytes(Path(path).read_bytes())


EXAMPLE = Path(__file__).parent / "examples" / "4pLeague_S60_D1L1_G2.txt"


def example_ledger() -> Ledger:
    """A real league game shipped with the package (examples/README.md)."""
    return read_ledger(EXAMPLE)
