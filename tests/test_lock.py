"""The one lock: it satisfies pyproject.toml, feeds Binder and the site, and refuses clearly."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from skywidgets import lockfile, site_wheels

ROOT = Path(__file__).resolve().parents[1]


def test_the_lock_satisfies_every_requirement_of_pyproject():
    assert lockfile.problems() == []


def test_a_requirement_the_lock_fails_is_named(tmp_path):
    pyproject = tmp_path / "pyproject.toml"
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    pyproject.write_text(text.replace('"traitlets>=5.9"', '"traitlets>=99"'), encoding="utf-8")
    found = lockfile.problems(pyproject)
    assert len(found) == 1
    assert found[0].startswith("traitlets: pyproject.toml asks for traitlets>=99")
    assert "run bash scripts/lock" in found[0]


def test_a_new_requirement_missing_from_the_lock_is_named(tmp_path):
    pyproject = tmp_path / "pyproject.toml"
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    pyproject.write_text(text.replace('"traitlets>=5.9",', '"traitlets>=5.9", "leftpad>=1",'))
    found = lockfile.problems(pyproject)
    assert found and found[0].startswith("leftpad: pyproject.toml asks for leftpad>=1 but")
    assert "has no pin" in found[0]


def test_a_broken_lock_line_is_refused_with_its_number(tmp_path):
    lock = tmp_path / "lock.txt"
    lock.write_text("# header\ntraitlets==5.15.0\ntraitlets>=5\n", encoding="utf-8")
    with pytest.raises(lockfile.LockError, match="line 3: 'traitlets>=5' is not NAME==VERSION"):
        lockfile.read(lock)


def test_the_check_script_exits_1_with_one_line_per_package(tmp_path):
    repo = tmp_path / "repo"
    (repo / "skywidgets").mkdir(parents=True)
    (repo / "requirements").mkdir()
    shutil.copy(ROOT / "skywidgets" / "lockfile.py", repo / "skywidgets" / "lockfile.py")
    shutil.copy(ROOT / "requirements" / "lock.txt", repo / "requirements" / "lock.txt")
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (repo / "pyproject.toml").write_text(text.replace('"anywidget>=0.9"', '"anywidget>=7"'))
    done = subprocess.run(
        ["python3", "skywidgets/lockfile.py"], cwd=repo, capture_output=True, text=True
    )
    assert done.returncode == 1
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1 and "anywidget" in lines[0] and "pins 0.11.0" in lines[0]


def test_versions_follow_the_markers_of_each_python():
    pins = [
        lockfile.Pin("numpy", "2.2.6", "python_full_version < '3.11'"),
        lockfile.Pin("numpy", "2.4.6", "python_full_version >= '3.11'"),
    ]
    assert lockfile.versions(lockfile.environment("3.10"), pins) == {"numpy": "2.2.6"}
    assert lockfile.versions(lockfile.environment("3.14.2", "emscripten"), pins) == {
        "numpy": "2.4.6"
    }


def test_closure_follows_the_locks_via_notes(tmp_path):
    lock = tmp_path / "lock.txt"
    lock.write_text(
        "a==1\n    # via -r pyproject.toml\nb==2\n    # via\n    #   a\n    #   c\n"
        "c==3\n    # via -r pyproject.toml\nd==4 ; python_full_version < '3.11'\n    # via b\n",
        encoding="utf-8",
    )
    assert lockfile.closure(["a"], lockfile.environment("3.10"), lock) == {
        "a": "1",
        "b": "2",
        "d": "4",
    }
    assert lockfile.closure(["a"], lockfile.environment("3.12"), lock) == {"a": "1", "b": "2"}


def test_the_site_takes_the_locks_versions_for_pyodides_python():
    lock = json.loads((ROOT / "node_modules/pyodide/pyodide-lock.json").read_text())
    assert lock["info"]["python"] == site_wheels.PYODIDE_PYTHON
    env = lockfile.environment(site_wheels.PYODIDE_PYTHON, "emscripten", "wasm32")
    locked = lockfile.versions(env)
    for name, version in site_wheels.piplite_versions().items():
        assert locked[lockfile.canonicalize_name(name)] == version


def test_the_npm_pyodide_is_the_sites_pyodide():
    package = json.loads((ROOT / "package.json").read_text())
    assert package["devDependencies"]["pyodide"] == site_wheels.PINS["pyodide"]


def test_scripts_lock_without_a_network_refuses_in_one_line(tmp_path):
    repo = tmp_path / "repo"
    shutil.copytree(ROOT / "binder", repo / "binder")
    shutil.copytree(ROOT / "requirements", repo / "requirements")
    (repo / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "lock", repo / "scripts" / "lock")
    shutil.copy(ROOT / "pyproject.toml", repo / "pyproject.toml")
    before = (repo / "requirements" / "lock.txt").read_bytes()
    env = dict(
        os.environ,
        UV_INDEX_URL="http://127.0.0.1:9/simple",
        UV_DEFAULT_INDEX="http://127.0.0.1:9/simple",
        UV_NO_CACHE="1",
        PIP_INDEX_URL="http://127.0.0.1:9/simple",
    )
    done = subprocess.run(
        ["bash", "scripts/lock", "--upgrade"],
        cwd=repo,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("scripts/lock: cannot reach the package index")
    assert (repo / "requirements" / "lock.txt").read_bytes() == before


def test_scripts_lock_refuses_an_unknown_option():
    done = subprocess.run(["bash", str(ROOT / "scripts/lock"), "--fast"], capture_output=True)
    assert done.returncode == 2 and b"unknown option --fast" in done.stderr


def test_the_sites_pins_are_the_locks():
    locked = lockfile.versions(lockfile.environment("3.11"))
    for dist in ("jupyterlite-core", "jupyterlite-pyodide-kernel"):
        assert locked[dist] == site_wheels.PINS[dist], dist


def test_the_package_imports_without_the_lock_reader():
    """The site's Python (Pyodide) has no `packaging`: only `skywidgets site` reads the lock."""
    code = "import skywidgets.cli, sys; print('skywidgets.lockfile' in sys.modules)"
    done = subprocess.run(["python3", "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.stdout.strip() == "False", done.stderr
