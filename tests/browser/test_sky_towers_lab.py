"""Sky Towers in real JupyterLab: play a card by clicking, and let Taroma act."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def _select(app, testid):
    """Click a hand card until the board shows it selected (the first render may still run)."""
    card = app.locator(f"[data-testid={testid}]")
    for _ in range(5):
        card.click()
        try:
            app.locator(f"[data-testid={testid}].sw-selected").wait_for(timeout=2_000)
            return
        except Exception:
            continue
    raise AssertionError(f"{testid} never showed as selected")


def test_tutorial_runs_then_play_a_card_and_step_taroma(open_notebook):
    nb = open_notebook("20_sky_towers.ipynb")
    page = nb.page
    app = page.locator("[data-testid=sw-app]").first
    app.locator("[data-testid=hand-card-0]").wait_for(timeout=60_000)
    start = int(nb.python("print(board.game.step)"))
    # play the first hand card onto the first tower space
    card = int(nb.python("s = board.game.state; print(s.seats[s.current_player].hand[0])"))
    _select(app, "hand-card-0")
    app.locator("[data-testid=tower-0-0].sw-st-legal").click()
    assert int(nb.wait_python("print(board.game.step)", str(start + 1))) == start + 1
    app.locator(f"[data-testid=log-entry-{start + 1}]").wait_for(timeout=30_000)
    played = nb.python(
        "a = board.game.history[-1].to_json(); print(a['type'], a['card'], a['tower'])"
    )
    assert played.split() == ["play", str(card), "0"]
    # an 8/9 is not in hand, so a card onto the opponent's tower is refused with the rule
    _select(app, "hand-card-0")
    app.locator("[data-testid=tower-1-0]").click()
    app.locator("[data-testid=error-rule]").wait_for(timeout=30_000)
    assert "Sky Towers" in app.locator("[data-testid=error-rule]").inner_text()
    assert int(nb.python("print(board.game.step)")) == start + 1
    nb.screenshot("played")
    # Taroma's table: the step button makes the automaton act, and says which step fired
    taroma = (
        page.locator("[data-testid=sw-app]")
        .filter(has=page.locator("[data-testid=taroma-row]"))
        .first
    )
    before = int(nb.python("print(taroma_board.game.step)"))
    taroma.locator("[data-testid=btn-step]").click()
    taroma.locator("[data-testid=taroma-fired]").wait_for(timeout=30_000)
    assert int(nb.wait_python("print(taroma_board.game.step)", str(before + 1))) == before + 1
    fired = taroma.locator("[data-testid=taroma-fired]").inner_text()
    assert any(step in fired for step in ("1A", "1B", "1C", "1D", "1E")), fired
    assert not nb.errors, nb.errors
