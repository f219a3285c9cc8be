"""Review of a played game: each decision against the search's best, the costliest called out.

Honest numbers (issue 28): the move played is always evaluated with its own samples. When the
search of a decision tried it less than half as often as its best move, the review searches
the played move on its own (`MCTSBot.evaluate_move`) until it has at least half the best
move's samples or 30 (`coach.ENOUGH_SAMPLES`), and merges those results with the visits the
search gave it. Each value is shown with its standard error (`coach.noise`); a played move
the search cannot tell from the best (`coach.about_as_good`) is called "about as good" and
never called out as costly.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

from ..core import printable
from ..core.actions import Action, echo
from ..core.registry import Ruleset
from .coach import (
    CoachError,
    about_as_good,
    acting_seat,
    advice_why,
    check_budget,
    measure_of,
    noise,
    own_samples,
)
from .evaluation import observed
from .mcts import MCTSBot, MoveStats

REVIEW_ITERATIONS = 100  # per decision: a review looks at every decision of a game
CALLED_OUT = 3


@dataclasses.dataclass(frozen=True)
class Decision:
    """One decision: the move played, the search's best move and the estimated loss."""

    step: int
    seat: int
    player: str
    played: Action
    best: Action
    played_value: float
    best_value: float
    why: str = ""
    labels: tuple[str, str] = ("", "")  # played and best in the position's words
    played_samples: int = 0  # the evaluations behind played_value
    best_samples: int = 0  # the evaluations behind best_value

    @property
    def played_error(self) -> float:
        """The standard error of played_value (`coach.noise`)."""
        return noise(self.played_value, self.played_samples)

    @property
    def best_error(self) -> float:
        """The standard error of best_value (`coach.noise`)."""
        return noise(self.best_value, self.best_samples)

    @property
    def close(self) -> bool:
        """Whether the search cannot tell the played move from the best (`about_as_good`)."""
        return self.played == self.best or about_as_good(
            MoveStats(self.played, self.played_samples, self.played_value),
            MoveStats(self.best, self.best_samples, self.best_value),
        )

    @property
    def played_label(self) -> str:
        """The move played, in the words of its position (Ruleset.label)."""
        return self.labels[0] or self.played.label

    @property
    def best_label(self) -> str:
        """The search's best move, in the words of its position."""
        return self.labels[1] or self.best.label

    @property
    def loss(self) -> float:
        """How much the played move gave away against the best (in the measure's units)."""
        return max(0.0, self.best_value - self.played_value)

    def to_json(self) -> dict[str, Any]:
        """JSON: step, seat, both moves with labels, values, loss and why."""
        return {
            "step": self.step,
            "seat": self.seat,
            "player": self.player,
            "played": self.played.to_json(),
            "played_label": self.played_label,
            "best": self.best.to_json(),
            "best_label": self.best_label,
            "played_value": round(self.played_value, 4),
            "best_value": round(self.best_value, 4),
            "loss": round(self.loss, 4),
            "played_samples": self.played_samples,
            "best_samples": self.best_samples,
            "played_error": round(self.played_error, 4),
            "best_error": round(self.best_error, 4),
            "about_as_good": self.close,
            "why": self.why,
        }

    def shown(self, which: str) -> str:
        """'41% ± 6' for the played or the best move: its value and standard error."""
        if which == "played":
            return f"{self.played_value:.0%} ± {self.played_error * 100:.0f}"
        return f"{self.best_value:.0%} ± {self.best_error * 100:.0f}"


