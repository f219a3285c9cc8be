"""snellman's command grammar: one ledger row's command text into typed commands.

The grammar is read from the snellman engine's `commands.pm` (`command`, `clean_commands`):
a row's text is split on `.`, each piece is one command, matched case-insensitively.
Only the commands a player (or the engine, on a player's row) issues are covered; admin
commands (`option`, `player`, `randomize`, ...) appear as setup lines, not here.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from skywidgets.snellman.errors import LedgerError
from skywidgets.snellman.names import (
    ACTIONS,
    CULTS,
    FACTIONS,
    adjustable,
    building,
    resource,
    terrain,
)


@dataclasses.dataclass(frozen=True)
class Build:
    """`build A1`: a dwelling on a hex."""

    hex: str


@dataclasses.dataclass(frozen=True)
class Upgrade:
    """`upgrade A1 to TP`: replace a building with the next one (D, TP, TE, SH, SA)."""

    hex: str
    building: str


@dataclasses.dataclass(frozen=True)
class Transform:
    """`transform A1 [to red]`: terraform a hex (to the home terrain when no colour)."""

    hex: str
    terrain: str | None


@dataclasses.dataclass(frozen=True)
class Dig:
    """`dig N`: pay for N spades (used by the transform or build that follows)."""

    spades: int


@dataclasses.dataclass(frozen=True)
class Send:
    """`send p to FIRE [for N]`: a priest to a cult track (N: the space's steps)."""

    cult: str
    steps: int | None


@dataclasses.dataclass(frozen=True)
class Convert:
    """`convert 3PW to 3C`: a conversion at the faction's exchange rates."""

    from_count: int
    from_resource: str
    to_count: int
    to_resource: str


@dataclasses.dataclass(frozen=True)
class Burn:
    """`burn N`: N tokens from bowl II removed to move N into bowl III."""

    tokens: int


@dataclasses.dataclass(frozen=True)
class Leech:
    """`leech N [from FACTION]`: accept N power from a neighbour's building."""

    power: int
    source: str | None


@dataclasses.dataclass(frozen=True)
class Decline:
    """`decline [N from FACTION]`: refuse an offered power gain."""

    power: int | None
    source: str | None


@dataclasses.dataclass(frozen=True)
class Pass:
    """`pass [BONn]`: pass for the round, taking a bonus card (none in the last round)."""

    bonus: str | None


@dataclasses.dataclass(frozen=True)
class Action:
    """`action ACT6`: a power action, faction special action or tile action."""

    name: str


@dataclasses.dataclass(frozen=True)
class Advance:
    """`advance ship` / `advance dig`: one step on the shipping or digging track."""

    track: str  # "ship" or "dig"


@dataclasses.dataclass(frozen=True)
class Adjust:
    """`+FAV11`, `+TW5`, `+2WATER`, `+4vp for FIRE`: a gain (or loss) the row records."""

    amount: int
    what: str
    reason: str | None


@dataclasses.dataclass(frozen=True)
class Gain:
    """`gain P for W`: take one thing in exchange for another (Darklings' SH conversion)."""

    gained: str
    paid: str


@dataclasses.dataclass(frozen=True)
class Bridge:
    """`bridge A1:B2`: a bridge between two hexes."""

    first: str
    second: str


@dataclasses.dataclass(frozen=True)
class Connect:
    """`connect r20` or `connect A1:B2[:C3]`: Mermaids join a town across a river."""

    spaces: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class Income:
    """`income_for_faction` (all), `cult_income_for_faction`, `other_income_for_faction`."""

    kind: str  # "all", "cult" or "other"


@dataclasses.dataclass(frozen=True)
class ScoreResources:
    """`score_resources`: the end-of-game conversion of left-over resources to VP."""


@dataclasses.dataclass(frozen=True)
class Wait:
    """`wait`: the faction waits for another's decision."""


@dataclasses.dataclass(frozen=True)
class Done:
    """`done`: end the turn without further sub-actions."""


@dataclasses.dataclass(frozen=True)
class Setup:
    """`setup`: the faction joins the game (its row shows the starting resources)."""


@dataclasses.dataclass(frozen=True)
class CultistsOutcome:
    """`[opponent accepted power]` / `[all opponents declined power]` on a Cultists row."""

    accepted: bool


Command = (
    Build
    | Upgrade
    | Transform
    | Dig
    | Send
    | Convert
    | Burn
    | Leech
    | Decline
    | Pass
    | Action
    | Advance
    | Adjust
    | Gain
    | Bridge
    | Connect
    | Income
    | ScoreResources
    | Wait
    | Done
    | Setup
    | CultistsOutcome
)

_HEX = r"([a-i]\d{1,2})"
_Parser = Callable[[re.Match[str], int], Command]


def _hex(text: str) -> str:
    """A hex coordinate in the ledger's canonical upper-case form."""
    return text.upper()


def _source(text: str | None, line: int) -> str | None:
    """A faction named as a leech source, checked against the 14 base factions."""
    if text is None:
        return None
    name = text.lower()
    if name not in FACTIONS:
        raise LedgerError(line, f"unknown faction {text!r}")
    return name


def _cult(text: str, line: int) -> str:
    """A cult track name (FIRE, WATER, EARTH, AIR)."""
    name = text.upper()
    if name not in CULTS:
        raise LedgerError(line, f"unknown cult track {text!r}")
    return name


def _action(match: re.Match[str], line: int) -> Action:
    """An `action` command with a known action name."""
    name = match[1].upper()
    if name not in ACTIONS:
        raise LedgerError(line, f"unknown action {match[1]!r}")
    return Action(name)


def _pass(match: re.Match[str], line: int) -> Pass:
    """A `pass`, with its bonus card when it names one."""
    return Pass(match[1].upper() if match[1] else None)


def _convert(match: re.Match[str], line: int) -> Convert:
    """A `convert` between two known resources."""
    return Convert(
        int(match[1] or 1),
        resource(match[2], line),
        int(match[3] or 1),
        resource(match[4], line),
    )


def _adjust(match: re.Match[str], line: int) -> Adjust:
    """A `+X` / `-NX [for REASON]` adjustment of a known kind."""
    amount = int(match[2] or 1) * (1 if match[1] == "+" else -1)
    return Adjust(amount, adjustable(match[3], line), match[4].strip() if match[4] else None)


def _transform(match: re.Match[str], line: int) -> Transform:
    """A `transform`, to a named terrain or (no colour) to the home terrain."""
    return Transform(_hex(match[1]), terrain(match[2], line) if match[2] else None)


def _connect_spaces(match: re.Match[str], line: int) -> Connect:
    """A `connect` naming two or three hexes."""
    return Connect(tuple(_hex(s) for s in match.groups() if s))


_GRAMMAR: tuple[tuple[re.Pattern[str], _Parser], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), parser)
    for pattern, parser in (
        (r"([+-])(\d*)\s*(\w+)(?:\s+for\s+([\w -]+))?", _adjust),
        (rf"build\s+{_HEX}", lambda m, n: Build(_hex(m[1]))),
        (rf"upgrade\s+{_HEX}\s+to\s+([\w ]+)", lambda m, n: Upgrade(_hex(m[1]), building(m[2], n))),
        (
            r"send\s+(?:p|priest)\s+to\s+(\w+)(?:\s+for\s+(\d+))?",
            lambda m, n: Send(_cult(m[1], n), int(m[2]) if m[2] else None),
        ),
        (r"convert\s+(\d+)?\s*(\w+)\s+to\s+(\d+)?\s*(\w+)", _convert),
        (r"gain\s+(\w+)\s+for\s+(\w+)", lambda m, n: Gain(resource(m[1], n), resource(m[2], n))),
        (r"burn\s+(\d+)", lambda m, n: Burn(int(m[1]))),
        (r"leech\s+(\d+)(?:\s+from\s+(\w+))?", lambda m, n: Leech(int(m[1]), _source(m[2], n))),
        (
            r"decline(?:\s+(\d+)\s+from\s+(\w+))?",
            lambda m, n: Decline(int(m[1]) if m[1] else None, _source(m[2], n)),
        ),
        (rf"transform\s+{_HEX}(?:\s+to\s+(\w+))?", _transform),
        (r"dig\s+(\d+)", lambda m, n: Dig(int(m[1]))),
        (rf"bridge\s+{_HEX}:{_HEX}", lambda m, n: Bridge(_hex(m[1]), _hex(m[2]))),
        (rf"connect\s+{_HEX}:{_HEX}(?::{_HEX})?", _connect_spaces),
        (r"connect\s+(r\d+)", lambda m, n: Connect((m[1].lower(),))),
        (r"pass(?:\s+(bon\d+))?", _pass),
        (r"action\s+(\w+)", _action),
        (r"advance\s+(ship|dig)(?:ping|ging)?", lambda m, n: Advance(m[1].lower())),
        (r"(?:(cult|all|other)_)?income_for_faction", lambda m, n: Income((m[1] or "all").lower())),
        (r"score_resources", lambda m, n: ScoreResources()),
        (r"wait", lambda m, n: Wait()),
        (r"done", lambda m, n: Done()),
        (r"setup", lambda m, n: Setup()),
        (r"\[opponent accepted power\]", lambda m, n: CultistsOutcome(True)),
        (r"\[all opponents declined power\]", lambda m, n: CultistsOutcome(False)),
    )
)


