"""Merchants of the Seas in real JupyterLab: build on the map by clicking."""

from __future__ import annotations

import pytest
from browserkit import select

pytestmark = pytest.mark.browser


def test_tutorial_runs_then_a_dwelling_is_placed_by_clicking(open_notebook):
    nb = open_notebook("40_merchants_of_the_seas.ipynb")
    page = nb.page
    app = page.locator("[data-testid=sw-app]").first
    legal = app.locator(".sw-ms-legal[data-testid^=hex-]")
    legal.first.wait_for(timeout=60_000)
    start = int(nb.python("print(board.game.step)"))
    target = legal.first.get_attribute("data-testid")
    # a hex that is not highlighted is refused with the rule; nothing changes (a click that a
    # busy page redraw eats is clicked again, once)
    wrong = "[data-testid^=hex-]:not(.sw-ms-legal)"
    select(app, wrong, "[data-testid=error-rule]", tries=2, timeout_ms=30_000)
    assert "Terra Mystica" in app.locator("[data-testid=error-rule]").inner_text()
    assert int(nb.python("print(board.game.step)")) == start
    legal.first.click()
    assert int(nb.wait_python("print(board.game.step)", str(start + 1))) == start + 1
    played = nb.python("a = board.game.history[-1].to_json(); print(a['type'], a['hex'])").split()
    assert played == ["place_dwelling", target.removeprefix("hex-")]
    nb.screenshot("dwelling")
    assert not nb.errors, nb.errors
