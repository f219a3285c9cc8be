"""Shared pytest set-up: hypothesis profiles for the fuzz layer (tests/fuzz/)."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

# `ci` (the default) keeps the fuzz layer to seconds; `--hypothesis-profile=soak` is for a
# long run by hand, whose figures go in docs/reliability.md.
settings.register_profile(
    "ci",
    max_examples=25,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "soak",
    max_examples=2000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
