"""The coach: a hint that names the best move with its reason and runners-up.

A hint searches from what the seat can see only: the search samples the hidden parts from the
seat's view (`Ruleset.coach.determinize`) with a generator seeded by `seed`, and the explanation is
built on one such sample, so two states with the same view give the same hint.
"""

from __future__ import annotations

import dataclasses
import math
import random
from typing import Any

from ..core.actions import Action, echo
from ..core.errors import SkywidgetsError
from ..core.registry import Ruleset
from .evaluation import observed
from .mcts import MCTSBot, MoveStats, default_budget

ALTERNATIVES = 3  # moves listed with a hint, the best one included
# Two values closer than this are never told apart (they print as whole percents).
CLOSE_MARGIN = 0.02
# A value from this many samples is compared with the best move's however many that had
# (the top-up of `own_samples` costs a hint at most this many iterations per runner-up).
ENOUGH_SAMPLES = 30
MAX_BUDGET = 1_000_000  # iterations of one hint or one reviewed decision (as bots.spec)
MAX_SECONDS = 3600.0


def noise(value: float, visits: int) -> float:
    """The standard error of a value averaged over `visits` results in [0, 1] (at most).

    A result in [0, 1] with mean p varies at most as a coin does: variance <= p(1 - p), so
    the mean of n results has a standard error of at most sqrt(p(1 - p) / n). p is taken one
    win and one loss nearer ½ (Laplace's rule), so 0 out of 11 is not shown as certain.
    """
    n = max(0, visits)
    p = (min(1.0, max(0.0, float(value))) * n + 1.0) / (n + 2.0)
    return math.sqrt(p * (1.0 - p) / max(1, n))


def about_as_good(a: MoveStats | Advice, b: MoveStats | Advice) -> bool:
    """Whether the search cannot tell two moves apart: their values differ by no more than
    one standard error of the difference, sqrt(se_a² + se_b²), or by CLOSE_MARGIN (2 points)."""
    se = math.hypot(noise(a.value, a.visits), noise(b.value, b.visits))
    return bool(abs(a.value - b.value) <= max(CLOSE_MARGIN, se))


class CoachError(SkywidgetsError):
    """A hint or review that cannot be given (not the seat's turn, the game is over)."""


@dataclasses.dataclass(frozen=True)
class Advice:
    """One candidate move: its expected value for the seat and why."""

    action: Action
    value: float
    visits: int
    why: str
    label: str = ""  # the move in the position's words (Ruleset.label); else action.label
    close: bool = False  # a runner-up the search cannot tell from the best (`about_as_good`)
    does: str = ""  # what the move does at once, in the game's words (`effect`)

    @property
    def words(self) -> str:
        """The move in plain words, as the board shows it."""
        return self.label or self.action.label

    def to_json(self) -> dict[str, Any]:
        """JSON for the front end: the action, its label, value, visits and why."""
        return {
            "action": self.action.to_json(),
            "label": self.words,
            "value": round(self.value, 4),
            "visits": self.visits,
            "error": round(self.error, 4),
            "why": self.why,
            "does": self.does,
            "close": self.close,
        }

    @property
    def error(self) -> float:
        """One standard error of the value, from its samples (`noise`)."""
        return noise(self.value, self.visits)

    def share(self) -> str:
        """The value as shown: "64% ± 5", or "64% ± 5, about as good" for a close runner-up."""
        close = ", about as good" if self.close else ""
        return f"{self.value:.0%} ± {self.error * 100:.0f}{close}"


