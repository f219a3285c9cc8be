"""A picture next to every board (issue 32, item 5; the choice is in docs/frontend.md).

A board's output carries, beside its live widget view, `text/plain` with the turn and the
scores and an `image/svg+xml` picture of the position. The picture is drawn by the board's
own front end (`picture()` of the board's ESM bundle, js/shared/picture.js), never by a
second renderer in Python: when a notebook is built (`execute`, used by
scripts/build_notebooks.py) each board's synced state at the moment it was shown is handed
to its bundle in a headless Chromium and the SVG it returns replaces the kernel's *pending*
picture, a plain card with the same words as `text/plain`. A seat view's state holds only its
seat's view (`ruleset.view(state, seat)`), so its picture cannot show another seat's hand.

nbval compares stored outputs: `tests/nbval_sanitize.cfg` maps every skywidgets picture
(drawn or pending) to one constant, so the drawing may change from run to run.
"""

from __future__ import annotations

import concurrent.futures
import copy
import hashlib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from .snapshot import TEACHER, current_seat, player_name

PICTURE_MIME = "image/svg+xml"
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
#: the attribute marking a skywidgets picture: "drawn" (by the board) or "pending"
MARK = "data-sw-picture"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--host-resolver-rules=MAP * ~NOTFOUND",
]


def describe(board: Any) -> list[str]:
    """The board's `text/plain`: its repr, whose turn it is, and the scores."""
    game = board.game
    lines = [repr(board)]
    scores = game.ruleset.scores(game.state).to_json()
    if game.is_over():
        winners = [str(w) for w in scores.get("winners") or []]
        word = "Winners" if len(winners) > 1 else "Winner"
        lines.append(f"Game over. {word}: {', '.join(winners)}." if winners else "Game over.")
    else:
        who = player_name(game, current_seat(game)) or "?"
        phase = str(game.state.phase)
        seat = board.seat
        if seat != TEACHER and seat != current_seat(game):
            lines.append(f"You are {player_name(game, seat)}; waiting for {who} ({phase}).")
        else:
            lines.append(f"{who} to play — {phase}")
    totals = scores.get("totals") or {}
    if totals:
        lines.append("Scores: " + ", ".join(f"{name} {points}" for name, points in totals.items()))
    return lines


def _esc(text: str) -> str:
    return (
        str(text)
        .replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
    )


def pending_picture(lines: Sequence[str]) -> str:
    """The kernel's stand-in picture: the words of `text/plain`, until a board draws it."""
    width, height = 640, 28 + 22 * len(lines)
    texts = "".join(
        f'<text x="12" y="{26 + 22 * i}" font-size="14" font-family="sans-serif" '
        f'fill="#333">{_esc(line)}</text>'
        for i, line in enumerate(lines)
    )
    label = _esc(" ".join(lines))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{label}" {MARK}="pending">'
        f"<title>{label}</title>"
        f'<rect width="{width}" height="{height}" fill="#f5f5f5" stroke="#999"/>{texts}</svg>'
    )


def is_board_output(output: Any) -> bool:
    """An output that shows a skywidgets board (its widget view and its picture)."""
    data = output.get("data") or {}
    picture = data.get(PICTURE_MIME)
    if isinstance(picture, list):
        picture = "".join(picture)
    return WIDGET_MIME in data and isinstance(picture, str) and MARK in picture


# -- building notebooks: the picture from the board's own bundle ------------------------------

_PAGE = (
    "<!doctype html><html><head><meta charset='utf-8'><title>pictures</title></head>"
    "<body style='margin:0'><div id='out' style='width:1000px'></div></body></html>"
)

_DRAW = """async ({key, esm, css, state}) => {
  const cache = window.__swPictures || (window.__swPictures = {modules: {}, css: {}});
  if (!cache.modules[key]) {
    const url = URL.createObjectURL(new Blob([esm], {type: "text/javascript"}));
    cache.modules[key] = (await import(url)).default;
    if (css) {
      const style = document.createElement("style");
      style.textContent = css;
      document.head.append(style);
    }
  }
  const model = {get: (name) => state[name], on() {}, off() {}, send() {}, save_changes() {}};
  const el = document.createElement("div");
  document.getElementById("out").append(el);
  try {
    return await cache.modules[key].picture({model, el});
  } finally {
    el.remove();
  }
}"""


