"""Names and paths as data (issue 31): a lone surrogate, a newline or an ANSI escape in a
player's name is printed escaped by `replay`, `review` and `score`, never as layout."""

from __future__ import annotations

import json
import pathlib

import pytest

from skywidgets.cli import main
from skywidgets.core import IllegalAction, RecordError, load_record
from skywidgets.core.actions import echo
from skywidgets.core.printable import lines, shown

ROOT = pathlib.Path(__file__).resolve().parent
HOSTILE = ["\ud800", "red\x1b[31m\nGame over.", "b\u202eeul"]
SAFE = ["yellow", "red", "blue"]


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def printable_only(text: str) -> None:
    """Every character printable or a newline; the text encodes as UTF-8."""
    text.encode("utf-8")
    assert all(c.isprintable() or c == "\n" for c in text), repr(text[:200])


def _record(tmp_path, names, actions=None):
    record = json.loads((ROOT / "records" / "sky_islands-seed7.json").read_text("utf-8"))
    record["players"] = names
    record.pop("result")
    if actions is not None:
        record["actions"] = record["actions"][:actions]
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def test_shown_escapes_what_a_terminal_cannot_show():
    assert shown("Ann") == "Ann" and shown("Zoë 王") == "Zoë 王"
    assert shown("a\nb") == "a\\nb" and shown("\x1b[31m") == "\\x1b[31m"
    assert shown("\ud800") == "\\ud800" and shown("\u202e") == "\\u202e"
    assert shown("\x7f\x85\t\r") == "\\x7f\\x85\\t\\r"
    assert lines(["a\nb", "c"]) == "a\\nb\nc"
    assert echo(-(10**5000)) == "a number of about 5001 digits"


@pytest.mark.parametrize("mode", [[], ["--until", "5"]])
def test_replay_prints_hostile_names_escaped(capsys, tmp_path, mode):
    code, plain, _ = run(capsys, "replay", _record(tmp_path, SAFE), *mode)
    assert code == 0
    code, out, err = run(capsys, "replay", _record(tmp_path, HOSTILE), *mode)
    assert code == 0, err
    printable_only(out)
    assert len(out.splitlines()) == len(plain.splitlines())  # no forged line
    assert "\\ud800" in out and "\\x1b[31m\\nGame over." in out


def test_replay_json_keeps_the_names_as_json(capsys, tmp_path):
    code, out, _ = run(capsys, "replay", _record(tmp_path, HOSTILE), "--json")
    assert code == 0
    out.encode("ascii")
    assert json.loads(out)["steps"][0]["player"] == "\ud800"


def test_review_prints_hostile_names_escaped(capsys, tmp_path):
    path = _record(tmp_path, HOSTILE, actions=6)
    code, out, err = run(capsys, "review", path, "--iterations", "3")
    assert code == 0, err
    printable_only(out)
    assert "\x1b" not in out and "\\x1b" in out


def test_score_prints_hostile_names_escaped(capsys, tmp_path):
    position = {
        "mode": "multiplayer",
        "players": {
            "\ud800": {"completed": [[10, 6, 3, 2]], "hand": [1]},
            "bob\x1b[2J\nWinner: bob": {
                "completed": [[7, 7, 7]],
                "hand": [2],
                "bonuses": ["Lucky"],
            },
        },
    }
    path = tmp_path / "p.json"
    path.write_text(json.dumps(position), encoding="utf-8")
    code, out, err = run(capsys, "score", "sky_towers", path)
    assert code == 0, err
    printable_only(out)
    assert sum(line.startswith("Winner") for line in out.splitlines()) == 1


@pytest.mark.parametrize("name", ["", "   ", "x" * 41])
def test_score_refuses_an_empty_or_long_name(capsys, tmp_path, name):
    position = {
        "mode": "multiplayer",
        "players": {name: {"completed": [[10, 6, 3, 2]]}, "bob": {"completed": [[7, 7, 7]]}},
    }
    path = tmp_path / "p.json"
    path.write_text(json.dumps(position), encoding="utf-8")
    code, out, err = run(capsys, "score", "sky_towers", path)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "players" in err or "name" in err


@pytest.mark.parametrize("name", ["", "  ", "x" * 41])
def test_records_and_games_refuse_an_empty_or_long_name(tmp_path, name):
    with pytest.raises(RecordError, match="players"):
        load_record(json.loads(_record(tmp_path, ["yellow", name, "blue"]).read_text("utf-8")))
    from skywidgets import Game

    with pytest.raises(IllegalAction, match="name"):
        Game("sky_islands", players=["yellow", name])


def test_a_name_of_40_characters_is_fine():
    from skywidgets import Game

    assert Game("sky_islands", players=["y" * 40, "red"]).players[0] == "y" * 40


def test_an_error_naming_a_hostile_path_is_one_printable_line(capsys, tmp_path):
    code, out, err = run(capsys, "replay", str(tmp_path / "no\nsuch\x1b[2J\ud800.json"))
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    printable_only(err)


@pytest.mark.cpython_only("runs the command in a subprocess")
def test_a_terminal_that_cannot_encode_a_name_gets_it_escaped(tmp_path):
    import os
    import subprocess
    import sys

    path = _record(tmp_path, ["Zoë", "王", "\ud800"], actions=3)
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    done = subprocess.run(
        [sys.executable, "-m", "skywidgets", "replay", str(path)],
        capture_output=True,
        env=env,
        cwd=ROOT.parent,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr
    assert b"Zo\\xeb" in done.stdout and b"\\u738b" in done.stdout
