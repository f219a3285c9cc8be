"""Issue 33 in a real browser (Debian Chromium, offline, under the pages' CSP): the teacher's
page hands a seat nobody holds to a bot (and is refused, in the server's words, for a seat
whose player is there), and a finished table's seat page gets the coach's review in its log.
Required (never skipped)."""

from __future__ import annotations

import pytest

from skywidgets import tables

pytestmark = pytest.mark.browser


def test_the_teacher_hands_a_seat_over_and_a_seat_reviews_its_game(server, offline_pages):

    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, mode="multiplayer")
    done = tables.create(server, "sky_islands", players=["ann", "bob"], seed=3,
                         bots=["random", "random"])  # fmt: skip
    ann, teacher, late = offline_pages.new(3)
    ann.goto(f"{server}/play/{made.seats[0]}")
    teacher.goto(f"{server}/play/{made.spectator}")
    for page in (ann, teacher):
        page.wait_for_selector("[data-testid=seat-0]", timeout=20_000)
    assert ann.is_disabled("#review")  # the game is not over
    # bob never came: the teacher hands his seat to a bot
    teacher.select_option("#handover select[name=seat]", "1")
    teacher.select_option("#handover select[name=bot]", "random")
    teacher.click("#handover button")
    teacher.wait_for_selector("#handover-status:has-text('plays seat 2')", timeout=20_000)
    assert tables.join_info(server, made.spectator)["bots"] == [None, "random"]
    # ann is at the table: her seat is not the teacher's to give away
    teacher.select_option("#handover select[name=seat]", "0")
    teacher.click("#handover button")
    teacher.wait_for_selector(
        '#handover-status:has-text("seat 0\'s player is at the table")', timeout=20_000
    )
    assert tables.join_info(server, made.spectator)["bots"] == [None, "random"]
    # a finished table: the seat's Review button wakes, and the log shows the review
    late.goto(f"{server}/play/{done.seats[0]}")
    late.wait_for_selector("#review:not([disabled])", timeout=20_000)
    late.click("#review")
    late.wait_for_selector(".sw-log-costly", timeout=60_000)
    assert offline_pages.errors == [] and offline_pages.context.tried == []
