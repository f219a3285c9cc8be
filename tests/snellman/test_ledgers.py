"""All 49 league ledgers parse, and the parser reads the columns the manifest agrees with."""

from __future__ import annotations

from collections import Counter

import pytest

from skywidgets.snellman import commands as cmd
from skywidgets.snellman.records import (
    ActionRow,
    DroppedMarker,
    FinalScoringMarker,
    IncomeMarker,
    TurnMarker,
)
from tests.snellman.helpers import FIXTURES, expected_vp, game_ids, ledger, manifest

LEAGUE_OPTIONS = {
    "strict-leech",
    "strict-darkling-sh",
    "strict-chaosmagician-sh",
    "errata-cultist-power",
    "mini-expansion-1",
    "shipping-bonus",
    "temple-scoring-tile",
    "email-notify",
    "maintain-player-order",
    "variable-turn-order",
}


def test_fixtures_are_the_49_manifest_games():
    """The manifest lists 49 games, each with its ledger file and 4 factions."""
    games = manifest()
    assert len(games) == 49
    assert {g["log_file"] for g in games} == {p.name for p in FIXTURES.glob("*.txt")}
    assert all(len(g["expected_total_vp"]) == 4 for g in games)


@pytest.mark.parametrize("game_id", game_ids())
def test_ledger_parses_with_its_setup(game_id):
    """Setup: the league options, 6 distinct scoring tiles, 3 removed cards, 4 players."""
    setup = ledger(game_id).setup
    assert set(setup.options) == LEAGUE_OPTIONS
    assert len(setup.scoring_tiles) == 6 == len(set(setup.scoring_tiles))
    assert len(setup.removed_tiles) == 3 and all(t.startswith("BON") for t in setup.removed_tiles)
    assert setup.players == ("player1", "player2", "player3", "player4")
    assert sorted(setup.factions) == sorted(expected_vp(game_id))


@pytest.mark.parametrize("game_id", game_ids())
def test_last_ledger_vp_is_the_manifest_final_vp(game_id):
    """Each faction's VP on its last row is the manifest's final VP (dropped ones too)."""
    assert dict(ledger(game_id).final_vp()) == expected_vp(game_id)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_command_of_every_row_tokenizes(game_id):
    """Each `.`-separated piece of a row is one typed command, in order."""
    for row in ledger(game_id).action_rows():
        pieces = [p for p in row.text.split(".") if p.strip()]
        assert len(row.commands) == len(pieces), row.line
        assert all(type(c).__module__ == cmd.__name__ for c in row.commands)


@pytest.mark.parametrize("game_id", game_ids())
def test_rows_and_markers_follow_the_game(game_id):
    """Six rounds of turns and income, then cult, network and resource scoring."""
    rows = ledger(game_id).rows
    turns = [r for r in rows if isinstance(r, TurnMarker)]
    assert {t.round for t in turns} == set(range(1, 7))
    assert {r.round for r in rows if isinstance(r, IncomeMarker)} == set(range(1, 7))
    finals = [r.what for r in rows if isinstance(r, FinalScoringMarker)]
    assert finals == ["FIRE", "WATER", "EARTH", "AIR", "network", "resources"]
    last = [r for r in rows if isinstance(r, ActionRow)][-1]
    assert isinstance(last.commands[-1], cmd.ScoreResources)


@pytest.mark.parametrize("game_id", game_ids())
def test_delta_columns_match_consecutive_rows(game_id):
    """A row's change columns are its values minus the faction's previous row's.

    The cult column also counts a step not yet placed (snellman's CULT resource): the
    Cultists' step for accepted power shows on the `[opponent accepted power]` row and is
    placed by the next row's `+EARTH`; a step never placed (an unused `action FAV6`) stays
    pending. The positions never run ahead of the announced steps.
    """
    last: dict[str, ActionRow] = {}
    pending: dict[str, int] = {}
    for row in ledger(game_id).action_rows():
        before = last.get(row.faction)
        if before is not None:
            a, b = before.resources, row.resources
            assert row.delta.vp == b.vp - a.vp, row.line
            assert row.delta.coins == b.coins - a.coins, row.line
            assert row.delta.workers == b.workers - a.workers, row.line
            assert row.delta.priests == b.priests - a.priests, row.line
            spendable = b.power[1] + 2 * b.power[2] - a.power[1] - 2 * a.power[2]
            assert row.delta.power == spendable, row.line
            pending[row.faction] += row.delta.cults - (sum(b.cults) - sum(a.cults))
            assert 0 <= pending[row.faction] <= 2, row.line
        else:
            pending[row.faction] = 0
        last[row.faction] = row


def test_the_corpus_uses_the_whole_league_grammar():
    """The 49 games exercise every command kind a league game needs."""
    kinds: Counter[str] = Counter()
    for game_id in game_ids():
        for row in ledger(game_id).action_rows():
            kinds.update(type(c).__name__ for c in row.commands)
    needed = {
        "Build", "Upgrade", "Transform", "Dig", "Send", "Convert", "Burn", "Leech",
        "Decline", "Pass", "Action", "Advance", "Adjust", "Bridge", "Connect", "Income",
        "ScoreResources", "Wait", "Setup", "CultistsOutcome",
    }  # fmt: skip
    assert needed <= set(kinds)


def test_dropped_factions_are_marked():
    """Six games record a faction dropping out; it takes no turn after its marker."""
    dropped = {g: ledger(g).dropped() for g in game_ids() if ledger(g).dropped()}
    assert sum(len(d) for d in dropped.values()) == 7
    for game_id, factions in dropped.items():
        rows = ledger(game_id).rows
        for faction in factions:
            mark = next(
                i
                for i, r in enumerate(rows)
                if isinstance(r, DroppedMarker) and r.faction == faction
            )
            later = [r for r in rows[mark:] if isinstance(r, ActionRow) and r.faction == faction]
            assert all(not r.commands for r in later)
