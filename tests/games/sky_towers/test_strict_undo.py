"""Strict undo (issue 11): no step that shows a hidden card can be taken back."""

import json

import pytest

from skywidgets.core import Game, IllegalAction
from skywidgets.games.sky_towers.actions import (
    Ask,
    DiscardAndDraw,
    Draw,
    EndTurn,
    Play,
    PutBack,
    ReturnTower,
    SixDraw,
    TaromaDiscard,
    TaromaDraw,
    TaromaFlip,
    TaromaPlay,
)
from skywidgets.games.sky_towers.checks import reveals
from skywidgets.games.sky_towers.taroma import automaton

from .helpers import RS, build, play


def _strict(state) -> Game:
    return Game.from_state(RS, state, undo_policy="strict")


def _snapshot(game: Game) -> tuple[int, str]:
    return game.step, json.dumps(RS.state_to_json(game.state), sort_keys=True)


def _six_position():
    return build(hands={0: [2, 6], 1: [3, 7, 9]}, towers={0: [[10]]}, deck=[2, 5])


@pytest.mark.parametrize("value", [7, 4])  # a card handed over, and a "has no 4"
def test_the_answer_to_an_ask_cannot_be_undone(value):
    game = _strict(_six_position())
    game.play(Play(6, 1, 0, 0))
    assert game.can_undo()  # playing the 6 showed nothing hidden
    game.play(Ask(1, value))
    before = _snapshot(game)
    assert not game.can_undo()
    with pytest.raises(IllegalAction) as info:
        game.undo()
    assert info.value.rule == "undo policy" and "strict" in info.value.reason
    assert _snapshot(game) == before
    with pytest.raises(IllegalAction) as info:
        game.replay_to(0)
    assert info.value.rule == "undo policy" and "step 2" in info.value.reason
    assert _snapshot(game) == before


def test_replay_to_refuses_before_moving_when_any_step_on_the_way_revealed():
    game = _strict(_six_position())
    game.play(Play(6, 1, 0, 0))
    game.play(Ask(1, 9))  # step 2 reveals
    game.play(Play(2, 1, 0, 1))  # step 3 reveals nothing (the turn passes to seat 1)
    game.replay_to(2)  # back across step 3 only
    game.redo()
    before = _snapshot(game)
    with pytest.raises(IllegalAction):
        game.replay_to(1)
    assert _snapshot(game) == before


def test_the_same_steps_can_be_undone_in_teaching_mode():
    game = Game.from_state(RS, _six_position())
    game.play(Play(6, 1, 0, 0))
    game.play(Ask(1, 7))
    game.undo()
    game.play(Ask(1, 3))  # a teacher may look again
    assert 3 in game.state.seats[0].hand


def _steps(state, *actions):
    """(before, after) of each action."""
    out = []
    for action in actions:
        after = play(state, action)
        out.append((state, after))
        state = after
    return out


def test_multiplayer_draws_and_the_6_reveal_but_plays_and_put_backs_do_not():
    s = _six_position()
    draw_step = _steps(s, Draw())[0]
    assert reveals(*draw_step)
    play6, six_draw = _steps(s, Play(6, 1, 0, 0), SixDraw())
    assert not reveals(*play6) and reveals(*six_draw)
    s = build(hands={0: [2, 5], 1: [2, 3, 3, 4, 4, 7, 8]}, deck=[9])
    play5, put_back = _steps(s, Play(5, 1, 0, 0), PutBack(8))
    assert not reveals(*play5) and not reveals(*put_back)
    s = build(hands={0: [2]}, towers={0: [[10, 3]]}, deck=[9])
    assert not reveals(*_steps(s, ReturnTower(0))[0])


def test_light_draws_reveal_and_a_return_does_not():
    s = build("light", ("Sol",), hands={0: [2, 3, 4, 5]}, towers={0: [[10]]}, deck=[7, 9])
    assert reveals(*_steps(s, DiscardAndDraw(2))[0])
    assert not reveals(*_steps(s, ReturnTower(0))[0])
    s = build("light", ("Sol",), hands={0: [2]}, deck=[7])
    assert reveals(*_steps(s, Draw())[0])


def _taroma(row, t_towers=(), h_towers=(), hand=(2, 3), deck=(2, 2, 3), **kw):
    kw.setdefault("active", 1)
    return build(
        "taroma",
        ("Kim",),
        hands={0: list(hand)},
        row=row,
        towers={0: list(h_towers), 1: list(t_towers)},
        deck=list(deck),
        **kw,
    )


def test_taromas_flip_draw_and_discard_reveal_but_a_face_up_play_does_not():
    s = _taroma([(7, True)], [[2]], [[9]])
    assert isinstance(automaton(s), TaromaPlay)
    assert not reveals(*_steps(s, automaton(s))[0])
    s = _taroma([(3, False)], [[10, 8]], [[9]])
    assert isinstance(automaton(s), TaromaFlip)
    assert reveals(*_steps(s, TaromaFlip())[0])
    s = _taroma([], [[10, 8]], [[9]])
    assert isinstance(automaton(s), TaromaDraw)
    assert reveals(*_steps(s, TaromaDraw())[0])
    row = [(2, False), (3, False), (6, False), (7, False), (9, False), (10, False)]
    s = _taroma(row, [], [[10]], hand=(5, 4), active=0)
    play5, discard = _steps(s, Play(5, 1, 0, 0), TaromaDiscard())
    assert not reveals(*play5) and reveals(*discard)


def test_a_6_against_taroma_takes_a_random_card_and_reveals():
    s = _taroma([(9, True), (2, False)], [], [[10]], hand=(6, 3), active=0)
    assert reveals(*_steps(s, Play(6, 1, 0, 0))[0])


def test_the_game_end_turns_taromas_face_down_row_up():
    s = _taroma([(7, False)], [[5]], [], deck=(), final_round=True, final_turns_left=1, active=0)
    last = _steps(s, EndTurn())[0]
    assert last[1].over and reveals(*last)
    game = _strict(s)
    game.play(EndTurn())
    with pytest.raises(IllegalAction):
        game.undo()
