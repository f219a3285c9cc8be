"""Shared parts of every board in real JupyterLab + Chromium: the replay bar, a locked seat
view, and a kernel restart that leaves an obvious dead board (banner, greyed, disabled)."""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser

CELLS = [
    "from skywidgets.widgets import SkyIslandsBoard\n"
    "board = SkyIslandsBoard(players=['ann', 'bob'], seed=0)\n"
    "for _ in range(3):\n"
    "    board.play_bot()\n"
    "board",
    "mine = SkyIslandsBoard(game=board.game, seat=1, locked=True)\nmine",
]


def _notebook(root, name: str) -> None:
    cells = [
        {"cell_type": "code", "metadata": {}, "source": src, "outputs": [], "execution_count": None}
        for src in CELLS
    ]
    nb = {
        "cells": cells,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (root / name).write_text(json.dumps(nb), encoding="utf-8")


def test_replay_locked_view_and_kernel_restart(lab, open_notebook):
    _notebook(lab["root"], "shared_parts.ipynb")
    nb = open_notebook("shared_parts.ipynb")
    page = nb.page
    page.locator("[data-testid=sky-board]").nth(1).wait_for(timeout=60_000)
    teacher, mine = (
        page.locator("[data-testid=sw-app]").nth(0),
        page.locator("[data-testid=sw-app]").nth(1),
    )
    step = int(nb.python("print(board.game.step)"))
    assert step >= 3
    # the replay bar: a slider over the log's steps; ◀ shows the step before, ▶ comes back
    slider = teacher.locator("[data-testid=replay-slider]")
    assert slider.get_attribute("max") == str(step) and slider.input_value() == str(step)
    teacher.locator("[data-testid=replay-prev]").click()
    assert nb.wait_python("print(board.game.step)", str(step - 1)) == str(step - 1)
    teacher.locator(
        f"[data-testid=replay-position]:has-text('Step {step - 1} of {step}')"
    ).wait_for(timeout=30_000)
    slider.fill("0")  # the slider itself: jump to the setup, the future stays redo-able
    assert nb.wait_python("print(board.game.step, len(board.game.actions))", f"0 {step}") == (
        f"0 {step}"
    )
    teacher.locator("[data-testid=replay-next]").click()
    assert nb.wait_python("print(board.game.step)", "1") == "1"
    nb.python(f"board.goto({step})")
    # the locked seat view: no seat picker, no replay bar; a refused message shows why
    mine.locator("[data-testid=seat-locked]").wait_for(timeout=30_000)
    assert mine.locator("[data-testid=seat-picker]").count() == 0
    assert not mine.locator("[data-testid=replay-bar]").is_visible()
    nb.screenshot("replay-and-locked")
    # restart the kernel: both boards say so, greyed, every control disabled
    page.evaluate(
        "() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart()"
    )
    for app in (teacher, mine):
        banner = app.locator("[data-testid=dead-banner]")
        banner.wait_for(timeout=60_000)
        assert "kernel restarted — run the cell again" in banner.inner_text()
        assert "sw-dead" in (app.get_attribute("class") or "")
    for testid in ("btn-undo", "btn-step", "btn-hint", "replay-prev", "replay-slider"):
        assert teacher.locator(f"[data-testid={testid}]").is_disabled(), testid
    assert mine.locator("[data-testid=btn-hint]").is_disabled()
    nb.screenshot("kernel-restarted")
    assert not nb.errors, nb.errors
