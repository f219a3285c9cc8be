"""What the browser tests and `benchmarks/bench_browser.py` share: starting JupyterLab and
Debian Chromium (also one that reaches nothing but 127.0.0.1), opening and running a notebook,
and clicking a legal target on the board `board` of each game's tutorial (`driven_board`).

Plain functions (no pytest): `conftest.py` wraps them in fixtures, the benchmark calls them.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = ROOT / "tests" / "browser" / "artifacts"
REQUIRED = os.environ.get("SKYWIDGETS_REQUIRE_BROWSER") == "1"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
# no host but 127.0.0.1 resolves (with route() below, nothing else is even tried)
OFFLINE_RESOLVER = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
LOCAL = ("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def serve(
    cmd: Sequence[str],
    *,
    cwd: Path,
    log: Path,
    ready: str | int,
    env: dict[str, str] | None = None,
    timeout_s: float = 90,
    own_group: bool = False,
) -> subprocess.Popen:
    """Start a server writing to `log`; return once `ready` answers (a URL, or a port that
    accepts connections: a port for servers that do work per request). Raises RuntimeError
    (with the log's end) if it exits or does not answer in time."""
    out = open(log, "w")  # noqa: SIM115 - the server writes to it until it stops
    proc = subprocess.Popen(
        list(cmd),
        env=env,
        stdout=out,
        stderr=subprocess.STDOUT,
        cwd=cwd,
        start_new_session=own_group,  # its own process group: stop() ends that group
    )
    deadline = time.time() + timeout_s
    while time.time() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{cmd[2:4]} exited:\n" + log.read_text()[-3000:])
        try:
            if isinstance(ready, int):
                socket.create_connection(("127.0.0.1", ready), timeout=2).close()
            else:
                urllib.request.urlopen(ready, timeout=2)
            return proc
        except OSError:
            time.sleep(0.5)
    stop(proc)
    raise RuntimeError(f"{cmd[2:4]} did not start:\n" + log.read_text()[-3000:])


def stop(proc: subprocess.Popen, timeout_s: float = 30) -> None:
    """Terminate a server started by `serve` (its process group too, if it has its own)."""
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        if os.getpgid(proc.pid) == proc.pid:
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()
        proc.wait(timeout=10)


def missing_browser() -> str | None:
    """Why browser tests cannot run here, or None."""
    if not Path(CHROMIUM).exists():
        return f"{CHROMIUM} is not installed (apt-get install chromium)"
    try:
        import playwright  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install playwright)"
    return None


def launch(browser_type: Any, offline: bool = False) -> Any:
    """Debian Chromium through Playwright's `browser_type` (no browser download needed)."""
    args = [*CHROMIUM_ARGS, OFFLINE_RESOLVER] if offline else CHROMIUM_ARGS
    return browser_type.launch(executable_path=CHROMIUM, args=args)


def offline_context(
    browser: Any, viewport: tuple[int, int] = (1400, 900), allowed: Sequence[str] = LOCAL
) -> Any:
    """A fresh context whose requests outside `allowed` are aborted and listed in `.tried`."""
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
    tried: list[str] = []
    prefixes = tuple(allowed)

    def route(r: Any) -> None:
        if r.request.url.startswith(prefixes):
            r.continue_()
        else:
            tried.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    context.on("request", lambda r: None if r.url.startswith(prefixes) else tried.append(r.url))
    context.tried = tried
    return context


