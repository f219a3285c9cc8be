"""Every board is accessible in real JupyterLab + Chromium (issue 32, item 6).

For each of the five boards, in a notebook of its own at 1280×720: axe-core (npm devDependency,
injected from node_modules) finds no serious or critical violation inside the board, before
and after a move; every control is at least 24 × 24 CSS px; and one move is played with the
keyboard alone (Tab to a target, Enter; Sky Islands also `t` to turn the tile): afterwards
focus is on a piece of the board (not the app's root) with a visible ring, and the live region
that was in the page before the move says the move. The tab walk starts on the board's root,
as a user arrives from the notebook.
"""

from __future__ import annotations

from typing import Any

import pytest
from a11y import axe_violations, focus_of, missing_axe, serious, small_targets
from boards import BOARDS, IMPORTS, Board
from browserkit import REQUIRED, write_notebook

pytestmark = pytest.mark.browser

VIEWPORT = (1280, 720)


def _need_axe() -> None:
    problem = missing_axe()
    if problem:
        pytest.fail(problem) if REQUIRED else pytest.skip(problem)


def audit(page: Any, app: Any, when: str, problems: list[str]) -> None:
    """axe-core and the target size on the board; add what fails to `problems`."""
    problems += [f"{when}: {line}" for line in serious(axe_violations(page, app))]
    problems += [f"{when}: control below 24×24 px: {s}" for s in small_targets(app)]


@pytest.mark.parametrize("b", BOARDS, ids=[b.game for b in BOARDS])
def test_axe_and_a_keyboard_move(lab, open_notebook, b: Board):
    _need_axe()
    name = f"a11y_{b.game}.ipynb"
    write_notebook(lab["root"] / name, [IMPORTS + b.cell + "\nboard"])
    nb = open_notebook(name, viewport=VIEWPORT)
    page = nb.page
    page.locator(b.drawn).first.wait_for(timeout=60_000)
    app = page.locator("[data-testid=sw-app]").first
    problems: list[str] = []
    audit(page, app, "first position", problems)
    region = app.locator("[data-testid=announce]")
    assert region.count() == 1 and region.inner_text() == "", "no empty live region at first"
    assert region.get_attribute("aria-live") == "polite"
    region.evaluate("(el) => { el.__before = true; }")  # the node there before the move
    start = int(nb.python("print(board.game.step)"))
    b.keys(page, app)
    done = nb.wait_python(f"print(board.game.step > {start})", "True", timeout_s=30)
    assert done == "True", f"{b.game}: the keyboard move was not played"
    step = int(nb.python("print(board.game.step)"))
    app.locator(f"[data-testid=log-entry-{step}][aria-current=step]").wait_for(timeout=30_000)
    page.wait_for_timeout(600)  # the last-move animation has ended
    focus = focus_of(app)
    if not focus["inside"] or focus["root"]:
        problems.append(f"after the move focus is not on a piece of the board: {focus}")
    elif not focus["ring"]:
        problems.append(f"after the move the focused piece shows no ring: {focus}")
    said = region.evaluate("(el) => [Boolean(el.__before), el.textContent]")
    if not said[0]:
        problems.append("the live region was replaced: a new region is not announced")
    if f"Move {start + 1}." not in said[1]:
        problems.append(f"the live region does not say move {start + 1}: {said[1]!r}")
    nb.screenshot(f"a11y-{b.game}-moved")
    audit(page, app, "after the move", problems)
    assert not nb.errors, nb.errors
    assert not problems, f"{b.game}: {len(problems)} problems\n" + "\n".join(problems)
