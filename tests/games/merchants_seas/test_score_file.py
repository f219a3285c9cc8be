"""`skywidgets score merchants_seas`: tables the box or the rules cannot produce are refused."""

from __future__ import annotations

import copy

import pytest

from skywidgets.core import PositionError
from skywidgets.games.merchants_seas.score_file import score_position

BASE = {
    "players": [
        {
            "name": "Ann",
            "faction": "witches",
            "vp": 90,
            "network": 12,
            "cults": [10, 4, 2, 0],
            "coins": 4,
            "workers": 2,
            "priests": 0,
            "power": [0, 2, 3],
        },
        {"name": "Bo", "faction": "fakirs", "vp": 95, "network": 9, "cults": [5, 4, 6, 0]},
    ]
}


def _pos(row: int = 0, **over) -> dict:
    pos = copy.deepcopy(BASE)
    pos["players"][row].update(over)
    return pos


def _table(*factions: str) -> dict:
    pos = copy.deepcopy(BASE)
    for k, faction in enumerate(factions):
        pos["players"].append(
            {"name": f"P{k}", "faction": faction, "vp": 50, "network": 3, "cults": [0, 0, 0, 0]}
        )
    return pos


@pytest.mark.parametrize(
    "pos, field",
    [
        (_table("engineers", "darklings", "swarmlings", "giants"), "players"),  # six
        (_table("engineers", "darklings", "nomads"), "players[4].faction"),  # desert twice
        (_pos(1, faction="witches"), "players[1].faction"),
        (_pos(0, faction="nomads"), "players[1].faction"),  # nomads and fakirs: both desert
        (_pos(priests=8), "players[0].priests"),
        (_pos(network=19), "players[0].network"),
        (_pos(cults=[0, 0, 0, 11]), "players[0].cults[3]"),
        (_pos(power=[5, 5, 5]), "players[0].power"),
        (_pos(power=[13, 0, 0]), "players[0].power[0]"),
        (_pos(coins=10**6), "players[0].coins"),
        (_pos(workers=10**6), "players[0].workers"),
        (_pos(vp=10**6), "players[0].vp"),
        (_pos(trade_markers=16), "players[0].trade_markers"),
    ],
)
def test_an_impossible_table_is_refused_naming_the_field(pos, field):
    with pytest.raises(PositionError) as err:
        score_position(pos)
    assert err.value.field == field and err.value.reason


def test_the_example_table_scores():
    sheet = score_position(_pos())
    assert sheet.winners and set(sheet.totals()) == {"Ann", "Bo"}


def test_four_players_and_twelve_power_tokens_are_accepted():
    pos = _table("engineers", "darklings")
    pos["players"][0]["power"] = [0, 0, 12]
    assert len(score_position(pos).totals()) == 4


def test_five_players_are_a_table():
    sheet = score_position(_table("engineers", "darklings", "swarmlings"))
    assert len(sheet.totals()) == 5 and sheet.winners


def test_an_empty_unknown_key_is_still_named():
    with pytest.raises(PositionError) as err:
        score_position({**copy.deepcopy(BASE), "": None})
    assert err.value.field == '""'
