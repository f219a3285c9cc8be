"""`skywidgets site` without a browser: pinned versions agree, one-line errors, the pieces."""

from __future__ import annotations

import json
import re
from importlib import metadata
from pathlib import Path

import pytest

from skywidgets import cli
from skywidgets.site import INSTALL_CELL, PINS, lock_closure, play_notebook, strip_outputs

ROOT = Path(__file__).resolve().parents[1]


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


def test_start_tutorial_begins_with_the_install_cell():
    source = (ROOT / "notebooks" / "src" / "00_start_here.py").read_text(encoding="utf-8")
    cells = [c.strip() for c in source.split("# %%")[1:] if not c.startswith(" [markdown]")]
    assert cells[0] == INSTALL_CELL
    nb = json.loads((ROOT / "notebooks" / "00_start_here.ipynb").read_text(encoding="utf-8"))
    first = next(c for c in nb["cells"] if c["cell_type"] == "code")
    assert "".join(first["source"]) == INSTALL_CELL
    assert first["outputs"] == []  # under CPython it prints nothing


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


def test_play_notebook_installs_then_shows_one_board():
    nb = play_notebook("sky_towers")
    code = [c["source"] for c in nb["cells"] if c["cell_type"] == "code"]
    assert code[0] == INSTALL_CELL
    assert 'board("sky_towers"' in code[1]


def test_strip_outputs_drops_outputs_and_widget_state():
    nb = {
        "cells": [{"cell_type": "code", "outputs": [{"x": 1}], "execution_count": 3}],
        "metadata": {"widgets": {"state": {}}},
    }
    assert strip_outputs(nb) == {
        "cells": [{"cell_type": "code", "outputs": [], "execution_count": None}],
        "metadata": {},
    }