@dataclasses.dataclass(frozen=True)
class Review:
    """Every reviewed decision in order, and the costliest ones, costliest first."""

    decisions: tuple[Decision, ...]
    costliest: tuple[Decision, ...]
    measure: str
    iterations: int

    def to_json(self) -> dict[str, Any]:
        """JSON: the measure, the budget, every decision and the steps called out."""
        return {
            "measure": self.measure,
            "error": "one standard error of each value, from its samples",
            "iterations": self.iterations,
            "decisions": [d.to_json() for d in self.decisions],
            "costliest": [d.step for d in self.costliest],
        }

    def summary(self) -> str:
        """The review in short: how often the coach agreed, then the costliest decisions."""
        if not self.decisions:
            return "No decision to review: every move was forced."
        agreed = sum(d.played == d.best for d in self.decisions)
        n = len(self.decisions)
        lines = [
            f"{n} decision{'s' if n != 1 else ''} reviewed; the coach would have played the "
            f"same move {agreed} time{'s' if agreed != 1 else ''}."
        ]
        lines += self._called_out()
        return printable.lines(lines)

    def _called_out(self) -> list[str]:
        if not self.costliest:
            return ["No decision lost more than the search can tell from its noise."]
        lines = [f"The costliest decisions ({self.measure} ± one standard error):"]
        for d in self.costliest:
            # a label hides a private choice (which card went back): then the why tells it
            better = (
                d.best_label if d.best_label != d.played_label else "the same move, another choice"
            )
            lines.append(
                f"  step {d.step + 1} {d.player} played {d.played_label} "
                f"({d.shown('played')}, {d.played_samples} samples); better: {better} "
                f"({d.shown('best')}, {d.best_samples} samples). {d.why}"
            )
        return lines

    def text(self) -> str:
        """A plain-text review: the decisions in short, then the costliest ones explained."""
        if not self.decisions:
            return "No decision to review: every move was forced."
        lines = [f"{len(self.decisions)} decisions reviewed ({self.measure}, best - played):"]
        for d in self.decisions:
            mark = "best" if d.played == d.best else "about as good" if d.close else "no loss seen"
            if d.loss > 0 and not d.close:
                mark = f"-{d.loss:.0%}"
            lines.append(f"  step {d.step + 1:>3} {d.player}: {d.played_label}  [{mark}]")
        lines += self._called_out()
        return printable.lines(lines)

    def __str__(self) -> str:
        return self.text()


def review(
    ruleset: Ruleset,
    states: Sequence[Any],
    actions: Sequence[Action],
    seat: int | None = None,
    *,
    iterations: int | None = None,
    seed: int = 0,
) -> Review:
    """Review the decisions of `seat` (None: every seat that is not an automaton)."""
    check_budget(iterations, None)
    seats = len(states[0].players) if states else 0
    if seat is not None and (
        not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats
    ):
        raise CoachError(f"seat must be 0 to {seats - 1}, not {echo(seat)}")
    budget = iterations or REVIEW_ITERATIONS
    decisions: list[Decision] = []
    measure = measure_of(states[0]) if states else "win share"
    for step, action in enumerate(actions):
        state = states[step]
        mover = state.current_player
        if mover is None or (seat is not None and mover != seat):
            continue
        if ruleset.automaton is not None and ruleset.automaton(state) is not None:
            continue
        if len(ruleset.legal_actions(state)) < 2:
            continue
        acting_seat(ruleset, state, mover)
        stats = MCTSBot(seed + step, iterations=budget).search(ruleset, state)
        decisions.append(_decision(ruleset, state, step, action, stats, measure, seed + step))
    costly = (d for d in decisions if d.loss > 0 and not d.close)
    ranked = sorted(costly, key=lambda d: (-d.loss, d.step))
    return Review(tuple(decisions), tuple(ranked[:CALLED_OUT]), measure, budget)


def _decision(
    ruleset: Ruleset,
    state: Any,
    step: int,
    played: Action,
    stats: list[MoveStats],
    measure: str,
    seed: int,
) -> Decision:
    best = stats[0]
    mine = _played(ruleset, state, played, stats, seed)
    why = ""
    if best.action != played:
        seat = int(state.current_player)
        sample = observed(ruleset, state, seat, random.Random(seed))
        why = advice_why(ruleset, sample, best, seat, measure)
    return Decision(
        step=step,
        seat=int(state.current_player),
        player=str(state.players[state.current_player]),
        played=played,
        best=best.action,
        played_value=mine.value,
        best_value=best.value,
        why=why,
        labels=(ruleset.label(state, played), ruleset.label(state, best.action)),
        played_samples=mine.visits,
        best_samples=best.visits,
    )


def _played(
    ruleset: Ruleset, state: Any, played: Action, stats: list[MoveStats], seed: int
) -> MoveStats:
    """The played move's value from at least half as many samples as the best move's, or 30."""
    mine = next((s for s in stats if s.action == played), MoveStats(played, 0, 0.0))
    return own_samples(ruleset, state, mine, stats[0].visits, seed)
