"""GameWidget messages through the real ipywidgets path, on the toy Nim ruleset."""

import dataclasses
import json
import sys

import ipywidgets
import pytest
import traitlets

from skywidgets.bots.mcts import DEFAULT_ITERATIONS
from skywidgets.core import Game, IllegalAction
from skywidgets.widgets import GameWidget
from skywidgets.widgets.base import BOARDS, board
from skywidgets.widgets.wire import decode

from ..core.toy import RULESET, Take
from .helpers import send, traits


def make(counters=7, seat=None, ruleset=RULESET):
    return GameWidget(Game(ruleset, players=["ann", "bob"], counters=counters), seat)


def test_the_ipywidgets_entry_point_is_not_replaced():
    assert GameWidget._handle_msg is ipywidgets.Widget._handle_msg
    assert "_handle_msg" not in vars(GameWidget)


def test_initial_traits_describe_the_game():
    w = make(counters=5)
    assert (w.game_name, w.title, w.players, w.seat) == ("nim", "Nim", ["ann", "bob"], -1)
    assert w.view == {"left": 5} and w.phase == "Take" and w.phase_id == "take"
    assert w.phases == [{"id": "take", "label": "Take"}]
    assert [e["action"] for e in w.legal] == [{"type": "take", "count": n} for n in (1, 2, 3)]
    assert [e["id"] for e in w.legal] == [0, 1, 2] and w.legal[1]["label"] == "take 2"
    assert w.history == [
        {"step": 0, "label": "Setup", "player": "", "phase": "Take", "future": False}
    ]
    assert (w.step, w.can_undo, w.can_redo, w.over) == (0, False, False, False)
    assert w.error == {} and w.hint == "" and w.has_automaton is False
    assert w.scores["totals"] == {"ann": 0, "bob": 0} and w.scores["items"] == []
    assert repr(w) == "<GameWidget nim step 0 phase 'Take'>"


@pytest.mark.parametrize(
    "content",
    [
        {"type": "play", "id": 2},
        {"type": "play", "action": {"type": "take", "count": 3}},
        {"type": "play", "action": {"type": "take", "count": 3}, "step": 0},
    ],
)
def test_legal_play_changes_game_and_traits(content):
    w = make()
    send(w, content)
    assert w.error == {}
    assert w.game.step == 1 and w.game.state.left == 4
    assert (w.step, w.view, w.current_player, w.can_undo) == (1, {"left": 4}, 1, True)
    assert w.history[1] == {
        "step": 1,
        "label": "take 3",
        "player": "ann",
        "phase": "Take",
        "future": False,
    }


@pytest.mark.parametrize(
    "action, rule",
    [
        ({"type": "take", "count": 5}, "Nim rule 1"),
        ({"type": "take", "count": "2"}, "action format"),
        ({"type": "take"}, "action format"),
        ({"type": "fly"}, "action format"),
        ({"type": "take", "count": 10**40}, "action format"),
    ],
)
def test_illegal_play_sets_the_rule_and_changes_nothing(action, rule):
    w = make()
    state, before = w.game.state, traits(w)
    send(w, {"type": "play", "action": action})
    assert w.error["rule"] == rule and w.error["reason"]
    assert w.game.state is state and w.game.step == 0
    assert traits(w) == before


MALFORMED = [
    "play",
    3,
    None,
    [1, 2],
    {"type": 1},
    {},
    {"type": "jump"},
    {"type": "PLAY", "id": 0},
    {"type": "play"},
    {"type": "play", "id": 0, "action": {"type": "take", "count": 1}},
    {"type": "play", "id": "0"},
    {"type": "play", "id": True},
    {"type": "play", "id": 1.0},
    {"type": "play", "id": -1},
    {"type": "play", "id": 3},
    {"type": "play", "id": 10**30},
    {"type": "play", "action": "take 1"},
    {"type": "play", "action": [1]},
    {"type": "play", "id": 0, "step": 5},
    {"type": "play", "id": 0, "step": "0"},
    {"type": "play", "id": 0, "extra": 1},
    {"type": "undo", "now": True},
    {"type": "goto"},
    {"type": "goto", "step": "1"},
    {"type": "goto", "step": 10**30},
    {"type": "goto", "step": -1},
    {"type": "goto", "step": None},
    {"type": "seat"},
    {"type": "seat", "seat": "1"},
    {"type": "seat", "seat": 2},
    {"type": "seat", "seat": -2},
    {"type": "seat", "seat": False},
    {"type": "seat", "seat": 10**30},
]


