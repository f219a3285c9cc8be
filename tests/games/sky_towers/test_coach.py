"""The bots' contract for Sky Towers: determinize, evaluate, rollout and explain."""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from skywidgets.bots import MCTSBot
from skywidgets.core import get
from skywidgets.core.serial import encode
from skywidgets.games.sky_towers.actions import Ask, Draw, EndTurn, Play, SixDraw
from skywidgets.games.sky_towers.checks import all_cards, invariants
from skywidgets.games.sky_towers.data import DECK
from skywidgets.games.sky_towers.determinize import determinize
from skywidgets.games.sky_towers.explain import explain
from skywidgets.games.sky_towers.positions import build
from skywidgets.games.sky_towers.state import TAROMA_SEAT, State

RS = get("sky_towers")
SETUPS = [
    ("multiplayer", 2, None),
    ("multiplayer", 3, None),
    ("multiplayer", 4, None),
    ("light", 1, 4),
    ("light", 1, 2),
    ("taroma", 1, "normal"),
    ("taroma", 1, "hard"),
]


def positions(mode: str, players: int, difficulty: object, seeds: int = 3) -> Iterator[State]:
    """Tables along random playouts (rollout policy and uniform moves), every few steps."""
    for seed in range(seeds):
        options = {"mode": mode} | ({"difficulty": difficulty} if difficulty else {})
        state = RS.start([f"P{i}" for i in range(players)], seed=seed, **options)
        rng = random.Random(seed)
        step = 0
        while not RS.is_over(state):
            if step % 7 == 0:
                yield state
            auto = RS.automaton(state)
            if auto is not None:
                action = auto
            elif rng.random() < 0.5:
                action = RS.coach.rollout(state, rng)
            else:
                action = rng.choice(RS.legal_actions(state))
            state = RS.apply(state, action)
            step += 1
        yield state


def places(state: State) -> list[int]:
    """How many cards each place holds (hands, rows, towers, piles)."""
    out = [len(state.deck), len(state.set_aside), len(state.box), len(state.discard)]
    for s in state.seats:
        out += [len(s.hand), len(s.row), *map(len, s.towers), *map(len, s.completed)]
    return out


@pytest.mark.parametrize(("mode", "players", "difficulty"), SETUPS)
def test_determinize_keeps_the_view_and_every_count(
    mode: str, players: int, difficulty: object
) -> None:
    resampled = hidden = 0
    for k, state in enumerate(positions(mode, players, difficulty)):
        for seat in range(len(state.players)):
            sample = determinize(state, seat, random.Random(k * 10 + seat))
            assert RS.view(sample, seat) == RS.view(state, seat)
            assert invariants(sample) == []
            assert Counter(all_cards(sample)) == Counter(DECK)
            assert places(sample) == places(state)
            for field in ("turn", "active", "actions_left", "bonus_owner", "events", "over"):
                assert getattr(sample, field) == getattr(state, field)
            if state.deck or any(not up for s in state.seats for _, up in s.row):
                hidden += 1
                resampled += sample != state
    assert hidden > 20
    assert resampled > 0.9 * hidden  # hidden cards really are redrawn


def test_determinize_redraws_other_hands_and_taroma_face_down_cards() -> None:
    state = RS.start(["Ann", "Bob", "Cy"], seed=4, mode="multiplayer")
    hands = {determinize(state, 0, random.Random(i)).seats[1].hand for i in range(10)}
    assert len(hands) > 1
    assert {determinize(state, 0, random.Random(i)).seats[0].hand for i in range(10)} == {
        state.seats[0].hand
    }
    taroma = RS.start(["Ann"], seed=4, mode="taroma")
    rows = {determinize(taroma, 0, random.Random(i)).seats[TAROMA_SEAT].row for i in range(10)}
    assert len(rows) > 1
    assert all(not up for row in rows for _, up in row)
    light = RS.start(["Ann"], seed=4, mode="light", difficulty=3)
    asides = {determinize(light, 0, random.Random(i)).set_aside for i in range(10)}
    assert len(asides) > 1


