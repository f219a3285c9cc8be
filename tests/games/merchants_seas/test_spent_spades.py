"""A spade decision whose last spade is used ends at once, even when the build forms a town."""

from __future__ import annotations

import json
from pathlib import Path

from skywidgets.core import Game, get
from skywidgets.games.merchants_seas.state import SpadeUse, TownChoice

RECORD = Path(__file__).parent / "records" / "town_with_last_spade.json"


def test_last_spade_and_a_town_leave_no_spent_spade_decision() -> None:
    """Soak seed 19925 (3 players): a power-action spade transforms E9 and a Dwelling there
    forms a town; the town is chosen next and no spade decision with 0 spades waits behind."""
    record = json.loads(RECORD.read_text())
    game = Game.from_record({**record, "actions": record["actions"][:-1]})
    before = game.state.pending
    assert isinstance(before[0], SpadeUse) and before[0].spades == 1
    game = Game.from_record(record)
    rs = get("merchants_seas")
    assert rs.invariants(game.state) == []
    pending = game.state.pending
    assert isinstance(pending[0], TownChoice)
    assert not any(isinstance(p, SpadeUse) for p in pending)
