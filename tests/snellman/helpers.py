"""The snellman fixtures: 49 league ledgers and their manifest (tests/fixtures/snellman)."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

from skywidgets.snellman import Ledger, read_ledger

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "snellman"


@functools.cache
def manifest() -> tuple[dict[str, Any], ...]:
    """The manifest's games, in file order."""
    return tuple(json.loads((FIXTURES / "manifest.json").read_text())["games"])


def game_ids() -> list[str]:
    """Every fixture game's id."""
    return [game["game_id"] for game in manifest()]


@functools.cache
def ledger(game_id: str) -> Ledger:
    """One fixture ledger, parsed once per test session."""
    return read_ledger(FIXTURES / f"{game_id}.txt")


def expected_vp(game_id: str) -> dict[str, int]:
    """The manifest's final VP of each faction of one game."""
    return next(g["expected_total_vp"] for g in manifest() if g["game_id"] == game_id)