@pytest.mark.parametrize("content", MALFORMED, ids=[json.dumps(m)[:40] for m in MALFORMED])
def test_malformed_messages_set_an_error_and_change_nothing(content):
    w = make()
    w.play(Take(1))
    state, before = w.game.state, traits(w)
    send(w, content)
    assert w.error["rule"] == "widget message", w.error
    assert w.error["reason"]
    assert w.game.state is state and w.game.step == 1 and len(w.game.actions) == 1
    assert traits(w) == before


def test_a_good_move_clears_the_error():
    w = make()
    send(w, {"type": "nonsense"})
    assert w.error
    send(w, {"type": "play", "id": 0})
    assert w.error == {} and w.step == 1


def test_undo_redo_goto_and_the_log():
    w = make(counters=9)
    for n in (1, 2, 3):
        send(w, {"type": "play", "action": {"type": "take", "count": n}})
    send(w, {"type": "undo"})
    assert (w.step, w.view, w.can_redo) == (2, {"left": 6}, True)
    assert [e["future"] for e in w.history] == [False, False, False, True]
    send(w, {"type": "redo"})
    assert (w.step, w.view, w.can_redo) == (3, {"left": 3}, False)
    send(w, {"type": "goto", "step": 1})
    assert (w.step, w.view) == (1, {"left": 8}) and len(w.history) == 4
    send(w, {"type": "goto", "step": 0})
    assert w.step == 0 and not w.can_undo
    send(w, {"type": "undo"})
    assert w.error["rule"] == "undo policy" and w.step == 0
    send(w, {"type": "goto", "step": 3})
    assert w.step == 3 and w.error == {}


def test_step_plays_a_seeded_bot_move_for_the_current_player():
    first, second = make(counters=20), make(counters=20)
    for _ in range(4):
        send(first, {"type": "step"})
        send(second, {"type": "step"})
    assert first.error == {} and first.step == 4
    assert [a.count for a in first.game.actions] == [a.count for a in second.game.actions]
    assert [e["player"] for e in first.history[1:]] == ["ann", "bob", "ann", "bob"]


def test_step_uses_the_rulebook_automaton_when_there_is_one():
    auto = dataclasses.replace(
        RULESET, name="nim_auto", automaton=lambda s: Take(1) if s.current_player == 1 else None
    )
    w = make(counters=9, ruleset=auto)
    assert w.has_automaton
    send(w, {"type": "play", "id": 2})
    send(w, {"type": "step"})
    assert w.game.actions[-1] == Take(1) and w.step == 2
    send(w, {"type": "step"})  # ann's turn: no automaton move, so a bot move
    assert w.step == 3 and w.error == {}


def test_step_and_play_after_the_end():
    w = make(counters=2)
    send(w, {"type": "play", "id": 1})
    assert w.over and w.legal == [] and w.current_player == -1
    send(w, {"type": "step"})
    assert w.error["rule"] == "game over" and w.step == 1
    send(w, {"type": "play", "action": {"type": "take", "count": 1}})
    assert w.error["rule"] == "Nim rule 1" and w.step == 1


def test_hint_names_a_legal_action():
    w = make(counters=7)
    send(w, {"type": "hint"})
    labels = [e["label"] for e in w.legal]
    assert w.hint.startswith("ann could: ") and any(label in w.hint for label in labels)
    send(w, {"type": "play", "id": 0})
    assert w.hint == ""
    w.seat = 0
    send(w, {"type": "hint"})
    assert "bob's turn" in w.hint


