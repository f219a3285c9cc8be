"""The bots' contract for Sky Islands: determinize, evaluate, rollout and explain."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from skywidgets.bots import MCTSBot
from skywidgets.core import get, with_seat
from skywidgets.games.sky_islands import examples
from skywidgets.games.sky_islands.actions import DiscardTile, PlaceTile
from skywidgets.games.sky_islands.building import build_actions, can_build
from skywidgets.games.sky_islands.checks import invariants
from skywidgets.games.sky_islands.data import TILE_IDS
from skywidgets.games.sky_islands.determinize import determinize, unknown_pool
from skywidgets.games.sky_islands.islands import geometry
from skywidgets.games.sky_islands.placing import fitting_placements, placement_problem
from skywidgets.games.sky_islands.position_value import evaluate, island_standings
from skywidgets.games.sky_islands.scoring import final_scoring
from skywidgets.games.sky_islands.state import State
from skywidgets.games.sky_islands.tiles import tile_name

from .definitions import opening_order

RS = get("sky_islands")


def playout_positions(players: int, seed: int, every: int = 3) -> list[State]:
    """Positions of one random game, every few decisions (each a decision of a seat)."""
    state = RS.start([f"P{i}" for i in range(players)], seed=seed)
    rng = random.Random(seed)
    out = []
    k = 0
    while not RS.is_over(state):
        if k % every == 0:
            out.append(state)
        state = RS.apply(state, rng.choice(RS.legal_actions(state)))
        k += 1
    return out


def tile_places(state: State) -> Counter[str]:
    """How many tiles lie where: board, pile, box, discards, each hand (by count)."""
    out = Counter(
        board=len(state.board.tiles),
        pile=len(state.pile),
        box=len(state.box),
        discarded=len(state.discarded),
    )
    for i, s in enumerate(state.seats):
        out[f"hand{i}"] = len(s.hand)
    return out


def hidden_from(state: State, seat: int) -> set[int]:
    """The tiles `seat` cannot see: other hands (unless revealed), pile and box."""
    hidden = set(state.pile) | set(state.box)
    for i, s in enumerate(state.seats):
        if i != seat:
            hidden |= set(s.hand)
    return hidden - set(state.revealed_hand or ())


POSITIONS = [
    (players, seed, state)
    for players in (2, 3, 4)
    for seed in (1, 2, 3)
    for state in playout_positions(players, seed, every=4 + players)
]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_keeps_the_view_and_every_count(players: int) -> None:
    checked = 0
    for n, _seed, state in POSITIONS:
        if n != players:
            continue
        for seat in range(players):
            for k in range(2):
                sample = determinize(state, seat, random.Random(k))
                assert RS.view(sample, seat) == RS.view(state, seat)
                assert tile_places(sample) == tile_places(state)
                assert invariants(sample) == []  # every tile once, cubes and pieces conserved
                assert sample.seats[seat].hand == state.seats[seat].hand
                assert sample.board is state.board and sample.houses == state.houses
                checked += 1
    assert checked > 50


def test_determinize_keeps_a_revealed_hand_before_and_after_the_discard() -> None:
    state = examples.discard_example()
    assert state.revealed_hand is not None
    after = RS.apply(state, DiscardTile(state.revealed_hand[0]))
    for position in (state, after):
        for seat in range(len(position.players)):
            sample = determinize(position, seat, random.Random(4))
            assert RS.view(sample, seat) == RS.view(position, seat)
            assert invariants(sample) == []
            assert sample.seats[0].hand == position.seats[0].hand  # the revealed hand is public


def test_determinize_resamples_what_is_hidden_and_the_seed() -> None:
    differed = seeds = 0
    for _players, _seed, state in POSITIONS:
        seat = state.active
        sample = determinize(state, seat, random.Random(7))
        if hidden_from(state, seat):
            differed += sample != state
        seeds += sample.seed != state.seed
        for i, s in enumerate(sample.seats):
            if i != seat:
                assert not set(s.hand) & set(state.seats[seat].hand)
    assert differed > len(POSITIONS) // 2
    assert seeds > len(POSITIONS) // 2


def test_the_unknown_pool_comes_from_the_view_in_sorted_order() -> None:
    for _players, _seed, state in POSITIONS[:20]:
        seat = state.active
        pool = unknown_pool(state, seat)
        assert pool == sorted(pool)
        assert set(pool) == hidden_from(state, seat)


def test_same_view_and_seed_give_the_same_determinization_and_search() -> None:
    compared = 0
    for _players, _seed, state in POSITIONS[::6]:
        seat = state.active
        other = determinize(state, seat, random.Random(12345))
        assert RS.view(other, seat) == RS.view(state, seat)
        if not hidden_from(state, seat):
            continue
        assert determinize(state, seat, random.Random(3)) == determinize(
            other, seat, random.Random(3)
        )
        if len(RS.legal_actions(state)) > 1:
            first = MCTSBot(5, iterations=30).search(RS, state)
            second = MCTSBot(5, iterations=30).search(RS, other)
            assert first == second
            compared += 1
    assert compared >= 2


def test_rollout_returns_legal_moves_and_evaluate_is_finite() -> None:
    rng = random.Random(0)
    for _players, _seed, state in POSITIONS:
        assert RS.coach.rollout(state, rng) in RS.legal_actions(state)
        for seat in range(len(state.players)):
            value = evaluate(state, seat)
            assert math.isfinite(value) and value >= 0


@pytest.mark.parametrize("name", sorted(examples.ALL))
def test_island_standings_equal_the_final_scoring_of_the_board(name: str) -> None:
    state = examples.ALL[name]()
    items = final_scoring(state)
    expected = [sum(i.points for i in items if i.player == p) for p in state.players]
    assert island_standings(state) == expected


def test_evaluate_values_cubes_towards_a_building() -> None:
    state = examples.tower_vp()
    richer = with_seat(state, 0, cubes=(2, 2, 2))
    assert evaluate(richer, 0) > evaluate(state, 0)
    assert evaluate(richer, 1) == evaluate(state, 1)


def test_explain_names_the_points_and_the_rule_of_a_tower() -> None:
    state = examples.tower_vp()
    move = examples.tower_vp_move()
    text = RS.coach.explain(state, move, RS.apply(state, move), 0)
    assert "+4 points" in text and "④b" in text and "tower" in text


def test_explain_names_the_gains_of_a_placement() -> None:
    state = examples.resource_gain()
    move = examples.resource_gain_move()
    after = RS.apply(state, move)
    text = RS.coach.explain(state, move, after, state.active)
    assert text.startswith("places ") and "③" in text and "cube" in text


def test_explain_says_when_a_placement_closes_or_joins_islands() -> None:
    said = Counter[str]()
    for _players, _seed, state in POSITIONS:
        if state.phase_id != "place":
            continue
        for move in RS.legal_actions(state)[:40]:
            if not isinstance(move, PlaceTile):
                continue
            text = RS.coach.explain(state, move, RS.apply(state, move), state.active)
            for word in ("closes", "joins", "extends", "starts"):
                said[word] += f"it {word} " in text
    assert said["closes"] and said["joins"] and said["extends"]


def test_explain_never_names_a_tile_hidden_from_the_seat() -> None:
    for _players, _seed, state in POSITIONS:
        seat = state.active
        hidden = hidden_from(state, seat)
        for move in RS.legal_actions(state)[:10]:
            text = RS.coach.explain(state, move, RS.apply(state, move), seat)
            assert text and not text.endswith(".")
            for t in hidden:
                assert tile_name(t) not in text, (text, t)


def test_can_build_agrees_with_the_build_list() -> None:
    for _players, _seed, state in POSITIONS:
        if state.current_player is not None:
            assert can_build(state) == bool(build_actions(state))


def test_cached_placements_equal_a_check_of_every_cell_and_rotation() -> None:
    for _players, _seed, state in POSITIONS[::3]:
        geo = geometry(state.board)
        hand = (*state.seats[state.active].hand, *TILE_IDS[:3])
        brute = [
            PlaceTile(tile, x, y, r)
            for tile in sorted(set(hand))
            for (x, y) in opening_order(state.board)
            for r in range(4)
            if placement_problem(state.board, tile, x, y, r) is None
        ]
        assert fitting_placements(state.board, hand) == brute
        assert list(geo.open_cells) == sorted(geo.open_cells)
