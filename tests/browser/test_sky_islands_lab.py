"""Merchants of Sky Islands in real JupyterLab: run the notebooks, play by clicking."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def _board(page):
    """The first Sky Islands board on the page, once it has rendered."""
    board = page.locator("[data-testid=sky-board]").first
    board.wait_for(timeout=60_000)
    return page.locator("[data-testid=sw-app]").first


def _place_by_clicking(nb, app):
    """Select a hand tile, turn it until a cell is highlighted, click that cell."""
    page = nb.page
    app.locator("[data-testid^=hand-tile-]").first.click()
    for _ in range(4):
        legal = app.locator(".sw-si-legal")
        if legal.count():
            break
        app.locator("[data-testid=rotate-tile]").click()
    assert legal.count() > 0, "no highlighted cell for the selected tile"
    target = legal.first.get_attribute("data-testid")
    legal.first.click()
    page.wait_for_timeout(300)
    return target


def test_start_here_runs_and_a_tile_is_placed_by_clicking(open_notebook):
    nb = open_notebook("00_start_here.ipynb")
    app = _board(nb.page)
    assert nb.python("print(board.game.step)").strip() == "0"
    _place_by_clicking(nb, app)
    out = nb.python("print(board.game.step, board.game.history[-1].to_json()['type'])").split()
    assert out == ["1", "place_tile"], out
    app.locator("[data-testid=log-entry-1]").wait_for(timeout=10_000)
    nb.screenshot("placed")
    # undo from the toolbar goes back in Python too
    app.locator("[data-testid=btn-undo]").click()
    nb.page.wait_for_timeout(300)
    assert nb.python("print(board.game.step)").strip() == "0"
    # a click on a cell where the tile does not fit is explained with the rule; nothing changes
    app.locator("[data-testid^=hand-tile-]").first.click()
    illegal = app.locator("g.sw-si-cell:not(.sw-si-legal)[data-testid^=cell-]").first
    illegal.click()
    banner = app.locator("[data-testid=error-rule]")
    banner.wait_for(timeout=10_000)
    assert "Sky Islands" in banner.inner_text()
    assert nb.python("print(board.game.step)").strip() == "0"
    assert not nb.errors, nb.errors
