"""`skywidgets play` in Debian Chromium: one board full-page with Voila, and nothing but 127.0.0.1.

Two servers are started exactly as a user would (`skywidgets play sky_towers --players Ann,Bob
--seed 1 --no-browser --port P`, the second with `--seat 0`). Chromium resolves no host but
127.0.0.1 and every other request is aborted: the test fails if any was even tried.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from browserkit import ARTIFACTS, REQUIRED, free_port, serve, stop

pytestmark = pytest.mark.browser

GAME = ["sky_towers", "--players", "Ann,Bob", "--seed", "1"]


def _start(extra: list[str], log: Path) -> tuple[subprocess.Popen, int]:
    """`skywidgets play GAME ... --no-browser --port P`, up once its port accepts connections
    (Voila runs the board's notebook per page request: no request before the test's)."""
    port = free_port()
    cmd = [sys.executable, "-m", "skywidgets.cli", "play", *GAME, *extra]
    cmd += ["--no-browser", f"--port={port}"]
    try:
        # its own process group: `skywidgets play` stops Voila, which stops its kernel
        proc = serve(cmd, cwd=log.parent, log=log, ready=port, own_group=True)
    except RuntimeError as exc:
        pytest.fail(str(exc))
    return proc, port


@pytest.fixture(scope="module")
def servers(tmp_path_factory):
    """A teacher's board and Ann's locked seat view (two `skywidgets play` servers)."""
    if importlib.util.find_spec("voila") is None:
        problem = "voila is not installed (pip install -e '.[play]')"
        pytest.fail(problem) if REQUIRED else pytest.skip(problem)
    base = tmp_path_factory.mktemp("play")
    (base / "teacher").mkdir()
    (base / "seat").mkdir()
    logs = {"teacher": base / "teacher" / "play.log", "seat": base / "seat" / "play.log"}
    procs = {}
    try:
        procs["teacher"] = _start([], logs["teacher"])
        procs["seat"] = _start(["--seat", "0"], logs["seat"])
        yield {name: f"http://127.0.0.1:{port}/" for name, (_, port) in procs.items()}
    finally:
        for proc, _ in procs.values():
            stop(proc)


@pytest.fixture
def new_page(offline_browser):
    """A 1280×720 page in a fresh context where only 127.0.0.1 answers (`page.tried`)."""
    contexts = []

    def _new_page(viewport=(1280, 720)):
        context = offline_browser(viewport)
        contexts.append(context)
        page = context.new_page()
        page.tried = context.tried
        page.errors = []
        page.on("pageerror", lambda exc: page.errors.append(str(exc)))
        return page

    yield _new_page
    for context in contexts:
        context.close()


def _open_board(page, url: str):
    page.goto(url, timeout=90_000)
    app = page.locator("[data-testid=sw-app]").first
    # Sky Towers' table: HTML towers and hand cards
    app.locator("[data-testid=tower-0-0]").wait_for(timeout=90_000)
    app.locator("[data-testid=log-entry-0]").wait_for(timeout=30_000)
    return app


def _shot(page, label: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"play-{label}.png"), full_page=False)


def test_play_serves_the_board_full_page_and_a_bot_move_changes_it(servers, new_page):
    page = new_page()
    app = _open_board(page, servers["teacher"])
    assert app.locator("[data-testid=seat-picker]").count() == 1  # the teacher's view
    # full page: the board takes (nearly) the whole width of the window
    assert app.bounding_box()["width"] > 0.9 * 1280
    before = app.locator("[data-testid^=tower-]").all_inner_texts()
    hands = app.locator("[data-testid^=hand-card-]").all_inner_texts()
    assert not page.locator("[data-testid=log-entry-1]").count()
    app.locator("[data-testid=btn-step]").click()
    app.locator("[data-testid=log-entry-1]").wait_for(timeout=60_000)
    page.wait_for_timeout(300)
    after = (
        app.locator("[data-testid^=tower-]").all_inner_texts(),
        app.locator("[data-testid^=hand-card-]").all_inner_texts(),
    )
    assert after != (before, hands), "the bot move left the board as it was"
    _shot(page, "sky_towers-bot-move")
    assert not page.errors, page.errors
    assert not page.tried, f"requests outside 127.0.0.1: {page.tried}"


def test_play_seat_is_a_locked_view_that_plays_by_clicking(servers, new_page):
    page = new_page()
    app = _open_board(page, servers["seat"])
    assert app.locator("[data-testid=seat-picker]").count() == 0
    assert "Ann" in app.locator("[data-testid=seat-locked]").inner_text()
    # Ann (seat 0) is to act: pick her first card, then a highlighted (legal) tower space
    card = app.locator("[data-testid=hand-card-0]")
    for _ in range(5):
        card.click()
        try:
            app.locator("[data-testid=hand-card-0].sw-selected").wait_for(timeout=3_000)
            break
        except Exception:
            continue
    else:
        raise AssertionError("hand-card-0 never showed as selected")
    app.locator("[data-testid=tower-0-0].sw-st-legal").click()
    app.locator("[data-testid=log-entry-1]").wait_for(timeout=60_000)
    assert "Ann" in app.locator("[data-testid=log-entry-1]").inner_text()
    _shot(page, "sky_towers-seat0")
    assert not page.errors, page.errors
    assert not page.tried, f"requests outside 127.0.0.1: {page.tried}"
