"""Information-set Monte-Carlo tree search (UCT over determinizations) for any ruleset.

Each iteration samples a full state consistent with the searching seat's view
(`Ruleset.coach.determinize`), walks one shared tree keyed by actions (a move that is not
legal in this sample is skipped, and UCB counts how often each move was available:
single-observer IS-MCTS), plays a rollout with the game's policy (`Ruleset.coach.rollout`,
else random moves) up to a cut-off (`rollout.cutoff` moves, else ROLLOUT_CUTOFF; a game's
setting may be a function of the state, `setting`), and scores
the end (win shares) or the cut-off (margins squashed to [0, 1]). The rulebook automaton's
moves are applied as they come, never searched. The search stops early once the most tried
root move leads by more than the iterations left (`settled`): the answer is then known.

A game whose luck decides much asks for paired playouts instead (`rollout.paired`,
`_paired_search`): flat Monte Carlo at the root with common random numbers. Each round samples
one world and one playout seed and plays every root move out in that same world with that same
seed, so two moves are compared on the same luck; every move gets the same number of samples.
The best is the move with the best mean, or, among the moves the pairs cannot tell from it, the
one the game's prior (its tips) likes most when the prior likes it STRONG_PRIOR times as much
(Sky Towers: finishing a tower). Moves the prior all but rules out (a share below
PRUNE of an even one) are not played out.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from typing import Any

from ..core.actions import Action
from ..core.registry import Ruleset
from .evaluation import margin, observed, rewards

# a decision's budget; a game's policy may set its own (`rollout.iterations`, `default_budget`)
DEFAULT_ITERATIONS = 200
ROLLOUT_CUTOFF = 40  # moves of a playout; a game's policy may set its own (`rollout.cutoff`)
UCT_C = 0.7  # UCB's exploration; a game's policy may set its own (`rollout.exploration`)
WIDEN_BASE = 4  # root moves searched from the start; more join as sqrt(iterations) grows
PUCT_C = 1.5  # weight of a game's prior at the root (`rollout.prior`; `rollout.prior_weight`)
FIRST_PLAY = 0.1  # an untried root move counts as the root's mean less this (with a prior)
PAIRED_ROUNDS = 4  # the fewest rounds of paired playouts, whatever the budget
PRUNE = 0.05  # paired playouts skip a move whose prior share is below this part of an even one
# (a game's policy may set its own `rollout.prune`, and `rollout.strong_prior` for STRONG_PRIOR)
PAIRED_NOISE = 2.0  # paired playouts tell a move from the best beyond this many standard errors
STRONG_PRIOR = 3.0  # a prior this many times the best mean's move's breaks a tie of the pairs


@dataclasses.dataclass
class Node:
    """One move in the tree: who made it, how often it was tried and available, its rewards."""

    mover: int = -1
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[Action, Node] = dataclasses.field(default_factory=dict)

    def mean(self) -> float:
        """The mover's mean reward after this move (0.5 before any visit)."""
        return self.reward / self.visits if self.visits else 0.5


@dataclasses.dataclass(frozen=True)
class MoveStats:
    """What the search found about one root move."""

    action: Action
    visits: int
    value: float


