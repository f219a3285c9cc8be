"""Strength of the bots: win shares of each pairing, 2 players, seats alternating.

Run: python benchmarks/bench_bots.py [--games N] [--jobs J] [--game NAME ...] [--only PAIRING]
Pairings: mcts-random, mcts-greedy, greedy-random in every two-player game; Sky Towers' Light
solitaire: the master-builder rate of mcts and of random on the same seeds; Taroma: the win
share of mcts against the automaton on normal and hard. Not a test: figures go to
docs/performance.md ("Bots").
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from skywidgets.core import Game, get
from skywidgets.sim import simulate

PAIRINGS = {
    "mcts-random": ["mcts", "random"],
    "mcts-greedy": ["mcts", "greedy"],
    "greedy-random": ["greedy", "random"],
}
TWO_PLAYER = ["sky_islands", "sky_towers", "traders_air", "merchants_seas"]


def pairing(name: str, bots: list[str], games: int, jobs: int) -> dict[str, Any]:
    """Win share and mean score of the first bot against the second, seats alternating."""
    options = {"mode": "multiplayer"} if name == "sky_towers" else {}
    start = time.perf_counter()
    summary = simulate(get(name), ["P1", "P2"], games, 1000, bots, options, jobs=jobs)
    first, second = summary.by_bot()
    return {
        "game": name,
        "pairing": f"{bots[0]} vs {bots[1]}",
        "games": games,
        "win_share": first["win_share"],
        "scores": f"{first['mean_score']:.1f} : {second['mean_score']:.1f}",
        "seconds": time.perf_counter() - start,
    }


def light(bot: str, games: int, jobs: int, difficulty: int) -> dict[str, Any]:
    """Master-builder rate of one bot in Light solitaire (the same seeds for every bot)."""
    options = {"mode": "light", "difficulty": difficulty}
    start = time.perf_counter()
    summary = simulate(
        get("sky_towers"), ["P1"], games, 1000, [bot], options, records=True, jobs=jobs
    )
    masters = 0
    for result in summary.results:
        game = Game.from_record(result.record or {})
        masters += bool(game.view(None)["light"]["master_builder"])
    return {
        "game": f"sky_towers light {difficulty}",
        "pairing": f"{bot} master-builder rate",
        "games": games,
        "win_share": masters / games,
        "scores": f"{summary.by_bot()[0]['mean_score']:.1f}",
        "seconds": time.perf_counter() - start,
    }


def taroma(bot: str, games: int, jobs: int, level: str) -> dict[str, Any]:
    """Win share of one bot against the Taroma automaton."""
    options = {"mode": "taroma", "difficulty": level}
    start = time.perf_counter()
    summary = simulate(get("sky_towers"), ["P1"], games, 1000, [bot], options, jobs=jobs)
    me, automaton = summary.by_seat()
    return {
        "game": f"sky_towers taroma {level}",
        "pairing": f"{bot} vs Taroma",
        "games": games,
        "win_share": me["win_share"],
        "scores": f"{me['mean_score']:.1f} : {automaton['mean_score']:.1f}",
        "seconds": time.perf_counter() - start,
    }


def main() -> None:
    """Print one Markdown row per measurement."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--game", action="append", help="a two-player game, light or taroma")
    parser.add_argument("--only", choices=sorted(PAIRINGS), action="append")
    args = parser.parse_args()
    names = args.game or [*TWO_PLAYER, "light", "taroma"]
    print("| game | pairing | games | win share | mean scores | seconds |")
    print("|---|---|---:|---:|---|---:|")
    for name in names:
        if name == "light":
            rows = [light(bot, args.games, args.jobs, 5) for bot in ("mcts", "random")]
        elif name == "taroma":
            rows = [taroma("mcts", args.games, args.jobs, level) for level in ("normal", "hard")]
        else:
            rows = [
                pairing(name, PAIRINGS[key], args.games, args.jobs)
                for key in (args.only or PAIRINGS)
            ]
        for row in rows:
            print(
                f"| {row['game']} | {row['pairing']} | {row['games']} | "
                f"{row['win_share']:.0%} | {row['scores']} | {row['seconds']:.0f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
