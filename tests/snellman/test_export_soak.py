"""The export/import soak (about 20 s, in every test run): 200 seeded random
games — 2 to 5 players, 50 of each option set of games.options_for, every faction — and all
49 league games come back from snellman's command list with the same moves and last state."""

from __future__ import annotations

import pytest

from skywidgets.snellman.importer import ledger_game
from tests.snellman.games import options_for, players_for, random_game, round_trip
from tests.snellman.helpers import FIXTURES, game_ids, ledger

GAMES = 200


def test_200_random_games_come_back_the_same():
    problems = {}
    factions: set[str] = set()
    for seed in range(GAMES):
        game = random_game(seed, players_for(seed), options_for(seed))
        factions |= set(game.state.factions)
        problem = round_trip(game)
        if problem:
            problems[seed] = problem
    assert problems == {}
    assert len(factions) == 14


@pytest.mark.parametrize("game_id", game_ids())
def test_every_league_game_comes_back_the_same(game_id):
    assert (FIXTURES / f"{game_id}.txt").exists()
    assert round_trip(ledger_game(ledger(game_id))) is None
