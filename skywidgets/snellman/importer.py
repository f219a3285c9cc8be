"""`skywidgets import snellman LEDGER --out RECORD [--check]`: a ledger to a game record."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from skywidgets.core import Game, make_record

from .errors import LedgerError
from .ledger import read_ledger
from .records import Ledger
from .replay import game_options, replay


class ImportFailed(Exception):
    """The ledger cannot become a record (one line, for the command line)."""


def ledger_game(ledger: Ledger, check: bool = False) -> Game:
    """The ledger played on `terra_mystica` as a Game (players named by their faction);
    with `check`, raise ImportFailed at the first row where the model differs."""
    played = replay(ledger, check=check)
    if played.mismatch is not None:
        raise ImportFailed(str(played.mismatch))
    options: dict[str, Any] = game_options(ledger)
    game = Game("terra_mystica", list(ledger.setup.factions), 0, **options)
    for move in played.moves:
        game.play(move)
    return game


def import_ledger(path: str | Path, check: bool = False) -> dict[str, Any]:
    """The `skywidgets-record/1` record of the ledger at `path`."""
    try:
        ledger = read_ledger(path)
    except OSError as exc:
        raise ImportFailed(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        return make_record(ledger_game(ledger, check))
    except LedgerError as exc:
        raise ImportFailed(str(exc)) from None


def cmd_import(args: argparse.Namespace) -> int:
    """Import a snellman ledger into a record file (exit 2 with one line on any problem)."""
    try:
        record = import_ledger(args.ledger, args.check)
    except (ImportFailed, LedgerError) as exc:
        raise ImportFailed(f"{args.ledger}: {exc}") from None
    Path(args.out).write_text(json.dumps(record, indent=1), encoding="utf-8")
    moves = len(record["actions"])
    checked = " every row checked against the ledger;" if args.check else ""
    print(f"{args.out}: {moves} moves;{checked} final scores {record['result']['scores']}")
    return 0
