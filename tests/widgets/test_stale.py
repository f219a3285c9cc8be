"""Stale clicks refused (issue 31): a message that acts carries the board `version` it was
sent from; once the game has moved on, the board refuses it with a notice and does nothing."""

from __future__ import annotations

import pytest

from skywidgets.core import Game
from skywidgets.widgets.base import board
from skywidgets.widgets.messages import ACTING, STALE

from .helpers import send, traits


def _pair():
    game = Game("sky_towers", players=["ann", "bob"], seed=3, mode="multiplayer")
    return game, board(game), board(game, seat=0, locked=True)


def test_the_locked_board_click_after_the_teacher_moved_is_refused():
    game, teacher, ann = _pair()
    shown = ann.version
    game_before = game.step
    send(teacher, {"type": "play", "id": 0, "shown": teacher.version})  # the teacher moves
    assert teacher.error == {} and game.step == game_before + 1
    before = traits(ann)
    send(ann, {"type": "play", "id": 0, "shown": shown})  # ann clicked the old position
    assert ann.error["rule"] == STALE and "nothing was done" in ann.error["reason"]
    assert game.step == game_before + 1 and traits(ann) == before


def test_the_same_step_after_an_undo_and_another_move_is_still_stale():
    game, _, ann = _pair()
    game.play(game.legal()[0])
    shown, step = ann.version, game.step
    game.undo()
    game.play(game.legal()[-1])
    assert game.step == step  # the same step number, another position
    send(ann, {"type": "undo", "shown": shown})
    assert ann.error["rule"] == STALE and game.step == step


@pytest.mark.parametrize("kind", sorted(ACTING))
def test_every_acting_message_is_checked(kind):
    game, teacher, _ = _pair()
    game.play(game.legal()[0])
    message = {"type": kind, "shown": teacher.version - 1}
    if kind == "play":
        message["id"] = 0
    if kind == "goto":
        message["step"] = 0
    step = game.step
    send(teacher, message)
    assert teacher.error["rule"] == STALE and game.step == step


def test_a_current_click_acts_and_a_bad_shown_is_a_malformed_message():
    game, teacher, _ = _pair()
    send(teacher, {"type": "play", "id": 0, "shown": teacher.version})
    assert teacher.error == {} and game.step == 1
    for bad in (True, "3", 1.5, -1, None, 10**20):
        send(teacher, {"type": "undo", "shown": bad})
        assert teacher.error["rule"] == "widget message" and game.step == 1
    send(teacher, {"type": "hint", "shown": teacher.version})  # a hint acts on nothing
    assert teacher.error["rule"] == "widget message"


def test_the_version_grows_with_every_change_the_board_shows():
    game, teacher, ann = _pair()
    versions = [teacher.version]
    game.play(game.legal()[0])
    game.undo()
    game.redo()
    versions.append(teacher.version)
    assert versions[1] == versions[0] + 3
    assert ann.version >= 3  # each board counts the refreshes it showed
