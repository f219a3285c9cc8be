"""How long a hint takes at the default budget: `Game.hint()` over positions of seeded games.

Run: python benchmarks/bench_hints.py [--positions N] [--game NAME ...]
For each game (2 players; Sky Towers also Light and Taroma), seeded random games are played and
every few moves a hint is asked for whoever acts, at the default budget (no `seconds` cap, so
the figure is the search's real cost). Prints the median, the 95th percentile and the share of
hints over one second. Not a test: figures go to docs/performance.md ("Bots").
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from skywidgets.bots.mcts import DEFAULT_ITERATIONS, default_budget
from skywidgets.core import Game, get

CONFIGS: list[tuple[str, dict[str, Any], int]] = [
    ("sky_islands", {}, 2),
    ("sky_towers", {"mode": "multiplayer"}, 2),
    ("sky_towers", {"mode": "light"}, 1),
    ("sky_towers", {"mode": "taroma"}, 1),
    ("traders_air", {}, 2),
    ("merchants_seas", {}, 2),
    ("terra_mystica", {}, 2),
]


def positions(name: str, options: dict[str, Any], players: int, count: int) -> list[Game]:
    """`count` positions where a seat must decide, from seeded random games (every 3rd-9th move)."""
    found: list[Game] = []
    seed = 0
    while len(found) < count:
        rnd = random.Random(seed)
        game = Game(name, [f"P{i + 1}" for i in range(players)], seed=seed, **options)
        gap = rnd.randint(3, 9)
        while not game.is_over() and len(found) < count:
            legal = game.legal()
            if game.ruleset.automaton and game.ruleset.automaton(game.state):
                game.play(game.ruleset.automaton(game.state))
                continue
            gap -= 1
            if gap == 0 and len(legal) > 1:
                snapshot = Game.from_record(game.record())
                found.append(snapshot)
                gap = rnd.randint(3, 9)
            game.play(rnd.choice(legal))
        seed += 1
    return found


def measure(games: list[Game]) -> dict[str, float]:
    """Median, p95 and max seconds of one hint at the default budget, and the share over 1 s."""
    times = []
    for game in games:
        start = time.perf_counter()
        game.hint()
        times.append(time.perf_counter() - start)
    times.sort()
    return {
        "median_s": statistics.median(times),
        "p95_s": times[min(len(times) - 1, round(0.95 * (len(times) - 1)))],
        "max_s": times[-1],
        "over_1s": sum(t > 1.0 for t in times) / len(times),
    }


def main() -> None:
    """Print one line per game configuration."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--game", action="append", default=None, help="only these games")
    args = parser.parse_args()
    print(f"default budget: {DEFAULT_ITERATIONS} iterations, unless a game sets its own (budget)")
    print(
        f"{'game':<16}{'options':<18}{'players':>8}{'hints':>7}{'median s':>10}{'p95 s':>8}"
        f"{'max s':>8}{'> 1 s':>7}{'budget':>8}"
    )
    for name, options, players in CONFIGS:
        if args.game and name not in args.game:
            continue
        games = positions(name, options, players, args.positions)
        f = measure(games)
        opts = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
        print(
            f"{name:<16}{opts:<18}{players:>8}{args.positions:>7}{f['median_s']:>10.2f}"
            f"{f['p95_s']:>8.2f}{f['max_s']:>8.2f}{f['over_1s']:>7.0%}"
            f"{default_budget(get(name), games[0].state):>8}"
        )


if __name__ == "__main__":
    main()
