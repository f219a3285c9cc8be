"""Each board fits a 1280×720 laptop in JupyterLab (issue 32, item 1): after a click on the
board and a click on Hint, the prompt, the message area (showing the hint), Undo and Hint are
on screen together with part of the drawing — measured with bounding boxes against the visible
part of the notebook. Then, on a 1920×1080 screen, the projector size fits the drawing (the
board's largest SVG, else its column) to the notebook's visible height.

Each board chooses its layout from its own width (js/shared/fit.js): here the notebook is too
narrow for the board and its side panel side by side, so the controls are pinned above the
drawing. Screenshots: tests/browser/artifacts/fit/.
"""

from __future__ import annotations

from typing import Any

import pytest
from boards import BOARDS, IMPORTS, Board
from browserkit import ARTIFACTS, write_notebook

pytestmark = pytest.mark.browser

VIEWPORT = (1280, 720)
PROJECTOR = (1920, 1080)
SHOTS = ARTIFACTS / "fit"
MUST_SHOW = ["prompt", "messages", "btn-undo", "btn-hint"]

# the board's largest SVG (the map or grid), else its column (an expression of `app`)
DRAWING_JS = """(app) => ([...app.querySelectorAll('.sw-board svg.sw-board-svg')]
  .sort((a, b) => b.clientWidth * b.clientHeight - a.clientWidth * a.clientHeight)[0] ||
  app.querySelector('.sw-board'))"""

# the visible part of the notebook (the window, cut by every box around the app that clips:
# JupyterLab's body is 0 px high, its panels absolutely placed, so empty boxes do not count) and
# how much of each of `ids` (test ids) and of the board's drawing lies inside it
SHOWN_JS = """
(app, ids) => {
  let top = 0, bottom = innerHeight;
  for (let box = app.parentElement; box; box = box.parentElement) {
    const v = box.getBoundingClientRect();
    if (getComputedStyle(box).overflowY === 'visible' || v.height <= 0) continue;
    top = Math.max(top, v.top);
    bottom = Math.min(bottom, v.bottom);
  }
  const inside = (el) => {
    if (!el) return 0;
    const r = el.getBoundingClientRect();
    if (r.height === 0) return 0;
    return Math.max(0, Math.min(r.bottom, bottom) - Math.max(r.top, top)) / r.height;
  };
  // the notebook's own scrolling panel: how high a drawing may be to be seen whole
  const panel = app.closest('.jp-WindowedPanel-outer');
  const out = {narrow: app.classList.contains('sw-narrow'), visible: bottom - top,
               panel: panel ? panel.clientHeight : innerHeight};
  for (const id of ids) out[id] = inside(app.querySelector(`[data-testid="${id}"]`));
  const r = (DRAWING)(app).getBoundingClientRect();
  out.drawing_px = Math.max(0, Math.min(r.bottom, bottom) - Math.max(r.top, top));
  out.drawing_h = r.height;
  return out;
}
""".replace("DRAWING", DRAWING_JS)


def in_view(seen: dict[str, Any], when: str, problems: list[str]) -> None:
    """Add to `problems` each control not wholly in view, and too little of the drawing."""
    problems += [f"{when}: {id} {seen[id]:.0%} in view" for id in MUST_SHOW if seen[id] < 0.99]
    if seen["drawing_px"] < 100:
        problems.append(f"{when}: only {seen['drawing_px']:.0f} px of the drawing in view")


def shown(app: Any) -> dict[str, Any]:
    """What of the board's controls and drawing is on screen now."""
    return dict(app.evaluate(SHOWN_JS, MUST_SHOW))


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
    # the projector size (on a 1920×1080 screen): the drawing fits the notebook's visible height
    page.set_viewport_size({"width": PROJECTOR[0], "height": PROJECTOR[1]})
    app.locator("[data-testid=btn-projector]").click()
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
