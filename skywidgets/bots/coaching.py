"""The coach this package registers for `Game.hint` and `Game.review` (skywidgets.coach)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.actions import Action
from ..core.registry import Ruleset
from .coach import Hint, hint
from .review import Review, review


class SearchCoach:
    """Hints and reviews by the information-set MCTS of `bots.mcts`."""

    def hint(
        self,
        ruleset: Ruleset,
        state: Any,
        seat: int | None,
        *,
        iterations: int | None,
        seconds: float | None,
        seed: int,
    ) -> Hint:
        """The coach's best move for `seat`, why, and the runners-up (`bots.coach.hint`)."""
        return hint(ruleset, state, seat, iterations=iterations, seconds=seconds, seed=seed)

    def review(
        self,
        ruleset: Ruleset,
        states: Sequence[Any],
        actions: Sequence[Action],
        seat: int | None,
        *,
        iterations: int | None,
        seed: int,
    ) -> Review:
        """Each decision against the search's best (`bots.review.review`)."""
        return review(ruleset, states, actions, seat, iterations=iterations, seed=seed)


#: The registered coach (pyproject.toml: `[project.entry-points."skywidgets.coach"]`).
COACH = SearchCoach()
