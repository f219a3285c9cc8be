"""`skywidgets site`: a JupyterLite site of the tutorials that runs with no server and no CDN.

The site holds the five tutorials and one "play" notebook per game under `files/`, the
skywidgets wheel and its pure-Python dependencies as piplite wheels, and its own Pyodide: the
npm `pyodide` package at exactly the version the Pyodide kernel expects, with the kernel's
start-up wheels fetched from PyPI (their sha256 rewritten in Pyodide's lock). Building needs
PyPI and npm; the built folder needs nothing but a static file server.

Downloads are cached (``$SKYWIDGETS_SITE_CACHE``, else ``~/.cache/skywidgets-site``), so a
second build works offline. See docs/site.md.
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

#: What the Pyodide kernel loads from Pyodide's lock when it starts (their dependencies in the
#: lock come along). Every one is a pure-Python wheel, fetched from PyPI at the lock's version.
START_PACKAGES = ("micropip", "packaging", "ipython", "jedi", "typing-extensions")

#: skywidgets' own dependencies that Pyodide lacks: shipped as piplite wheels, at the versions
#: installed here (so the Python side matches the labextensions the build copies).
PIPLITE_PACKAGES = ("anywidget", "ipywidgets", "jupyterlab_widgets", "comm", "psygnal")

#: The notebook the site opens on.
START = "00_start_here.ipynb"

#: The first code cell of every tutorial: installs skywidgets under Pyodide, nothing elsewhere.
INSTALL_CELL = (
    "import sys\n"
    "\n"
    'if sys.platform == "emscripten":  # in the browser (JupyterLite): install skywidgets first\n'
    "    import piplite\n"
    "\n"
    '    await piplite.install("skywidgets")'
)

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


def check_tools() -> None:
    """The pinned jupyterlite-core and Pyodide kernel are installed, and agree with PINS."""
    hint = "pip install 'skywidgets[site]'"
    for dist in ("jupyterlite-core", "jupyterlite-pyodide-kernel"):
        try:
            have = metadata.version(dist)
        except metadata.PackageNotFoundError:
            raise SiteError(f"{dist} is not installed: {hint}") from None
        if have != PINS[dist]:
            raise SiteError(f"{dist} {have} is installed, the site needs {PINS[dist]}: {hint}")
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    if PINS["pyodide"] != PYODIDE_VERSION:
        raise SiteError(
            f"the Pyodide kernel expects Pyodide {PYODIDE_VERSION}, PINS say {PINS['pyodide']}"
        )
    try:
        metadata.version("jupyter_server")
    except metadata.PackageNotFoundError:
        raise SiteError(f"jupyter_server is not installed (the build needs it): {hint}") from None


def check_out(out: Path) -> None:
    """`out` may be a new folder, an empty one, or an earlier site (which is replaced)."""
    if out.exists() and not out.is_dir():
        raise SiteError(f"--out {out}: that is a file, not a folder")
    if out.is_dir() and any(out.iterdir()) and not (out / "jupyter-lite.json").is_file():
        raise SiteError(f"--out {out}: the folder is not empty and holds no earlier site")
    if out.resolve() in (ROOT, Path.home().resolve(), Path("/")):
        raise SiteError(f"--out {out}: choose a folder of its own")


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


def dependency_wheels(dest: Path, cache: Path, log: Log) -> list[Path]:
    """anywidget, ipywidgets & co. at the versions installed here, as pure-Python wheels."""
    wheels = cache / "wheels"
    pins = {}
    for name in PIPLITE_PACKAGES:
        try:
            pins[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            raise SiteError(f"{name} is not installed here (pip install skywidgets)") from None
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


# -- notebooks -----------------------------------------------------------------------------
def strip_outputs(nb: dict[str, Any]) -> dict[str, Any]:
    """A notebook without stored outputs or widget state (no stale boards)."""
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    nb.get("metadata", {}).pop("widgets", None)
    return nb


def _cell(kind: str, source: str, ident: str) -> dict[str, Any]:
    cell: dict[str, Any] = {"cell_type": kind, "id": ident, "metadata": {}, "source": source}
    if kind == "code":
        cell.update(outputs=[], execution_count=None)
    return cell


def play_notebook(game: str) -> dict[str, Any]:
    """One board of `game`, ready to play."""
    from .core import get

    title = get(game).title
    cells = [
        _cell("markdown", f"# Play {title}\nRun the cells, then click on the board.", "play-0"),
        _cell("code", INSTALL_CELL, "play-1"),
        _cell(
            "code",
            "from skywidgets.widgets import board\n\n"
            f'board = board("{game}", players=["you", "friend"], seed=1)\nboard',
            "play-2",
        ),
    ]
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {"name": "python", "display_name": "Python (Pyodide)"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def write_files(files: Path, log: Log) -> list[str]:
    """The tutorials (outputs stripped) and the play notebooks; returns their site paths."""
    from .core import available

    src = ROOT / "notebooks"
    if not (src / START).is_file():
        src = Path(__file__).resolve().parent / "tutorials"
    files.mkdir(parents=True)
    written = []
    for path in sorted(src.glob("*.ipynb")):
        nb = strip_outputs(json.loads(path.read_text(encoding="utf-8")))
        (files / path.name).write_text(json.dumps(nb, indent=1), encoding="utf-8")
        written.append(path.name)
    if START not in written:
        raise SiteError(f"the tutorials are missing ({START} not found)")
    (files / "play").mkdir()
    for game in available():
        name = f"play/{game}.ipynb"
        (files / name).write_text(json.dumps(play_notebook(game), indent=1), encoding="utf-8")
        written.append(name)
    log(f"{len(written)} notebooks")
    return written


# -- the build -----------------------------------------------------------------------------
#: The site's front page: straight to the start tutorial. JupyterLite's apps read the config
#: script of every parent folder's index.html, so it keeps an (empty) one.
REDIRECT = """<!doctype html>
<html><head><meta charset="utf-8"><title>skywidgets tutorials</title>
<meta http-equiv="refresh" content="0; url=lab/index.html?path={start}">
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
</head><body><a href="lab/index.html?path={start}">Open the skywidgets tutorials</a>
</body></html>
"""


def lite_config() -> dict[str, Any]:
    """jupyter-lite.json for the site: local Pyodide only, never PyPI."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "skywidgets tutorials",
            # window.jupyterapp, as `jupyter lab --LabApp.expose_app_in_browser`: the tests
            # drive the notebooks through it
            "exposeAppInBrowser": "true",
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {"disablePyPIFallback": True}
            },
        },
    }


