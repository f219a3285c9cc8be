"""The `skywidgets` command line: clear one-line errors, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from skywidgets.cli import main
from skywidgets.core import Game

from .core.toy import RULESET, Take

ROOT = Path(__file__).resolve().parents[1]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_unknown_game_is_a_clear_error(capsys, tmp_path):
    pos = tmp_path / "p.json"
    pos.write_text("{}")
    code, _out, err = run(capsys, "score", "chess", str(pos))
    assert code == 2 and "unknown game 'chess'" in err and "Traceback" not in err


def test_missing_and_broken_files(capsys, tmp_path):
    code, _, err = run(capsys, "replay", str(tmp_path / "nope.json"))
    assert code == 2 and "no such file" in err
    bad = tmp_path / "bad.json"
    bad.write_text("{oops")
    code, _, err = run(capsys, "replay", str(bad))
    assert code == 2 and "not valid JSON" in err
    code, _, err = run(capsys, "replay", str(tmp_path))
    assert code == 2 and "Traceback" not in err


def _nim_record(tmp_path):
    game = Game(RULESET, players=["ann", "bob"], seed=3, counters=5)
    for n in (2, 2, 1):
        game.play(Take(n))
    path = tmp_path / "nim.json"
    path.write_text(json.dumps(game.record()))
    return path, game.record()


def test_replay_prints_steps_and_json(capsys, tmp_path):
    path, _ = _nim_record(tmp_path)
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "1. ann: take 2" in out and "Game over." in out
    code, out, _ = run(capsys, "replay", str(path), "--json")
    data = json.loads(out)
    assert set(data) >= {"totals", "winners", "items", "steps"}
    assert [s["label"] for s in data["steps"]] == ["take 2", "take 2", "take 1"]
    code, out, _ = run(capsys, "replay", str(path), "--json", "--until", "1")
    assert json.loads(out)["over"] is False and len(json.loads(out)["steps"]) == 1


def test_replay_names_the_tampered_action(capsys, tmp_path):
    path, record = _nim_record(tmp_path)
    record["actions"][2]["count"] = 3
    path.write_text(json.dumps(record))
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "actions[2]" in err and "Nim rule 1" in err


def test_until_out_of_range(capsys, tmp_path):
    path, _ = _nim_record(tmp_path)
    code, _, err = run(capsys, "replay", str(path), "--until", "9")
    assert code == 2 and "only 3 actions" in err


def test_simulate_writes_records(capsys, tmp_path):
    code, out, _ = run(
        capsys,
        "simulate",
        "nim",
        "--players",
        "2",
        "--games",
        "3",
        "--seed",
        "1",
        "--records",
        str(tmp_path),
        "--quiet",
    )
    assert code == 0 and "3 games" in out
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 3
    code, _, _ = run(capsys, "replay", str(files[0]))
    assert code == 0


def test_simulate_bad_arguments(capsys):
    assert run(capsys, "simulate", "nim", "--players", "9")[0] == 2
    assert run(capsys, "simulate", "nim", "--bot", "genius")[0] == 2
    assert run(capsys, "simulate", "nim", "--option", "counters")[0] == 2


@pytest.mark.cpython_only("the lane runs an installed wheel, not the checkout")
def test_lab_dry_run_uses_the_checkout(capsys):
    code, out, _ = run(capsys, "lab", "--dry-run", "--no-browser")
    assert code == 0 and "00_start_here.ipynb" in out and "notebooks" in out


def test_lab_copies_without_overwriting(capsys, tmp_path):
    target = tmp_path / "work"
    target.mkdir()
    mine = target / "00_start_here.ipynb"
    mine.write_text("my edits")
    code, _, _ = run(capsys, "lab", "--dry-run", "--dir", str(target))
    assert code == 0 and mine.read_text() == "my edits"


@pytest.mark.cpython_only("runs the console script in a subprocess")
def test_console_script_has_no_traceback():
    proc = subprocess.run(
        [sys.executable, "-m", "skywidgets.cli", "score", "x", "y"], capture_output=True, text=True
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


@pytest.mark.cpython_only("runs python -m skywidgets in a subprocess")
def test_python_dash_m_is_the_same_command_line(capsys):
    """`python -m skywidgets` prints what `skywidgets` prints, and fails the same way."""
    position = str(ROOT / "docs/examples/sky_islands_position.json")
    as_module = subprocess.run(
        [sys.executable, "-m", "skywidgets", "score", "sky_islands", position, "--json"],
        capture_output=True,
        text=True,
    )
    assert as_module.returncode == 0
    assert main(["score", "sky_islands", position, "--json"]) == 0
    assert json.loads(as_module.stdout) == json.loads(capsys.readouterr().out)
    wrong = subprocess.run(
        [sys.executable, "-m", "skywidgets", "score", "chess", position],
        capture_output=True,
        text=True,
    )
    assert wrong.returncode == 2 and "Traceback" not in wrong.stderr
    assert wrong.stderr.count("\n") == 1


def test_lab_without_browser_prints_the_start_notebook_address(capsys, monkeypatch, tmp_path):
    """Issue 32: `skywidgets lab --no-browser` prints where 00_start_here is, not the Launcher."""
    from skywidgets import cli_commands

    pytest.importorskip("jupyterlab")
    calls = []

    def fake_call(cmd, cwd, env):
        calls.append((cmd, env))
        return 0

    monkeypatch.setattr(cli_commands.subprocess, "call", fake_call)
    monkeypatch.delenv("JUPYTER_TOKEN", raising=False)
    code, out, _ = run(capsys, "lab", "--no-browser", "--port", "8931", "--dir", str(tmp_path))
    assert code == 0
    [(cmd, env)] = calls
    token = env["JUPYTER_TOKEN"]
    assert len(token) >= 32 and token not in " ".join(cmd), "the token is not on the command line"
    assert f"http://localhost:8931/lab/tree/00_start_here.ipynb?token={token}" in out
    assert "--port=8931" in cmd and "--no-browser" in cmd and "--ServerApp.port_retries=0" in cmd


def test_help_lists_every_game(capsys):
    from skywidgets.core.registry import available

    for command in ("play", "score"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        out = " ".join(capsys.readouterr().out.split())
        for name in available():
            assert name in out, (command, name)
    assert "terra_mystica" in available()


def test_one_install_spelling_everywhere():
    """The README's spelling is the one the commands' messages give."""
    from skywidgets.cli_commands import INSTALL_LAB, INSTALL_PLAY

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert INSTALL_LAB in readme and INSTALL_PLAY in readme
    assert "skywidgets[play]" not in readme and "skywidgets[lab]" not in readme
