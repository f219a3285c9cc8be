"""Income tables checked against every income row of the 49 ledgers."""

from __future__ import annotations

import dataclasses

import pytest

from skywidgets.games.terra_mystica.data import FACTIONS
from tests.snellman.helpers import game_ids, ledger
from tests.snellman.income_tracker import gain_power, income_checks


def test_gain_power_fills_bowl_two_first():
    """The helper follows the bowls: I empties into II before II moves into III."""
    assert gain_power((5, 7, 0), 3) == (2, 10, 0)
    assert gain_power((2, 10, 0), 5) == (0, 9, 3)
    assert gain_power((0, 0, 12), 4) == (0, 0, 12)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_income_row_matches_the_tables(game_id):
    """Board + bonus card + favour income, and round-tile cult income, as the ledger shows."""
    checks = income_checks(ledger(game_id))
    assert sum(c.kind == "other" for c in checks) >= 6 * 3  # six rounds, survivors
    for check in checks:
        assert check.expected == check.shown, (check.kind, check.line, check.faction)


def test_the_checks_cover_every_faction_in_the_fixtures():
    """Each faction of the fixtures has its income rows checked."""
    checked = {c.faction for g in game_ids() for c in income_checks(ledger(g))}
    assert checked == set(FACTIONS) - {"fakirs"}


def test_a_wrong_table_is_caught():
    """The check is real: the standard dwelling track given to the Engineers fails."""
    game = next(g for g in game_ids() if "engineers" in ledger(g).setup.factions)
    engineers = FACTIONS["engineers"]
    dwellings = dataclasses.replace(
        engineers.buildings["D"], income={"W": (1, 2, 3, 4, 5, 6, 7, 8, 8)}
    )
    wrong = dataclasses.replace(engineers, buildings={**engineers.buildings, "D": dwellings})
    checks = income_checks(ledger(game), {**FACTIONS, "engineers": wrong})
    assert any(c.expected != c.shown for c in checks if c.faction == "engineers")
    assert all(c.expected == c.shown for c in income_checks(ledger(game)))
