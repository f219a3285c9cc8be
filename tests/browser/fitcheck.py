"""What of a board's controls and drawing is on screen: bounding boxes against the visible
part of the page (tests/browser/test_fit.py in JupyterLab, test_play_fit.py full page)."""

from __future__ import annotations

from typing import Any

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