def test_the_boards_hint_searches_the_games_own_budget_and_the_default_in_the_browser(
    monkeypatch: pytest.MonkeyPatch,
):
    asked: list[dict] = []
    real = Game.hint

    def spy(self, *args, **kwargs):
        asked.append(kwargs)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Game, "hint", spy)
    w = make(counters=7)
    send(w, {"type": "hint"})
    assert asked[-1]["iterations"] is None  # the game's own budget
    monkeypatch.setattr(sys, "platform", "emscripten")
    send(w, {"type": "hint"})
    assert asked[-1]["iterations"] == DEFAULT_ITERATIONS
    assert w.hint.startswith("ann could: ")


def test_seat_views_legal_moves_only_on_their_turn():
    w = make()
    send(w, {"type": "seat", "seat": 1})
    assert w.seat == 1 and w.legal == [] and repr(w).endswith("seat 'bob'>")
    send(w, {"type": "play", "action": {"type": "take", "count": 1}})
    assert w.error["rule"] == "seat view" and w.game.step == 0
    send(w, {"type": "seat", "seat": 0})
    assert len(w.legal) == 3
    send(w, {"type": "play", "id": 0})
    assert w.step == 1 and w.legal == []
    send(w, {"type": "seat", "seat": None})
    assert w.seat == -1 and len(w.legal) == 3


def test_an_exception_in_the_rules_never_escapes_the_handler():
    def broken(state, action):
        raise RuntimeError("boom")

    w = make(ruleset=dataclasses.replace(RULESET, name="nim_broken", apply=broken))
    send(w, {"type": "play", "id": 0})
    assert w.error == {"rule": "widget", "reason": "internal error: RuntimeError: boom"}
    assert w.game.step == 0


def test_python_api_mirrors_and_shows_errors():
    w = make()
    w.play(0)
    w.play({"type": "take", "count": 2})
    w.play(Take(1))
    assert w.step == 3
    with pytest.raises(IllegalAction):
        w.play({"type": "take", "count": 9})
    assert w.error["rule"] == "Nim rule 1"
    w.undo()
    w.redo()
    w.goto(1)
    assert w.step == 1 and w.error == {}
    assert w.play_bot() in w.game.actions
    with pytest.raises(traitlets.TraitError):
        w.seat = 5


def test_boards_follow_their_game_and_batch_refreshes_once():
    game = Game(RULESET, players=["ann", "bob"], counters=12)
    a, b = GameWidget(game), GameWidget(game, seat=1)
    game.play(Take(2))
    assert a.step == b.step == 1 and b.legal != [] and a.view == {"left": 10}
    seen = []
    a.observe(lambda change: seen.append(change["new"]), names="step")
    with a.batch():
        for _ in range(3):
            game.play(Take(1))
    assert seen == [4] and a.step == 4
    a.close()
    game.play(Take(1))
    assert b.step == 5 and a.step == 4


def test_board_picks_the_generic_board_for_games_without_one():
    w = board(Game(RULESET, players=["ann", "bob"]))
    assert isinstance(w, GameWidget) and not isinstance(w, tuple(BOARDS.values()))
    assert "nim" not in BOARDS and "sky_islands" in BOARDS
    with pytest.raises(TypeError):
        GameWidget("nim")


def test_ipywidgets_own_logger_is_left_alone():
    """ipywidgets calls `self.log.error(...)` on unknown comm methods; the game log is the
    `history` trait, so `log` stays ipywidgets' logger."""
    w = make()
    w._handle_msg({"content": {"data": {"method": "no-such-method"}}, "buffers": []})
    assert isinstance(w.history, list) and w.history[0]["label"] == "Setup"
    assert decode(w.get_state())["history"] == [dict(entry) for entry in w.history]
    assert "log" not in w.get_state()
