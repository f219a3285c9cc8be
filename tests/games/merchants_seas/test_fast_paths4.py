"""The fourth speed pass's fast paths agree with direct computations over random positions:
the turn handed over inside the copy a move has just made (`rounds.settle_after`)."""

from __future__ import annotations

import random

from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.merchants_seas import rounds
from skywidgets.games.merchants_seas.state import evolve, with_seat


def _states(seed, players=4):
    """The states of one seeded random game, in the order play reaches them."""
    s = rs.start([f"P{k}" for k in range(players)], seed=seed)
    rnd = random.Random(seed)
    while not rs.is_over(s):
        yield s
        s = rs.apply(s, rnd.choice(rs.legal_actions(s)))


def test_turn_handed_over_in_place_equals_settle_of_a_copy():
    checked = ended = 0
    for seed in range(4):
        for s in _states(seed, players=2 + seed % 3):
            if s.pending or s.step != "actions":
                continue
            before = repr(s)
            passed = with_seat(s, s.turn, passed=True)  # as after a Pass
            for after_move in (s, passed):
                played = evolve(after_move, acted=True)  # a main action just taken
                expected = rounds.settle(evolve(after_move, acted=True))
                got = rounds.settle_after(s, played)
                assert got == expected and repr(got) == repr(expected)
                assert repr(s) == before  # the state played from is left alone
                ended += got.step != "actions"
                checked += 1
    assert checked > 200 and ended > 0


def test_a_move_that_returns_its_own_state_is_never_changed():
    for s in _states(7):
        if s.pending or s.step != "actions":
            continue
        acted = evolve(s, acted=True)
        before = repr(acted)
        after = rounds.settle_after(acted, acted)  # the same object: settle copies it
        assert repr(acted) == before
        assert after == rounds.settle(evolve(s, acted=True))
        assert after.turn != acted.turn or after.step != "actions" or len(after.order) == 1
        break
    else:
        raise AssertionError("no Phase II turn reached")


def test_apply_leaves_the_given_state_unchanged_over_whole_games():
    for seed in range(2):
        s = rs.start(["A", "B", "C"], seed=seed)
        rnd = random.Random(seed)
        while not rs.is_over(s):
            before = repr(s)
            nxt = rs.apply(s, rnd.choice(rs.legal_actions(s)))
            assert repr(s) == before
            s = nxt
