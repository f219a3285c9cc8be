"""Random widget messages: each is refused with `error` set, or does what it says; no
exception ever leaves the board and the state stays consistent (issue 11)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

import skywidgets.widgets  # noqa: F401 - registers the boards
from skywidgets.widgets.base import BOARDS
from skywidgets.widgets.messages import ACTING

from ..widgets.helpers import send
from .mutate import VALUES, mutated
from .tally import count

TYPES = ["play", "undo", "redo", "goto", "step", "hint", "seat"]


@st.composite
def messages(draw: st.DrawFn, legal: list[dict], version: int = 0) -> object:
    """A message near a valid one (a legal play, a goto, a seat) or anything at all; an
    acting one carries the board's version, an older one, or none."""
    kind = draw(st.sampled_from(["legal", "near", "any"]))
    if kind == "any":
        return draw(VALUES)
    base: dict = {"type": draw(st.sampled_from(TYPES))}
    if base["type"] in ACTING and draw(st.booleans()):
        base["shown"] = draw(st.sampled_from([version, version, max(version - 1, 0)]))
    if base["type"] == "play" and legal:
        base["action"] = draw(st.sampled_from(legal))["action"]
    elif base["type"] == "goto":
        base["step"] = 0
    elif base["type"] == "seat":
        base["seat"] = -1
    return base if kind == "legal" else draw(mutated(base, max_changes=2))


@pytest.mark.parametrize("game", sorted(BOARDS))
@given(data=st.data())
def test_random_messages_never_break_a_board(game, data):
    board = BOARDS[game]()
    for _ in range(data.draw(st.integers(1, 6))):
        before = board.game.step
        send(board, data.draw(messages(board.legal, board.version)))
        count("widget message", game, "refused" if board.error else "accepted")
        assert not board.error or board.error.get("rule")
        assert "internal error" not in board.error.get("reason", "")
        json.dumps({name: getattr(board, name) for name in board.synced_traits()})
        assert 0 <= board.game.step <= len(board.game.actions)
        if board.error:
            assert board.game.step in (before, board.step)
    invariants = board.game.ruleset.checks.invariants
    assert invariants is None or invariants(board.game.state) == []
