"""The fast paths agree with the rules as written: legal plays, Taroma's choice, derived caches."""

from __future__ import annotations

import random
from collections.abc import Iterator

from skywidgets.core import get
from skywidgets.core.serial import encode
from skywidgets.games.sky_towers.actions import Play, TaromaPlay
from skywidgets.games.sky_towers.playing import legal_plays, play_problem
from skywidgets.games.sky_towers.state import CACHE_KEY, TAROMA_SEAT, State, evolve
from skywidgets.games.sky_towers.taroma import (
    automaton,
    completing_slot,
    fours_count,
    rightmost_slot,
)

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


def slow_plays(state: State, seat: int) -> list[Play]:
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
                    if play_problem(state, seat, card, count, owner, tower) is None:
                        out.append(Play(card, count, owner, tower))
    return out


def test_legal_plays_match_play_problem() -> None:
    checked = 0
    for mode, players in (("multiplayer", 2), ("multiplayer", 4), ("light", 1), ("taroma", 1)):
        for state in tables(mode, players):
            for seat in range(len(state.players)):
                if mode == "taroma" and seat == TAROMA_SEAT:
                    continue
                assert legal_plays(state, seat) == slow_plays(state, seat)
                checked += 1
    assert checked > 1000


def test_taroma_decides_by_its_steps() -> None:
    plays = 0
    for difficulty in ("normal", "hard"):
        for state in tables("taroma", 1, games=8, difficulty=difficulty):
            action = automaton(state)
            if not isinstance(action, TaromaPlay):
                continue
            plays += 1
            ups = sorted({v for v, up in state.seats[TAROMA_SEAT].row if up}, reverse=True)
            done = [(v, completing_slot(state, v)) for v in ups]
            done = [(v, s) for v, s in done if s is not None]
            if done:
                card, slot = done[0]
                assert action.step == "1A"
            else:
                fits = [(v, rightmost_slot(state, v)) for v in ups]
                card, slot = next((v, s) for v, s in fits if s is not None)
                assert action.step in ("1B", "1C")
            assert (action.card, action.tower) == (card, slot)
            assert action.count == fours_count(state, card, slot)
    assert plays > 50


def test_derived_values_stay_out_of_json_equality_and_new_states() -> None:
    state = RS.start(["A", "B"], seed=3, mode="multiplayer")
    fresh = RS.start(["A", "B"], seed=3, mode="multiplayer")
    before = encode(state)
    legal = RS.legal_actions(state)
    assert CACHE_KEY in state.__dict__
    assert encode(state) == before and state == fresh and hash(repr(state)) == hash(repr(fresh))
    after = RS.apply(state, legal[0])
    assert CACHE_KEY not in after.__dict__
    assert CACHE_KEY not in evolve(state, turn=5).__dict__