@dataclasses.dataclass(frozen=True)
class Hint:
    """The best move for a seat, why, and the best few moves (best first, the best included)."""

    seat: int
    player: str
    action: Action
    why: str
    alternatives: tuple[Advice, ...]
    iterations: int
    measure: str

    @property
    def value(self) -> float:
        """The expected value of the hinted move (see `measure`)."""
        return self.alternatives[0].value

    def to_json(self) -> dict[str, Any]:
        """JSON for the front end."""
        return {
            "seat": self.seat,
            "player": self.player,
            "action": self.action.to_json(),
            "label": self.alternatives[0].words,
            "why": self.why,
            "measure": self.measure,
            "iterations": self.iterations,
            "alternatives": [a.to_json() for a in self.alternatives],
        }

    def text(self) -> str:
        """The hint as plain text: the move and why, then the runners-up with their values."""
        lines = [f"Hint for {self.player}: {self.alternatives[0].words}", f"  {self.why}"]
        for advice in self.alternatives[1:]:
            close = " (about as good)" if advice.close else ""
            lines.append(f"  or {advice.words}{close}: {advice.why}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()


def check_budget(iterations: Any, seconds: Any) -> None:
    """CoachError unless each budget is None (the default) or a number in its range."""
    if iterations is not None and (
        not isinstance(iterations, int)
        or isinstance(iterations, bool)
        or not 1 <= iterations <= MAX_BUDGET
    ):
        raise CoachError(
            f"iterations must be a whole number from 1 to {MAX_BUDGET}, not {echo(iterations)}"
        )
    if seconds is not None and (
        not isinstance(seconds, (int, float))
        or isinstance(seconds, bool)
        or not 0 < seconds <= MAX_SECONDS
    ):
        raise CoachError(
            f"seconds must be a number above 0 and at most {MAX_SECONDS}, not {echo(seconds)}"
        )


def acting_seat(ruleset: Ruleset, state: Any, seat: int | None) -> int:
    """The seat to advise: `seat`, or whoever acts; CoachError when that seat cannot act now."""
    if ruleset.is_over(state):
        raise CoachError("the game is over: there is no move to hint")
    current = state.current_player
    if current is None:
        raise CoachError("nobody is to act now")
    if ruleset.automaton is not None and ruleset.automaton(state) is not None:
        raise CoachError(f"{state.players[current]} is the rulebook's automaton: it moves itself")
    if seat is None:
        return int(current)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(state.players):
        raise CoachError(f"seat must be 0 to {len(state.players) - 1}, not {seat!r}")
    if seat != current:
        raise CoachError(
            f"it is {state.players[current]}'s turn, not {state.players[seat]}'s: "
            "a hint is for the seat that acts"
        )
    return seat


def search(
    ruleset: Ruleset,
    state: Any,
    seat: int | None = None,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    seed: int = 0,
) -> list[MoveStats]:
    """Every legal move of the acting seat with its visits and expected value, best first."""
    check_budget(iterations, seconds)
    acting_seat(ruleset, state, seat)
    bot = MCTSBot(seed, iterations=iterations or default_budget(ruleset, state), seconds=seconds)
    return bot.search(ruleset, state)


def hint(
    ruleset: Ruleset,
    state: Any,
    seat: int | None = None,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    seed: int = 0,
) -> Hint:
    """The coach's best move for the acting seat, why, and the runners-up.

    The best move is the one the search tried most (its value is the surest; with paired
    playouts every move is tried alike, and the search's own order decides); the runners-up
    (the next most tried) follow by value, best first, each with at least half the best
    move's samples (`own_samples`) and marked `close` when the search cannot tell it from the
    best (`about_as_good`).
    """
    check_budget(iterations, seconds)
    seat = acting_seat(ruleset, state, seat)
    budget = iterations or default_budget(ruleset, state)
    stats = search(ruleset, state, seat, iterations=budget, seconds=seconds, seed=seed)
    sample = observed(ruleset, state, seat, random.Random(seed))
    measure = measure_of(state)
    first, *runners = stats[:ALTERNATIVES]
    runners = [own_samples(ruleset, state, r, first.visits, seed) for r in runners]
    topped_up = sum(r.visits for r in runners) - sum(s.visits for s in stats[1:ALTERNATIVES])
    runners.sort(key=lambda m: (-m.value, -m.visits))
    advice = [
        Advice(
            s.action,
            s.value,
            s.visits,
            advice_why(ruleset, sample, s, seat, measure),
            ruleset.label(state, s.action),
            close=s is not first and about_as_good(s, first),
            does=does(ruleset, sample, s.action, seat),
        )
        for s in (first, *runners)
    ]
    best = advice[0]
    why = best.why + players_word(ruleset, state, seat, best.action)
    if len(advice) > 1:
        why += " " + versus(best, advice[1])
    return Hint(
        seat=seat,
        player=str(state.players[seat]),
        action=best.action,
        why=why,
        alternatives=tuple(advice),
        iterations=sum(s.visits for s in stats) + topped_up,
        measure=measure,
    )


def versus(best: Advice, runner: Advice) -> str:
    """The hint against its runner-up: what the runner-up does instead, both values, and
    whether the search can tell them apart (issue 28: the why compares the two moves)."""
    instead = f"Next best: {runner.does or runner.words} ({runner.share()})"
    if runner.close:
        return f"{instead}; the search cannot tell the two apart, so either is a good move here."
    gap = round((best.value - runner.value) * 100)
    if gap > 0:
        return f"{instead}; this move is {gap} points ahead ({best.share()})."
    if runner.visits >= best.visits:  # paired playouts: the tips break a tie of the pairs
        return (
            f"{instead}; it rated {-gap} points higher, a lead the paired playouts may owe to "
            f"chance, so the move the rulebook's tips prefer comes first ({best.share()})."
        )
    return (
        f"{instead}; it rated {-gap} points higher on fewer samples, and the search tried "
        f"this move most ({best.share()})."
    )


def does(ruleset: Ruleset, before: Any, action: Action, seat: int) -> str:
    """What a move does at once, naming the move: the game's own phrase (which names it), else
    the move's label with its score-sheet change."""
    now = effect(ruleset, before, action, seat)
    return now if ruleset.coach.explain is not None else f"{ruleset.label(before, action)}: {now}"


def players_word(ruleset: Ruleset, state: Any, seat: int, action: Action) -> str:
    """What the game's prior says of `action`, when the prior speaks for players (its policy's
    `prior_words`, e.g. Terra Mystica's league prior: " Strong players choose this 38% of the
    time here."); "" for a game without one."""
    words = getattr(ruleset.coach.rollout, "prior_words", None)
    prior_of = getattr(ruleset.coach.rollout, "prior", None)
    if words is None or prior_of is None:
        return ""
    share = prior_of(state, seat, ruleset.legal_actions(state)).get(action, 0.0)
    return " " + str(words).format(share=f"{share:.0%}")


def own_samples(ruleset: Ruleset, state: Any, move: MoveStats, best: int, seed: int) -> MoveStats:
    """`move` with at least half as many samples as the best move's `best`, or ENOUGH_SAMPLES
    (comparable effort, issue 28's rule: a standard error within about 9 points either way).

    The visits the search gave the move count; the rest come from searching it alone
    (`MCTSBot.evaluate_move`), and the two means are merged by their numbers of samples.
    """
    need = min(math.ceil(best / 2), ENOUGH_SAMPLES)
    if move.visits >= need:
        return move
    extra = MCTSBot(seed + 7919).evaluate_move(ruleset, state, move.action, need - move.visits)
    visits = move.visits + extra.visits
    if not visits:
        return move
    value = (move.value * move.visits + extra.value * extra.visits) / visits
    return MoveStats(move.action, visits, value)


def measure_of(state: Any) -> str:
    """What a value means: a win share with rivals, a success rating when playing alone."""
    return "win share" if len(state.players) > 1 else "success rating"


def value_words(value: float, measure: str) -> str:
    """A value in words: 'you win about 64% of the simulated games from there'."""
    if measure == "win share":
        return f"you win about {value:.0%} of the simulated games from there"
    return f"the simulated games from there rate {value:.0%}"


def effect(ruleset: Ruleset, before: Any, action: Action, seat: int) -> str:
    """What the move does for the seat: the game's own phrase, else the score-sheet change."""
    try:
        after = ruleset.apply(before, action)
    except SkywidgetsError:
        return "a legal move"
    if ruleset.coach.explain is not None:
        phrase = ruleset.coach.explain(before, action, after, seat)
        if phrase:
            return phrase
    return points_change(ruleset, before, after, seat)


def points_change(ruleset: Ruleset, before: Any, after: Any, seat: int) -> str:
    """The seat's score-sheet difference in words: 'scores +3 (towers, rule 4)'."""
    player = str(before.players[seat])
    old = ruleset.scores(before).for_player(player)
    new = ruleset.scores(after).for_player(player)
    change: dict[tuple[str, str], int] = {}
    for item in new:
        change[(item.source, item.rule)] = change.get((item.source, item.rule), 0) + item.points
    for item in old:
        change[(item.source, item.rule)] = change.get((item.source, item.rule), 0) - item.points
    parts = [f"{n:+d} ({source}, {rule})" for (source, rule), n in change.items() if n]
    return "scores " + ", ".join(parts) if parts else "no points at once"


def advice_why(ruleset: Ruleset, sample: Any, stats: MoveStats, seat: int, measure: str) -> str:
    """One sentence: what the move does now, then what the search expects after it."""
    now = effect(ruleset, sample, stats.action, seat)
    return f"{now[:1].upper()}{now[1:]}; {value_words(stats.value, measure)}."
