"""Build the tutorial notebooks from their percent-format sources and execute them.

Usage: python scripts/build_notebooks.py [NAME ...]   (default: every notebooks/src/*.py)

A source is plain Python with cells separated by `# %%` lines; `# %% [markdown]` starts a
markdown cell whose lines are `# `-prefixed. The executed notebook (outputs included, which
nbval then compares) is written to notebooks/NAME.ipynb.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbconvert.preprocessors import ExecutePreprocessor

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "notebooks" / "src"


def parse(text: str) -> nbformat.NotebookNode:
    """Turn percent-format text into a notebook."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    kind, lines = None, []

    def flush():
        if kind is None:
            return
        body = "\n".join(lines).strip("\n")
        if kind == "markdown":
            body = "\n".join(l[2:] if l.startswith("# ") else l.lstrip("#")
                             for l in body.splitlines())
            nb.cells.append(nbformat.v4.new_markdown_cell(body))
        elif body:
            nb.cells.append(nbformat.v4.new_code_cell(body))

    for line in text.splitlines():
        if line.startswith("# %%"):
            flush()
            kind, lines = ("markdown" if "[markdown]" in line else "code"), []
        else:
            lines.append(line)
    flush()
    return nb


def build(name: str) -> Path:
    """Execute one source and write notebooks/NAME.ipynb."""
    nb = parse((SRC / f"{name}.py").read_text(encoding="utf-8"))
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"{name[:20]}-{i}"
    ExecutePreprocessor(timeout=600, kernel_name="python3", store_widget_state=False).preprocess(
        nb, {"metadata": {"path": str(ROOT / "notebooks")}})
    tidy(nb)
    out = ROOT / "notebooks" / f"{name}.ipynb"
    nbformat.write(nb, out)
    return out


def tidy(nb: nbformat.NotebookNode) -> None:
    """Drop execution timestamps and join split stream outputs, so rebuilds diff cleanly."""
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        joined: list = []
        for output in cell.outputs:
            if (output.output_type == "stream" and joined
                    and joined[-1].output_type == "stream" and joined[-1].name == output.name):
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
