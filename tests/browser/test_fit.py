"""Each board fits a 1280×720 laptop in JupyterLab (issue 32, item 1): after a click on the
board and a click on Hint, the prompt, the message area (showing the hint), Undo and Hint are
on screen together with part of the drawing — measured with bounding boxes against the visible
part of the notebook (fitcheck.py). The same on a 1920×1080 screen; there the projector size
fits the drawing (the board's largest SVG, else its column) to the notebook's visible height.
Full page in `skywidgets play`: test_play_fit.py.

Each board chooses its layout from its own width (js/shared/fit.js): here the notebook is too
narrow for the board and its side panel side by side, so the controls are pinned above the
drawing. Screenshots: tests/browser/artifacts/fit/.
"""

from __future__ import annotations

import pytest
from boards import BOARDS, IMPORTS, Board
from browserkit import ARTIFACTS, projector_on, write_notebook
from fitcheck import DRAWING_JS, in_view, shown

pytestmark = pytest.mark.browser

VIEWPORT = (1280, 720)
PROJECTOR = (1920, 1080)
SHOTS = ARTIFACTS / "fit"


@pytest.mark.parametrize("b", BOARDS, ids=[b.game for b in BOARDS])
def test_controls_and_drawing_in_view_after_a_click(lab, open_notebook, b: Board):
    name = f"fit_{b.game}.ipynb"
    write_notebook(lab["root"] / name, [IMPORTS + b.cell + "\nboard"])
    nb = open_notebook(name, viewport=VIEWPORT)
    page = nb.page
    page.locator(b.drawn).first.wait_for(timeout=60_000)
    app = page.locator("[data-testid=sw-app]").first
    start = int(nb.python("print(board.game.step)"))
    b.click(app)
    assert nb.wait_python(f"print(board.game.step > {start})", "True", timeout_s=30) == "True"
    app.locator("[data-testid=btn-hint]").click()
    app.locator("[data-testid=messages] [data-testid=hint]").wait_for(timeout=90_000)
    page.wait_for_timeout(300)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{b.game}-1280x720.png"))
    problems: list[str] = []
    seen = shown(app)
    in_view(seen, "after the clicks", problems)
    # the drawing scrolled to the middle of the notebook: the pinned controls stay in view
    app.evaluate(DRAWING_JS + ".scrollIntoView({block: 'center'})")
    page.wait_for_timeout(200)
    in_view(shown(app), "the drawing scrolled to the middle", problems)
    page.screenshot(path=str(SHOTS / f"{b.game}-1280x720-scrolled.png"))
    assert seen["narrow"], "the board did not choose the stacked layout in a narrow notebook"
    # a 1920×1080 screen: the same controls in view with the drawing, at the top and scrolled
    page.set_viewport_size({"width": PROJECTOR[0], "height": PROJECTOR[1]})
    page.wait_for_timeout(300)
    app.evaluate("(app) => app.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(200)
    in_view(shown(app), "1920×1080", problems)
    # the app's top in view: the controls sit where they are, not pinned over the panel
    if app.evaluate("(app) => app.querySelector('.sw-controls').classList.contains('sw-pinned')"):
        problems.append("1920×1080: the controls stay pinned with the app's top in view")
    page.screenshot(path=str(SHOTS / f"{b.game}-1920x1080.png"))
    app.evaluate(DRAWING_JS + ".scrollIntoView({block: 'center'})")
    page.wait_for_timeout(200)
    in_view(shown(app), "1920×1080, the drawing scrolled to the middle", problems)
    # the projector size: the drawing fits the notebook's visible height
    projector_on(app)
    page.wait_for_timeout(300)
    projected = shown(app)
    if projected["drawing_h"] > projected["panel"] + 1:
        problems.append(
            f"projector: drawing {projected['drawing_h']:.0f} px high, "
            f"the notebook shows {projected['panel']:.0f} px"
        )
    page.screenshot(path=str(SHOTS / f"{b.game}-projector.png"))
    assert not nb.errors, nb.errors
    assert not problems, f"{b.game}: {seen}\n" + "\n".join(problems)