def strip_outputs(src: Path, dest: Path) -> None:
    """Copy a notebook without its stored outputs or widget state (no stale boards)."""
    nb = json.loads(src.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    nb.get("metadata", {}).pop("widgets", None)
    dest.write_text(json.dumps(nb), encoding="utf-8")


def write_notebook(path: Path, cells: Sequence[str]) -> None:
    """A notebook of code cells (no outputs) for a test of its own."""
    nb = {
        "cells": [
            {
                "cell_type": "code",
                "metadata": {},
                "source": src,
                "outputs": [],
                "execution_count": None,
            }
            for src in cells
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb), encoding="utf-8")


@dataclass
class LabServer:
    """A JupyterLab server on 127.0.0.1 serving output-free copies of the notebooks."""

    url: str
    root: Path
    proc: subprocess.Popen
    log: Path

    def stop(self) -> None:
        """Stop the server."""
        stop(self.proc, timeout_s=15)


def start_lab(base: Path, timeout_s: float = 90) -> LabServer:
    """Start JupyterLab in `base` (own config, no news, no autosave); raise if it fails."""
    root = base / "notebooks"
    root.mkdir()
    for nb in (ROOT / "notebooks").glob("*.ipynb"):
        strip_outputs(nb, root / nb.name)
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        path = base / name.lower()
        path.mkdir()
        env[name] = str(path)
    settings = base / "settings"
    settings.mkdir()
    overrides = {
        "@jupyterlab/apputils-extension:notification": {
            "fetchNews": "false",
            "checkForUpdates": False,
        },
        "@jupyterlab/docmanager-extension:plugin": {"autosave": False},
    }
    (settings / "overrides.json").write_text(json.dumps(overrides))
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log = base / "lab.log"
    proc = serve(
        [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--ip",
            "127.0.0.1",
            f"--port={port}",
            "--allow-root",
            "--IdentityProvider.token=",
            f"--ServerApp.root_dir={root}",
            "--LabApp.expose_app_in_browser=True",
            f"--LabServerApp.app_settings_dir={settings}",
            "--ServerApp.disable_check_xsrf=True",
        ],
        cwd=root,
        log=log,
        ready=url + "/api",
        env=env,
        timeout_s=timeout_s,
    )
    return LabServer(url, root, proc, log)


KERNEL_EXEC_JS = """
async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({code, store_history: false});
  let out = '';
  future.onIOPub = (msg) => {
    const t = msg.header.msg_type;
    if (t === 'stream') out += msg.content.text;
    if (t === 'error') out += 'ERROR: ' + msg.content.ename + ': ' + msg.content.evalue;
  };
  await future.done;
  return out;
}
"""

KERNEL_IDLE_JS = (
    "() => window.jupyterapp && window.jupyterapp.shell.currentWidget && "
    "window.jupyterapp.shell.currentWidget.sessionContext && "
    "window.jupyterapp.shell.currentWidget.sessionContext.session && "
    "window.jupyterapp.shell.currentWidget.sessionContext.session.kernel && "
    "window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status === 'idle'"
)


@dataclass
class Notebook:
    """An open, fully run notebook in JupyterLab."""

    page: Any
    name: str
    errors: list[str] = field(default_factory=list)

    def python(self, code: str) -> str:
        """Run code in the notebook's kernel and return what it printed."""
        return str(self.page.evaluate(KERNEL_EXEC_JS, code))

    def wait_python(self, code: str, expected: str, timeout_s: float = 15) -> str:
        """Run `code` until it prints `expected` (a click reaches Python asynchronously)."""
        deadline = time.time() + timeout_s
        while True:
            out = self.python(code).strip()
            if out == expected or time.time() > deadline:
                return out
            self.page.wait_for_timeout(200)

    def screenshot(self, label: str, folder: Path = ARTIFACTS) -> Path:
        """Save a screenshot of the window under tests/browser/artifacts/ (or `folder`)."""
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{Path(self.name).stem}-{label}.png"
        self.page.screenshot(path=str(path), full_page=False)
        return path


def open_notebook(page: Any, lab_url: str, name: str, timeout_s: float = 120) -> Notebook:
    """Open `name` in a fresh Lab workspace on `page`, run all cells, wait for the kernel."""
    nb = Notebook(page, name)
    page.on("pageerror", lambda exc: nb.errors.append(str(exc)))
    page.goto(f"{lab_url}/lab/workspaces/t{time.time_ns()}/tree/{name}?reset")
    page.wait_for_function(KERNEL_IDLE_JS, timeout=timeout_s * 1000)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_timeout(500)
    page.wait_for_function(KERNEL_IDLE_JS, timeout=timeout_s * 1000)
    return nb


# -- a click on a legal target of each tutorial's first board ---------------------------------


def select(app: Any, selector: str, selected: str, tries: int = 5, timeout_ms: int = 2_000) -> None:
    """Click until the board shows `selected` (the first render may still run, or a busy page
    redraw may eat a click)."""
    for _ in range(tries):
        app.locator(selector).first.click()
        try:
            app.locator(selected).first.wait_for(timeout=timeout_ms)
            return
        except Exception:
            continue
    raise AssertionError(f"{selector} never showed as {selected}")


def click_sky_islands(app: Any) -> None:
    """Select the first hand tile, turn it until a cell is highlighted, click that cell."""
    select(app, "[data-testid^=hand-tile-]", "[data-testid^=hand-tile-].sw-selected")
    legal = app.locator(".sw-si-legal")
    for _ in range(4):
        if legal.count():
            break
        app.locator("[data-testid=rotate-tile]").click()
    legal.first.click()


def click_sky_towers(app: Any) -> None:
    """Select the first hand card, click the first highlighted tower space."""
    select(app, "[data-testid=hand-card-0]", "[data-testid=hand-card-0].sw-selected")
    app.locator(".sw-st-legal").first.click()


def click_traders(app: Any) -> None:
    """Move the steamship to Thespian (in reach in the tutorial's first position)."""
    app.locator("[data-testid=city-thespian]").click()


def click_merchants(app: Any) -> None:
    """Click the first highlighted hex."""
    app.locator(".sw-ms-legal[data-testid^=hex-]").first.click()


@dataclass(frozen=True)
class TutorialBoard:
    """A game's tutorial, a selector its first board draws, and a click that plays a move."""

    game: str
    notebook: str
    drawn: str
    click: Callable[[Any], None]


TUTORIAL_BOARDS = [
    TutorialBoard(
        "sky_islands", "10_sky_islands.ipynb", "[data-testid=sky-board]", click_sky_islands
    ),
    TutorialBoard(
        "sky_towers", "20_sky_towers.ipynb", "[data-testid=hand-card-0]", click_sky_towers
    ),
    TutorialBoard(
        "traders_air", "30_traders_of_the_air.ipynb", "[data-testid=traders-map]", click_traders
    ),
    TutorialBoard(
        "merchants_seas",
        "40_merchants_of_the_seas.ipynb",
        ".sw-ms-legal[data-testid^=hex-]",
        click_merchants,
    ),
]


def first_board(page: Any, drawn: str, timeout_ms: int = 60_000) -> Any:
    """The first board (`sw-app`) on the page, once `drawn` (a selector) has rendered."""
    page.locator(drawn).first.wait_for(timeout=timeout_ms)
    return page.locator("[data-testid=sw-app]").first


#: the CSS class `driven_board` gives the notebook cell that shows the board the tests drive
DRIVEN = "sw-driven-board"

# Mark the cell whose output shows the widget with model id `modelId` (JupyterLab's model of
# the open notebook: each code cell's outputs, a widget view naming its model); true when found.
MARK_DRIVEN_JS = """
([modelId, mark]) => {
  const nb = window.jupyterapp.shell.currentWidget.content;
  for (const cell of nb.widgets) {
    if (cell.model.type !== 'code') continue;
    const outputs = cell.model.outputs;
    for (let j = 0; j < outputs.length; j++) {
      const view = outputs.get(j).data['application/vnd.jupyter.widget-view+json'];
      if (view && view.model_id === modelId) {
        cell.node.classList.add(mark);
        return true;
      }
    }
  }
  return false;
}
"""


def driven_board(
    page: Any,
    run_python: Callable[[str], str],
    drawn: str,
    name: str = "board",
    timeout_ms: int = 60_000,
) -> Any:
    """The board (`sw-app`) of the notebook's variable `name`: the board the tests drive, in
    every tutorial called `board` (the first board the reader plays; 10_sky_islands shows a
    walkthrough board above it). `run_python` runs code in the page's kernel: it gives the
    widget's model id, and the cell whose output shows that widget is marked with a CSS class.
    Waits until `drawn` (a selector) has rendered inside it."""
    page.locator(drawn).first.wait_for(timeout=timeout_ms)
    model_id = run_python(f"print({name}.model_id)").strip()
    page.wait_for_function(MARK_DRIVEN_JS, arg=[model_id, DRIVEN], timeout=timeout_ms)
    app = page.locator(f".{DRIVEN} [data-testid=sw-app]").first
    if drawn == "[data-testid=sw-app]":
        app.wait_for(timeout=timeout_ms)
    else:
        app.locator(drawn).first.wait_for(timeout=timeout_ms)
    return app


def projector_on(app: Any, timeout_ms: int = 10_000) -> None:
    """Press the board's Projector button and wait until it is on (a click that lands while
    a busy page redraws the toolbar is pressed again, once)."""
    button = app.locator("[data-testid=btn-projector]")
    pressed = app.locator("[data-testid=btn-projector][aria-pressed=true]")
    for attempt in range(2):
        button.click()
        try:
            pressed.wait_for(timeout=timeout_ms)
            return
        except Exception:
            if attempt:
                raise
