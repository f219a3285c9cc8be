"""Every named tutorial position is legal and does what its text says."""

import pytest

from skywidgets.games.sky_towers.checks import invariants
from skywidgets.games.sky_towers.examples import EXAMPLES, example

from .helpers import RS, play


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_example_moves_are_legal_in_turn(name):
    ex = example(name)
    assert invariants(ex.state) == [] and ex.expect and ex.rule.startswith("Sky Towers")
    s = ex.state
    for move in ex.moves:
        assert move in RS.legal_actions(s), (name, move)
        s = play(s, move)


def test_examples_cover_the_tutorial():
    assert {
        "laurence_completes",
        "effect_1",
        "effect_4",
        "effect_5",
        "effect_6",
        "effect_8_9",
        "effect_10",
        "final_round",
        "final_round_cancelled",
        "light",
        "taroma_1a",
        "taroma_1b",
        "taroma_1c",
        "taroma_1d",
        "taroma_1e",
    } <= set(EXAMPLES)


@pytest.mark.parametrize("step", ["1a", "1b", "1c", "1d", "1e"])
def test_each_taroma_example_fires_its_step(step):
    ex = example(f"taroma_{step}")
    label = ex.moves[0].label
    assert label.startswith(step.upper())