def build_site(out: Path, log: Log = _quiet) -> dict[str, Any]:
    """Build the site into `out` (replacing an earlier site there); return a summary."""
    out = Path(out)
    check_out(out)
    check_tools()
    cache = cache_dir()
    try:
        cache.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SiteError(f"cannot create the cache {cache} ({exc.strerror})") from None
    with tempfile.TemporaryDirectory(prefix="skywidgets-site-") as tmp:
        lite = Path(tmp) / "lite"
        lite.mkdir()
        names = local_pyodide(lite / "static" / "pyodide", cache, log)
        wheels = Path(tmp) / "wheels"
        wheels.mkdir()
        piplite = [skywidgets_wheel(wheels, log), *dependency_wheels(wheels, cache, log)]
        notebooks = write_files(lite / "files", log)
        (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=1))
        staging = Path(tmp) / "out"
        cmd = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite)]
        cmd += ["--output-dir", str(staging), "--contents", str(lite / "files")]
        cmd += ["--apps", "lab", "--no-sourcemaps", "--no-unused-shared-packages"]
        for wheel in piplite:
            cmd += ["--piplite-wheels", str(wheel)]
        log("running jupyter lite build")
        _run(cmd, "jupyter lite build", cwd=lite)
        (staging / "index.html").write_text(REDIRECT.format(start=START), encoding="utf-8")
        for junk in staging.glob(".jupyterlite.doit.db*"):
            junk.unlink()
        if out.exists():
            shutil.rmtree(out)
        shutil.copytree(staging, out)
    files = [p for p in out.rglob("*") if p.is_file()]
    summary = {
        "out": str(out),
        "files": len(files),
        "bytes": sum(p.stat().st_size for p in files),
        "notebooks": notebooks,
        "pyodide_packages": names,
        "piplite_wheels": [p.name for p in piplite],
    }
    return summary
