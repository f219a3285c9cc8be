"""Every game's board as a class sees it: the board `board` of each tutorial (the one the reader
plays) in real JupyterLab + Chromium at 1280×720 (default size) and 1920×1080 (projector size).

Screenshots (the window, the board scrolled to its top) go to tests/browser/artifacts/screens/
(gitignored; CI keeps them as artifacts).
Checked: no text below 12 CSS px (HTML: computed font-size; SVG: font-size × the text's screen
scale), no SVG label outside its <svg> and no HTML label cut off, no sideways scrolling or
spilling of the board at 1280×720, after a move the last-move highlight (`.sw-last`) and
the turn summary, and the rule tooltip when a piece is hovered. Every problem of a board is
listed in one failure.
"""

from __future__ import annotations

import pytest
from browserkit import ARTIFACTS, TUTORIAL_BOARDS, TutorialBoard, driven_board, projector_on
from measure import MEASURE_JS

pytestmark = pytest.mark.browser

SCREENS = ARTIFACTS / "screens"
DEFAULT = (1280, 720)
PROJECTOR = (1920, 1080)
SETTLE_MS = 600  # the last-move animation (0.35 s) has ended


def _shot(page, app, name: str, part: str = ".sw-board") -> None:
    """The window as the class sees it, scrolled so that `part` of the board is at the top."""
    SCREENS.mkdir(parents=True, exist_ok=True)
    app.locator(part).first.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(100)
    page.screenshot(path=str(SCREENS / f"{name}.png"), full_page=False)


def _check(app, label: str, problems: list[str], sideways: bool) -> dict:
    """Measure the board; add what is wrong to `problems` (prefixed with `label`)."""
    app.scroll_into_view_if_needed()
    m = app.evaluate(MEASURE_JS)
    assert m["texts"] > 10, f"{label}: only {m['texts']} texts measured"
    problems += [f"{label}: text below 12px: {s}" for s in m["small"][:12]]
    if len(m["small"]) > 12:
        problems.append(f"{label}: ... {len(m['small']) - 12} more texts below 12px")
    problems += [f"{label}: clipped: {s}" for s in m["clipped"][:12]]
    if sideways:
        problems += [f"{label}: {s}" for s in m["overflow"]]
    return m


def _hover(page, app, problems: list[str]) -> None:
    """Hovering a piece of the board shows its rule in the tooltip, inside the window."""
    ruled = app.locator(".sw-board [data-rule]:visible")
    if not ruled.count():
        problems.append("no piece of the board carries a data-rule")
        return
    ruled.first.scroll_into_view_if_needed()
    ruled.first.hover(timeout=10_000)
    tip = app.locator("[data-testid=rule-tip]")
    try:
        tip.wait_for(state="visible", timeout=5_000)
    except Exception:
        problems.append("hovering a piece with a data-rule shows no tooltip")
        return
    if tip.inner_text() != ruled.first.get_attribute("data-rule"):
        problems.append("the tooltip does not show the hovered piece's rule")
    box, size = tip.bounding_box(), page.viewport_size
    if (
        box["x"] < 0
        or box["y"] < 0
        or box["x"] + box["width"] > size["width"]
        or (box["y"] + box["height"] > size["height"])
    ):
        problems.append(f"the tooltip leaves the window: {box}")
    page.mouse.move(1, 1)


@pytest.mark.parametrize("tb", TUTORIAL_BOARDS, ids=[tb.game for tb in TUTORIAL_BOARDS])
def test_board_screens_default_and_projector(open_notebook, tb: TutorialBoard):
    nb = open_notebook(tb.notebook, viewport=DEFAULT)
    page = nb.page
    app = driven_board(page, nb.python, tb.drawn)
    page.wait_for_timeout(SETTLE_MS)
    problems: list[str] = []
    # 1280×720, default size: the board column is 640 px (less only if the cell is narrower)
    m = _check(app, "1280×720", problems, sideways=True)
    assert 300 < m["boardWidth"] <= 641, m["boardWidth"]
    _shot(page, app, f"{tb.game}-1280x720")
    # a move: the last move is highlighted and summed up
    start = int(nb.python("print(board.game.step)"))
    tb.click(app)
    assert nb.wait_python("print(board.game.step)", str(start + 1)) == str(start + 1)
    app.locator(f"[data-testid=log-entry-{start + 1}][aria-current=step]").wait_for(timeout=30_000)
    page.wait_for_timeout(SETTLE_MS)
    if not app.locator(".sw-board .sw-last").count():
        problems.append("after a move: no last-move highlight (.sw-last) on the board")
    summary = app.locator("[data-testid=turn-summary]")
    if not (summary.count() and summary.is_visible()):
        problems.append("after a move: no turn summary")
    _check(app, "1280×720 after a move", problems, sideways=True)
    _hover(page, app, problems)
    _shot(page, app, f"{tb.game}-1280x720-moved")
    if summary.count():
        _shot(page, app, f"{tb.game}-1280x720-summary", "[data-testid=turn-summary]")
    # 1920×1080, projector size (zoom 1.6)
    page.set_viewport_size({"width": PROJECTOR[0], "height": PROJECTOR[1]})
    projector_on(app)
    page.wait_for_timeout(SETTLE_MS)
    zoom = app.evaluate("(el) => el.style.getPropertyValue('--sw-zoom')")
    assert zoom == "1.6", zoom
    projected = _check(app, "1920×1080 projector", problems, sideways=False)
    assert projected["boardWidth"] > m["boardWidth"], "the projector size did not grow the board"
    _shot(page, app, f"{tb.game}-1920x1080-projector")
    assert not nb.errors, nb.errors
    assert not problems, f"{tb.game}: {len(problems)} problems\n" + "\n".join(problems)
