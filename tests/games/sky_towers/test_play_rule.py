"""One play rule: the listing is what the check accepts, and a refusal names that rule.

(Taroma's choices are checked against an independent reading of its steps in
test_taroma_oracle.py.)
"""

from __future__ import annotations

import pickle
import random
from collections.abc import Iterator

import pytest

from skywidgets.core import IllegalAction, evolve, get
from skywidgets.core.serial import encode
from skywidgets.games.sky_towers.actions import Play
from skywidgets.games.sky_towers.playing import legal_plays, play_problem
from skywidgets.games.sky_towers.state import TAROMA_SEAT, State

RS = get("sky_towers")


def tables(mode: str, players: int, games: int = 6, **options: object) -> Iterator[State]:
    """Every table of a few uniformly random games."""
    for seed in range(games):
        state = RS.start([f"P{i}" for i in range(players)], seed=seed, mode=mode, **options)
        rng = random.Random(seed)
        while not RS.is_over(state):
            yield state
            auto = RS.automaton(state)
            state = RS.apply(state, auto or rng.choice(RS.legal_actions(state)))


def documented_plays(state: State, seat: int) -> list[Play]:
    """Every Play that `play_problem` accepts, in the documented order."""
    hand = state.seats[seat].hand
    out = []
    for card in sorted(set(hand)):
        owners = [seat]
        if card in (8, 9) and state.mode != "light":
            owners += [o for o in range(len(state.seats)) if o != seat]
        counts = range(1, hand.count(4) + 1) if card == 4 and state.mode != "light" else (1,)
        for owner in owners:
            for tower in range(len(state.seats[owner].towers)):
                for count in counts:
                    if play_problem(state, seat, Play(card, count, owner, tower)) is None:
                        out.append(Play(card, count, owner, tower))
    return out


def every_play(state: State, seat: int) -> Iterator[Play]:
    """Every Play of a held value (or one more), any count up to 5, owner and tower space."""
    for card in {*state.seats[seat].hand, 1, 10}:
        for owner in range(len(state.seats)):
            for tower in range(len(state.seats[owner].towers)):
                for count in range(1, 6):
                    yield Play(card, count, owner, tower)


def test_legal_plays_are_the_plays_the_check_accepts_in_the_documented_order() -> None:
    checked = 0
    for mode, players in (("multiplayer", 2), ("multiplayer", 4), ("light", 1), ("taroma", 1)):
        for state in tables(mode, players):
            for seat in range(len(state.players)):
                if mode == "taroma" and seat == TAROMA_SEAT:
                    continue
                listed = legal_plays(state, seat)
                assert listed == documented_plays(state, seat)
                if checked % 7 == 0:  # the wide net is slow: every 7th table
                    accepted = {
                        p for p in every_play(state, seat) if not play_problem(state, seat, p)
                    }
                    assert accepted == set(listed)
                checked += 1
    assert checked > 1000


def test_a_refused_play_names_the_rule_that_keeps_it_off_the_list() -> None:
    state = RS.start(["A", "B"], seed=3, mode="multiplayer")
    seat = state.current_player
    assert seat is not None
    for play in every_play(state, seat):
        problem = play_problem(state, seat, play)
        if problem is None:
            continue
        with pytest.raises(IllegalAction) as refused:
            RS.apply(state, play)
        assert (refused.value.rule, refused.value.reason) == problem


def test_derived_tops_stay_out_of_json_equality_pickles_and_new_seats() -> None:
    state = RS.start(["A", "B"], seed=3, mode="multiplayer")
    fresh = RS.start(["A", "B"], seed=3, mode="multiplayer")
    before, pickled = encode(state), pickle.dumps(state)
    RS.apply(state, next(a for a in RS.legal_actions(state) if isinstance(a, Play)))
    seat = state.seats[1 - (state.current_player or 0)]  # the neighbour whose tops block
    assert "tops" in vars(seat)  # worked out by the play rule, kept on the seat
    assert encode(state) == before and pickle.dumps(state) == pickled and state == fresh
    assert "tops" not in vars(evolve(seat, towers=((3,), ())))
    assert evolve(seat, towers=((3,), ())).tops == frozenset({3})
