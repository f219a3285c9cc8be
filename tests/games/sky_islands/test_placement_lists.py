"""The seventh pass's fast paths agree with direct computations over random positions.

`placing.hand_placements` fills one list a row at a time and keeps it on the geometry
(`legal_actions` takes it off and hands it over); `income.harbour_ships` keeps tuples in a
small table.
Each is checked against the rule worked out afresh.
"""

from __future__ import annotations

import gc
import random

import pytest

from skywidgets.games.sky_islands import income, legal_actions
from skywidgets.games.sky_islands.data import ALL_IDS
from skywidgets.games.sky_islands.income import harbour_ships
from skywidgets.games.sky_islands.islands import geometry, scratch_geometry
from skywidgets.games.sky_islands.placing import hand_placements
from skywidgets.games.sky_islands.tiles import SHIP

from .randomplay import random_states
from .test_fast_paths import naive_placements

STATES = [s for players in (2, 3, 4) for seed in (41, 42) for s in random_states(players, seed)]


def test_hand_placements_follow_the_rule_in_tile_then_opening_order() -> None:
    rnd = random.Random(10)
    for state in STATES[::5]:
        for hand in ((rnd.choice(ALL_IDS),), (rnd.choice(ALL_IDS), rnd.choice(ALL_IDS))):
            geo = scratch_geometry(state.board)
            got = hand_placements(geo, hand)
            assert got == naive_placements(state.board, sorted(set(hand)))
            assert hand_placements(geo, hand) is got  # kept on the geometry


def test_legal_placements_are_a_new_list_each_time() -> None:
    listed = 0
    for state in STATES:
        if state.phase_id == "place" and state.revealed_hand is None:
            hand = state.seats[state.current_player].hand  # type: ignore[index]
            want = naive_placements(state.board, sorted(set(hand)))
            geo = geometry(state.board)
            kept = hand_placements(geo, hand)  # kept on the geometry, as ② leaves it
            got = legal_actions(state)
            assert got is kept and got == want
            assert hand not in geo.placements  # handed over: no longer kept
            got.clear()  # a caller may change its list: later calls list them afresh
            for _ in range(3):  # afresh (kept again by `place_actions`), then handed over
                again = legal_actions(state)
                assert again == want and again is not got
            listed += 1
    assert listed > 20


def test_harbour_ships_are_tuples_the_collector_need_not_track() -> None:
    seen = 0
    for state in STATES:
        at = {(p.x, p.y): p for p in state.board.tiles}
        got = harbour_ships(state.houses, state.board)
        for seat in range(len(state.players)):
            want = [
                SHIP[at[(h.x, h.y)].tile] for h in state.houses if h.owner == seat and h.harbour
            ]
            assert type(got[seat]) is tuple and list(got[seat]) == want
            seen += bool(want)
    assert seen > 0
    gc.collect()  # tuples of strings are untracked once the collector has seen them,
    gc.collect()  # and a tuple of those at the next collection
    assert not gc.is_tracked(got) and not any(gc.is_tracked(s) for s in got)


def test_the_harbour_table_stays_small(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(income, "HARBOUR_LIMIT", 3)
    income.HARBOUR_SHIPS.clear()
    for state in STATES[::7]:
        got = harbour_ships(state.houses, state.board)
        assert len(income.HARBOUR_SHIPS) <= 3
        assert harbour_ships(state.houses, state.board) is got
        assert sum(map(len, got)) == sum(h.harbour for h in state.houses)
