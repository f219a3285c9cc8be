"""`skywidgets import snellman LEDGER --out RECORD [--check]`: a ledger to a game record.

LEDGER is the ledger text of a finished game (rows with their figures) or the game's
command list (`faction: command` lines, what `export snellman` writes); only a ledger can
be checked against the model.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from skywidgets.core import Game, make_record
from skywidgets.core.files import TooBig, read_bytes, same_file, write_text

from .errors import LedgerError
from .gamefile import is_game_file, parse_game_file
from .ledger import parse_ledger, parse_ledger_bytes
from .records import Ledger
from .replay import game_options, replay


class ImportFailed(Exception):
    """The ledger cannot become a record (one line, for the command line)."""


def ledger_game(ledger: Ledger, check: bool = False) -> Game:
    """The ledger played on `terra_mystica` as a Game (players named by their faction);
    with `check`, raise ImportFailed at the first row where the model differs."""
    if check and not ledger.figures:
        raise ImportFailed("a command list has no figures to check: --check needs a ledger")
    played = replay(ledger, check=check)
    if played.mismatch is not None:
        raise ImportFailed(str(played.mismatch))
    options: dict[str, Any] = game_options(ledger)
    game = Game("terra_mystica", list(ledger.setup.factions), 0, **options)
    for move in played.moves:
        game.play(move)
    return game


def read_any(path: str | Path) -> Ledger:
    """Read a ledger or a command list (told apart by the ledger's tab-separated rows)."""
    data = read_bytes(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return parse_ledger_bytes(data)  # names the line that is not UTF-8
    return parse_game_file(text) if is_game_file(text) else parse_ledger(text)


def import_ledger(path: str | Path, check: bool = False) -> dict[str, Any]:
    """The `skywidgets-record/1` record of the ledger (or command list) at `path`."""
    try:
        ledger = read_any(path)
    except OSError as exc:
        raise ImportFailed(f"cannot read {path}: {exc.strerror or exc}") from None
    except TooBig as exc:
        raise ImportFailed(f"cannot read {path}: {exc}") from None
    try:
        return make_record(ledger_game(ledger, check))
    except LedgerError as exc:
        raise ImportFailed(str(exc)) from None


def cmd_import(args: argparse.Namespace) -> int:
    """Import a snellman ledger into a record file (exit 2 with one line on any problem;
    nothing is written then)."""
    if same_file(args.ledger, args.out):
        raise ImportFailed(f"{args.out}: the output would overwrite the ledger it reads")
    try:
        record = import_ledger(args.ledger, args.check)
    except (ImportFailed, LedgerError) as exc:
        raise ImportFailed(f"{args.ledger}: {exc}") from None
    try:
        write_text(args.out, json.dumps(record, indent=1))
    except OSError as exc:
        raise ImportFailed(f"cannot write {args.out}: {exc.strerror or exc}") from None
    moves = len(record["actions"])
    checked = " every row checked against the ledger;" if args.check else ""
    scores = record.get("result", {}).get("scores", "none: the game is not over")
    print(f"{args.out}: {moves} moves;{checked} final scores {scores}")
    return 0
