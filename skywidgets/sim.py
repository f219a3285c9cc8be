"""Simulate many seeded games on plain state (never on widget traits) and summarise them."""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from .core import Game
from .core.registry import Ruleset


@dataclasses.dataclass
class Summary:
    """Results of a batch of games: mean scores, win shares and speed."""

    game: str
    players: list[str]
    games: int = 0
    moves: int = 0
    seconds: float = 0.0
    score_sums: dict[str, float] = dataclasses.field(default_factory=dict)
    win_shares: dict[str, float] = dataclasses.field(default_factory=dict)

    def mean_scores(self) -> dict[str, float]:
        """Mean final points per seat."""
        return {p: self.score_sums.get(p, 0) / max(self.games, 1) for p in self.players}

    def moves_per_second(self) -> float:
        """Actions applied per second of wall time."""
        return self.moves / self.seconds if self.seconds else 0.0

    def text(self) -> str:
        """A short human-readable summary."""
        lines = [
            f"{self.game}: {self.games} games, {self.moves} moves, "
            f"{self.moves_per_second():,.0f} moves/s"
        ]
        means = self.mean_scores()
        for p in self.players:
            share = self.win_shares.get(p, 0) / max(self.games, 1)
            lines.append(f"  {p}: mean score {means[p]:.2f}, win share {share:.1%}")
        return "\n".join(lines)


def play_one(
    ruleset: Ruleset,
    players: Sequence[str],
    seed: int,
    bot_factory: Callable[[int], Any],
    options: Mapping[str, Any],
) -> tuple[Game, int]:
    """Play one game with one bot per seat; returns the game and its number of moves."""
    game = Game(ruleset, players=players, seed=seed, **options)
    bots = [bot_factory(seed * 101 + i) for i in range(len(game.state.players))]
    state = game.state
    moves = 0
    while not ruleset.is_over(state):
        seat = state.current_player
        if seat is None:
            raise RuntimeError(f"{ruleset.name}: nobody to move in game {seed}")
        action = bots[seat].choose(ruleset, state)
        state = ruleset.apply(state, action)
        game.states.append(state)
        game.actions.append(action)
        moves += 1
        if moves > ruleset.max_steps:
            raise RuntimeError(f"{ruleset.name}: game {seed} did not end")
    game.step = len(game.actions)
    return game, moves


def simulate(
    ruleset: Ruleset,
    players: Sequence[str],
    games: int,
    seed: int,
    bot_factory: Callable[[int], Any],
    options: Mapping[str, Any],
    records: Path | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Summary:
    """Play `games` games from consecutive seeds and summarise them."""
    summary = Summary(ruleset.name, [])
    start = time.perf_counter()
    for g in range(games):
        game, moves = play_one(ruleset, players, seed + g, bot_factory, options)
        sheet = game.scores()
        summary.players = list(sheet.players)
        for p, t in sheet.totals().items():
            summary.score_sums[p] = summary.score_sums.get(p, 0) + t
        for w in sheet.winners:
            summary.win_shares[w] = summary.win_shares.get(w, 0) + 1 / len(sheet.winners)
        summary.games += 1
        summary.moves += moves
        if records is not None:
            path = records / f"{ruleset.name}-seed{seed + g}.json"
            path.write_text(json.dumps(game.record(), indent=1), encoding="utf-8")
        if progress:
            progress(g + 1, games)
    summary.seconds = time.perf_counter() - start
    return summary
