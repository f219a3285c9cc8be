"""Cold first load of a tutorial: the JupyterLite site against JupyterLab.

Run: python benchmarks/bench_site.py [--site DIR] [--runs N] [--notebook NAME] [--apps lite,lab]
         [--bot-moves N] [--hints N] [--board NAME]
Not a test: figures go to docs/performance.md. Builds the site (`skywidgets site`) unless
--site names a built one, serves it with `python -m http.server` on 127.0.0.1, and opens
the tutorial (00_start_here unless --notebook names another) in Debian Chromium with a fresh
profile each run (no host but 127.0.0.1 resolves; any other request is counted). Then does the
same in JupyterLab. For each: requests and bytes until the first board, time to a notebook on
screen, to a kernel that really runs code, to the first board, the median round trip of the
"Bot move" button of the board the tutorial calls `board` (or --board NAME: a board whose game
is still in play; click -> the board shows a later step), and with --hints the time of that
board's hints at the default budget.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from skywidgets.site import START, build_site, strip_outputs  # noqa: E402
from tests.browser.browserkit import DRIVEN, MARK_DRIVEN_JS  # noqa: E402

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page, Request, Response

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
APP = "window.jupyterapp && window.jupyterapp.shell.currentWidget"
KERNEL = (
    f"{APP} && window.jupyterapp.shell.currentWidget.sessionContext.session && "
    "window.jupyterapp.shell.currentWidget.sessionContext.session.kernel"
)
PRINT_ONE = """
async () => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({code: 'print(1)', store_history: false});
  let out = '';
  future.onIOPub = (msg) => { if (msg.header.msg_type === 'stream') out += msg.content.text; };
  await future.done;
  return out;
}
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_http(url: str, proc: subprocess.Popen[bytes], seconds: float = 90) -> None:
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url, timeout=2)
            return
        except OSError:
            if proc.poll() is not None:
                break
            time.sleep(0.3)
    raise SystemExit(f"server at {url} did not start")


def measure(
    browser: Browser, url: str, base: str, bot_moves: int, hint_count: int = 0, board: str = "board"
) -> dict[str, float]:
    """One cold load in a fresh profile: open, run all, first board, Bot-move round trips,
    then `hint_count` hints (each at the default budget, a Bot move between two)."""
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    stats = {"requests": 0, "bytes": 0, "outside": 0}

    # No context.route(): intercepted requests report no body size and each one costs a round
    # trip to Playwright. Chromium resolves no host but 127.0.0.1 (ARGS), so any other request
    # fails; it is still counted.
    def started(request: Request) -> None:
        if not request.url.startswith((base, "data:", "blob:")):
            stats["outside"] += 1

    # Bytes as sent (Content-Length; both servers send it for files): Request.sizes() called
    # from an event handler fails now and then and undercounts.
    # JupyterLite's service worker passes requests on: count its network fetch, not the copy
    # the page receives from it (that would count each file twice).
    def responded(response: Response) -> None:
        if response.from_service_worker:
            return
        stats["requests"] += 1
        with contextlib.suppress(ValueError):
            stats["bytes"] += int(response.headers.get("content-length", "0"))

    context.on("request", started)
    context.on("response", responded)
    page = context.new_page()
    t0 = time.perf_counter()
    page.goto(url)
    page.wait_for_function(
        f"() => {APP} && window.jupyterapp.shell.currentWidget.content", timeout=300_000
    )
    t_ui = time.perf_counter() - t0
    page.wait_for_function(f"() => {KERNEL}", timeout=300_000)
    assert page.evaluate(PRINT_ONE).strip() == "1"
    t_kernel = time.perf_counter() - t0
    # not awaited: the command's promise settles only when the last cell has run (in JupyterLab
    # that includes the OpenSpiel cell, which would count in the time to the first board)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    app = page.locator("[data-testid=sw-app]").first
    app.locator("[data-testid=btn-step]").wait_for(timeout=300_000)  # every board's toolbar
    t_board = time.perf_counter() - t0
    loaded = dict(stats)
    page.wait_for_function(
        f"() => {KERNEL}.status === 'idle' && [...window.jupyterapp.shell.currentWidget.content"
        ".model.cells].every((c) => c.type !== 'code' || c.executionCount !== null)",
        timeout=300_000,
    )
    # the board the tutorial calls `board` (in 10_sky_islands a walkthrough board comes first)
    model_id = page.evaluate(PRINT_ONE.replace("print(1)", f"print({board}.model_id)")).strip()
    page.wait_for_function(MARK_DRIVEN_JS, arg=[model_id, DRIVEN], timeout=60_000)
    app = page.locator(f".{DRIVEN} [data-testid=sw-app]").first
    trips = []
    step = int(page.evaluate(PRINT_ONE.replace("print(1)", f"print({board}.game.step)")))
    for _ in range(bot_moves):
        start = time.perf_counter()
        app.locator("[data-testid=btn-step]").click()
        step = moved_on(page, app, step)
        trips.append(time.perf_counter() - start)
    # a hint at the default budget: click -> the hint's moves listed (a Bot move between two,
    # so each is a new position)
    hints = []
    for _ in range(hint_count):
        start = time.perf_counter()
        app.locator("[data-testid=btn-hint]").click()
        app.locator("[data-testid=hint-moves]").wait_for(timeout=120_000)
        hints.append(time.perf_counter() - start)
        app.locator("[data-testid=btn-step]").click()
        step = moved_on(page, app, step)
        app.locator("[data-testid=hint-moves]").wait_for(state="detached", timeout=60_000)
    context.close()
    return {
        "hint_ms": 1000 * statistics.median(hints) if hints else float("nan"),
        "hint_max_ms": 1000 * max(hints) if hints else float("nan"),
        "requests": loaded["requests"],
        "MB": loaded["bytes"] / 1e6,
        "outside": stats["outside"],
        "ui_s": t_ui,
        "kernel_s": t_kernel,
        "board_s": t_board,
        "bot_ms": 1000 * statistics.median(trips),
    }


