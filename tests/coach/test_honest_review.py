"""Issue 28, honest numbers: a review evaluates the move played with its own samples."""

from __future__ import annotations

import json

import pytest

from skywidgets.bots.coach import about_as_good, noise
from skywidgets.bots.mcts import MCTSBot, MoveStats
from skywidgets.bots.review import Decision, review
from skywidgets.core import get, load_record
from tests.test_golden_records import RECORDS

ISLANDS = next(p for p in RECORDS if p.stem.startswith("sky_islands"))
FIELDS = {"played_samples", "best_samples", "played_error", "best_error", "about_as_good"}


def enough(d: Decision) -> bool:
    """The rule of issue 28: played samples >= half the best's, or >= 30."""
    return d.played_samples > 0 and (
        2 * d.played_samples >= d.best_samples or d.played_samples >= 30
    )


@pytest.fixture(scope="module")
def islands_review():
    """A review of the seeded Sky Islands record at the review's default budget."""
    game = load_record(json.loads(ISLANDS.read_text()))
    return game.review(0, seed=0)


def test_every_decision_has_samples_behind_the_played_move(islands_review) -> None:
    decisions = islands_review.decisions
    assert len(decisions) >= 10
    assert all(enough(d) for d in decisions)
    assert all(d.best_samples > 0 for d in decisions)
    # the search alone left some played moves untried: those got their own samples
    assert any(d.played != d.best for d in decisions)


def test_called_out_decisions_are_measured_and_outside_the_noise(islands_review) -> None:
    for d in islands_review.costliest:
        assert d.played_samples > 0 and enough(d)
        assert not d.close and d.loss > 0
        assert not about_as_good(
            MoveStats(d.played, d.played_samples, d.played_value),
            MoveStats(d.best, d.best_samples, d.best_value),
        )
    text = islands_review.text()
    for d in islands_review.costliest:
        assert f"{d.shown('played')}, {d.played_samples} samples" in text
        assert "±" in d.shown("best")


def test_json_carries_samples_and_errors(islands_review) -> None:
    data = json.loads(json.dumps(islands_review.to_json()))
    assert "standard error" in data["error"]
    for entry, d in zip(data["decisions"], islands_review.decisions, strict=True):
        assert set(entry) >= FIELDS
        assert entry["played_samples"] == d.played_samples > 0
        assert entry["best_error"] == round(noise(d.best_value, d.best_samples), 4)
        assert entry["about_as_good"] == d.close


def test_a_close_decision_is_about_as_good_and_not_called_out(islands_review) -> None:
    close = [d for d in islands_review.decisions if d.close and d.played != d.best]
    assert close, "a review of 15 decisions at 100 iterations has some moves within the noise"
    called = {d.step for d in islands_review.costliest}
    assert not called & {d.step for d in close}
    assert "about as good" in islands_review.text()


def test_evaluate_move_gives_the_move_its_own_samples() -> None:
    game = load_record(json.loads(ISLANDS.read_text()))
    rs, state = get("sky_islands"), game.states[0]
    move = rs.legal_actions(state)[-1]
    stats = MCTSBot(3).evaluate_move(rs, state, move, 12)
    assert stats.action == move and stats.visits == 12 and 0.0 <= stats.value <= 1.0


def test_review_budget_and_seat_are_checked() -> None:
    from skywidgets.bots import CoachError

    game = load_record(json.loads(ISLANDS.read_text()))
    for bad in (0, -3, True, 2.5):
        with pytest.raises(CoachError, match="iterations must be"):
            review(game.ruleset, game.states, game.actions, 0, iterations=bad)
    with pytest.raises(CoachError, match="seat must be 0 to 2"):
        game.review(3, iterations=2)
