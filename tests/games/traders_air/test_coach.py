"""The coach's contract for Traders of the Air: determinize, evaluate, rollout and explain."""

import math
import random
import re

import pytest

from skywidgets.bots import MCTSBot, make_bot
from skywidgets.games.traders_air import (
    RULESET,
    determinize,
    evaluate,
    explain,
    invariants,
    rollout,
    view,
)
from skywidgets.games.traders_air.actions import (
    EndActions,
    Move,
    PayTaxes,
    Purchase,
    Replenish,
    Sell,
    SetUpContracts,
)
from skywidgets.games.traders_air.data import MARKER_COUNT
from skywidgets.games.traders_air.rules import legal_actions

from .helpers import PLAYERS, build_position, find_marker

SETUPS = [
    (2, {"side": "A"}),
    (3, {"side": "B"}),
    (4, {"side": "A", "guild_mats": True}),
    (2, {"side": "B", "compass": True}),
]


def _positions(seed, players, options, every=7):
    """States of a random playout at many depths (every `every` moves, and the end)."""
    rng = random.Random(seed)
    state = RULESET.start(PLAYERS[:players] + ("Dana",) * (players > 3), seed=seed, **options)
    out = [state]
    depth = 0
    while not RULESET.is_over(state):
        state = RULESET.apply(state, rng.choice(legal_actions(state)))
        depth += 1
        if depth % every == 0:
            out.append(state)
    out.append(state)
    return out


def _all_positions():
    for i, (players, options) in enumerate(SETUPS):
        for seed in (i, 10 + i):
            yield from _positions(seed, players, options)


def _everywhere(state):
    """Every marker's place: spaces, stacks (as a multiset), box, goods, sold."""
    places = [m for m in state.spaces if m is not None]
    places += [m for stack in state.stacks for m in stack]
    places += list(state.box)
    for seat in state.seats:
        places += [*seat.goods, *seat.sold]
    return sorted(places)


def test_determinize_keeps_every_view_and_conserves_the_markers():
    checked = 0
    for state in _all_positions():
        for seat in range(len(state.players)):
            for sample_seed in (0, 1):
                sample = determinize(state, seat, random.Random(sample_seed))
                assert view(sample, seat) == view(state, seat)
                assert invariants(sample) == []
                assert _everywhere(sample) == list(range(MARKER_COUNT))
                assert [len(s) for s in sample.stacks] == [len(s) for s in state.stacks]
                assert sorted(m for s in sample.stacks for m in s) == sorted(
                    m for s in state.stacks for m in s
                )
                assert sample.contracts == state.contracts
                checked += 1
    assert checked > 500


def test_determinize_really_resamples_the_supply():
    state = RULESET.start(PLAYERS, seed=3)
    samples = [determinize(state, 0, random.Random(k)).stacks for k in range(5)]
    assert any(s != state.stacks for s in samples)
    assert len(set(samples)) > 1


def _second(first, seat, other):
    """The same view for `seat`, with other hidden contents."""
    second = determinize(first, seat, random.Random(other))
    assert view(second, seat) == view(first, seat)
    assert second.stacks != first.stacks
    return second


@pytest.mark.parametrize("depth", [0, 9, 40])
def test_same_view_and_seed_give_the_same_sample_and_search(depth):
    first = _positions(5, 2, {"side": "A"}, every=1)[depth]
    seat = first.current_player
    second = _second(first, seat, 99)
    for seed in (0, 7):
        one = determinize(first, seat, random.Random(seed))
        two = determinize(second, seat, random.Random(seed))
        assert one == two
    one = MCTSBot(4, iterations=30).search(RULESET, first)
    two = MCTSBot(4, iterations=30).search(RULESET, second)
    assert [(m.action, m.visits, m.value) for m in one] == [
        (m.action, m.visits, m.value) for m in two
    ]


def test_rollout_plays_legal_moves_to_the_end():
    rng = random.Random(1)
    for players, options in SETUPS:
        state = RULESET.start(PLAYERS[:players] + ("Dana",) * (players > 3), seed=2, **options)
        steps = 0
        while not RULESET.is_over(state):
            action = rollout(state, rng)
            assert action in legal_actions(state), (action, state.step)
            state = RULESET.apply(state, action)
            steps += 1
        assert 0 < steps < RULESET.checks.max_steps


def test_rollout_sells_when_it_can():
    state = _seller(["O1", "O2", "B3"])
    assert isinstance(rollout(state, random.Random(0)), Sell)


def test_evaluate_is_finite_everywhere():
    for state in _all_positions():
        for seat in range(len(state.players)):
            assert math.isfinite(evaluate(state, seat))


