"""A board marks the review's costliest decisions in its log, and forgets them after a new move."""

from __future__ import annotations

import json

import pytest

from skywidgets.bots import CoachError
from skywidgets.core import load_record
from skywidgets.widgets import TradersBoard
from tests.test_golden_records import RECORDS

TRADERS = next(p for p in RECORDS if p.stem.startswith("traders_air"))


def test_the_costliest_decisions_are_marked_in_the_log() -> None:
    game = load_record(json.loads(TRADERS.read_text()))
    board = TradersBoard(game=game)
    review = board.show_review(seat=0, iterations=6)
    assert review.costliest
    marks = board.review["steps"]
    assert sorted(marks) == sorted(str(d.step + 1) for d in review.costliest)
    worst = review.costliest[0]
    # the mark names the better move in its position's words (`Ruleset.label`)
    assert (
        worst.best_label in marks[str(worst.step + 1)]
        or "another choice" in marks[str(worst.step + 1)]
    )
    assert board.review["summary"] == review.summary()
    board.goto(3)  # stepping back keeps the marks: the reviewed moves are still the game's
    assert board.review["steps"] == marks
    board.undo()
    board.play(board.game.legal()[-1])  # a new move replaces the reviewed future
    assert board.review == {}


def test_a_seat_view_reviews_only_its_own_decisions() -> None:
    game = load_record(json.loads(TRADERS.read_text()))
    board = TradersBoard(game=game, seat=1)
    with pytest.raises(CoachError, match="its own"):
        board.show_review(seat=0, iterations=3)
    review = board.show_review(iterations=3)
    assert {d.seat for d in review.decisions} == {1}
