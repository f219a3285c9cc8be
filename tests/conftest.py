"""Shared pytest set-up: hypothesis profiles for the fuzz layer (tests/fuzz/), the Pyodide lane."""

from __future__ import annotations

import os
import sys

import pytest

#: Running inside Pyodide (scripts/test-pyodide): CPython compiled to WebAssembly, in Node.
PYODIDE = sys.platform == "emscripten"

#: What the Pyodide lane does not collect, and why: each needs what Pyodide has not got.
NOT_IN_PYODIDE = {
    "browser": "drives JupyterLab in Chromium (no browser, kernel or subprocess in Pyodide)",
    "fuzz": "hypothesis ships compiled wheels only since 6.156 (none for WebAssembly)",
    "widgets": "needs ipywidgets and a kernel's comm (the site tests them in the browser)",
    "test_binder.py": "runs repo2docker in a subprocess",
    "test_site.py": "builds the site with pip and npm in subprocesses",
    "test_play_cli.py": "starts Voila in a subprocess",
    "test_openspiel.py": "pyspiel is a compiled CPython extension",
    "test_lock.py": "runs scripts/lock and pip in subprocesses",
    "test_notebook_sources.py": "executes notebooks with a Jupyter kernel",
    "test_notebook_pictures.py": "converts the tutorials with nbconvert (not in Pyodide's lock)",
    "serve": "the table server is a CPython server (SQLite, sockets); the site never runs it",
}
collect_ignore = sorted(NOT_IN_PYODIDE) if PYODIDE else []


def pytest_report_header(config):
    """Under Pyodide, say what is not collected and why (no silent skip)."""
    if PYODIDE:
        return ["Pyodide lane: not collected here:"] + [
            f"  tests/{name}: {why}" for name, why in NOT_IN_PYODIDE.items()
        ]
    return None


def pytest_collection_modifyitems(config, items):
    """`@pytest.mark.cpython_only(reason)` tests are skipped under Pyodide with their reason."""
    if not PYODIDE:
        return
    for item in items:
        marker = item.get_closest_marker("cpython_only")
        if marker is not None:
            why = marker.args[0] if marker.args else marker.kwargs.get("reason", "")
            item.add_marker(pytest.mark.skip(reason=f"CPython only: {why}"))


if not PYODIDE:
    from hypothesis import HealthCheck, settings

    # `ci` (the default) keeps the fuzz layer to seconds; `--hypothesis-profile=soak` is for a
    # long run by hand (SOAK_EXAMPLES=N sets its examples per property, default 2000), whose
    # figures go in docs/reliability.md.
    settings.register_profile(
        "ci",
        max_examples=25,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    settings.register_profile(
        "soak",
        max_examples=int(os.environ.get("SOAK_EXAMPLES", "2000")),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def pytest_sessionfinish(session, exitstatus):
    """Write the fuzz layer's counts where FUZZ_TALLY asks (for docs/reliability.md)."""
    path = os.environ.get("FUZZ_TALLY")
    if path:
        import json

        from tests.fuzz.tally import table

        with open(path, "w", encoding="utf-8") as fh:
            json.dump(table(), fh, indent=1)
