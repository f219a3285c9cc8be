"""Fetching for `skywidgets site`: Pyodide at the pinned version and the piplite wheels.

Everything the site needs from PyPI and npm is downloaded here, into a cache kept between
builds (``$SKYWIDGETS_SITE_CACHE``, else ``~/.cache/skywidgets-site``); skywidgets.site lays
the site out from it.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable, Iterable
from importlib import metadata
from pathlib import Path
from typing import Any

#: The one place where the site's versions are pinned; they must move together
#: (tests/test_site.py checks them against pyproject.toml and the installed kernel).
PINS: dict[str, str] = {
    "jupyterlite-core": "0.8.6",
    "jupyterlite-pyodide-kernel": "0.8.6",
    # = jupyterlite_pyodide_kernel.constants.PYODIDE_VERSION of the kernel above
    "pyodide": "314.0.6",
}

#: The Python of that Pyodide (its lock's `info.python`): the lock's markers are read for it.
PYODIDE_PYTHON = "3.14.2"

#: What the Pyodide kernel loads from Pyodide's lock when it starts (their dependencies in the
#: lock come along). Every one is a pure-Python wheel, fetched from PyPI at the lock's version.
START_PACKAGES = ("micropip", "packaging", "ipython", "jedi", "typing-extensions")

#: skywidgets' own dependencies that Pyodide lacks: shipped as piplite wheels, at the versions
#: installed here (so the Python side matches the labextensions the build copies).
PIPLITE_PACKAGES = ("anywidget", "ipywidgets", "jupyterlab_widgets", "comm", "psygnal")

#: Pyodide files the site does not need (type stubs, sourcemaps, demo consoles).
PYODIDE_SKIP = re.compile(r".*\.(map|d\.ts|md|html)$")

ROOT = Path(__file__).resolve().parent.parent


class SiteError(Exception):
    """The site cannot be built; the message is one line for the command line."""


Log = Callable[[str], None]


def _quiet(_: str) -> None:
    pass


def cache_dir() -> Path:
    """Where downloads are kept between builds."""
    env = os.environ.get("SKYWIDGETS_SITE_CACHE")
    if env:
        return Path(env).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "skywidgets-site"


def _run(cmd: list[str], what: str, cwd: Path | None = None) -> None:
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
    if proc.returncode:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["no output"]
        raise SiteError(f"{what} failed: {tail[0]}")


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


# -- Pyodide -------------------------------------------------------------------------------
def fetch_pyodide(cache: Path, log: Log) -> Path:
    """The npm `pyodide` package at the pinned version, unpacked in the cache."""
    version = PINS["pyodide"]
    dest = cache / f"pyodide-{version}"
    if (dest / "pyodide-lock.json").is_file():
        return dest
    if not shutil.which("npm"):
        raise SiteError("npm is needed once to fetch Pyodide (apt-get install npm)")
    npm_dir = cache / "npm"
    npm_dir.mkdir(parents=True, exist_ok=True)
    tarball = npm_dir / f"pyodide-{version}.tgz"
    if not tarball.is_file():
        log(f"fetching pyodide@{version} from npm")
        _run(
            ["npm", "pack", f"pyodide@{version}", "--loglevel=error", "--pack-destination", "."],
            "npm pack pyodide",
            cwd=npm_dir,
        )
    tmp = Path(tempfile.mkdtemp(dir=cache))
    with tarfile.open(tarball) as tar:
        try:
            tar.extractall(tmp, filter="data")
        except TypeError:  # Python without extraction filters (before 3.10.12)
            tar.extractall(tmp)  # npm's own tarball
    (tmp / "package").rename(dest)
    shutil.rmtree(tmp)
    return dest


def lock_closure(lock: dict[str, Any], roots: Iterable[str]) -> list[str]:
    """The lock's names for `roots` and everything they depend on in the lock, sorted."""
    packages = lock["packages"]
    by_norm = {_norm(k): k for k in packages}
    todo = [by_norm[_norm(r)] for r in roots if _norm(r) in by_norm]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        todo.extend(by_norm[_norm(d)] for d in packages[name]["depends"] if _norm(d) in by_norm)
    return sorted(seen)


