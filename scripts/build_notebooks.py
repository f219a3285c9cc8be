"""Build the tutorial notebooks from their jupytext sources and execute them.

Usage: python scripts/build_notebooks.py [NAME ...]   (default: every notebooks/src/*.py)

Each tutorial is a jupytext pair: `notebooks/src/NAME.py` (percent format, the file to edit
and review) and `notebooks/NAME.ipynb` (executed, outputs stored, compared by nbval). This
reads the source with jupytext, runs it with nbclient in `notebooks/` and writes the
notebook; `tests/test_notebook_sources.py` fails when the two disagree.

Each board output is saved with its picture (`image/svg+xml`, drawn by the board's own
front end in a headless Chromium: skywidgets.widgets.picture), so GitHub, nbviewer and
`nbconvert --to html` show the position; the notebook keeps no `widgets` metadata.
"""

from __future__ import annotations

import sys
from pathlib import Path

import jupytext
import nbformat

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's skywidgets, whatever is installed

from skywidgets.widgets.picture import execute  # noqa: E402

SRC = ROOT / "notebooks" / "src"
PAIRING = {
    "formats": "ipynb,src//py:percent",
    "notebook_metadata_filter": "-all",
    "cell_metadata_filter": "-all",
}


def read_source(name: str) -> nbformat.NotebookNode:
    """The notebook described by `notebooks/src/NAME.py`, paired and with stable cell ids."""
    nb = jupytext.read(SRC / f"{name}.py", fmt="py:percent")
    nb.metadata = {
        "jupytext": dict(PAIRING),
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
        "language_info": {"name": "python"},
    }
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"{name[:20]}-{i}"
        cell.metadata = {}
    return nb


def build(name: str) -> Path:
    """Execute one source and write notebooks/NAME.ipynb."""
    nb = read_source(name)
    execute(nb, ROOT / "notebooks", timeout=600)  # runs it, then draws each board's picture
    tidy(nb)
    out = ROOT / "notebooks" / f"{name}.ipynb"
    nbformat.write(nb, out)
    return out


def tidy(nb: nbformat.NotebookNode) -> None:
    """Drop execution timestamps and join split stream outputs, so rebuilds diff cleanly."""
    nb.metadata["language_info"] = {"name": "python"}
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        joined: list[nbformat.NotebookNode] = []
        for output in cell.outputs:
            if (
                output.output_type == "stream"
                and joined
                and joined[-1].output_type == "stream"
                and joined[-1].name == output.name
            ):
                joined[-1].text += output.text
            else:
                joined.append(output)
        cell.outputs = joined


def main(argv: list[str]) -> int:
    """Build the named notebooks (or all)."""
    names = argv or sorted(p.stem for p in SRC.glob("*.py"))
    for name in names:
        print("built", build(name).relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
