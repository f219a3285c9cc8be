"""No data lost (issue 31): files are written beside their target and renamed into place,
and `simulate --records` writes each game's record as soon as it is in."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from skywidgets import sim as sim_module
from skywidgets.cli import main
from skywidgets.core import Game, load_record
from skywidgets.core import files as files_module
from skywidgets.core.files import install_folder, same_file, write_text


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_failed_save_keeps_the_old_file_and_leaves_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    game = Game("sky_islands", players=["a", "b"], seed=1)
    game.save(path)
    old = path.read_text("utf-8")
    game.play(game.legal()[0])

    def full_disk(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files_module.os, "replace", full_disk)
    with pytest.raises(OSError):
        game.save(path)
    assert path.read_text("utf-8") == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_save_writes_a_record_that_replays(tmp_path):
    game = Game("sky_islands", players=["a", "b"], seed=1)
    game.play(game.legal()[0])
    game.save(tmp_path / "g.json")
    assert load_record(str(tmp_path / "g.json")).step == 1
    with pytest.raises(IsADirectoryError):
        game.save(tmp_path)


@pytest.mark.cpython_only("kills a child process")
def test_killing_a_save_midway_never_leaves_an_empty_file(tmp_path):
    """A process killed while saving leaves the previous record or the new one, whole."""
    path = tmp_path / "g.json"
    Game("sky_islands", players=["a", "b"], seed=1).save(path)
    script = (
        "import sys\n"
        "from skywidgets import Game\n"
        "g = Game('sky_islands', players=['a', 'b'], seed=1)\n"
        "while True:\n"
        "    g.save(sys.argv[1])\n"
    )
    for delay in (0.4, 0.6, 0.8):
        child = subprocess.Popen([sys.executable, "-c", script, str(path)], cwd=os.getcwd())
        time.sleep(delay)
        child.kill()
        child.wait()
        assert load_record(str(path)).players == ["a", "b"]


def test_write_text_and_install_folder_replace_whole(tmp_path):
    target = tmp_path / "site"
    (tmp_path / "v1").mkdir()
    (tmp_path / "v1" / "a.txt").write_text("one")
    install_folder(tmp_path / "v1", target)
    (tmp_path / "v2").mkdir()
    (tmp_path / "v2" / "b.txt").write_text("two")
    install_folder(tmp_path / "v2", target)
    assert sorted(p.name for p in target.iterdir()) == ["b.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site", "v1", "v2"]
    write_text(tmp_path / "f.txt", "x")
    assert same_file(tmp_path / "f.txt", str(tmp_path / "." / "f.txt"))
    assert not same_file(tmp_path / "f.txt", tmp_path / "g.txt")


def test_simulate_writes_each_record_as_its_game_finishes(capsys, tmp_path, monkeypatch):
    """An interrupted run keeps the records of the games it finished."""
    real = sim_module.play_job
    calls = []

    def interrupted(job):
        calls.append(job.index)
        if job.index == 3:
            raise KeyboardInterrupt
        return real(job)

    monkeypatch.setattr(sim_module, "play_job", interrupted)
    code, _, _ = run(capsys, "simulate", "sky_islands", "--games", 10, "--records", tmp_path)
    assert code == 130
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [f"sky_islands-seed{i}.json" for i in range(3)]
    for name in names:
        assert load_record(str(tmp_path / name)).is_over()


def test_a_record_path_taken_by_a_folder_is_one_line_and_keeps_the_rest(capsys, tmp_path):
    (tmp_path / "sky_islands-seed2.json").mkdir()
    code, out, err = run(capsys, "simulate", "sky_islands", "--games", 4, "--records", tmp_path)
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert "sky_islands-seed2.json" in err and "2 record(s) before it" in err
    assert (tmp_path / "sky_islands-seed1.json").is_file()
    assert json.loads((tmp_path / "sky_islands-seed0.json").read_text("utf-8"))["seed"] == 0
