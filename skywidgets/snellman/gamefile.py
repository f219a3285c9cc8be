"""Read a snellman game as its command list (what `export snellman` writes).

The snellman site keeps a game as the commands it was played with: setup lines (`option
strict-leech`, `score SCORE2,SCORE6,...`, `delete BON3`, `player NAME`, `setup FACTION`,
`map original`), then one line per faction and turn, `faction: command. command`, and the
admin's `drop-faction FACTION`. Comments start with `#`. Such a file has the commands of a
ledger but none of its figures: it replays, but there is nothing to check it against.
"""

from __future__ import annotations

import re

from .commands import tokenize
from .errors import LedgerError
from .ledger import SUPPORTED_OPTIONS, check_faction, check_map, check_numbers
from .records import ActionRow, Delta, DroppedMarker, GameSetup, Ledger, Resources, Row

_OPTION = re.compile(r"option (\S+)", re.IGNORECASE)
_SCORE = re.compile(r"score (\S+)", re.IGNORECASE)
_DELETE = re.compile(r"delete (\S+)", re.IGNORECASE)
_PLAYER = re.compile(r"player (\S+)(?: .*)?", re.IGNORECASE)
_COUNT = re.compile(r"player-count \d+", re.IGNORECASE)
_SETUP = re.compile(r"setup (\w+)", re.IGNORECASE)
_MAP = re.compile(r"map (\S+)", re.IGNORECASE)
_DROP = re.compile(r"drop-faction (\w+)", re.IGNORECASE)
_ROW = re.compile(r"(\w+):(.*)")
_TILE = re.compile(r"SCORE[1-9]")
_CARD = re.compile(r"BON(?:[1-9]|10)")
NO_FIGURES = Resources(0, 0, 0, 0, (0, 0, 0), (0, 0, 0, 0))


def is_game_file(text: str) -> bool:
    """Whether `text` is a command list rather than a ledger (which has tab-separated rows)."""
    lines = [line.strip() for line in text.splitlines()]
    return "\t" not in text and any(_ROW.fullmatch(x) or _SETUP.fullmatch(x) for x in lines)


def parse_game_file(text: str) -> Ledger:
    """A command list into a Ledger without figures; LedgerError names the bad line."""
    options: list[str] = []
    tiles: tuple[str, ...] = ()
    removed: list[str] = []
    players: list[str] = []
    factions: list[str] = []
    rows: list[Row] = []
    for number, raw in enumerate(text.split("\n"), start=1):
        body = " ".join(raw.split("#", 1)[0].split())
        if not body:
            continue
        check_numbers(body, number)
        if match := _OPTION.fullmatch(body):
            if match[1].lower() not in SUPPORTED_OPTIONS:
                raise LedgerError(number, f"unsupported option {match[1]!r}")
            options.append(match[1].lower())
        elif match := _SCORE.fullmatch(body):
            tiles = tuple(t.upper() for t in match[1].split(","))
            if len(tiles) != 6 or not all(_TILE.fullmatch(t) for t in tiles):
                raise LedgerError(number, f"expected six round scoring tiles, found {match[1]!r}")
        elif match := _DELETE.fullmatch(body):
            if not _CARD.fullmatch(match[1].upper()):
                raise LedgerError(number, f"only Bonus cards are taken out, not {match[1]!r}")
            removed.append(match[1].upper())
        elif match := _SETUP.fullmatch(body):
            check_faction(match[1].lower(), number)
            factions.append(match[1].lower())
        elif match := _PLAYER.fullmatch(body):
            players.append(match[1])
        elif _COUNT.fullmatch(body):
            continue  # the players are counted from the `setup` lines
        elif match := _MAP.fullmatch(body):
            check_map(match[1], number)
        elif match := _DROP.fullmatch(body):
            rows.append(DroppedMarker(number, _known(match[1].lower(), factions, number)))
        elif match := _ROW.fullmatch(body):
            faction = _known(match[1].lower(), factions, number)
            text_ = match[2].strip()
            commands = tokenize(text_, number)
            rows.append(ActionRow(number, faction, Delta(), NO_FIGURES, (), text_, commands))
        else:
            raise LedgerError(number, f"unrecognised line {body[:60]!r}")
    last = text.count("\n") + 1
    if not factions:
        raise LedgerError(last, "no `setup FACTION` lines: not a snellman game")
    if not tiles:
        raise LedgerError(last, "no `score` line naming the six round scoring tiles")
    setup = GameSetup(tuple(options), tiles, tuple(removed), tuple(players), tuple(factions))
    return Ledger(setup, tuple(rows), figures=False)


def _known(name: str, factions: list[str], line: int) -> str:
    """A faction of this game."""
    check_faction(name, line)
    if name not in factions:
        raise LedgerError(line, f"faction {name!r} is not in this game (no `setup {name}` line)")
    return name