def test_determinize_replaces_the_chance_seed() -> None:
    state = RS.start(["Ann"], seed=12345, mode="taroma")
    seeds = {determinize(state, 0, random.Random(i)).seed for i in range(5)}
    assert state.seed not in seeds
    assert len(seeds) == 5


def test_determinize_uses_only_what_the_seat_sees() -> None:
    """Hidden cards in another order give the same sample: Bob's hand and the deck swapped."""
    first = build(
        hands={0: [2, 3, 10], 1: [4, 7, 7]},
        towers={0: [[10, 5]], 1: [[6, 6]]},
        deck=[1, 9, 2, 2],
    )
    second = build(
        hands={0: [2, 3, 10], 1: [1, 2, 9]},
        towers={0: [[10, 5]], 1: [[6, 6]]},
        deck=[7, 4, 2, 7],
    )
    assert RS.view(first, 0) == RS.view(second, 0)
    for seed in range(5):
        assert determinize(first, 0, random.Random(seed)) == determinize(
            second, 0, random.Random(seed)
        )


@pytest.mark.parametrize(("mode", "players", "difficulty"), SETUPS[::2])
def test_same_view_and_seed_give_the_same_sample_and_search(
    mode: str, players: int, difficulty: object
) -> None:
    checked = 0
    for k, state in enumerate(positions(mode, players, difficulty, seeds=2)):
        seat = state.current_player
        if seat is None or RS.automaton(state) is not None or k % 3:
            continue
        other = determinize(state, seat, random.Random(1000 + k))
        assert RS.view(other, seat) == RS.view(state, seat)
        a = determinize(state, seat, random.Random(k))
        b = determinize(other, seat, random.Random(k))
        assert a == b and encode(a) == encode(b)
        if checked < 3 and len(RS.legal_actions(state)) > 1:
            first = MCTSBot(k, iterations=30).search(RS, state)
            second = MCTSBot(k, iterations=30).search(RS, other)
            assert [(m.action, m.visits, m.value) for m in first] == [
                (m.action, m.visits, m.value) for m in second
            ]
            checked += 1
    assert checked == 3


@pytest.mark.parametrize(("mode", "players", "difficulty"), SETUPS)
def test_rollout_is_legal_and_evaluate_is_finite(
    mode: str, players: int, difficulty: object
) -> None:
    rng = random.Random(0)
    for state in positions(mode, players, difficulty, seeds=2):
        for seat in range(len(state.players)):
            assert math.isfinite(RS.coach.evaluate(state, seat))
        if RS.is_over(state) or RS.automaton(state) is not None:
            continue
        legal = RS.legal_actions(state)
        for _ in range(3):
            assert RS.coach.rollout(state, rng) in legal


def test_evaluate_prefers_a_taller_tower_with_more_kites() -> None:
    low = build(hands={0: [3]}, towers={0: [[10, 2]]}, deck=[5])
    high = build(hands={0: [3]}, towers={0: [[10, 2, 2, 2]]}, deck=[5])
    assert (
        RS.coach.evaluate(high, 0)
        > RS.coach.evaluate(low, 0)
        > RS.coach.evaluate(build(deck=[5]), 0)
    )
    # under a 1, the same tower needs four more 1s and Ann holds none: it is stuck (tip 1),
    # worth less than before the 1 went on it although it is taller
    stuck = build(hands={0: [3]}, towers={0: [[10, 2, 2, 2, 1]]}, deck=[5])
    assert RS.coach.evaluate(stuck, 0) < RS.coach.evaluate(high, 0)


def test_rollout_finishes_a_tower_when_it_can() -> None:
    state = build(hands={0: [1, 4, 7]}, towers={0: [[10, 7]]}, deck=[5, 5])
    picks = Counter(RS.coach.rollout(state, random.Random(i)) for i in range(50))
    assert picks[Play(4, 1, 0, 0)] >= 40


