"""Shared by the js/<game>/make_fixture.py scripts: board traits and writing a fixture file."""

from __future__ import annotations

import json
import pathlib
import sys
from collections.abc import Callable

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))

from skywidgets.core import Game
from skywidgets.widgets.snapshot import snapshot


def traits(game: Game, seat: int) -> dict:
    """The synced traits of a board on `game` viewed by `seat`, plus the UI-only ones."""
    return {**snapshot(game, seat), "seat": seat, "error": {}, "hint": ""}


def write(out: pathlib.Path, positions: Callable[[], dict]) -> None:
    """Build the positions and write them as the fixture the JS tests read."""
    found = positions()
    out.write_text(json.dumps(found, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {out} ({', '.join(found)})")