def test_evaluate_values_a_pair_to_sell():
    pair = build_position(PLAYERS, goods={"Ann": ["O3", "O2"]}, money={"Ann": 2})
    split = build_position(PLAYERS, goods={"Ann": ["O3", "B2"]}, money={"Ann": 2})
    assert evaluate(pair, 0) > evaluate(split, 0)


def _seller(goods, others=None):
    return build_position(
        PLAYERS,
        turn_player="Michael",
        ship="Downington",
        money={"Michael": 2},
        goods={"Michael": goods, **(others or {})},
        contracts={"Downington": {"Michael": 2}},
    )


def _ids(state, seat, specs):
    pool, out = list(state.seats[seat].goods), []
    for spec in specs:
        out.append(find_marker(pool, spec))
        pool.remove(out[-1])
    return tuple(sorted(out))


def _say(state, action):
    seat = state.current_player
    return explain(state, action, RULESET.apply(state, action), seat)


def test_explain_a_sale_names_the_points_the_losses_and_the_rule():
    state = _seller(["O1", "O3"], {"Ann": ["O2"]})
    text = _say(state, Sell(_ids(state, 1, ["O1", "O3"])))
    # 2 + 4 for the sold markers, -2 unsold, +5 for most sold 1s
    assert "+9 points" in text
    assert "rule 4.3.3" in text and "rule 6" in text
    assert "Ann loses an orange marker" in text
    assert "'most sold 1s' bonus" in text


def test_explain_contracts_name_the_city_points_and_the_majority_taken():
    state = build_position(
        PLAYERS,
        turn_player="Ann",
        ship="Aleborg",
        goods={"Ann": ["B3"]},
        contracts={"Aleborg": {"Michael": 2}, "Thespian": {"Ann": 1}},
    )
    text = _say(state, SetUpContracts(state.seats[0].goods[0]))
    assert "3 guild contracts in Aleborg" in text
    assert "takes the majority there from Michael" in text
    assert "rule 4.3.3" in text


def test_explain_purchase_taxes_and_route():
    state = build_position(
        PLAYERS,
        turn_player="Ann",
        ship="New Copenhagen",
        money={"Ann": 5},
        goods={"Ann": ["O1", "B2", "W3", "P1"]},
        contracts={"Thespian": {"Ann": 1}},
        spaces={"Thespian": ["O2"]},
    )
    text = _say(state, Move("Thespian"))
    assert "with the wind for 1 sky dollar (rule 4.3.2)" in text
    assert "sell your orange goods" not in text  # one orange: nothing to sell yet
    moved = RULESET.apply(state, Move("Thespian"))
    text = _say(moved, Purchase(moved.spaces.index(find_marker(moved.spaces, "O2"))))
    assert "+1 point" in text and "2 orange markers to sell" in text
    assert "only 3 goods survive taxes and tolls (rule 4.4)" in text
    taxed = RULESET.apply(moved, EndActions())
    keep = legal_actions(taxed)[0]
    assert isinstance(keep, PayTaxes)
    text = _say(taxed, keep)
    assert "pays 1 sky dollar in taxes" in text and "-1 point" in text and "rule 4.4" in text


def test_explain_never_depends_on_the_hidden_supply():
    """Two samples of the same view give the same phrase for every move, replenishing too."""
    phrases = 0
    for state in _all_positions():
        seat = state.current_player
        if seat is None:
            continue
        one = determinize(state, seat, random.Random(1))
        two = determinize(state, seat, random.Random(2))
        for action in legal_actions(state)[:12]:
            text = explain(one, action, RULESET.apply(one, action), seat)
            assert text == explain(two, action, RULESET.apply(two, action), seat)
            assert text and "\n" not in text
            phrases += 1
            if isinstance(action, Replenish):
                assert not re.search(r"\([OBWPGY][123]\)", text), text
    assert phrases > 300


def test_greedy_and_search_play_whole_games_without_peeking():
    state = RULESET.start(PLAYERS[:2], seed=8)
    bots = [make_bot("greedy", 1), make_bot("mcts:5", 2)]
    while not RULESET.is_over(state):
        action = bots[state.current_player].choose(RULESET, state)
        assert action in legal_actions(state)
        state = RULESET.apply(state, action)
    assert invariants(state) == []


def test_the_memoised_score_sheet_changes_no_json_equality_or_later_state():
    state = _seller(["O1", "O3"], {"Ann": ["O2"]})
    before_json = RULESET.state_to_json(state)
    first = RULESET.scores(state)
    assert RULESET.scores(state) is first
    assert RULESET.state_to_json(state) == before_json
    assert RULESET.state_from_json(before_json) == state
    after = RULESET.apply(state, Sell(_ids(state, 1, ["O1", "O3"])))
    assert RULESET.scores(after).totals() != first.totals()
