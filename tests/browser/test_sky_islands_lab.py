"""Merchants of Sky Islands in real JupyterLab: run the notebooks, play by clicking."""

from __future__ import annotations

import pytest
from browserkit import driven_board, select

pytestmark = pytest.mark.browser


def _board(nb):
    """The notebook's board `board` (10_sky_islands shows a walkthrough board above it), once it
    has rendered."""
    return driven_board(nb.page, nb.python, "[data-testid=sky-board]")


def _place_by_clicking(nb, app):
    """Select a hand tile, turn it until a cell is highlighted, click that cell."""
    select(app, "[data-testid^=hand-tile-]", "[data-testid^=hand-tile-].sw-selected")
    for _ in range(4):
        legal = app.locator(".sw-si-legal")
        if legal.count():
            break
        app.locator("[data-testid=rotate-tile]").click()
    assert legal.count() > 0, "no highlighted cell for the selected tile"
    target = legal.first.get_attribute("data-testid")
    legal.first.click()
    return target


def test_start_here_runs_and_a_tile_is_placed_by_clicking(open_notebook):
    nb = open_notebook("00_start_here.ipynb")
    app = _board(nb)
    # the notebook shows play, undo and redo on its first board: start again from the setup
    nb.python("board.goto(0)")
    app.locator("[data-testid=log-entry-0][aria-current=step]").wait_for(timeout=30_000)
    assert nb.python("print(board.game.step)").strip() == "0"
    _place_by_clicking(nb, app)
    nb.wait_python("print(board.game.step)", "1")
    out = nb.python("print(board.game.step, board.game.history[-1].to_json()['type'])").split()
    assert out == ["1", "place_tile"], out
    app.locator("[data-testid=log-entry-1]").wait_for(timeout=30_000)
    nb.screenshot("placed")
    # undo from the toolbar goes back in Python too
    app.locator("[data-testid=btn-undo]").click()
    assert nb.wait_python("print(board.game.step)", "0") == "0"
    # a click on a cell where the tile does not fit is explained with the rule; nothing changes
    app.locator("[data-testid^=hand-tile-]").first.click()
    illegal = app.locator("g.sw-si-cell:not(.sw-si-legal)[data-testid^=cell-]").first
    illegal.click()
    banner = app.locator("[data-testid=error-rule]")
    banner.wait_for(timeout=30_000)
    assert "Sky Islands" in banner.inner_text()
    assert nb.python("print(board.game.step)").strip() == "0"
    assert not nb.errors, nb.errors


def test_tutorial_runs_then_place_and_build_by_clicking(open_notebook):
    nb = open_notebook("10_sky_islands.ipynb")
    app = _board(nb)
    start = int(nb.python("print(board.game.step)"))
    assert nb.python("print(board.game.state.phase_id)").strip() == "place"
    _place_by_clicking(nb, app)
    assert int(nb.wait_python("print(board.game.step)", str(start + 1))) == start + 1
    assert nb.python("print(board.game.state.phase_id)").strip() == "build"
    app.locator(f"[data-testid=log-entry-{start + 1}]").wait_for(timeout=30_000)
    houses = int(nb.python("print(len(board.game.view(None)['tiles'][0]['buildings']))"))
    app.locator("[data-testid=region-0-0-0]").click()
    # one legal build there is built on the first click; several are offered
    if app.locator("[data-testid=offer-house]").count():
        app.locator("[data-testid=offer-house]").click()
    assert int(nb.wait_python("print(board.game.step)", str(start + 2))) == start + 2
    last = nb.python(
        "a = board.game.history[-1].to_json()\nprint(a['type'], a['building'], a['x'], a['y'])"
    )
    assert last.split() == ["build", "house", "0", "0"]
    built = nb.python("print(len(board.game.view(None)['tiles'][0]['buildings']))")
    assert int(built) == houses + 1
    app.locator(f"[data-testid=log-entry-{start + 2}]").wait_for(timeout=30_000)
    shot = nb.screenshot("built")
    assert shot.stat().st_size > 10_000
    assert not nb.errors, nb.errors
