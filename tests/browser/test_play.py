"""`skywidgets play` in Debian Chromium: one board full-page with Voila, and nothing but 127.0.0.1.

Two servers are started exactly as a user would (`skywidgets play sky_towers --players Ann,Bob
--seed 1 --no-browser --port P`, the second with `--seat 0`). Chromium resolves no host but
127.0.0.1 and every other request is aborted: the test fails if any was even tried.
"""

from __future__ import annotations

import importlib.util
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = ROOT / "tests" / "browser" / "artifacts"
REQUIRED = os.environ.get("SKYWIDGETS_REQUIRE_BROWSER") == "1"
GAME = ["sky_towers", "--players", "Ann,Bob", "--seed", "1"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start(extra: list[str], log: Path) -> tuple[subprocess.Popen, int]:
    port = _free_port()
    out = open(log, "w")  # noqa: SIM115 - the server writes to it until it stops
    proc = subprocess.Popen(
        [sys.executable, "-m", "skywidgets.cli", "play", *GAME, *extra]
        + ["--no-browser", f"--port={port}"],
        stdout=out,
        stderr=subprocess.STDOUT,
        cwd=log.parent,
        start_new_session=True,  # its own process group: stopped below by that group's id
    )
    return proc, port


def _wait_up(proc: subprocess.Popen, port: int, log: Path) -> None:
    deadline = time.time() + 90
    while time.time() < deadline:
        if proc.poll() is not None:
            pytest.fail("skywidgets play exited:\n" + log.read_text()[-3000:])
        try:
            socket.create_connection(("127.0.0.1", port), timeout=2).close()
            return
        except OSError:
            time.sleep(0.5)
    pytest.fail("skywidgets play did not start:\n" + log.read_text()[-3000:])


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.terminate()  # `skywidgets play` stops Voila, which stops its kernel
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)


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
        for name, (proc, port) in procs.items():
            _wait_up(proc, port, logs[name])
        yield {name: f"http://127.0.0.1:{port}/" for name, (_, port) in procs.items()}
    finally:
        for proc, _ in procs.values():
            _stop(proc)


@pytest.fixture(scope="module")
def offline(browser):
    """Browser contexts where only 127.0.0.1 answers; `tried` lists every other request."""
    tried: list[str] = []
    b = browser.browser_type.launch(
        executable_path=CHROMIUM,
        args=[
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
            "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
        ],
    )
    local = ("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")

    def new_page(viewport=(1280, 720)):
        context = b.new_context(viewport={"width": viewport[0], "height": viewport[1]})

        def route(r):
            if r.request.url.startswith(local):
                r.continue_()
            else:
                tried.append(r.request.url)
                r.abort()

        context.route("**/*", route)
        context.on("request", lambda r: None if r.url.startswith(local) else tried.append(r.url))
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda exc: page.errors.append(str(exc)))
        return page

    yield new_page, tried
    b.close()


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


def test_play_serves_the_board_full_page_and_a_bot_move_changes_it(servers, offline):
    new_page, tried = offline
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
    assert not tried, f"requests outside 127.0.0.1: {tried}"
    page.context.close()


def test_play_seat_is_a_locked_view_that_plays_by_clicking(servers, offline):
    new_page, tried = offline
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
    assert not tried, f"requests outside 127.0.0.1: {tried}"
    page.context.close()