def test_explain_completing_a_tower_names_kites_bonus_and_rule() -> None:
    state = build(
        players=("Ann", "Bob"),
        hands={0: [1, 3], 1: [5]},
        towers={0: [[10, 3, 4, 2, 1]]},
        completed={1: [[10, 9, 1, 1]]},
        bonuses={"Finisher": 1},
        deck=[2, 2, 2],
    )
    play = Play(1, 1, 0, 0)
    text = explain(state, play, RS.apply(state, play), 0)
    assert text.startswith("completes your first tower (10+3+4+2+1+1 = 21): +8 kites")
    assert "Skyscraper bonus (+3 kites)" in text
    assert "Finisher bonus (+3 kites) from Bob" in text
    assert "+14 kites in all" in text
    assert "Actions: Play (bonus cards)" in text


def test_explain_the_extra_action_of_an_8_and_a_plain_build() -> None:
    state = build(hands={0: [3, 8], 1: [5]}, towers={0: [[10]], 1: [[7, 2]]}, deck=[2, 2])
    on_bob = Play(8, 1, 1, 0)
    text = explain(state, on_bob, RS.apply(state, on_bob), 0)
    assert "puts an 8 on Bob's tower 1, making it 17" in text
    assert "one extra action" in text and "Effects: 8, 9" in text
    build_up = Play(3, 1, 0, 0)
    text = explain(state, build_up, RS.apply(state, build_up), 0)
    assert "making it 13 (8 short of 21)" in text and "blocks Bob from playing 3s" in text


def test_explain_light_points_and_the_last_card() -> None:
    light = build(
        mode="light",
        players=("Ann",),
        hands={0: [1]},
        towers={0: [[10, 6, 4]]},
        deck=[2],
        difficulty=4,
    )
    play = Play(1, 1, 0, 0)
    text = explain(light, play, RS.apply(light, play), 0)
    assert "+1 point" in text and "Finisher bonus (+1 point)" in text
    last = build(hands={0: [3], 1: [5]}, deck=[2])
    assert "last card" in explain(last, Draw(), RS.apply(last, Draw()), 0)


@pytest.mark.parametrize(("mode", "players", "difficulty"), SETUPS)
def test_explain_never_depends_on_hidden_cards(mode: str, players: int, difficulty: object) -> None:
    """Two samples of the same view explain every move alike: no hidden card is named."""
    seen = 0
    for k, state in enumerate(positions(mode, players, difficulty, seeds=2)):
        seat = state.current_player
        if seat is None or RS.automaton(state) is not None or k % 2:
            continue
        one = determinize(state, seat, random.Random(k))
        two = determinize(state, seat, random.Random(k + 99))
        for action in RS.legal_actions(state):
            text = explain(one, action, RS.apply(one, action), seat)
            assert text == explain(two, action, RS.apply(two, action), seat)
            assert text and "(Sky Towers — " in text
            if isinstance(action, (Ask, SixDraw, Draw)):
                seen += 1
    assert seen > 0


def test_explaining_an_ask_does_not_say_whether_it_succeeds() -> None:
    has = build(hands={0: [2], 1: [7, 9]}, deck=[3], actions_left=1)
    has = RS.state_from_json(encode(has) | {"six_pending": True})
    lacks = build(hands={0: [2], 1: [4, 9]}, deck=[3], actions_left=1)
    lacks = RS.state_from_json(encode(lacks) | {"six_pending": True})
    ask = Ask(1, 7)
    a = explain(has, ask, RS.apply(has, ask), 0)
    b = explain(lacks, ask, RS.apply(lacks, ask), 0)
    assert a == b and "if Bob holds one" in a


def test_explaining_the_last_move_against_taroma_keeps_its_face_down_cards_hidden() -> None:
    """Taroma's face-down 2 (2 kites) or 10 (none) decides the game: the phrase is the same."""
    texts = set()
    for hidden in (2, 10):
        state = build(
            mode="taroma",
            players=("Ann",),
            hands={0: [3]},
            completed={0: [[10, 8, 3]]},
            row=[(hidden, False), (7, True)],
            final_round=True,
            final_turns_left=1,
            actions_left=1,
        )
        after = RS.apply(state, EndTurn())
        assert after.over
        texts.add(explain(state, EndTurn(), after, 0))
    assert len(texts) == 1
    assert "face-down cards then count" in texts.pop()
