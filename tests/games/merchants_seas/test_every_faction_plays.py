"""Every one of the 14 base factions plays whole random games with 2, 4 and 5 players, with the
expansion (`merchants_seas`) and without (`terra_mystica`): the games end, score every seat and
keep the state consistent (issue 10)."""

from __future__ import annotations

import random

import pytest

from skywidgets.core import get
from skywidgets.games.terra_mystica.factions import FACTION_ORDER, FACTIONS


def _table(first: str, players: int) -> list[str]:
    """`first`, then factions of other home terrains in the picker's order."""
    out = [first]
    for f in FACTION_ORDER:
        if len(out) == players:
            break
        if all(FACTIONS[f].home != FACTIONS[o].home for o in out):
            out.append(f)
    return out


def test_the_fourteen_base_factions_are_modelled():
    assert len(FACTION_ORDER) == 14 and set(FACTION_ORDER) == set(FACTIONS)
    assert len({FACTIONS[f].home for f in FACTION_ORDER}) == 7


@pytest.mark.parametrize("game", ["merchants_seas", "terra_mystica"])
@pytest.mark.parametrize("faction", FACTION_ORDER)
def test_every_faction_plays_with_two_four_and_five_players(faction, game):
    rs = get(game)
    for players in (2, 4, 5):
        factions = _table(faction, players)
        state = rs.start([f"P{k}" for k in range(players)], seed=players, factions=factions)
        assert state.factions == tuple(factions)
        rnd = random.Random(players)
        steps = 0
        while not rs.is_over(state):
            state = rs.apply(state, rnd.choice(rs.legal_actions(state)))
            steps += 1
            assert steps < rs.checks.max_steps
        assert rs.checks.invariants(state) == []
        sheet = rs.scores(state)
        assert len(sheet.totals()) == players and sheet.winners
