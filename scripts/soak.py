"""Soak every game: many seeded random games per variant, every invariant checked at every step.

Usage: python scripts/soak.py [--games-per-game N] [--jobs J] [--game NAME ...] [--markdown]

For each game the N games are spread over its declared variants and player counts. After
every action the game's `invariants` and each seat's `hidden_check` on its view are checked
(and the JSON round trip of the state every 25th action); the run counts games, moves,
problems and crashes (any exception at all). The figures go in docs/reliability.md.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from skywidgets.bots import RandomBot
from skywidgets.core import available, get

ROUND_TRIP_EVERY = 25  # the JSON round trip is the costliest check; every 25th move


def configs(name: str) -> list[tuple[int, dict[str, Any]]]:
    """Every (players, options) the game declares."""
    rs = get(name)
    return [(n, dict(v.options)) for v in rs.variants for n in (v.players or rs.counts(v.options))]


def play(job: tuple[str, int, dict[str, Any], int]) -> dict[str, Any]:
    """One checked random game; returns its figures (and the first problem, if any)."""
    name, players, options, seed = job
    rs = get(name)
    out: dict[str, Any] = {"moves": 0, "problem": None, "crash": None}
    try:
        state = rs.start([f"P{i + 1}" for i in range(players)], seed=seed, **options)
        bot = RandomBot(seed)
        while not rs.is_over(state):
            state = rs.apply(state, bot.choose(rs, state))
            out["moves"] += 1
            problems = list(rs.checks.invariants(state)) if rs.checks.invariants else []
            for seat in range(len(state.players)):
                if rs.checks.hidden_check:
                    problems += rs.checks.hidden_check(state, seat, rs.view(state, seat))
            if out["moves"] % ROUND_TRIP_EVERY == 0:
                again = rs.state_from_json(json.loads(json.dumps(rs.state_to_json(state))))
                if again != state:
                    problems.append("state JSON round trip differs")
            if problems and out["problem"] is None:
                out["problem"] = f"seed {seed} move {out['moves']}: {problems[0]}"
            if out["moves"] > rs.checks.max_steps:
                out["problem"] = f"seed {seed}: no end after {rs.checks.max_steps} moves"
                break
    except Exception:
        out["crash"] = f"seed {seed}: " + traceback.format_exc(limit=3).splitlines()[-1]
    return out


def soak(name: str, games: int, jobs: int) -> dict[str, Any]:
    """Play `games` checked games of `name` over its variants."""
    variants = configs(name)
    work = [(name, *variants[i % len(variants)], 10_000 + i) for i in range(games)]
    start = time.perf_counter()
    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(play, work, chunksize=8))
    seconds = time.perf_counter() - start
    problems = [r["problem"] for r in results if r["problem"]]
    crashes = [r["crash"] for r in results if r["crash"]]
    return {
        "game": name,
        "variants": len(variants),
        "games": games,
        "moves": sum(r["moves"] for r in results),
        "problems": len(problems),
        "crashes": len(crashes),
        "first": (problems + crashes)[:3],
        "seconds": round(seconds, 1),
    }


def main(argv: list[str]) -> int:
    """Run the soak and print one line (or one Markdown row) per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games-per-game", type=int, default=10_000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--game", action="append")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args(argv)
    failed = False
    for name in args.game or available():
        row = soak(name, args.games_per_game, args.jobs)
        failed |= bool(row["problems"] or row["crashes"])
        if args.markdown:
            print(
                f"| {row['game']} | {row['variants']} | {row['games']:,} | {row['moves']:,} | "
                f"{row['problems']} | {row['crashes']} | {row['seconds']:,} s |"
            )
        else:
            print(json.dumps(row))
        sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