class MCTSBot:
    """UCT over determinizations; `iterations` (or `seconds`) is the budget of one decision
    (None: the game's own, `default_budget`)."""

    def __init__(
        self, seed: int = 0, iterations: int | None = None, seconds: float | None = None
    ) -> None:
        self.seed = seed
        self.random = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self._prior: dict[Action, float] | None = None
        self._prior_weight = PUCT_C
        self._exploration = UCT_C

    def choose(self, ruleset: Ruleset, state: Any) -> Action:
        """The most visited root move after the search."""
        if ruleset.automaton is not None:
            auto = ruleset.automaton(state)
            if auto is not None:
                return auto
        legal = ruleset.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        return self.search(ruleset, state)[0].action

    def search(self, ruleset: Ruleset, state: Any) -> list[MoveStats]:
        """Every legal root move with its visits and mean reward, best first."""
        seat = state.current_player
        legal = ruleset.legal_actions(state)
        ranked = self.ranked(ruleset, state, seat, legal)
        prior_of = getattr(ruleset.coach.rollout, "prior", None)
        self._prior = prior_of(state, seat, legal) if prior_of is not None else None
        self._prior_weight = getattr(ruleset.coach.rollout, "prior_weight", PUCT_C)
        self._exploration = getattr(ruleset.coach.rollout, "exploration", UCT_C)
        if self._prior is not None:
            prior = self._prior
            ranked.sort(key=lambda a: -prior[a])  # stable: equal priors keep the one-ply order
        if asks_for_pairs(ruleset, state):
            return self._paired_search(ruleset, state, seat, ranked)
        root = Node(mover=seat)
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        budget = max(self.iterations or default_budget(ruleset, state), 1)
        for i in range(budget):
            if deadline is not None and i >= WIDEN_BASE and time.perf_counter() > deadline:
                break
            if settled(root, budget - i):
                break
            allowed = ranked[: WIDEN_BASE + int(math.sqrt(i))]
            self._iterate(ruleset, observed(ruleset, state, seat, self.random), root, allowed)
        stats = [
            MoveStats(a, root.children[a].visits, root.children[a].mean())
            if a in root.children
            else MoveStats(a, 0, 0.0)
            for a in legal
        ]
        # most visited first; equal visits by value, then by the one-ply ranking
        order = {a: i for i, a in enumerate(ranked)}
        return sorted(stats, key=lambda m: (-m.visits, -m.value, order[m.action]))

    def _paired_search(
        self, ruleset: Ruleset, state: Any, seat: int, ranked: list[Action]
    ) -> list[MoveStats]:
        """Every root move played out in the same sampled worlds with the same playout seeds
        (common random numbers), best first: the best mean, or among the moves the pairs cannot
        tell from it (`paired_ties`) one the prior strongly prefers; moves the prior all but
        rules out get no playout."""
        prior = self._prior
        prune = getattr(ruleset.coach.rollout, "prune", PRUNE)
        strong = getattr(ruleset.coach.rollout, "strong_prior", STRONG_PRIOR)
        moves = [a for a in ranked if prior is None or prior[a] * len(ranked) >= prune]
        moves = moves or ranked
        results: dict[Action, list[float | None]] = {a: [] for a in moves}
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        budget = self.iterations or default_budget(ruleset, state)
        for done in range(max(PAIRED_ROUNDS, budget // len(moves))):
            if deadline is not None and done >= PAIRED_ROUNDS and time.perf_counter() > deadline:
                break
            world = observed(ruleset, state, seat, self.random)
            here = set(ruleset.legal_actions(world))
            seed = self.random.getrandbits(64)
            for action in moves:
                value = None
                if action in here:
                    end = playout(ruleset, ruleset.apply(world, action), random.Random(seed))
                    value = rewards(ruleset, end)[seat]
                results[action].append(value)
        stats = {a: _paired_stats(a, results.get(a, [])) for a in ranked}
        by_value = sorted(stats.values(), key=lambda m: (m.visits == 0, -m.value))
        first = by_value[0].action
        if prior:  # a move the tips strongly prefer wins what the pairs cannot tell apart
            liked = max(paired_ties(results, first), key=lambda a: prior[a])
            first = liked if prior[liked] >= strong * prior[first] else first
        return [stats[first], *(m for m in by_value if m.action != first)]

    def evaluate_move(
        self, ruleset: Ruleset, state: Any, action: Action, samples: int
    ) -> MoveStats:
        """One root move searched on its own for `samples` iterations (its own tree below it).

        Each iteration samples what the seat cannot see, as `search` does; a sample where the
        move is not legal is drawn again (at most `samples` extra draws in all).
        """
        seat = state.current_player
        self._exploration = getattr(ruleset.coach.rollout, "exploration", UCT_C)
        root = Node(mover=seat)
        redraws = 0
        while True:
            child = root.children.get(action)
            if (child.visits if child else 0) >= samples:
                break
            sample = observed(ruleset, state, seat, self.random)
            if action not in ruleset.legal_actions(sample):
                redraws += 1
                if redraws > samples:
                    break
                continue
            self._iterate(ruleset, sample, root, [action])
        child = root.children.get(action)
        return MoveStats(action, child.visits, child.mean()) if child else MoveStats(action, 0, 0.0)

    def ranked(self, ruleset: Ruleset, state: Any, seat: int, legal: list[Action]) -> list[Action]:
        """The root moves, best one-ply margin first (on a sample of what the seat sees).

        Progressive widening: the search starts with the best few and admits the others as its
        budget grows, so a large choice (70 tile placements) is not spread thin.
        """
        if len(legal) <= WIDEN_BASE:
            return list(legal)
        sample = observed(ruleset, state, seat, self.random)
        possible = set(ruleset.legal_actions(sample))
        value = {
            a: margin(ruleset, ruleset.apply(sample, a), seat) if a in possible else -math.inf
            for a in legal
        }
        order = {a: i for i, a in enumerate(legal)}
        return sorted(legal, key=lambda a: (-value[a], order[a]))

    def _iterate(self, ruleset: Ruleset, state: Any, root: Node, allowed: list[Action]) -> None:
        path = [root]
        node = root
        while True:
            state = _automaton(ruleset, state)
            if ruleset.is_over(state):
                break
            legal = ruleset.legal_actions(state)
            if node is root:
                here = set(legal)
                legal = [a for a in allowed if a in here] or legal
            mover = state.current_player
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            if node is root and self._prior is not None:
                action = _puct(root, legal, self._prior, self._prior_weight)
                child = root.children.get(action)
                state = ruleset.apply(state, action)
                if child is None:
                    child = root.children[action] = Node(mover=mover, available=1)
                    path.append(child)
                    break
                node = child
                path.append(node)
                continue
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[0] if node is root else self.random.choice(untried)
                child = Node(mover=mover, available=1)
                node.children[action] = child
                state = ruleset.apply(state, action)
                path.append(child)
                break
            action = max(legal, key=lambda a: _ucb(node.children[a], self._exploration))
            node = node.children[action]
            state = ruleset.apply(state, action)
            path.append(node)
        state = playout(ruleset, state, self.random)
        values = rewards(ruleset, state)
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += values[visited.mover]


def setting(ruleset: Ruleset, state: Any, name: str, default: Any) -> Any:
    """A search setting the game's policy may set (`rollout.<name>`): a value, or a function of
    the state (Sky Towers sets its multiplayer game apart); `default` when it sets none."""
    value = getattr(ruleset.coach.rollout, name, None)
    if callable(value):
        value = value(state)
    return default if value is None else value


def default_budget(ruleset: Ruleset, state: Any) -> int:
    """A decision's iterations when none are asked for: the game's own (`rollout.iterations`,
    set where its hint has time to spare) or DEFAULT_ITERATIONS."""
    return int(setting(ruleset, state, "iterations", DEFAULT_ITERATIONS))


def playout(ruleset: Ruleset, state: Any, rng: random.Random) -> Any:
    """The state after a playout from `state`: the game's policy (else random moves) for its
    cut-off's number of moves, or to the end."""
    cutoff = setting(ruleset, state, "cutoff", ROLLOUT_CUTOFF)
    for _ in range(cutoff):
        state = _automaton(ruleset, state)
        if ruleset.is_over(state):
            break
        if ruleset.coach.rollout is not None:
            action = ruleset.coach.rollout(state, rng)
        else:
            action = rng.choice(ruleset.legal_actions(state))
        state = ruleset.apply(state, action)
    return state


def _paired_stats(action: Action, results: list[float | None]) -> MoveStats:
    """A move's samples and mean over the rounds where it was legal."""
    values = [v for v in results if v is not None]
    return MoveStats(action, len(values), sum(values) / len(values) if values else 0.0)


def asks_for_pairs(ruleset: Ruleset, state: Any) -> bool:
    """Whether the game asks for paired playouts in this state (`rollout.paired`: a flag, or a
    function of the state, as Sky Towers' multiplayer game)."""
    return bool(setting(ruleset, state, "paired", False))


def paired_ties(results: dict[Action, list[float | None]], best: Action) -> list[Action]:
    """The moves (best included, in their order) whose mean the paired playouts cannot tell
    from the best's: it leads them by no more than the standard error of the mean of their
    round-by-round differences times PAIRED_NOISE (a lead the playouts may owe to chance)."""
    ties = []
    for action, values in results.items():
        diffs = [b - v for b, v in zip(results[best], values) if b is not None and v is not None]
        if not diffs:
            continue
        mean = sum(diffs) / len(diffs)
        spread = sum((d - mean) ** 2 for d in diffs) / max(len(diffs) - 1, 1)
        if mean <= PAIRED_NOISE * math.sqrt(spread / len(diffs)):
            ties.append(action)
    return ties


def settled(root: Node, left: int) -> bool:
    """Whether the most tried root move stays the most tried whatever the `left` iterations
    still to run do: it leads the next by more than that (then they cannot change the answer,
    and the search stops; "smart pruning" in Leela Zero's words)."""
    first = second = 0
    for child in root.children.values():
        if child.visits > first:
            first, second = child.visits, first
        elif child.visits > second:
            second = child.visits
    return first - second > left


def _puct(root: Node, legal: list[Action], prior: dict[Action, float], weight: float) -> Action:
    """The root move with the best value plus prior bonus (an untried one: FIRST_PLAY below)."""
    visits = sum(c.visits for c in root.children.values())
    reward = sum(c.reward for c in root.children.values())
    first = (reward / visits if visits else 0.5) - FIRST_PLAY
    scale = weight * math.sqrt(visits + 1)

    def score(action: Action) -> float:
        child = root.children.get(action)
        n = child.visits if child is not None else 0
        q = child.mean() if child is not None and n else first
        return q + scale * prior.get(action, 0.0) / (1 + n)

    return max(legal, key=score)


def _ucb(node: Node, exploration: float) -> float:
    return node.mean() + exploration * math.sqrt(math.log(max(node.available, 1)) / node.visits)


def _automaton(ruleset: Ruleset, state: Any) -> Any:
    if ruleset.automaton is None:
        return state
    while not ruleset.is_over(state):
        action = ruleset.automaton(state)
        if action is None:
            break
        state = ruleset.apply(state, action)
    return state
