"""Locked seats undo by the strict policy (issue 31): never over a move that revealed
anything, never across a hand-over; the board says why. The teacher keeps the teaching
policy."""

from __future__ import annotations

import random

import pytest

from skywidgets.core import Game, available
from skywidgets.widgets.base import board
from skywidgets.widgets.seats import LOCKED, mover

from .helpers import send


def _towers() -> Game:
    return Game("sky_towers", players=["ann", "bob"], seed=3, mode="multiplayer")


def _first(game: Game, kind: str):
    return next(a for a in game.legal() if a.kind == kind)


def test_a_quiet_move_in_ones_own_turn_may_be_undone():
    game = _towers()
    ann = board(game, seat=0, locked=True)
    game.play(_first(game, "play"))  # one of two actions: ann still decides
    assert game.state.current_player == 0
    assert ann.can_undo and ann.undo_note == ""
    send(ann, {"type": "undo"})
    assert ann.error == {} and game.step == 0


def test_a_draw_is_final_for_the_locked_seat_but_not_for_the_teacher():
    game = _towers()
    ann = board(game, seat=0, locked=True)
    teacher = board(game)
    game.play(_first(game, "draw"))
    assert game.ruleset.checks.reveals(game.states[0], game.states[1])
    if game.state.current_player == 0:
        assert "revealed hidden information" in ann.undo_note
    assert not ann.can_undo and ann.undo_note.startswith("Undo is off:")
    send(ann, {"type": "undo"})
    assert ann.error["rule"] == LOCKED and game.step == 1
    send(ann, {"type": "goto", "step": 0})
    assert ann.error["rule"] == LOCKED and game.step == 1
    assert teacher.can_undo and teacher.undo_note == ""  # teaching policy
    send(teacher, {"type": "undo"})
    assert teacher.error == {} and game.step == 0


def test_a_move_is_final_once_another_seat_is_to_act():
    game = _towers()
    ann = board(game, seat=0, locked=True)
    while game.state.current_player == 0:
        quiet = [a for a in game.legal() if a.kind in ("play", "end_turn")]
        game.play(quiet[0] if quiet else game.legal()[0])
    assert mover(game, game.step - 1) == 0  # ann's own move handed over to bob
    assert not ann.can_undo and "another player is to act" in ann.undo_note
    send(ann, {"type": "undo"})
    assert ann.error["rule"] == LOCKED and "final" in ann.error["reason"]


@pytest.mark.parametrize("name", available())
def test_locked_undo_is_never_allowed_over_a_reveal_or_a_hand_over(name):
    """Random games: whenever a locked seat may undo, the last move was its own, revealed
    nothing and left it to act; and its undo then works."""
    game = Game(name, players=["ann", "bob"], seed=5)
    views = [board(game, seat=s, locked=True) for s in range(len(game.seats))]
    chooser = random.Random(5)
    reveals = game.ruleset.checks.reveals
    allowed = 0
    for _ in range(120):
        if game.is_over():
            break
        game.play(chooser.choice(game.legal()))
        before, after = game.states[game.step - 1], game.state
        for seat, view in enumerate(views):
            if not view.can_undo:
                continue
            allowed += 1
            assert mover(game, game.step - 1) == seat
            assert after.current_player == seat
            assert reveals is None or not reveals(before, after)
        undoer = next((v for v in views if v.can_undo), None)
        if undoer is not None and chooser.random() < 0.3:
            send(undoer, {"type": "undo"})
            assert undoer.error == {}
            game.redo()
    assert allowed  # every game has quiet moves within a turn
