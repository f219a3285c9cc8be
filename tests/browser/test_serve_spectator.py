"""Issue 33 in a real browser: the teacher's projector page of a Sky Towers table ("everything
public") beside a seat's page, in Debian Chromium, offline, under the pages' CSP: no hand
shows, and its replay bar steps back on that screen only. Required (never skipped)."""

from __future__ import annotations

import pytest

from skywidgets import tables

pytestmark = pytest.mark.browser


def test_the_public_spectator_page_hides_hands_and_replays_on_its_own(server, offline_pages):

    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, mode="multiplayer")
    ann, wall = offline_pages.new(2)
    ann.goto(f"{server}/play/{made.seats[0]}")
    wall.goto(f"{server}/play/{made.spectator}?view=public")
    for page in (ann, wall):
        page.wait_for_selector("[data-testid=seat-0]", timeout=20_000)
    assert "everything public" in wall.inner_text("#watch")
    for control in ("btn-step", "btn-undo", "btn-hint", "seat-picker"):
        assert wall.is_hidden(f"[data-testid={control}]"), control  # never of use here
    assert ann.is_visible("[data-testid=btn-hint]")
    for seat in (0, 1):  # the projector shows every hand as hidden cards
        assert "5 hidden cards" in wall.inner_text(f"[data-testid=seat-{seat}]")
    ann.click("[data-testid=action-draw]")
    # (selectors, not wait_for_function: the page's CSP refuses Playwright's eval)
    wall.wait_for_selector("text=ann: draw a card", timeout=20_000)
    position = "[data-testid=replay-position]"
    wall.wait_for_selector(f"{position}:has-text('Step 1 of 1')", timeout=20_000)
    wall.click("[data-testid=replay-prev]")
    wall.wait_for_selector(f"{position}:has-text('Step 0 of 1')", timeout=20_000)
    with tables.join(server, made.spectator) as teacher:
        assert teacher.step == 1  # the table did not move
    assert "hidden cards" not in ann.inner_text("[data-testid=seat-0]")
    assert offline_pages.errors == [] and offline_pages.context.tried == []
