"""Hostile or broken inputs (issue 11): one clear line and exit 2, never a traceback."""

from __future__ import annotations

import json
import pathlib

import pytest

from skywidgets.cli import main
from skywidgets.core import Game, IllegalAction, RecordError, load_record

ROOT = pathlib.Path(__file__).resolve().parent
RECORDS = sorted((ROOT / "records").glob("*.json"))


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(code, err):
    assert code == 2, err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    assert len(err) < 400, err


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
@pytest.mark.parametrize("extra", [[], ["--json"], ["--until", "3"], ["--until", "3", "--json"]])
def test_replay_works_for_every_game_and_mode(capsys, path, extra):
    code, out, err = run(capsys, "replay", path, *extra)
    assert code == 0, err
    record = json.loads(path.read_text("utf-8"))
    if "--json" in extra:
        steps = json.loads(out)["steps"]
        assert len(steps) == (3 if "--until" in extra else len(record["actions"]))
        assert all(s["player"] for s in steps if s["player"] is not None)
    else:
        assert "Game over." in out or "Stopped after 3 actions." in out


def test_a_taroma_record_names_taroma_as_the_player_of_its_steps(capsys):
    path = ROOT / "records" / "sky_towers_taroma-seed5.json"
    code, out, _ = run(capsys, "replay", path, "--json")
    assert code == 0
    assert "Taroma" in {s["player"] for s in json.loads(out)["steps"]}


def _record(tmp_path, text):
    path = tmp_path / "r.json"
    path.write_text(text, encoding="utf-8")
    return path


def _golden():
    return json.loads((ROOT / "records" / "sky_islands-seed7.json").read_text("utf-8"))


@pytest.mark.parametrize(
    "change",
    [
        lambda r: r["actions"][0].update(type=["place_tile"]),
        lambda r: r["actions"][0].update(type={"a": 1}),
        lambda r: r.update(seed=-1.5),
        lambda r: r.update(seed=10**30),
        lambda r: r["result"].update(winners=["nobody"]),
        lambda r: r.update(colour="red"),
        lambda r: r.update(undo_policy="sometimes"),
        lambda r: r["actions"][0].update(tile=10**12),
    ],
    ids=[
        "type-list",
        "type-object",
        "seed-decimal",
        "seed-huge",
        "winners",
        "unknown-field",
        "undo-policy",
        "field-huge",
    ],
)
def test_tampered_records_are_refused_in_one_line(capsys, tmp_path, change):
    record = _golden()
    change(record)
    code, _, err = run(capsys, "replay", _record(tmp_path, json.dumps(record)))
    one_line_error(code, err)


def test_a_number_of_5000_digits_is_refused(capsys, tmp_path):
    text = json.dumps(_golden()).replace('"seed": 7', '"seed": ' + "9" * 5000)
    code, _, err = run(capsys, "replay", _record(tmp_path, text))
    one_line_error(code, err)


def test_json_nested_100000_deep_is_refused(capsys, tmp_path):
    text = '{"format": "skywidgets-record/1", "options": ' + "[" * 100_000 + "]" * 100_000 + "}"
    code, _, err = run(capsys, "replay", _record(tmp_path, text))
    one_line_error(code, err)
    code, _, err = run(capsys, "score", "sky_islands", _record(tmp_path, text))
    one_line_error(code, err)


@pytest.mark.cpython_only("Pyodide itself overflows its stack freeing a list nested 100,000 deep")
def test_deep_nesting_in_a_record_dict_is_a_record_error():
    record = _golden()
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    record["actions"][0] = {"type": "place_tile", "tile": deep}
    with pytest.raises(RecordError):
        load_record(record)


def test_the_undo_policy_is_kept_in_the_record():
    game = Game("sky_islands", players=["yellow", "red"], seed=2, undo_policy="strict")
    game.play(game.legal()[0])
    record = game.record()
    assert record["undo_policy"] == "strict"
    assert load_record(record).undo_policy == "strict"


def test_simulate_records_into_a_file_is_one_line(capsys, tmp_path):
    path = tmp_path / "file.txt"
    path.write_text("x")
    code, _, err = run(
        capsys,
        "simulate",
        "sky_islands",
        "--players",
        "2",
        "--games",
        "1",
        "--seed",
        "1",
        "--records",
        path,
    )
    one_line_error(code, err)


def test_strict_goto_across_a_reveal_does_not_move_at_all():
    game = Game("sky_islands", players=["yellow", "red"], seed=2, undo_policy="strict")
    while game.step < 8:
        game.play(game.legal()[0])
    assert any(game.ruleset.checks.reveals(game.states[i], game.states[i + 1]) for i in range(8))
    with pytest.raises(IllegalAction, match="strict undo"):
        game.replay_to(0)
    assert game.step == 8


@pytest.mark.cpython_only("a board needs ipywidgets and a kernel's comm")
def test_a_huge_action_type_in_a_widget_message_is_not_echoed():
    from skywidgets.widgets import SkyIslandsBoard

    from .widgets.helpers import send

    board = SkyIslandsBoard(players=["yellow", "red"], seed=1)
    send(board, {"type": "play", "action": {"type": "x" * 1_000_000}})
    assert board.error and len(board.error["reason"]) < 400
    send(board, {"type": "play", "action": {"type": "place_tile", "y" * 1_000_000: 1}})
    assert board.error and len(board.error["reason"]) < 400
    send(board, {"type": "undo", "z" * 1_000_000: 1})
    assert board.error and len(board.error["reason"]) < 400


def test_json_depth_is_measured_outside_strings():
    """The depth guard counts brackets, not brackets inside strings, and stops before parsing."""
    from skywidgets.core import jsontext

    assert jsontext.depth('{"a": [1, [2, {"b": "[[[[{{{"}]]}') == 4
    assert jsontext.depth('["\\"[[[", []]') == 2
    assert jsontext.depth("7") == 0
    deep = "[" * (jsontext.MAX_DEPTH + 1) + "]" * (jsontext.MAX_DEPTH + 1)
    with pytest.raises(jsontext.TooDeep):
        jsontext.loads(deep)
    fine = "[" * jsontext.MAX_DEPTH + "]" * jsontext.MAX_DEPTH
    assert jsontext.loads(fine)
    assert not jsontext.too_deep(jsontext.loads(fine))
    assert jsontext.too_deep([jsontext.loads(fine)])
    assert jsontext.too_deep({"a": [jsontext.loads(fine)]}) and not jsontext.too_deep({"a": 1})