def draw_pictures(states: Sequence[dict[str, Any]]) -> list[str]:
    """Each board state (its synced traits, `_esm` and `_css` included) drawn by its bundle.

    Runs the bundles in Debian's Chromium through Playwright, offline (`about:blank`, no
    host resolves); raises RuntimeError when either is missing.
    """
    if not states:
        return []
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as exc:  # pragma: no cover - a test dependency
        raise RuntimeError(
            "drawing board pictures needs playwright (pip install playwright)"
        ) from exc
    if not Path(CHROMIUM).exists():
        raise RuntimeError(f"drawing board pictures needs {CHROMIUM} (apt-get install chromium)")
    # in a thread of its own: Playwright's sync API refuses to start inside a running asyncio
    # loop (a kernel's, or another sync Playwright session in the same thread)
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(_draw, sync_playwright, states).result()


def _draw(sync_playwright: Any, states: Sequence[dict[str, Any]]) -> list[str]:
    """`draw_pictures`' work, in Chromium through Playwright's sync API."""
    out: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(
                viewport={"width": 1280, "height": 900}, reduced_motion="reduce"
            )
            page.route(
                "http://skywidgets.invalid/",
                lambda r: r.fulfill(status=200, content_type="text/html", body=_PAGE),
            )
            page.goto("http://skywidgets.invalid/")
            loaded: set[str] = set()
            for state in states:
                esm = str(state.get("_esm") or "")
                key = hashlib.sha256(esm.encode()).hexdigest()
                plain = {k: v for k, v in state.items() if k not in ("_esm", "_css")}
                arg = {
                    "key": key,
                    "esm": "" if key in loaded else esm,
                    "css": "" if key in loaded else str(state.get("_css") or ""),
                    "state": plain,
                }
                out.append(str(page.evaluate(_DRAW, arg)))
                loaded.add(key)
        finally:
            browser.close()
    return out


def _client_class() -> type:
    from nbclient import NotebookClient

    class PictureClient(NotebookClient):
        """Executes a notebook, keeping each board's synced state as it was when shown."""

        def __init__(self, nb: Any, **kwargs: Any) -> None:
            super().__init__(nb, store_widget_state=True, **kwargs)
            self.shown: list[tuple[Any, dict[str, Any]]] = []

        def output(self, outs: Any, msg: Any, display_id: Any, cell_index: int) -> Any:
            out = super().output(outs, msg, display_id, cell_index)
            if out is not None and is_board_output(out):
                model_id = (out.get("data") or {})[WIDGET_MIME].get("model_id")
                state = self.widget_state.get(model_id)
                if state and state.get("_esm"):
                    self.shown.append((out, copy.deepcopy(state)))
            return out

    return PictureClient


def execute(nb: Any, cwd: str | Path, timeout: int = 600) -> int:
    """Run `nb` with nbclient and put each board's drawn picture into its output.

    Returns how many pictures were drawn. The notebook keeps no `widgets` metadata (the key
    is absent: valid for GitHub's renderer; the pictures are what shows without a kernel).
    """
    client = _client_class()(
        nb, timeout=timeout, kernel_name="python3", resources={"metadata": {"path": str(cwd)}}
    )
    client.execute()
    nb.metadata.pop("widgets", None)
    put_pictures(client.shown)
    return len(client.shown)


def put_pictures(shown: Iterable[tuple[Any, dict[str, Any]]]) -> None:
    """Replace each output's pending picture with the one its board draws."""
    shown = list(shown)
    for (output, _), svg in zip(shown, draw_pictures([s for _, s in shown]), strict=True):
        output["data"][PICTURE_MIME] = svg
