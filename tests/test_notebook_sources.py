"""Each tutorial notebook is the jupytext pair of its `notebooks/src/*.py` source."""

from __future__ import annotations

import pathlib

import jupytext
import nbformat
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
SOURCES = sorted((ROOT / "notebooks" / "src").glob("*.py"))


def test_every_notebook_has_a_source_and_every_source_a_notebook():
    notebooks = {p.stem for p in (ROOT / "notebooks").glob("*.ipynb")}
    assert notebooks == {p.stem for p in SOURCES}


@pytest.mark.parametrize("source", SOURCES, ids=[p.stem for p in SOURCES])
def test_notebook_and_source_agree(source):
    """Rebuild with `python scripts/build_notebooks.py NAME` after editing the source."""
    paired = jupytext.read(source, fmt="py:percent")
    stored = nbformat.read(ROOT / "notebooks" / f"{source.stem}.ipynb", as_version=4)
    assert stored.metadata.get("jupytext", {}).get("formats") == "ipynb,src//py:percent"
    want = [(c.cell_type, c.source) for c in paired.cells]
    have = [(c.cell_type, c.source) for c in stored.cells]
    assert have == want, f"notebooks/{source.stem}.ipynb is stale: run scripts/build_notebooks.py"
