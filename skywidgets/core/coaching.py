"""The coach, reached through a registered hook, so the core names no search algorithm.

`skywidgets.bots` registers its coach under the `skywidgets.coach` entry point
(pyproject.toml), the way games register under `skywidgets.games`; `Game.hint` and
`Game.review` load it on first use. Another package can ship its own coach the same way
(the first one registered is used). Layers: core ← bots ← session and boards.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib.metadata import entry_points
from typing import Any, Protocol

from .actions import Action
from .errors import SkywidgetsError
from .registry import Ruleset

ENTRY_POINT_GROUP = "skywidgets.coach"


class Coach(Protocol):
    """What the session asks of a coach: a hint for one position, a review of a game."""

    def hint(
        self,
        ruleset: Ruleset,
        state: Any,
        seat: int | None,
        *,
        iterations: int | None,
        seconds: float | None,
        seed: int,
    ) -> Any:
        """The best move for `seat` (None: whoever acts) in `state`, why, and the runners-up."""

    def review(
        self,
        ruleset: Ruleset,
        states: Sequence[Any],
        actions: Sequence[Action],
        seat: int | None,
        *,
        iterations: int | None,
        seed: int,
    ) -> Any:
        """Each decision of `seat` (None: every seat) in a game, against the coach's best."""


_loaded: list[Coach] = []


def coach() -> Coach:
    """The registered coach (loaded from its entry point on first use)."""
    if not _loaded:
        found = list(entry_points(group=ENTRY_POINT_GROUP))
        if not found:
            raise SkywidgetsError(
                "no coach is installed (the skywidgets.coach entry point): pip install -e ."
            )
        _loaded.append(found[0].load())
    return _loaded[0]