def pip_download(specs: list[str], dest: Path, log: Log) -> None:
    """Pure-Python wheels for Pyodide's Python, without their dependencies."""
    if not specs:
        return
    log("fetching from PyPI: " + " ".join(specs))
    dest.mkdir(parents=True, exist_ok=True)
    _run(
        [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:"]
        + ["--python-version", "3.14", "--platform", "any", "-d", str(dest), *specs],
        "pip download " + " ".join(specs),
    )


def _find_wheel(folder: Path, name: str, version: str) -> Path | None:
    for wheel in folder.glob("*.whl"):
        dist, ver = wheel.name.split("-")[:2]
        if _norm(dist) == _norm(name) and ver == version:
            return wheel
    return None


def local_pyodide(dest: Path, cache: Path, log: Log) -> list[str]:
    """Pyodide in `dest`: core files, start-up wheels, and a lock that lists only those.

    Returns the names of the lock's packages the site holds.
    """
    core = fetch_pyodide(cache, log)
    lock = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    names = lock_closure(lock, START_PACKAGES)
    wheels = cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    entries = {n: lock["packages"][n] for n in names}
    for name, entry in entries.items():
        if not entry["file_name"].endswith("-none-any.whl"):
            raise SiteError(f"{name} is not a pure-Python wheel in Pyodide's lock")
    missing = [
        f"{e['name']}=={e['version']}"
        for e in entries.values()
        if not _find_wheel(wheels, e["name"], e["version"])
    ]
    pip_download(missing, wheels, log)
    dest.mkdir(parents=True)
    for path in core.iterdir():
        if path.is_file() and not PYODIDE_SKIP.match(path.name) and path.name != "package.json":
            shutil.copy2(path, dest / path.name)
    for name, entry in entries.items():
        wheel = _find_wheel(wheels, entry["name"], entry["version"])
        if wheel is None:
            raise SiteError(f"PyPI has no pure-Python wheel of {name} {entry['version']}")
        shutil.copy2(wheel, dest / wheel.name)
        entry["file_name"] = wheel.name
        entry["sha256"] = _sha256(wheel)
    lock["packages"] = entries
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")
    return names


# -- piplite wheels ------------------------------------------------------------------------
def skywidgets_wheel(dest: Path, log: Log) -> Path:
    """Build the skywidgets wheel from this checkout."""
    if not (ROOT / "pyproject.toml").is_file():
        raise SiteError("skywidgets site builds from a source checkout (pyproject.toml missing)")
    log("building the skywidgets wheel")
    cmd = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(dest), str(ROOT)]
    try:
        import hatchling  # noqa: F401

        cmd.insert(5, "--no-build-isolation")
    except ImportError:
        pass
    _run(cmd, "building the skywidgets wheel")
    found = sorted(dest.glob("skywidgets-*.whl"))
    if not found:
        raise SiteError("building the skywidgets wheel gave no wheel")
    return found[-1]


def piplite_versions() -> dict[str, str]:
    """The versions of the piplite wheels: the lock's pins for Pyodide's Python.

    The labextensions the site copies come from the packages installed here, so those must be
    the lock's versions too (`pip install -e '.[site]' -c requirements/lock.txt`).
    """
    from . import lockfile  # only a source checkout has the lock (and `packaging`)

    env = lockfile.environment(PYODIDE_PYTHON, "emscripten", "wasm32")
    try:
        locked = lockfile.versions(env)
    except lockfile.LockError as exc:
        raise SiteError(str(exc)) from None
    pins = {}
    for name in PIPLITE_PACKAGES:
        version = locked.get(lockfile.canonicalize_name(name))
        if version is None:
            raise SiteError(f"{name} is not in requirements/lock.txt: run bash scripts/lock")
        try:
            have = metadata.version(name)
        except metadata.PackageNotFoundError:
            raise SiteError(f"{name} is not installed here (pip install skywidgets)") from None
        if have != version:
            raise SiteError(
                f"{name} {have} is installed, the lock pins {version}: "
                "pip install -e '.[site]' -c requirements/lock.txt"
            )
        pins[name] = version
    return pins


def dependency_wheels(dest: Path, cache: Path, log: Log) -> list[Path]:
    """anywidget, ipywidgets & co. at the lock's versions, as pure-Python wheels."""
    wheels = cache / "wheels"
    pins = piplite_versions()
    missing = [f"{n}=={v}" for n, v in pins.items() if not _find_wheel(wheels, n, v)]
    pip_download(missing, wheels, log)
    out = []
    for name, version in pins.items():
        wheel = _find_wheel(wheels, name, version)
        if wheel is None:
            raise SiteError(f"PyPI has no pure-Python wheel of {name} {version}")
        shutil.copy2(wheel, dest / wheel.name)
        out.append(dest / wheel.name)
    return out
