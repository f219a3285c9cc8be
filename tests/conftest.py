"""Shared pytest set-up: hypothesis profiles for the fuzz layer (tests/fuzz/)."""

from __future__ import annotations

import os

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
