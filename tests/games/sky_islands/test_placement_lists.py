"""The legal placements of ② list the rule in tile, then opening order, a new list each time."""

from __future__ import annotations

import random

from skywidgets.games.sky_islands import legal_actions
from skywidgets.games.sky_islands.data import ALL_IDS
from skywidgets.games.sky_islands.islands import scratch_geometry
from skywidgets.games.sky_islands.placing import hand_placements

from .definitions import naive_placements
from .randomplay import random_states

STATES = [s for players in (2, 3, 4) for seed in (41, 42) for s in random_states(players, seed)]


def test_hand_placements_follow_the_rule_in_tile_then_opening_order() -> None:
    rnd = random.Random(10)
    for state in STATES[::5]:
        for hand in ((rnd.choice(ALL_IDS),), (rnd.choice(ALL_IDS), rnd.choice(ALL_IDS))):
            geo = scratch_geometry(state.board)
            got = hand_placements(geo, hand)
            assert got == naive_placements(state.board, sorted(set(hand)))
            assert hand_placements(geo, hand) == got  # the same list again


def test_legal_placements_are_a_new_list_each_time() -> None:
    listed = 0
    for state in STATES:
        if state.phase_id == "place" and state.revealed_hand is None:
            hand = state.seats[state.active].hand
            want = naive_placements(state.board, sorted(set(hand)))
            got = legal_actions(state)
            assert got == want
            got.clear()  # a caller may change its list: later calls list them afresh
            for _ in range(3):
                again = legal_actions(state)
                assert again == want and again is not got
            listed += 1
    assert listed > 20
