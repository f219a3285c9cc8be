"""A picture next to every board (issue 32, item 5), on a notebook of this test's own.

The notebook is executed as scripts/build_notebooks.py executes a tutorial
(`skywidgets.widgets.picture.execute`: nbclient, then each board's own bundle draws its
picture in headless Chromium). Checked: every board output keeps its live view and gains a
drawn `image/svg+xml` (pure SVG: no script, no foreignObject, no URL) and `text/plain` with the
turn and the scores; the notebook has no `widgets` metadata (valid for GitHub); a seat view's
picture shows nothing that seat may not see; `jupyter nbconvert --to html` shows every picture;
nbval passes on the saved notebook (the drawing is sanitized, tests/nbval_sanitize.cfg).
"""

from __future__ import annotations

import base64
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from browserkit import ARTIFACTS, ROOT

from skywidgets.widgets import SkyIslandsBoard
from skywidgets.widgets.picture import MARK, PICTURE_MIME, WIDGET_MIME, execute, is_board_output

pytestmark = pytest.mark.browser

CELLS = [
    "from skywidgets.widgets import (SkyIslandsBoard, SkyTowersTable, TradersBoard,\n"
    "    MerchantsSeasMap, TerraMysticaMap)\n"
    "b = SkyIslandsBoard(players=['ann', 'bob'], seed=0)\nb",
    "SkyIslandsBoard(game=b.game, seat=1)",
    "b.play(0)\nb",
    "towers = SkyTowersTable(players=['ann', 'bob', 'cy'], seed=1)\ntowers",
    "SkyTowersTable(game=towers.game, seat=2)",
    "TradersBoard(players=['ann', 'bob'], seed=0)",
    "MerchantsSeasMap(players=['ann', 'bob'], seed=0)",
    "TerraMysticaMap(players=['ann', 'bob'], seed=0)",
    "print('not a board')",
]
SVG = "{http://www.w3.org/2000/svg}"
BOARDS = 8  # board outputs in CELLS


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Iterator[Path]:
    """The notebook executed and saved with its pictures."""
    folder = tmp_path_factory.mktemp("pictures")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(src) for src in CELLS]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    before = os.environ.get("PYTHONPATH")
    # the kernels (this build's, nbval's) import this checkout's skywidgets
    os.environ["PYTHONPATH"] = os.pathsep.join(p for p in [str(ROOT), before] if p)
    try:
        assert execute(nb, folder, timeout=300) == BOARDS
        path = folder / "pictures.ipynb"
        nbformat.write(nb, path)
        yield path
    finally:
        if before is None:
            os.environ.pop("PYTHONPATH", None)
        else:
            os.environ["PYTHONPATH"] = before


def board_outputs(nb):
    return [
        o for cell in nb.cells for o in cell.get("outputs", []) if WIDGET_MIME in o.get("data", {})
    ]


def test_every_board_output_has_its_drawn_picture(built):
    nb = nbformat.read(built, as_version=4)
    outs = board_outputs(nb)
    assert len(outs) == BOARDS
    assert "widgets" not in nb.metadata  # absent, so GitHub's renderer accepts the notebook
    shots = ARTIFACTS / "pictures"
    shots.mkdir(parents=True, exist_ok=True)
    for i, out in enumerate(outs):
        assert is_board_output(out)
        svg = out["data"][PICTURE_MIME]
        assert f'{MARK}="drawn"' in svg, out["data"]["text/plain"]
        root = ET.fromstring(svg)  # well-formed XML
        assert root.tag == f"{SVG}svg"
        tags = {el.tag for el in root.iter()}
        assert f"{SVG}script" not in tags and f"{SVG}foreignObject" not in tags
        assert not re.search(r"https?://(?!www\.w3\.org/)", svg)
        assert float(root.get("width")) >= 300 and float(root.get("height")) >= 200
        assert len(tags) >= 3 and len(svg) > 5000, "the picture holds a drawing"
        text = out["data"]["text/plain"].splitlines()
        assert text[0].startswith("<") and "Scores: ann" in text[-1]
        (shots / f"picture-{i}.svg").write_text(svg, encoding="utf-8")


def test_a_seat_view_picture_hides_the_other_hands(built):
    nb = nbformat.read(built, as_version=4)
    teacher, bob = (o["data"][PICTURE_MIME] for o in board_outputs(nb)[:2])
    hands = SkyIslandsBoard(players=["ann", "bob"], seed=0).view["hands"]
    ann_tiles = [tile["id"] for tile in hands[0]]
    bob_tiles = [tile["id"] for tile in hands[1]]
    for tile in ann_tiles + bob_tiles:
        assert f">tile {tile}<" in teacher  # the teacher sees both hands
    for tile in bob_tiles:
        assert f">tile {tile}<" in bob
    for tile in ann_tiles:
        assert f">tile {tile}<" not in bob and f"hand-tile-{tile}" not in bob
    assert "You are bob; waiting for ann" in bob
    # Sky Towers: the teacher sees the deck's order and every hand; cy's view neither
    teacher, cy = (o["data"][PICTURE_MIME] for o in board_outputs(nb)[3:5])
    assert "top first" in teacher and "hidden cards" not in teacher
    assert "top first" not in cy and "hidden cards" in cy


def test_nbconvert_html_shows_every_picture(built):
    html = subprocess.run(
        [sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", "--stdout", str(built)],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    ).stdout
    shown = [
        base64.b64decode(data).decode("utf-8")
        for data in re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', html)
    ]
    assert sum(f'{MARK}="drawn"' in svg for svg in shown) == BOARDS


def test_nbval_passes_on_the_saved_notebook(built):
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--nbval",
            "--nbval-current-env",
            "--nbval-sanitize-with",
            "tests/nbval_sanitize.cfg",
            str(built),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:]
