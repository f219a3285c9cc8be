"""The JupyterLite site (`skywidgets site`) in Debian Chromium with no network but 127.0.0.1.

The site is built once per run, served with `python -m http.server` on 127.0.0.1, and every
tutorial is opened, run cell by cell in the in-browser Pyodide kernel and played with one
click. Every request that leaves 127.0.0.1 is aborted (and Chromium resolves no other host):
the test fails if any was even tried.
"""

from __future__ import annotations

import json
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from browserkit import (
    ARTIFACTS,
    KERNEL_EXEC_JS,
    ROOT,
    click_merchants,
    click_sky_islands,
    click_sky_towers,
    click_traders,
    driven_board,
    free_port,
    serve,
    stop,
)

from skywidgets.core import available
from skywidgets.site import START, build_site

pytestmark = pytest.mark.browser

TUTORIALS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
PLAYS = [f"play/{game}.ipynb" for game in available()]


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The site, built once and served on 127.0.0.1."""
    out = tmp_path_factory.mktemp("site") / "site"
    started = time.time()
    summary = build_site(out)
    summary["build_s"] = round(time.time() - started, 1)
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    try:
        proc = serve(
            [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(port)],
            cwd=out,
            log=out.parent / "http.log",
            ready=url + "/jupyter-lite.json",
            timeout_s=20,
        )
    except RuntimeError as exc:
        pytest.fail(str(exc))
    summary["url"] = url
    yield summary
    stop(proc, timeout_s=15)


@pytest.fixture
def new_context(offline_browser, site):
    """Fresh profiles (no restored tabs) where only the site answers (`context.tried`)."""
    allowed = (site["url"] + "/", "data:", "blob:")
    return lambda: offline_browser((1400, 900), allowed)


# Every code cell has run (or one failed); returns [pending, errors].
RUN_STATE_JS = """
() => {
  const w = window.jupyterapp.shell.currentWidget;
  const kernel = w.sessionContext.session && w.sessionContext.session.kernel;
  let pending = 0; const errors = [];
  for (const cell of w.content.model.cells) {
    if (cell.type !== 'code') continue;
    if (cell.executionCount === null) pending += 1;
    for (const out of cell.outputs.toJSON()) {
      if (out.output_type === 'error') errors.push(out.ename + ': ' + out.evalue);
    }
  }
  const busy = !kernel || kernel.status !== 'idle';
  return [pending, errors, busy];
}
"""

# Every board draws an <svg>, except Sky Towers' table, which is HTML cards and towers.
WIDGETS_JS = """
() => {
  const BOARD_PARTS = 'svg, [data-testid^=tower-]';
  const w = window.jupyterapp.shell.currentWidget;
  let views = 0;
  for (const cell of w.content.model.cells) {
    if (cell.type !== 'code') continue;
    for (const out of cell.outputs.toJSON()) {
      if (out.data && out.data['application/vnd.jupyter.widget-view+json']) views += 1;
    }
  }
  const drawn = [...w.node.querySelectorAll('[data-testid=sw-app]')]
    .filter((app) => app.querySelector(BOARD_PARTS)).length;
  return [views, drawn];
}
"""


def run_notebook(context, url: str, name: str, timeout_s: float = 240):
    """Open `name` in the site, run all cells, wait until every one ran; return the page."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(f"{url}/lab/index.html?path={name}")
    page.wait_for_function(
        "() => window.jupyterapp && window.jupyterapp.shell.currentWidget && "
        "window.jupyterapp.shell.currentWidget.sessionContext && "
        "window.jupyterapp.shell.currentWidget.sessionContext.session && "
        "window.jupyterapp.shell.currentWidget.sessionContext.session.kernel",
        timeout=timeout_s * 1000,
    )
    run_all = "() => window.jupyterapp.commands.execute('notebook:run-all-cells')"
    page.evaluate(run_all)
    total = page.evaluate(RUN_STATE_JS)[0]
    started = time.time()
    deadline = started + timeout_s
    while True:
        pending, cell_errors, busy = page.evaluate(RUN_STATE_JS)
        if cell_errors or (not pending and not busy) or time.time() > deadline:
            break
        if pending == total and not busy and time.time() - started > 60:
            page.evaluate(run_all)  # the kernel said "idle" before it could run anything
            started = time.time()
        page.wait_for_timeout(500)
    page.errors = errors
    return page, pending, cell_errors


def python(page, code: str) -> str:
    return str(page.evaluate(KERNEL_EXEC_JS, code)).strip()


def wait_python(page, code: str, expected: str, timeout_s: float = 20) -> str:
    deadline = time.time() + timeout_s
    while True:
        out = python(page, code)
        if out == expected or time.time() > deadline:
            return out
        page.wait_for_timeout(250)


# where the first board is set before the click (00_start_here ends on a placed tile)
START_AT = {"00_start_here.ipynb": 0, "35_terra_mystica.ipynb": 0}

CLICKS = {
    "00_start_here.ipynb": click_sky_islands,
    "10_sky_islands.ipynb": click_sky_islands,
    "20_sky_towers.ipynb": click_sky_towers,
    "30_traders_of_the_air.ipynb": click_traders,
    "35_terra_mystica.ipynb": click_merchants,
    "40_merchants_of_the_seas.ipynb": click_merchants,
}


