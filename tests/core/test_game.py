"""The Game session, action codec and records, on a toy ruleset."""

import json

import pytest

from skywidgets.core import ActionFormatError, Game, IllegalAction, RecordError, load_record

from .toy import RULESET, Take


def test_play_undo_redo_and_future_dropped():
    game = Game(RULESET, players=["ann", "bob"], counters=6)
    game.play(Take(2))
    game.play({"type": "take", "count": 1})
    assert game.state.left == 3
    game.undo()
    assert game.state.left == 4 and game.can_redo()
    game.redo()
    assert game.state.left == 3
    game.undo()
    game.play('{"type": "take", "count": 3}')
    assert game.state.left == 1 and not game.can_redo()
    assert [a.count for a in game.history] == [2, 3]


def test_illegal_move_leaves_state_unchanged():
    game = Game(RULESET, players=["ann", "bob"], counters=2)
    before = game.state
    with pytest.raises(IllegalAction) as err:
        game.play(Take(3))
    assert err.value.rule == "Nim rule 1"
    assert game.state is before and game.step == 0


@pytest.mark.parametrize(
    "bad, message",
    [
        ({"type": "fly"}, "unknown action type"),
        ({"type": "take"}, "missing field"),
        ({"type": "take", "count": "2"}, "whole number"),
        ({"type": "take", "count": True}, "whole number"),
        ({"type": "take", "count": 1, "x": 1}, "unknown field"),
        ("[1, 2", "not valid JSON"),
        ([1, 2], "JSON object"),
    ],
)
def test_malformed_actions_name_the_problem(bad, message):
    game = Game(RULESET, players=["ann", "bob"])
    with pytest.raises(ActionFormatError, match=message):
        game.play(bad)
    assert game.step == 0


def test_observers_and_replay_to():
    game = Game(RULESET, players=["ann", "bob"], counters=9)
    seen = []
    game.observe(lambda g: seen.append(g.step))
    for _ in range(3):
        game.play(Take(1))
    game.replay_to(1)
    assert game.state.left == 8 and seen == [1, 2, 3, 1]
    with pytest.raises(IllegalAction):
        game.replay_to(7)


def test_record_round_trip_and_tampering(tmp_path):
    game = Game(RULESET, players=["ann", "bob"], seed=4, counters=4)
    game.play(Take(3))
    game.play(Take(1))
    record = game.record()
    assert record["format"] == "skywidgets-record/1" and record["result"]["scores"]
    again = load_record(json.loads(json.dumps(record)))
    assert again.state == game.state
    record["actions"][1]["count"] = 3
    with pytest.raises(RecordError) as err:
        load_record(record)
    assert err.value.index == 1 and err.value.rule == "Nim rule 1"
    path = tmp_path / "r.json"
    path.write_text("{not json")
    with pytest.raises(RecordError, match="not valid JSON"):
        Game.from_record(str(path))


def test_state_json_round_trip():
    game = Game(RULESET, players=["ann", "bob"])
    data = json.loads(json.dumps(RULESET.state_to_json(game.state)))
    assert RULESET.state_from_json(data) == game.state


def test_game_from_a_position_records_its_start():
    start = RULESET.new_game(players=["ann", "bob"], counters=3)
    game = Game.from_state(RULESET, start)
    game.play(Take(2))
    record = json.loads(json.dumps(game.record()))
    assert record["start"]["left"] == 3
    again = load_record(record)
    assert again.state == game.state and again.states[0] == start
    record["start"] = {"__type__": "Nope"}
    with pytest.raises(RecordError, match="start"):
        load_record(record)
