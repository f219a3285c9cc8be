"""`skywidgets site` without a browser: pinned versions agree, one-line errors, the pieces."""

from __future__ import annotations

import ast
import asyncio
import concurrent.futures
import inspect
import json
import re
from importlib import metadata
from pathlib import Path

import pytest

from skywidgets import cli
from skywidgets.core import available
from skywidgets.site import (
    INSTALL_CELL,
    PINS,
    REDIRECT,
    START,
    lite_config,
    lock_closure,
    play_notebook,
    strip_outputs,
    write_files,
)

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted((ROOT / "notebooks" / "src").glob("*.py"))


def site_extra() -> dict[str, str]:
    """The `==` pins of pyproject.toml's `site` extra."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    block = re.search(r"^site = \[(.*?)^\]", text, re.S | re.M)
    assert block, "pyproject.toml has no `site` extra"
    return dict(re.findall(r'"([A-Za-z0-9_.-]+)==([^"]+)"', block.group(1)))


def test_pyproject_pins_the_site_tools_as_site_py_does():
    pins = site_extra()
    assert pins == {k: v for k, v in PINS.items() if k != "pyodide"}
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    test_extra = re.search(r"^test = \[(.*?)^\]", text, re.S | re.M)
    assert test_extra and '"skywidgets[site]"' in test_extra.group(1)


def test_installed_kernel_expects_the_pinned_pyodide():
    for dist in ("jupyterlite-core", "jupyterlite-pyodide-kernel"):
        assert metadata.version(dist) == PINS[dist], dist
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    assert PINS["pyodide"] == PYODIDE_VERSION


@pytest.mark.parametrize("source", SOURCES, ids=[p.stem for p in SOURCES])
def test_every_tutorial_begins_with_the_install_cell(source):
    """The site serves the tutorials unchanged: each installs skywidgets itself under Pyodide."""
    text = source.read_text(encoding="utf-8")
    cells = [c.strip() for c in text.split("# %%")[1:] if not c.startswith(" [markdown]")]
    assert cells[0] == INSTALL_CELL
    nb = json.loads((ROOT / "notebooks" / f"{source.stem}.ipynb").read_text(encoding="utf-8"))
    first = next(c for c in nb["cells"] if c["cell_type"] == "code")
    assert "".join(first["source"]) == INSTALL_CELL
    assert first["outputs"] == []  # under CPython it prints nothing


def test_install_cell_runs_as_a_notebook_cell_and_does_nothing_under_cpython():
    code = compile(INSTALL_CELL, "<install>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    scope: dict[str, object] = {}
    result = eval(code, scope)  # a coroutine, as IPython runs a cell with a top-level await
    if inspect.iscoroutine(result):  # its own loop in a thread: another test may leave one running
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, result).result()
    assert "piplite" not in scope


def test_site_files_are_the_tutorials_and_one_play_notebook_per_game(tmp_path):
    files = tmp_path / "files"
    written = write_files(files, lambda _: None)
    tutorials = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    plays = sorted(f"play/{game}.ipynb" for game in available())
    assert sorted(written) == sorted(tutorials + plays)
    assert len(plays) >= 4 and START in tutorials
    for name in tutorials:  # exactly the tutorials, without stored outputs or widget state
        nb = json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))
        assert json.loads((files / name).read_text(encoding="utf-8")) == strip_outputs(nb)
    for name in plays:
        nb = json.loads((files / name).read_text(encoding="utf-8"))
        assert nb["cells"][1]["source"] == INSTALL_CELL


@pytest.mark.parametrize("game", available())
def test_play_notebook_shows_a_board_of_its_game(game):
    nb = play_notebook(game)
    code = [c["source"] for c in nb["cells"] if c["cell_type"] == "code"]
    assert code[0] == INSTALL_CELL
    assert len(code) == 2
    scope: dict[str, object] = {}
    exec(code[1], scope)  # the board cell, under CPython
    board = scope["board"]
    assert board.game.ruleset.name == game  # type: ignore[attr-defined]
    assert board.game.legal()  # type: ignore[attr-defined]


def test_site_opens_on_the_start_tutorial_and_never_reaches_pypi():
    assert START == "00_start_here.ipynb"
    assert f"url=lab/index.html?path={START}" in REDIRECT.format(start=START)
    kernel = lite_config()["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"
    ]
    assert kernel == {"disablePyPIFallback": True}


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ("file", "that is a file, not a folder"),
        ("full", "not empty and holds no earlier site"),
    ],
)
def test_site_command_refuses_a_bad_out_in_one_line(tmp_path, capsys, setup, message):
    out = tmp_path / "out"
    if setup == "file":
        out.write_text("x")
    else:
        out.mkdir()
        (out / "notes.txt").write_text("mine")
    assert cli.main(["site", "--out", str(out)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("skywidgets site: error: --out ") and message in err
    assert len(err.splitlines()) == 1
    assert out.exists()  # nothing of the user's is removed


def test_lock_closure_follows_dependencies():
    lock = {
        "packages": {
            "ipython": {"depends": ["traitlets", "prompt_toolkit"]},
            "traitlets": {"depends": []},
            "prompt-toolkit": {"depends": ["wcwidth"]},
            "wcwidth": {"depends": []},
            "numpy": {"depends": []},
        }
    }
    names = lock_closure(lock, ["IPython", "not-in-lock"])
    assert names == ["ipython", "prompt-toolkit", "traitlets", "wcwidth"]


def test_strip_outputs_drops_outputs_and_widget_state():
    nb = {
        "cells": [{"cell_type": "code", "outputs": [{"x": 1}], "execution_count": 3}],
        "metadata": {"widgets": {"state": {}}},
    }
    assert strip_outputs(nb) == {
        "cells": [{"cell_type": "code", "outputs": [], "execution_count": None}],
        "metadata": {},
    }