@pytest.mark.parametrize("name", TUTORIALS)
def test_tutorial_runs_offline_in_jupyterlite(site, new_context, name):
    context = new_context()
    tried = context.tried
    page, pending, cell_errors = run_notebook(context, site["url"], name)
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / f"lite-{Path(name).stem}.png"
    try:
        assert not cell_errors, f"{name}: cell errors {cell_errors}"
        assert not pending, f"{name}: {pending} cells never ran"
        views, drawn = page.evaluate(WIDGETS_JS)
        for _ in range(60):
            if drawn >= views:
                break
            page.wait_for_timeout(500)
            views, drawn = page.evaluate(WIDGETS_JS)
        assert views >= 1 and drawn >= views, f"{name}: {views} boards, {drawn} drawn"
        # a click on a legal target changes the board `board` and its game
        app = driven_board(page, lambda code: python(page, code), "[data-testid=sw-app]")
        if name in START_AT:
            python(page, f"board.goto({START_AT[name]})")
            current = f"[data-testid=log-entry-{START_AT[name]}][aria-current=step]"
            app.locator(current).wait_for(timeout=15_000)
        before_svg = app.inner_html()
        start = int(python(page, "print(board.game.step)"))
        CLICKS[name](app)
        assert wait_python(page, "print(board.game.step)", str(start + 1)) == str(start + 1)
        app.locator(f"[data-testid=log-entry-{start + 1}]").wait_for(timeout=15_000)
        assert app.inner_html() != before_svg
        page.screenshot(path=str(shot))
        assert not page.errors, page.errors
    finally:
        if not shot.exists():
            page.screenshot(path=str(shot))
        context.close()
    assert not tried, f"requests that tried to leave 127.0.0.1: {sorted(set(tried))}"


def test_site_opens_on_start_here_and_holds_the_play_notebooks(site):
    index = urllib.request.urlopen(site["url"] + "/").read().decode()
    assert "lab/index.html?path=00_start_here.ipynb" in index
    listing = json.loads(urllib.request.urlopen(site["url"] + "/api/contents/all.json").read())
    names = {c["name"] for c in listing["content"]}
    assert set(TUTORIALS) <= names and "play" in names
    play = json.loads(urllib.request.urlopen(site["url"] + "/api/contents/play/all.json").read())
    assert sorted(c["path"] for c in play["content"]) == sorted(PLAYS)
    config = json.loads(urllib.request.urlopen(site["url"] + "/jupyter-lite.json").read())
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"
    ]
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"


def test_site_front_page_opens_the_start_tutorial(site, new_context):
    context = new_context()
    tried = context.tried
    page = context.new_page()
    try:
        page.goto(site["url"] + "/")
        page.wait_for_function(
            "(start) => window.jupyterapp && window.jupyterapp.shell.currentWidget && "
            "window.jupyterapp.shell.currentWidget.context.path === start",
            arg=START,
            timeout=120_000,
        )
    finally:
        context.close()
    assert not tried, f"requests that tried to leave 127.0.0.1: {sorted(set(tried))}"


@pytest.mark.parametrize("name", PLAYS)
def test_play_notebook_runs_offline_and_a_bot_moves(site, new_context, name):
    """Each game's one-board notebook: the board is drawn and its "Bot move" button plays."""
    context = new_context()
    tried = context.tried
    page, pending, cell_errors = run_notebook(context, site["url"], name)
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / f"lite-play-{Path(name).stem}.png"
    try:
        assert not cell_errors, f"{name}: cell errors {cell_errors}"
        assert not pending, f"{name}: {pending} cells never ran"
        app = page.locator("[data-testid=sw-app]").first
        app.locator("svg, [data-testid^=tower-]").first.wait_for(timeout=30_000)
        before = app.inner_html()
        start = int(python(page, "print(board.game.step)"))
        app.locator("[data-testid=btn-step]").click()
        app.locator(f"[data-testid=log-entry-{start + 1}]").wait_for(timeout=30_000)
        assert int(python(page, "print(board.game.step)")) > start
        assert app.inner_html() != before
        page.screenshot(path=str(shot))
        assert not page.errors, page.errors
    finally:
        if not shot.exists():
            page.screenshot(path=str(shot))
        context.close()
    assert not tried, f"requests that tried to leave 127.0.0.1: {sorted(set(tried))}"


def test_terra_mystica_duel_keeps_its_log_at_the_games_step_offline(site, new_context):
    """The tutorial's game against the coach, driven by Bot move and Hint in the site, shows
    every move in its log and replay bar. A rebase used to send the log's patch as None,
    which the JupyterLite kernel drops from a message: the browser kept the old patch on the
    new base and lost the last move ("Step 8 of 7")."""
    context = new_context()
    page, pending, cell_errors = run_notebook(context, site["url"], "35_terra_mystica.ipynb")
    try:
        assert not cell_errors and not pending
        app = driven_board(page, lambda code: python(page, code), "[data-testid=sw-app]", "duel")
        for press in ("step", "step", "hint", "step", "hint", "step", "hint", "step", "step"):
            before = int(python(page, "print(duel.game.step)"))
            app.locator(f"[data-testid=btn-{press}]").click()
            if press == "hint":
                app.locator("[data-testid=hint-moves]").wait_for(timeout=60_000)
                continue
            assert wait_python(page, f"print(duel.game.step > {before})", "True", 60) == "True"
            step = int(python(page, "print(duel.game.step)"))
            position = app.locator("[data-testid=replay-position]")
            page.wait_for_function(
                "([el, text]) => el.textContent.trim() === text",
                arg=[position.element_handle(), f"Step {step} of {step}"],
                timeout=30_000,
            )
            assert app.locator(f"[data-testid=log-entry-{step}]").count() == 1
        assert not page.errors, page.errors
    finally:
        page.screenshot(path=str(ARTIFACTS / "lite-terra-mystica-duel.png"))
        context.close()
