"""Locked seat views (`Board(game=g, seat=n, locked=True)`): a player's own board acts only for
that seat, and every message that would act for another seat is refused with `error`."""

from __future__ import annotations

import pytest
import traitlets

from skywidgets.core import Game
from skywidgets.widgets import GameWidget, SkyTowersTable
from skywidgets.widgets.base import board
from skywidgets.widgets.seats import LOCKED

from ..core.toy import RULESET
from .helpers import send, traits


def nim(counters: int = 9) -> Game:
    return Game(RULESET, players=["ann", "bob"], counters=counters)


def refused(w: GameWidget, message: object, rule: str = LOCKED) -> None:
    """`message` sets error (with `rule`) and changes nothing."""
    before, step, actions = traits(w), w.game.step, list(w.game.actions)
    send(w, message)
    assert w.error.get("rule") == rule, (message, w.error)
    assert traits(w) == before and w.game.step == step and w.game.actions == actions


def test_a_locked_view_is_made_for_a_seat_and_stays_locked():
    g = nim()
    w = GameWidget(g, seat=1, locked=True)
    assert w.locked and w.seat == 1 and repr(w).endswith("seat 'bob' locked>")
    assert "locked" in GameWidget.synced_traits()
    with pytest.raises(ValueError):
        GameWidget(g, locked=True)  # the teacher cannot be locked
    with pytest.raises(traitlets.TraitError):
        w.seat = 0
    with pytest.raises(traitlets.TraitError):
        w.locked = False
    assert board(g, seat=0, locked=True).locked
    assert SkyTowersTable(players=["a", "b"], mode="multiplayer", seat=0, locked=True).locked


def test_the_front_end_cannot_unlock_or_reseat_through_state_updates():
    w = GameWidget(nim(), seat=1, locked=True)
    w.set_state({"locked": False, "seat": -1, "step": 5})
    assert (w.locked, w.seat, w.step) == (True, 1, 0)


def test_every_message_acting_for_another_seat_is_refused():
    g = nim()
    w = GameWidget(g, seat=1, locked=True)  # ann (seat 0) is to play
    refused(w, {"type": "seat", "seat": -1})
    refused(w, {"type": "seat", "seat": 1})  # even its own seat: the picker is gone
    refused(w, {"type": "play", "action": {"type": "take", "count": 1}}, "seat view")
    refused(w, {"type": "play", "id": 0}, "widget message")  # it has no legal moves
    refused(w, {"type": "step"})
    refused(w, {"type": "hint"})
    g.play({"type": "take", "count": 1})  # ann moved; bob's turn
    refused(w, {"type": "undo"})  # ann's move
    refused(w, {"type": "goto", "step": 0})
    g.undo()
    refused(w, {"type": "redo"})  # ann's undone move
    assert not w.can_undo and not w.can_redo


def test_a_locked_view_plays_hints_and_steps_for_its_own_seat():
    g = nim()
    w = GameWidget(g, seat=0, locked=True)
    send(w, {"type": "hint"})
    assert w.error == {} and "ann" in w.hint
    send(w, {"type": "play", "id": 0})
    assert w.error == {} and g.step == 1
    # bob's turn: ann's move is final (strict policy), though it is her own and the last one
    assert not w.can_undo and "final" in w.undo_note
    refused(w, {"type": "undo"})
    g.undo()  # the teacher's session may (teaching policy); ann may play it again by redo
    assert w.can_redo and not w.undo_note
    send(w, {"type": "redo"})
    assert w.error == {} and g.step == 1
    send(w, {"type": "step"})  # bob's turn: refused
    assert w.error["rule"] == LOCKED and g.step == 1
    bob = GameWidget(g, seat=1, locked=True)
    send(bob, {"type": "step"})
    assert bob.error == {} and g.step == 2
    assert not w.can_undo  # the last move is bob's now
    send(w, {"type": "goto", "step": 1})
    assert w.error["rule"] == LOCKED and g.step == 2


def test_the_automaton_is_nobodys_seat_a_locked_view_may_let_it_move():
    w = SkyTowersTable(players=["Kim"], mode="taroma", seed=1, seat=0, locked=True)
    g = w.game
    for _ in range(200):
        if g.is_over() or g.ruleset.automaton(g.state) is not None:
            break
        g.play(g.legal()[0])
    assert not g.is_over() and g.ruleset.automaton(g.state) is not None  # Taroma's turn came
    before = g.step
    send(w, {"type": "step"})
    assert w.error == {} and g.step == before + 1


def test_unlocked_seat_views_keep_their_teaching_behaviour():
    g = nim()
    w = GameWidget(g, seat=1)
    send(w, {"type": "seat", "seat": -1})
    assert w.error == {} and w.seat == -1
    send(w, {"type": "seat", "seat": 1})
    g.play({"type": "take", "count": 1})
    send(w, {"type": "undo"})
    assert w.error == {} and g.step == 0


def test_a_repeated_refusal_is_sent_again():
    w = GameWidget(nim(), seat=1, locked=True)
    seen = []
    w.observe(lambda change: seen.append(change["new"]), names="error")
    send(w, {"type": "step"})
    send(w, {"type": "step"})
    assert [bool(e) for e in seen] == [True, False, True]
