"""Click → board changed, in real JupyterLab + Debian Chromium, for every game's board.

Run: python benchmarks/bench_browser.py [--clicks 30] [--game NAME ...] [--json FILE]
Not a test: figures go to docs/performance.md. For each game the board `board` of its tutorial
(opened and run as the browser tests do: tests/browser/browserkit.py) gets `--clicks` clicks on a
legal target, each a kernel round trip: the time runs from the click event (its timeStamp in
the page) to the moment the board's DOM shows the new step (a MutationObserver sees the new
log entry as the current step: the board and the log are drawn in the same update) — "dom" —
and to the frame after that is painted (two animation frames later) — "paint". Between clicks
`board.undo()` runs in the kernel (not timed) so every click plays from the same position.
"redraw" is the board's own share: 10 clicks on zoom + / − (a full redraw, no kernel);
"kernel" the kernel's round trip for `pass` (10 execute requests), the floor of any click.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

# the browser tests' helpers, found through sys.path
from browserkit import (
    TUTORIAL_BOARDS,
    driven_board,
    launch,
    open_notebook,
    start_lab,
)

# In the page: time each click on the board and the first DOM change that shows what `want`
# says: a log entry that is the current step (a kernel round trip), or a zoom (a redraw only).
INSTRUMENT_JS = """
(app) => {
  const bench = window.__swBench = { t0: 0, dom: 0, paint: 0, want: null };
  const shows = (want) => want.zoom ? app.style.getPropertyValue('--sw-zoom') === want.zoom
    : Boolean(app.querySelector(`[data-testid="log-entry-${want.step}"][aria-current="step"]`));
  app.addEventListener('click', (event) => { bench.t0 = event.timeStamp; }, true);
  new MutationObserver(() => {
    if (!bench.want || bench.dom || !shows(bench.want)) return;
    bench.dom = performance.now();
    requestAnimationFrame(() => requestAnimationFrame(() => { bench.paint = performance.now(); }));
  }).observe(app, { childList: true, subtree: true, attributes: true, characterData: true });
}
"""
# One execute request of `pass` to the notebook's kernel and back (ms).
PING_JS = """
async () => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const t0 = performance.now();
  await kernel.requestExecute({code: 'pass', store_history: false}).done;
  return performance.now() - t0;
}
"""
ARM_JS = "(want) => Object.assign(window.__swBench, {t0: 0, dom: 0, paint: 0, want})"


def timed(page: Any, want: dict[str, Any], click: Any) -> tuple[float, float]:
    """(dom, paint) ms from the last click of `click()` to the board showing `want`."""
    page.evaluate(ARM_JS, want)
    click()
    page.wait_for_function("() => window.__swBench.paint > 0", timeout=60_000)
    t = page.evaluate("() => window.__swBench")
    return t["dom"] - t["t0"], t["paint"] - t["t0"]


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[max(0, -(-95 * len(ordered) // 100) - 1)]


def bench_board(page: Any, lab_url: str, tb: Any, clicks: int) -> dict[str, Any]:
    """Open the tutorial, then time `clicks` legal clicks on its board `board`."""
    nb = open_notebook(page, lab_url, tb.notebook)
    app = driven_board(page, nb.python, tb.drawn)
    page.wait_for_timeout(500)
    app.evaluate(INSTRUMENT_JS)
    boards = page.locator("[data-testid=sw-app]").count()
    start = int(nb.python("print(board.game.step)"))
    dom: list[float] = []
    paint: list[float] = []
    for _ in range(clicks):
        d, p = timed(page, {"step": start + 1}, lambda: tb.click(app))
        dom.append(d)
        paint.append(p)
        nb.python("board.undo()")
        app.locator(f"[data-testid=log-entry-{start}][aria-current=step]").wait_for(timeout=30_000)
        page.wait_for_timeout(150)
    # the kernel's round trip for nothing (`pass`), and the board redrawn with no kernel
    # involved: zoom + / − (a full redraw of the board)
    idle = [page.evaluate(PING_JS) for _ in range(10)]
    redraw: list[float] = []
    for k in range(10):
        button, zoom = ("btn-zoom-in", "1.25") if k % 2 == 0 else ("btn-zoom-out", "1")
        d, _ = timed(page, {"zoom": zoom}, app.locator(f"[data-testid={button}]").click)
        redraw.append(d)
    if nb.errors:
        raise RuntimeError(f"{tb.game}: page errors {nb.errors}")
    return {
        "game": tb.game,
        "boards_on_page": boards,
        "clicks": len(dom),
        "dom_median_ms": statistics.median(dom),
        "dom_p95_ms": p95(dom),
        "paint_median_ms": statistics.median(paint),
        "paint_p95_ms": p95(paint),
        "redraw_median_ms": statistics.median(redraw),
        "kernel_median_ms": statistics.median(idle),
        "dom_ms": [round(v, 1) for v in dom],
    }


def main() -> None:
    """Run the benchmark and print one row per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    parser.add_argument("--json", type=Path, help="also write the figures as JSON")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    boards = [tb for tb in TUTORIAL_BOARDS if not args.game or tb.game in args.game]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        lab = start_lab(Path(tmp))
        try:
            with sync_playwright() as p:
                browser = launch(p.chromium)
                for tb in boards:
                    page = browser.new_page(viewport={"width": 1400, "height": 900})
                    started = time.time()
                    rows.append(bench_board(page, lab.url, tb, args.clicks))
                    rows[-1]["wall_s"] = round(time.time() - started, 1)
                    page.close()
                browser.close()
        finally:
            lab.stop()
    head = ["boards", "clicks", "dom med", "dom p95", "paint med", "paint p95", "redraw", "kernel"]
    keys = ["boards_on_page", "clicks", "dom_median_ms", "dom_p95_ms", "paint_median_ms"]
    keys += ["paint_p95_ms", "redraw_median_ms", "kernel_median_ms"]
    print(f"{'game':<16}" + "".join(f"{h:>11}" for h in head))
    for r in rows:
        print(f"{r['game']:<16}" + "".join(f"{r[k]:>11.0f}" for k in keys))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