# The step the board shows (its replay bar's slider): a Bot move may take several steps (a Terra
# Mystica turn's finish step, Sky Towers' automaton), and the log lists a move only once its
# turn is over.
CURRENT_STEP_JS = """([el, after]) => {
  const slider = el.querySelector('[data-testid=replay-slider]');
  const step = slider ? Number(slider.value) : -1;
  return step > after ? step : false;
}"""


def moved_on(page: Page, app: Locator, step: int) -> int:
    """Wait until the board shows a step after `step` (a Bot move made); that step."""
    try:
        handle = page.wait_for_function(
            CURRENT_STEP_JS, arg=[app.element_handle(), step], timeout=60_000
        )
    except Exception:
        page.screenshot(path=str(Path(tempfile.gettempdir()) / "bench_site_failed.png"))
        raise
    return int(handle.json_value())


def start_lab(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    root = folder / "notebooks"
    root.mkdir()
    nb = json.loads((ROOT / "notebooks" / START).read_text(encoding="utf-8"))
    (root / START).write_text(json.dumps(strip_outputs(nb)), encoding="utf-8")
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        (folder / name.lower()).mkdir()
        env[name] = str(folder / name.lower())
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--ip", "127.0.0.1",
         f"--port={port}", "--allow-root", "--IdentityProvider.token=",
         f"--ServerApp.root_dir={root}", "--LabApp.expose_app_in_browser=True"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=root,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    wait_http(base + "/api", proc)
    return proc, base


def site_size(folder: Path) -> tuple[int, float]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files) / 1e6


KEYS = [
    "requests",
    "MB",
    "ui_s",
    "kernel_s",
    "board_s",
    "bot_ms",
    "outside",
    "hint_ms",
    "hint_max_ms",
]


def row(name: str, r: dict[str, float]) -> None:
    print(
        f"{name:18s} {r['requests']:8.0f} {r['MB']:7.1f} {r['ui_s']:7.1f} "
        f"{r['kernel_s']:9.1f} {r['board_s']:8.1f} {r['bot_ms']:7.0f} {r['outside']:8.0f}"
        f" {r['hint_ms']:8.0f} {r['hint_max_ms']:9.0f}"
    )


def report(name: str, runs: list[dict[str, float]]) -> None:
    """One line per run, then the median."""
    for i, r in enumerate(runs, 1):
        row(f"{name} #{i}", r)
    row(f"{name} median", {k: statistics.median(r[k] for r in runs) for k in KEYS})


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", help="a built site (default: build one in a temporary folder)")
    parser.add_argument("--runs", type=int, default=2, help="cold loads of each (median)")
    parser.add_argument("--bot-moves", type=int, default=5)
    parser.add_argument("--hints", type=int, default=0, help="hints timed after the bot moves")
    parser.add_argument("--notebook", default=START, help="the tutorial to open")
    parser.add_argument("--apps", default="lite,lab", help="lite, lab or both (lite,lab)")
    parser.add_argument(
        "--board", default="board", help="the tutorial's board to drive (a game still in play)"
    )
    args = parser.parse_args()
    apps = set(args.apps.split(","))
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = Path(args.site) if args.site else Path(tmp) / "site"
        if not args.site:
            started = time.perf_counter()
            build_site(site)
            print(f"site built in {time.perf_counter() - started:.0f} s")
        files, mb = site_size(site)
        print(f"site: {files} files, {mb:.1f} MB")
        port = free_port()
        server = subprocess.Popen(
            [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(port)],
            cwd=site, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        lab, lab_base = start_lab(Path(tmp))
        try:
            base = f"http://127.0.0.1:{port}"
            wait_http(base + "/", server)
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
                lite_url = (
                    base + "/"
                    if args.notebook == START
                    else (f"{base}/lab/index.html?path={args.notebook}")
                )
                drive = (args.bot_moves, args.hints, args.board)
                lite = [measure(browser, lite_url, base + "/", *drive)
                        for _ in range(args.runs if "lite" in apps else 0)]  # fmt: skip
                lab_url = f"{lab_base}/lab/workspaces/bench/tree/{args.notebook}?reset"
                labs = [measure(browser, lab_url, lab_base + "/", *drive)
                        for _ in range(args.runs if "lab" in apps else 0)]  # fmt: skip
                browser.close()
        finally:
            server.terminate()
            lab.terminate()
            lab.wait(timeout=30)
    print(f"cold first load of {args.notebook}, median of", args.runs, "runs")
    print("load average (1, 5, 15 min): {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()))
    print("app                requests      MB    ui_s  kernel_s  board_s  bot_ms  outside"
          "  hint_ms  hint_max")  # fmt: skip
    if lite:
        report("JupyterLite", lite)
    if labs:
        report("JupyterLab", labs)


if __name__ == "__main__":
    main()
