"""`skywidgets play`: every user mistake is one line and exit 2, found before any server."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from skywidgets import play
from skywidgets.cli import main

ROOT = Path(__file__).resolve().parents[1]
REAL_POPEN = subprocess.Popen  # the CLI in a process of its own (`play_apart`)


@pytest.fixture(autouse=True)
def no_server(monkeypatch):
    """No test here may start Voila."""

    def refuse(*args, **kwargs):
        raise AssertionError(f"a server was started: {args}")

    monkeypatch.setattr(play.subprocess, "Popen", refuse)


def run(capsys, *argv):
    code = main(["play", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["nope"], "unknown game 'nope'"),
        (["sky_towers", "--players", "Ann"], "for 2 to 4 players, not 1"),
        (["sky_towers", "--players", "Ann,,Bob"], "give names separated by commas"),
        (["sky_towers", "--players", "Ann,Ann"], "each player needs a different name"),
        (["sky_towers", "--option", "mode"], "expected KEY=VALUE"),
        (["sky_towers", "--option", "colour=red"], "unknown option 'colour'"),
        (["sky_towers", "--option", "seed=3"], "'seed' is not a game option"),
        (["sky_towers", "--players", "A," + "b" * 41], "at most 40 characters"),
        (["sky_towers", "--seed", str(2**63)], "seed must be from"),
        (["sky_towers", "--option", "my mode=light"], "not an option name"),
        (["sky_towers", "--option", "mode=fast"], "mode must be one of"),
        (["sky_towers", "--seat", "2"], "--seat must be 0 to 1"),
        (["sky_towers", "--seat", "-1"], "--seat must be 0 to 1"),
        (["traders_air", "--players", "A,B,C", "--seat", "3"], "--seat must be 0 to 2"),
        (["sky_towers", "--port", "0"], "--port must be from 1 to 65535"),
        (["sky_towers", "--port", "70000"], "--port must be from 1 to 65535"),
    ],
)
def test_mistakes_are_one_line_and_exit_2(capsys, tmp_path, monkeypatch, argv, message):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, *argv, "--no-browser")
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("skywidgets play: error: "), err
    assert message in err
    assert not list(tmp_path.iterdir())  # checked before anything was written


def test_voila_missing_is_one_line(capsys, monkeypatch):
    real = play.importlib.util.find_spec
    monkeypatch.setattr(
        play.importlib.util,
        "find_spec",
        lambda name, *a: None if name == "voila" else real(name, *a),
    )
    code, out, err = run(capsys, "sky_islands", "--no-browser")
    assert code == 2 and out == ""
    assert err == (
        "skywidgets play: error: Voila is not installed: "
        "python3 -m pip install -e '.[play]' -c requirements/lock.txt\n"
    )


def test_file_as_dir_is_one_line(capsys, tmp_path):
    target = tmp_path / "file"
    target.write_text("x")
    code, _, err = run(capsys, "sky_islands", "--dry-run", "--dir", str(target))
    assert code == 2 and err.count("\n") == 1 and "that is a file" in err


def notebook_code(folder: Path, name: str) -> str:
    nb = json.loads((folder / name).read_text(encoding="utf-8"))
    assert nb["nbformat"] == 4 and len(nb["cells"]) == 1
    return str(nb["cells"][0]["source"])


def test_dry_run_writes_the_notebook_and_prints_the_command(capsys, tmp_path):
    code, out, err = run(
        capsys,
        "sky_towers",
        "--players",
        "Ann, Bob",
        "--seed",
        "3",
        "--option",
        "mode=multiplayer",
        "--port",
        "9999",
        "--no-browser",
        "--dry-run",
        "--dir",
        str(tmp_path),
    )
    assert code == 0 and err == ""
    line = out.strip()
    assert line.startswith(f"cd {tmp_path} && JUPYTER_PATH={tmp_path / 'jupyter'}")
    assert "-m voila sky_towers.ipynb" in line
    for flag in (
        "--port=9999",
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        "--VoilaConfiguration.template=skywidgets-play",
    ):
        assert flag in line.split()
    src = notebook_code(tmp_path, "sky_towers.ipynb")
    assert "board('sky_towers', players=['Ann', 'Bob'], seed=3, mode='multiplayer')" in src
    # the cell builds that board
    scope: dict = {}
    exec(src.rsplit("\n", 1)[0], scope)
    widget = eval(src.rsplit("\n", 1)[1], scope)
    assert widget.game.seats == ["Ann", "Bob"] and widget.game.seed == 3
    assert not widget.locked


def test_seat_serves_a_locked_view(capsys, tmp_path):
    code, out, _ = run(
        capsys, "sky_islands", "--seat", "1", "--seed", "2", "--dry-run", "--dir", str(tmp_path)
    )
    assert code == 0 and "sky_islands-seat1.ipynb" in out
    src = notebook_code(tmp_path, "sky_islands-seat1.ipynb")
    scope: dict = {}
    exec(src.rsplit("\n", 1)[0], scope)
    widget = eval(src.rsplit("\n", 1)[1], scope)
    assert widget.locked and widget.seat == 1 and widget.game.seed == 2


def test_the_page_template_names_no_other_host(tmp_path):
    pytest.importorskip("voila")
    root = play.write_offline_template(tmp_path)
    text = (root / "voila" / "templates" / play.TEMPLATE / "index.html.j2").read_text()
    assert "extends" in text
    assert not re.search(r"(href|src)=\"https?://", text), "a link to another host is left"
    original = play.lab_template()
    assert original is not None and "cdn.jsdelivr.net" in original.read_text()  # what we drop


def test_pyproject_play_extra_is_in_test():
    text = (ROOT / "pyproject.toml").read_text()
    assert re.search(r'^play = \["voila>=0\.5"\]', text, re.M)
    assert '"skywidgets[play]"' in text


def test_seat_says_plainly_it_is_one_screen_and_points_to_serve(capsys, tmp_path):
    code, _, err = run(capsys, "sky_islands", "--seat", "0", "--dry-run", "--dir", str(tmp_path))
    assert code == 0 and "one screen" in err and "skywidgets serve" in err
    from skywidgets.cli import build_parser

    help_text = build_parser()._subparsers._group_actions[0].choices["play"].format_help()
    assert "skywidgets serve" in help_text and "--table URL" in help_text


def play_apart(*argv: str) -> tuple[int, str, str]:
    """`skywidgets play ARGV` in a process of its own (its exit code, stdout, stderr)."""
    with REAL_POPEN(  # `no_server` refuses subprocess.Popen (Voila) in these tests
        [sys.executable, "-m", "skywidgets", "play", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as child:
        out, err = child.communicate(timeout=60)
    return child.returncode, out, err


def test_table_and_code_join_a_served_table():
    from skywidgets import tables
    from tests.serve.conftest import running

    with running() as url:
        made = tables.create(url, "sky_towers", players=["ann", "bob"], mode="multiplayer")
        code, out, _ = play_apart("--table", url, "--code", made.seats[1], "--no-browser")
        assert code == 0 and out.strip() == f"sky_towers table, seat 2: {url}/play/{made.seats[1]}"
        code, out, _ = play_apart("--table", url + "/", "--code", made.spectator, "--no-browser")
        assert code == 0 and "the spectator" in out
        for argv, words in (
            (["--table", url, "--code", "nonsense"], "unknown join code"),
            (["--table", url], "go together"),
            (["sky_towers", "--table", url, "--code", made.seats[0]], "give no game"),
            (["--table", "ftp://x", "--code", "c"], "the server's address"),
        ):
            code, out, err = play_apart(*argv)
            assert code == 2 and words in err and out == ""
    code, _, err = play_apart("--table", url, "--code", made.seats[0])
    assert code == 2 and "no table server answers" in err
    code, _, err = play_apart()
    assert code == 2 and "give a game" in err
