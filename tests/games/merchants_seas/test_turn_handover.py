"""After a main action the turn goes to the next seat in turn order that has not passed (the
end of Phase II when none is left), and `apply` never changes the state it is given."""

from __future__ import annotations

import random

from skywidgets.core import evolve, with_seat
from skywidgets.games.merchants_seas import RULESET as rs
from skywidgets.games.terra_mystica import rounds


def _states(seed, players=4):
    """The states of one seeded random game, in the order play reaches them."""
    s = rs.start([f"P{k}" for k in range(players)], seed=seed)
    rnd = random.Random(seed)
    while not rs.is_over(s):
        yield s
        s = rs.apply(s, rnd.choice(rs.legal_actions(s)))


def _next_in_order(s):
    """The seat after `s.turn` in turn order that has not passed (None: all have)."""
    k = s.order.index(s.turn)
    later = [s.order[(k + d) % len(s.order)] for d in range(1, len(s.order) + 1)]
    return next((i for i in later if not s.seats[i].passed), None)


def test_a_finished_action_hands_the_turn_to_the_next_seat_that_has_not_passed():
    checked = ended = 0
    for seed in range(4):
        for s in _states(seed, players=2 + seed % 3):
            if s.pending or s.waiting or s.step != "actions":
                continue
            before = repr(s)
            passed = with_seat(s, s.turn, passed=True)  # as after a Pass
            for after_move in (s, passed):
                got = rounds.settle(evolve(after_move, acted=True))  # a main action just taken
                following = _next_in_order(after_move)
                if following is None:
                    assert got.step != "actions" or got.round != s.round
                    ended += 1
                else:
                    assert (got.turn, got.acted, got.step) == (following, False, "actions")
                    assert got == evolve(after_move, turn=following, acted=False)
                assert repr(s) == before
                checked += 1
    assert checked > 200 and ended > 0


def test_apply_leaves_the_given_state_unchanged_over_whole_games():
    for seed in range(2):
        s = rs.start(["A", "B", "C"], seed=seed)
        rnd = random.Random(seed)
        while not rs.is_over(s):
            before = repr(s)
            nxt = rs.apply(s, rnd.choice(rs.legal_actions(s)))
            assert repr(s) == before
            s = nxt
