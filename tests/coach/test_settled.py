"""The search stops once its answer is settled: the most tried root move leads the next by more
than the iterations left, so no further iteration can change which move it recommends."""

from __future__ import annotations

import random

import pytest

from skywidgets.bots import mcts
from skywidgets.bots.mcts import MCTSBot, Node, settled
from skywidgets.core import Game


def root_with(*visits: int) -> Node:
    """A root whose children were tried this often."""
    root = Node(mover=0)
    for k, n in enumerate(visits):
        root.children[k] = Node(mover=0, visits=n)  # type: ignore[index]
    return root


def test_a_lead_larger_than_the_iterations_left_is_settled() -> None:
    assert settled(root_with(120, 10, 5), 100)
    assert settled(root_with(101), 100)


def test_a_lead_the_iterations_left_could_close_is_not() -> None:
    assert not settled(root_with(110, 10), 100)  # 10 + 100 would tie: not settled
    assert not settled(root_with(60, 40), 100)
    assert not settled(root_with(), 1)


def positions(name: str, count: int) -> list[Game]:
    """Positions where the acting seat has several moves, from seeded random games."""
    out: list[Game] = []
    seed = 0
    while len(out) < count:
        game = Game(name, ["A", "B"], seed=seed)
        rnd = random.Random(seed)
        for _ in range(5 + seed % 7):
            if game.is_over():
                break
            game.play(rnd.choice(game.legal()))
        if not game.is_over() and len(game.legal()) >= 3:
            out.append(game)
        seed += 1
    return out


@pytest.mark.parametrize("name", ["terra_mystica", "sky_towers"])
def test_stopping_early_recommends_what_the_whole_budget_would(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    stopped: list[tuple[object, int]] = []
    whole: list[tuple[object, int]] = []
    for game in positions(name, 4):
        ruleset, state = game.ruleset, game.state
        early = MCTSBot(seed=1, iterations=120).search(ruleset, state)
        stopped.append((early[0].action, sum(m.visits for m in early)))
        with monkeypatch.context() as patch:
            patch.setattr(mcts, "settled", lambda root, left: False)
            full = MCTSBot(seed=1, iterations=120).search(ruleset, state)
        whole.append((full[0].action, sum(m.visits for m in full)))
    assert [a for a, _n in stopped] == [a for a, _n in whole]
    assert all(n == 120 for _a, n in whole)
    if name == "terra_mystica":  # its league prior settles most answers early
        assert any(n < 120 for _a, n in stopped)
