"""Traders of the Air in real JupyterLab: move the steamship and buy by clicking."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def test_tutorial_runs_then_move_and_buy_by_clicking(open_notebook):
    nb = open_notebook("30_traders_of_the_air.ipynb")
    page = nb.page
    page.locator("[data-testid=traders-map]").first.wait_for(timeout=60_000)
    app = page.locator("[data-testid=sw-app]").first
    start = int(nb.python("print(board.game.step)"))
    money = int(nb.python("s = board.game.state; print(s.seats[s.current_player].money)"))
    assert nb.python("print(board.game.view()['ship'])").strip() == "New Copenhagen"
    # a city against the arrows' reach is refused with the rule; nothing changes
    app.locator("[data-testid=city-brightwater]").click()
    app.locator("[data-testid=error-rule]").wait_for(timeout=30_000)
    assert "Traders" in app.locator("[data-testid=error-rule]").inner_text()
    assert int(nb.python("print(board.game.step)")) == start
    # a highlighted city: the steamship moves there, paying 1 dollar with the wind
    app.locator("[data-testid=city-thespian]").click()
    assert int(nb.wait_python("print(board.game.step)", str(start + 1))) == start + 1
    app.locator(f"[data-testid=log-entry-{start + 1}]").wait_for(timeout=30_000)
    assert nb.python("print(board.game.view()['ship'])").strip() == "Thespian"
    # buy the first goods marker in Thespian by clicking its space
    app.locator("[data-testid=space-0]").click()
    assert int(nb.wait_python("print(board.game.step)", str(start + 2))) == start + 2
    assert nb.python("print(board.game.history[-1].to_json()['type'])").strip() == "purchase"
    after = int(nb.python("s = board.game.state; print(s.seats[s.current_player].money)"))
    assert after < money
    nb.screenshot("bought")
    assert not nb.errors, nb.errors