def parse_command(text: str, line: int) -> Command:
    """One command (no `.` inside) into its typed form; LedgerError when unknown."""
    piece = " ".join(text.split())
    for pattern, parser in _GRAMMAR:
        match = pattern.fullmatch(piece)
        if match:
            return parser(match, line)
    if piece.split(" ")[0].lower() in _FIRE_AND_ICE:
        raise LedgerError(
            line, f"{piece!r} is a Fire & Ice command: the engine plays the base game"
        )
    raise LedgerError(line, f"unknown command {piece!r}")


_FIRE_AND_ICE = ("pick-color", "unlock-terrain")


def tokenize(text: str, line: int) -> tuple[Command, ...]:
    """A row's command text (commands joined by `.`) into its typed commands, in order."""
    return tuple(parse_command(piece, line) for piece in text.split(".") if piece.strip())


__all__ = [
    "Action",
    "Adjust",
    "Advance",
    "Bridge",
    "Build",
    "Burn",
    "Command",
    "Connect",
    "Convert",
    "CultistsOutcome",
    "Decline",
    "Dig",
    "Done",
    "Gain",
    "Income",
    "Leech",
    "Pass",
    "ScoreResources",
    "Send",
    "Setup",
    "Transform",
    "Upgrade",
    "Wait",
    "tokenize",
]
