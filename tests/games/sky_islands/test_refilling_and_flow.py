"""⑥ Refilling your hand, the order of the steps, turns passing left, and the game end."""

from __future__ import annotations

import random

import pytest

from skywidgets.games.sky_islands import (
    RULESET,
    EndBuilding,
    Keep,
    PlaceTile,
    apply,
    is_over,
    legal_actions,
    new_game,
    scores,
)
from skywidgets.games.sky_islands.positions import make_position
from tests.rules import assert_illegal

from .helpers import THREE


def _play(n, seed, watch=None):
    s = new_game(["yellow", "red", "blue", "green"][:n], seed=seed)
    rnd = random.Random(seed)
    while not is_over(s):
        if watch is not None:
            watch(s)
        s = apply(s, rnd.choice(legal_actions(s)))
    return s


def test_refill_draws_the_top_tile_of_the_pile():
    s = make_position(THREE, cubes=[(3, 0, 0)], phase="disposal", pile=5)
    top = s.pile[0]
    after = apply(s, Keep(3, 0, 0))
    assert after.seats[0].hand == s.seats[0].hand + (top,)
    assert after.pile == s.pile[1:]
    assert any(e.startswith("⑥ yellow draws a tile") for e in after.events)
    assert all(str(top) not in e for e in after.events)  # the drawn tile stays hidden


def test_no_refill_when_the_pile_is_empty():
    s = make_position(THREE, cubes=[(3, 0, 0)], phase="disposal", pile=0)
    after = apply(s, Keep(3, 0, 0))
    assert after.seats[0].hand == s.seats[0].hand
    assert any("draw pile is empty" in e for e in after.events)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_turns_nine_and_ten_without_refill_and_one_tile_on_turn_ten(n):
    seen = {}

    def watch(s):
        if s.phase_id == "place":
            seen[(s.current_player, s.turn)] = (len(s.seats[s.current_player].hand), len(s.pile))

    end = _play(n, seed=n, watch=watch)
    for seat in range(n):
        assert [seen[(seat, t)][0] for t in range(1, 11)] == [2] * 8 + [2, 1]
        assert seen[(seat, 9)][1] == 0 and seen[(seat, 10)][1] == 0
    assert end.pile == () and all(s.hand == () for s in end.seats)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_ten_turns_each_then_the_game_ends(n):
    end = _play(n, seed=10 + n)
    assert [s.turns for s in end.seats] == [10] * n
    assert end.current_player is None and end.phase_id == "over"
    assert legal_actions(end) == []
    assert_illegal(RULESET, end, EndBuilding(), "Game End")
    assert len(end.board.tiles) + len(end.discarded) == 4 + {2: 20, 3: 30, 4: 40}[n]
    assert scores(end).winners


def test_turn_passes_to_the_left_in_seat_order():
    order = []

    def watch(s):
        if s.phase_id == "place" and (not order or order[-1] != s.current_player):
            order.append(s.current_player)

    _play(3, seed=4, watch=watch)
    assert order == [0, 1, 2] * 10


def test_steps_run_in_rulebook_order_within_a_turn():
    s = make_position(THREE, cubes=[(1, 1, 1)], hands=[["cape"]], pile=3)
    err = assert_illegal(RULESET, s, EndBuilding(), "Game Flow")
    assert err.reason == (
        "it is the ② Placing a sky island tile phase, so 'finish building' is not possible now"
    )
    assert_illegal(RULESET, s, Keep(1, 1, 1), "Game Flow")
    after = apply(s, next(a for a in legal_actions(s) if isinstance(a, PlaceTile)))
    assert after.phase_id == "build"
    assert_illegal(RULESET, after, PlaceTile(4, 0, -1, 2), "Game Flow")
    marks = [e[0] for e in after.events]
    assert marks == ["③"]  # events tell what followed by itself; the move is in the log


def test_an_action_of_another_game_is_refused():
    from tests.core.toy import Take

    s = new_game(["a", "b"])
    err = assert_illegal(RULESET, s, Take(1), "Game Flow")
    assert "is not a Sky Islands move" in err.reason


def test_running_game_has_no_winner_yet():
    s = new_game(["a", "b"])
    assert scores(s).winners == ()
