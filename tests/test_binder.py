"""The Binder configuration: pins equal to what CI tested, and repo2docker's build plan.

Binder itself cannot be reached from here, so repo2docker (what Binder runs) is asked for the
Dockerfile it would build (`--no-build --debug`), and that plan is checked: the Python CI runs,
`binder/requirements.txt` installed, `binder/postBuild` run.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from skywidgets import lockfile

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"


def pins() -> dict[str, str]:
    """binder/requirements.txt as {package: version}; every requirement must be pinned."""
    found: dict[str, str] = {}
    for number, line in enumerate((BINDER / "requirements.txt").read_text().splitlines(), 1):
        line = line.split("#")[0].strip()
        if not line:
            continue
        match = re.fullmatch(r"([A-Za-z0-9_.\-]+)==([0-9][A-Za-z0-9.]*)", line)
        assert match, f"binder/requirements.txt line {number}: {line!r} is not NAME==VERSION"
        found[match[1].lower()] = match[2]
    return found


def test_every_binder_pin_is_the_locks_pin_for_binders_python():
    """Binder runs what CI tested: binder/requirements.txt is the lock at Binder's Python.

    Two files are compared, never the installed versions with a pin, so an upstream release
    changes nothing until `scripts/lock --upgrade` moves both files together.
    """
    found = pins()
    assert {"jupyterlab", "anywidget", "ipywidgets", "traitlets", "voila"} <= set(found)
    runtime = (BINDER / "runtime.txt").read_text().strip().removeprefix("python-")
    locked = lockfile.versions(lockfile.environment(runtime))
    for name, version in found.items():
        name = lockfile.canonicalize_name(name)
        assert name in locked, f"{name} is pinned for Binder but not in requirements/lock.txt"
        assert locked[name] == version, (
            f"binder/requirements.txt pins {name}=={version}, requirements/lock.txt "
            f"{locked[name]}: run bash scripts/lock"
        )


def test_binder_pins_the_whole_closure_of_what_it_installs():
    """Every package Binder installs before postBuild is pinned, not only the top level."""
    runtime = (BINDER / "runtime.txt").read_text().strip().removeprefix("python-")
    tops = [
        line.split("#")[0].strip()
        for line in (BINDER / "requirements.in").read_text().splitlines()
        if line.split("#")[0].strip()
    ]
    needed = lockfile.closure(tops, lockfile.environment(runtime))
    assert set(needed) <= {lockfile.canonicalize_name(n) for n in pins()}


def test_binder_runs_the_python_ci_runs():
    """binder/runtime.txt names this interpreter's major.minor (repo2docker's default differs)."""
    text = (BINDER / "runtime.txt").read_text().strip()
    assert text == f"python-{sys.version_info.major}.{sys.version_info.minor}"


def test_postbuild_installs_the_package_and_stops_on_errors():
    """Binder reads only binder/: postBuild must install the package, and fail loudly."""
    lines = [line.strip() for line in (BINDER / "postBuild").read_text().splitlines()]
    assert lines[0].startswith("#!") and "pip install ." in lines, "postBuild must install ."
    assert "set -e" in lines[: lines.index("pip install .")], "set -e must come before the install"
    assert (BINDER / "postBuild").stat().st_mode & 0o111, "postBuild must be executable"


def repo2docker_plan(tmp_path: Path) -> str:
    """The Dockerfile repo2docker would build for a copy of the repository's Binder files."""
    exe = shutil.which("repo2docker")
    if exe is None:
        pytest.fail("repo2docker is not installed: pip install -e '.[test]'")
    repo = tmp_path / "repo"
    shutil.copytree(BINDER, repo / "binder")
    shutil.copy(ROOT / "pyproject.toml", repo / "pyproject.toml")
    done = subprocess.run(
        [exe, "--no-build", "--no-run", "--debug", str(repo)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout + done.stderr


def test_repo2docker_would_install_the_requirements_and_run_postbuild(tmp_path):
    """The generated Dockerfile: CI's Python, the pinned requirements, then postBuild."""
    plan = repo2docker_plan(tmp_path)
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    assert f"python={version}" in plan, "repo2docker did not take binder/runtime.txt"
    install = plan.find('pip install --no-cache-dir -r "binder/requirements.txt"')
    post = plan.find("RUN ./binder/postBuild")
    assert install >= 0, "the Dockerfile does not install binder/requirements.txt"
    assert post > install, "the Dockerfile does not run binder/postBuild after the requirements"
