"""Every board full-page in `skywidgets play` (Voila) passes axe-core: no serious or critical
violation inside the board, and every control at least 24 × 24 CSS px (issue 32, item 6).

One server per game, started as a user would (`skywidgets play GAME --no-browser --port P`),
in a Chromium where nothing but 127.0.0.1 answers.
"""

from __future__ import annotations

import importlib.util
import sys

import pytest
from a11y import axe_violations, missing_axe, serious, small_targets
from browserkit import REQUIRED, free_port, serve, stop

pytestmark = pytest.mark.browser

GAMES = {
    "sky_islands": "[data-testid=sky-board]",
    "sky_towers": "[data-testid=tower-0-0]",
    "traders_air": "[data-testid=traders-map]",
    "terra_mystica": "[data-testid=ms-map]",
    "merchants_seas": "[data-testid=ms-map]",
}


def _need(problem: str | None) -> None:
    if problem:
        pytest.fail(problem) if REQUIRED else pytest.skip(problem)


@pytest.mark.parametrize("game", list(GAMES))
def test_play_board_passes_axe(tmp_path, offline_browser, game: str):
    _need(missing_axe())
    if importlib.util.find_spec("voila") is None:
        _need("voila is not installed (pip install -e '.[play]')")
    port = free_port()
    cmd = [sys.executable, "-m", "skywidgets.cli", "play", game, "--players", "Ann,Bob"]
    cmd += ["--seed", "0", "--no-browser", f"--port={port}"]
    try:
        proc = serve(cmd, cwd=tmp_path, log=tmp_path / "play.log", ready=port, own_group=True)
    except RuntimeError as exc:
        pytest.fail(str(exc))
    context = offline_browser((1280, 720))
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(f"http://127.0.0.1:{port}/", timeout=90_000)
        app = page.locator("[data-testid=sw-app]").first
        app.locator(GAMES[game]).first.wait_for(timeout=90_000)
        app.locator("[data-testid=log-entry-0]").wait_for(timeout=30_000)
        problems = serious(axe_violations(page, app))
        problems += [f"control below 24×24 px: {s}" for s in small_targets(app)]
        assert not errors, errors
        assert not context.tried, f"requests outside 127.0.0.1: {context.tried}"
        assert not problems, f"{game}: {len(problems)} problems\n" + "\n".join(problems)
    finally:
        context.close()
        stop(proc)
