"""Issue 33 in a real browser: two seats' pages of one Sky Towers table in Debian Chromium,
every request outside 127.0.0.1 aborted (no CDN); a click on ann's page reaches the table
and bob's page redraws. Required like every browser test (never skipped)."""

from __future__ import annotations

import pytest

from skywidgets import tables

pytestmark = pytest.mark.browser


def test_two_seat_pages_play_one_table_offline(server, offline_pages):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, mode="multiplayer")
    ann, bob = offline_pages.new(2)
    ann.goto(f"{server}/play/{made.seats[0]}")
    bob.goto(f"{server}/play/{made.seats[1]}")
    for page in (ann, bob):
        page.wait_for_selector("[data-testid=seat-0]", timeout=20_000)
    # bob's page shows ann's hand as hidden cards only
    assert "5 hidden cards" in bob.inner_text("[data-testid=seat-0]")
    assert "hidden cards" not in ann.inner_text("[data-testid=seat-0]")
    ann.click("[data-testid=action-draw]")
    # a selector, not wait_for_function: the page's CSP refuses Playwright's eval
    bob.wait_for_selector("text=ann: draw a card", timeout=20_000)
    with tables.join(server, made.spectator) as teacher:
        assert teacher.step == 1
    assert offline_pages.errors == [] and offline_pages.context.tried == []
