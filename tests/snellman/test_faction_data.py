"""factions.py checked against the ledgers: start resources and round-1 income."""

from __future__ import annotations

import pytest

from skywidgets.games.terra_mystica.data import BONUS_CARDS, FACTIONS
from skywidgets.games.terra_mystica.data.types import Faction
from skywidgets.snellman import commands as cmd
from skywidgets.snellman.records import ActionRow, IncomeMarker, Resources
from tests.snellman.helpers import game_ids, ledger
from tests.snellman.income_tracker import gain_power


def start_resources(faction: Faction) -> Resources:
    """What a ledger's setup row should show for a faction."""
    return Resources(
        vp=faction.vp,
        coins=faction.coins,
        workers=faction.workers,
        priests=faction.priests,
        power=faction.power,
        cults=faction.cults,
    )


@pytest.mark.parametrize("game_id", game_ids())
def test_setup_rows_show_the_faction_data(game_id):
    """VP, coins, workers, priests, power bowls and cults on each setup row = factions.py."""
    for faction, shown in ledger(game_id).start_resources().items():
        assert shown == start_resources(FACTIONS[faction]), faction


def test_the_fixtures_cover_13_of_the_14_factions():
    """Every faction but the Fakirs appears, so the check above covers 13 boards."""
    seen = {f for g in game_ids() for f in ledger(g).setup.factions}
    assert seen == set(FACTIONS) - {"fakirs"}


def _setup_phase(game_id: str) -> tuple[list[ActionRow], list[ActionRow]]:
    """The rows before the first income marker, and the first income's rows."""
    before: list[ActionRow] = []
    income: list[ActionRow] = []
    seen_marker = False
    for row in ledger(game_id).rows:
        if isinstance(row, IncomeMarker):
            if seen_marker:
                break
            seen_marker = True
        elif isinstance(row, ActionRow):
            if not seen_marker:
                before.append(row)
            elif any(isinstance(c, cmd.Income) for c in row.commands):
                income.append(row)
            else:
                break
    return before, income


@pytest.mark.parametrize("game_id", game_ids())
def test_round_one_income_is_board_income_plus_bonus_card(game_id):
    """Round 1 income: the faction board (start dwellings built) plus the bonus card."""
    setup_rows, income_rows = _setup_phase(game_id)
    assert len(income_rows) == 4
    for row in income_rows:
        faction = FACTIONS[row.faction]
        mine = [r for r in setup_rows if r.faction == row.faction]
        dwellings = sum(isinstance(c, cmd.Build) for r in mine for c in r.commands)
        bonus = next(c.bonus for r in mine for c in r.commands if isinstance(c, cmd.Pass))
        assert dwellings == faction.start_dwellings
        assert bonus is not None
        card = BONUS_CARDS[bonus].income
        board = faction.buildings
        before = mine[-1].resources
        workers = board["D"].income["W"][dwellings] + card.get("W", 0)
        coins = board["TP"].income["C"][0] + card.get("C", 0)
        assert row.resources.workers - before.workers == workers, row.line
        assert row.resources.coins - before.coins == coins, row.line
        assert row.resources.priests - before.priests == card.get("P", 0), row.line
        assert row.resources.power == gain_power(before.power, card.get("PW", 0)), row.line
