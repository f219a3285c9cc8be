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

import json
import sys
import tempfile
from importlib import metadata
from pathlib import Path
from typing import Any

from .core.files import install_folder
from .site_wheels import (
    PINS,
    ROOT,
    Log,
    SiteError,
    _quiet,
    _run,
    cache_dir,
    dependency_wheels,
    local_pyodide,
    lock_closure,
    skywidgets_wheel,
)

__all__ = ["INSTALL_CELL", "PINS", "START", "SiteError", "build_site", "lock_closure"]

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
        install_folder(staging, out)  # beside `out`, then renamed: never half a site
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
