"""A real JupyterLab server and Debian Chromium (through Playwright) for browser tests.

Browser tests are required when SKYWIDGETS_REQUIRE_BROWSER=1 (scripts/test and CI set it):
then a missing Chromium or Playwright is a failure, never a skip.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = ROOT / "tests" / "browser" / "artifacts"
REQUIRED = os.environ.get("SKYWIDGETS_REQUIRE_BROWSER") == "1"


def _missing_browser() -> str | None:
    if not Path(CHROMIUM).exists():
        return f"{CHROMIUM} is not installed (apt-get install chromium)"
    try:
        import playwright  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install playwright)"
    return None


def pytest_collection_modifyitems(config, items):
    problem = _missing_browser()
    if problem is None:
        return
    for item in items:
        if "browser" in item.keywords:
            if REQUIRED:
                item.add_marker(pytest.mark.usefixtures("_browser_required"))
            else:
                item.add_marker(pytest.mark.skip(reason=f"browser tests need: {problem}"))


@pytest.fixture
def _browser_required():
    pytest.fail(f"browser tests are required here but {_missing_browser()}")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def strip_outputs(src: Path, dest: Path) -> None:
    """Copy a notebook without its stored outputs or widget state (no stale boards)."""
    nb = json.loads(src.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    nb.get("metadata", {}).pop("widgets", None)
    dest.write_text(json.dumps(nb), encoding="utf-8")


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """A JupyterLab server on a free port, serving output-free copies of the notebooks."""
    if _missing_browser():
        pytest.fail(_missing_browser()) if REQUIRED else pytest.skip(_missing_browser())
    base = tmp_path_factory.mktemp("lab")
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
    (settings / "overrides.json").write_text(
        json.dumps(
            {
                "@jupyterlab/apputils-extension:notification": {
                    "fetchNews": "false",
                    "checkForUpdates": False,
                },
                "@jupyterlab/docmanager-extension:plugin": {"autosave": False},
            }
        )
    )
    port = _free_port()
    log = open(base / "lab.log", "w")  # noqa: SIM115 - JupyterLab writes to it until the fixture ends
    proc = subprocess.Popen(
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
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=root,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 90
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url + "/api", timeout=2)
            break
        except OSError:
            if proc.poll() is not None:
                break
            time.sleep(0.5)
    else:
        proc.kill()
        pytest.fail("JupyterLab did not start:\n" + (base / "lab.log").read_text()[-3000:])
    if proc.poll() is not None:
        pytest.fail("JupyterLab exited:\n" + (base / "lab.log").read_text()[-3000:])
    yield {"url": url, "root": root, "proc": proc}
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="session")
def browser():
    """Debian Chromium driven by Playwright (no browser download needed)."""
    if _missing_browser():
        pytest.fail(_missing_browser()) if REQUIRED else pytest.skip(_missing_browser())
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM,
            args=[
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--disable-quic",
            ],
        )
        yield b
        b.close()


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


class Notebook:
    """An open, fully run notebook in JupyterLab."""

    def __init__(self, page, name: str) -> None:
        self.page = page
        self.name = name

    def python(self, code: str) -> str:
        """Run code in the notebook's kernel and return what it printed."""
        return self.page.evaluate(KERNEL_EXEC_JS, code)

    def wait_python(self, code: str, expected: str, timeout_s: float = 15) -> str:
        """Run `code` until it prints `expected` (a click reaches Python asynchronously)."""
        deadline = time.time() + timeout_s
        while True:
            out = self.python(code).strip()
            if out == expected or time.time() > deadline:
                return out
            self.page.wait_for_timeout(200)

    def screenshot(self, label: str) -> Path:
        """Save a screenshot under tests/browser/artifacts/."""
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{Path(self.name).stem}-{label}.png"
        self.page.screenshot(path=str(path), full_page=False)
        return path


@pytest.fixture
def open_notebook(lab, browser):
    """Open a notebook in a fresh Lab workspace, run all cells, wait for the kernel."""
    pages = []

    def _open(name: str, timeout_s: float = 120) -> Notebook:
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        pages.append(page)
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.goto(f"{lab['url']}/lab/workspaces/t{len(pages)}{time.time_ns()}/tree/{name}?reset")
        page.wait_for_function(
            "() => window.jupyterapp && window.jupyterapp.shell.currentWidget && "
            "window.jupyterapp.shell.currentWidget.sessionContext && "
            "window.jupyterapp.shell.currentWidget.sessionContext.session && "
            "window.jupyterapp.shell.currentWidget.sessionContext.session.kernel && "
            "window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status"
            " === 'idle'",
            timeout=timeout_s * 1000,
        )
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_timeout(500)
        page.wait_for_function(
            "() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status"
            " === 'idle'",
            timeout=timeout_s * 1000,
        )
        nb = Notebook(page, name)
        nb.errors = errors
        return nb

    yield _open
    for page in pages:
        page.close()
