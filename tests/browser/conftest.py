"""A real JupyterLab server and Debian Chromium (through Playwright) for browser tests.

Browser tests are required when SKYWIDGETS_REQUIRE_BROWSER=1 (scripts/test and CI set it):
then a missing Chromium or Playwright is a failure, never a skip. The start-up code itself is
in browserkit.py (shared with benchmarks/bench_browser.py); these are its fixtures.
"""

from __future__ import annotations

from typing import Any

import pytest
from browserkit import (
    REQUIRED,
    launch,
    missing_browser,
    offline_context,
    start_lab,
)
from browserkit import (
    open_notebook as _open_notebook,
)


def pytest_collection_modifyitems(config, items):
    problem = missing_browser()
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
    pytest.fail(f"browser tests are required here but {missing_browser()}")


def _need_browser() -> None:
    problem = missing_browser()
    if problem:
        pytest.fail(problem) if REQUIRED else pytest.skip(problem)


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """A JupyterLab server on a free port, serving output-free copies of the notebooks."""
    _need_browser()
    try:
        server = start_lab(tmp_path_factory.mktemp("lab"))
    except RuntimeError as exc:
        pytest.fail(str(exc))
    yield {"url": server.url, "root": server.root, "proc": server.proc}
    server.stop()


@pytest.fixture(scope="session")
def browser():
    """Debian Chromium driven by Playwright (no browser download needed)."""
    _need_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = launch(p.chromium)
        yield b
        b.close()


@pytest.fixture(scope="session")
def offline_browser(browser):
    """A second Chromium where no host but 127.0.0.1 resolves.

    `offline_browser(viewport, allowed)` makes a fresh context that aborts every request
    outside `allowed` (default: 127.0.0.1, data:, blob:) and lists it in `context.tried`.
    """
    b = launch(browser.browser_type, offline=True)

    def new_context(viewport=(1400, 900), allowed=None):
        return offline_context(b, viewport, allowed) if allowed else offline_context(b, viewport)

    yield new_context
    b.close()


@pytest.fixture
def open_notebook(lab, browser):
    """Open a notebook in a fresh Lab workspace, run all cells, wait for the kernel."""
    pages = []

    def _open(name: str, timeout_s: float = 120, viewport=(1400, 900)):
        page = browser.new_page(viewport={"width": viewport[0], "height": viewport[1]})
        pages.append(page)
        return _open_notebook(page, lab["url"], name, timeout_s)

    yield _open
    for page in pages:
        page.close()


class OfflinePages:
    """Pages of one offline Chromium context (no host but 127.0.0.1 resolves): each page's
    script errors and Content-Security-Policy refusals are collected in `errors`."""

    def __init__(self, context: Any) -> None:
        self.context = context
        self.errors: list[str] = []

    def new(self, count: int = 1) -> list[Any]:
        """`count` new pages, watched for errors."""
        pages = [self.context.new_page() for _ in range(count)]
        for page in pages:
            page.on("pageerror", lambda exc: self.errors.append(str(exc)))
            page.on(
                "console",
                lambda msg: (
                    self.errors.append(msg.text) if "Content Security Policy" in msg.text else None
                ),
            )
        return pages


@pytest.fixture
def offline_pages(offline_browser):
    """Pages of a fresh offline context of the session's offline Chromium (`OfflinePages`)."""
    pages = OfflinePages(offline_browser())
    yield pages
    pages.context.close()


@pytest.fixture
def server():
    """A class-table server (`skywidgets serve`'s app) on a free loopback port, forgetting on
    exit (tests/serve/conftest.py's `running`)."""
    from tests.serve.conftest import running

    with running() as url:
        yield url
