"""Issue 28, items 4 and 6: paired playouts (`bots.mcts`, `rollout.paired`), tried on Sky Towers:
every root move played out in the same sampled world with the same playout seed, the same
number of samples for each, and a move the rulebook's tips strongly prefer (finishing a tower)
winning what the pairs cannot tell apart when a game asks for a tie-break. Sky Towers' multiplayer
game searches this way, at the best mean (docs/coach.md, "Paired playouts"); these tests turn
them on everywhere, as `bench_strength.py --paired 1` does."""

from __future__ import annotations

import pytest

from skywidgets.bots import MCTSBot, mcts
from skywidgets.core import Game, get
from skywidgets.games.sky_towers.actions import Play
from skywidgets.games.sky_towers.positions import build
from skywidgets.games.sky_towers.tips import wastes_a_one

RS = get("sky_towers")


@pytest.fixture(autouse=True)
def paired(monkeypatch) -> None:
    """Sky Towers' search with paired playouts, as `bench_strength.py --paired 1` runs it."""
    monkeypatch.setattr(type(RS.coach.rollout), "paired", True, raising=False)


def table():
    """Ann holds a 1 that would start a tower stuck under it, among other plays."""
    return build(hands={0: [1, 3, 6, 9], 1: [2, 5, 7]}, towers={0: [[10, 5]]}, deck=[2, 4, 8, 3])


def test_only_sky_towers_multiplayer_game_asks_for_paired_playouts(monkeypatch) -> None:
    monkeypatch.undo()  # the game's own setting, not the fixture's
    tables = {
        "multiplayer": table(),
        "light": build(mode="light", players=("Ann",), hands={0: [2, 3]}, deck=[4, 5]),
        "taroma": build(mode="taroma", players=("Ann",), hands={0: [2, 3]}, row=[(6, False)]),
    }
    assert {mode: mcts.asks_for_pairs(RS, t) for mode, t in tables.items()} == {
        "multiplayer": True,
        "light": False,
        "taroma": False,
    }
    assert RS.coach.rollout.strong_prior == float("inf")  # the best mean: no tie-break
    for name in ("sky_islands", "traders_air", "terra_mystica", "merchants_seas"):
        assert getattr(get(name).coach.rollout, "paired", False) is False, name


def test_every_round_plays_each_move_in_one_world_with_one_seed(monkeypatch) -> None:
    rounds: list[list[tuple]] = []
    real_observed, real_playout = mcts.observed, mcts.playout

    def observed(ruleset, state, seat, rng):
        rounds.append([])
        return real_observed(ruleset, state, seat, rng)

    def playout(ruleset, state, rng):
        rounds[-1].append((rng.getstate(), state.deck))
        return real_playout(ruleset, state, rng)

    monkeypatch.setattr(mcts, "observed", observed)
    monkeypatch.setattr(mcts, "playout", playout)
    state = table()
    stats = MCTSBot(3, iterations=60).search(RS, state)
    rounds = [calls for calls in rounds if calls]  # (the one-ply ranking samples once too)
    searched = [m for m in stats if m.visits]
    assert len(rounds) == max(mcts.PAIRED_ROUNDS, 60 // len(searched))
    for calls in rounds:
        assert len(calls) == len(searched)
        assert len({seed for seed, _deck in calls}) == 1  # one playout seed per round
    assert len({calls[0][0] for calls in rounds}) == len(rounds)  # a new seed each round
    assert {m.visits for m in searched} == {len(rounds)}  # the same effort for every move


def test_a_move_the_tips_all_but_rule_out_is_not_played_out() -> None:
    state = table()
    legal = RS.legal_actions(state)
    wasting = [a for a in legal if wastes_a_one(state, 0, a)]
    assert wasting and len(wasting) < len(legal)
    stats = MCTSBot(0, iterations=60).search(RS, state)
    by_move = {m.action: m for m in stats}
    assert all(by_move[a].visits == 0 for a in wasting)
    assert stats[0].action not in wasting and stats[-1].visits == 0


def test_ties_of_the_pairs_go_to_the_move_the_tips_strongly_prefer() -> None:
    same = {"a": [1.0, 0.0, 1.0, 0.0], "b": [1.0, 0.0, 1.0, 0.0]}
    assert mcts.paired_ties(same, "a") == ["a", "b"]
    behind = {"a": [1.0] * 8, "b": [0.0] * 8}
    assert mcts.paired_ties(behind, "a") == ["a"]  # behind in every round: told apart
    noisy = {"a": [1.0, 1.0, 0.0, 1.0], "b": [0.0, 1.0, 1.0, 0.0], "c": [1.0, None, 0.0, None]}
    assert mcts.paired_ties(noisy, "a") == ["a", "b", "c"]  # 1 of 4 rounds: within the noise
    # Ann can finish her tower at 20 with her 1 (and take the Finisher bonus): the tips' move
    finish = build(hands={0: [1, 3, 6], 1: [2, 5, 7, 8]}, towers={0: [[10, 9, 1], [4]]})
    hint = Game.from_state(RS, finish).hint()
    assert hint.action == Play(1, 1, 0, 0)
    assert len({a.visits for a in hint.alternatives}) == 1  # compared with equal effort


@pytest.mark.parametrize("budget", [1, 7])
def test_a_tiny_budget_still_plays_every_move_a_few_times(budget: int) -> None:
    stats = MCTSBot(0, iterations=budget).search(RS, table())
    assert stats[0].visits == mcts.PAIRED_ROUNDS


def test_a_game_may_set_its_own_prune_and_tie_break(monkeypatch) -> None:
    state = table()
    wasting = [a for a in RS.legal_actions(state) if wastes_a_one(state, 0, a)]
    monkeypatch.setattr(type(RS.coach.rollout), "prune", 0.0, raising=False)
    by_move = {m.action: m for m in MCTSBot(0, iterations=60).search(RS, state)}
    assert all(by_move[a].visits > 0 for a in wasting)  # nothing pruned
    monkeypatch.setattr(type(RS.coach.rollout), "strong_prior", 1e9, raising=False)
    finish = build(hands={0: [1, 3, 6], 1: [2, 5, 7, 8]}, towers={0: [[10, 9, 1], [4]]})
    stats = MCTSBot(0).search(RS, finish)
    assert stats[0].value == max(m.value for m in stats)  # the best mean, no tie-break
