"""Every board full-page in `skywidgets play` on a 1920×1080 screen (issue 32, items 1 and 8).

One server per game, started as a user would (`skywidgets play GAME --no-browser --port P`),
in a Chromium where nothing but 127.0.0.1 answers. Checked with bounding boxes: the board
fills the page (the app the window's width, the board column at the page's zoom — not 640 px
in a corner); a move played with the keyboard alone (Tab to a target, Enter) lands; after a
click on Hint the prompt, the message area (the hint), Undo and Hint are in view together with
the drawing, also with the drawing scrolled to the middle of the window; the projector size
fits the drawing to the window's height. Screenshots: tests/browser/artifacts/play-fit/.
"""

from __future__ import annotations

import importlib.util
import sys
from typing import Any

import pytest
from boards import BOARDS, Board, press_on
from browserkit import ARTIFACTS, REQUIRED, free_port, projector_on, serve, stop
from fitcheck import DRAWING_JS, in_view, shown

pytestmark = pytest.mark.browser

SCREEN = (1920, 1080)
SHOTS = ARTIFACTS / "play-fit"
#: the page's zoom at 1920×1080 (js/shared/fit.js pageZoom): the column 960 px wide
PAGE_ZOOM = "150%"


def keys(b: Board, page: Any, app: Any) -> None:
    """The first move of a new game, by keyboard alone."""
    if b.game == "traders_air":  # a new game starts with the income: its button
        press_on(page, app, "[data-testid=action-collect_income]")
    else:
        b.keys(page, app)


def drawn(b: Board) -> str:
    """A selector the board draws in a new game (Traders: its map)."""
    return "[data-testid=traders-map]" if b.game == "traders_air" else b.drawn


@pytest.mark.parametrize("b", BOARDS, ids=[b.game for b in BOARDS])
def test_play_fills_the_page_and_keeps_controls_in_view(tmp_path, offline_browser, b: Board):
    if importlib.util.find_spec("voila") is None:
        problem = "voila is not installed (pip install -e '.[play]')"
        pytest.fail(problem) if REQUIRED else pytest.skip(problem)
    port = free_port()
    cmd = [sys.executable, "-m", "skywidgets.cli", "play", b.game, "--players", "Ann,Bob"]
    cmd += ["--seed", "0", "--no-browser", f"--port={port}"]
    try:
        proc = serve(cmd, cwd=tmp_path, log=tmp_path / "play.log", ready=port, own_group=True)
    except RuntimeError as exc:
        pytest.fail(str(exc))
    context = offline_browser(SCREEN)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(f"http://127.0.0.1:{port}/", timeout=90_000)
        app = page.locator("[data-testid=sw-app]").first
        app.locator(drawn(b)).first.wait_for(timeout=90_000)
        app.locator("[data-testid=log-entry-0]").wait_for(timeout=30_000)
        page.wait_for_timeout(300)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{b.game}-start.png"))
        layout = app.evaluate(
            """(app) => {
              const column = app.querySelector('.sw-left').getBoundingClientRect();
              const side = app.querySelector('.sw-side').getBoundingClientRect();
              return {app: app.getBoundingClientRect().width, column: column.width,
                      left: column.left, side_left: side.left,
                      narrow: app.classList.contains('sw-narrow'),
                      zoom: app.querySelector('[data-testid=zoom-level]').textContent};
            }"""
        )
        problems: list[str] = []
        if layout["app"] < 0.9 * SCREEN[0]:
            problems.append(f"the app is {layout['app']:.0f} px wide on a {SCREEN[0]}-px page")
        if layout["column"] < 900 or layout["zoom"] != PAGE_ZOOM:
            problems.append(f"the board column is {layout['column']:.0f} px ({layout['zoom']})")
        if layout["narrow"] or layout["side_left"] < layout["left"] + layout["column"]:
            problems.append("the side panel is not beside the board")
        # a move by keyboard alone
        keys(b, page, app)
        app.locator("[data-testid=log-entry-1]").wait_for(timeout=60_000)
        focus_in_app = app.evaluate("(app) => app.contains(document.activeElement)")
        if not focus_in_app:
            problems.append("focus left the board after the keyboard move")
        # a click on Hint: its answer, the prompt, Undo and Hint in view with the drawing
        app.locator("[data-testid=btn-hint]").click()
        app.locator("[data-testid=messages] [data-testid=hint]").wait_for(timeout=90_000)
        page.wait_for_timeout(300)
        in_view(shown(app), "after the clicks", problems)
        page.screenshot(path=str(SHOTS / f"{b.game}-hint.png"))
        app.evaluate(DRAWING_JS + ".scrollIntoView({block: 'center'})")
        page.wait_for_timeout(300)
        in_view(shown(app), "the drawing scrolled to the middle", problems)
        page.screenshot(path=str(SHOTS / f"{b.game}-scrolled.png"))
        # the projector size: the drawing no taller than the window
        projector_on(app)
        page.wait_for_timeout(300)
        projected = shown(app)
        if projected["drawing_h"] > SCREEN[1] + 1:
            problems.append(f"projector: drawing {projected['drawing_h']:.0f} px high")
        page.screenshot(path=str(SHOTS / f"{b.game}-projector.png"))
        assert not errors, errors
        assert not context.tried, f"requests outside 127.0.0.1: {context.tried}"
        assert not problems, f"{b.game}: {layout}\n" + "\n".join(problems)
    finally:
        context.close()
        stop(proc)
