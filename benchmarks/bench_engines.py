"""Random-playout throughput of every game, as a ratio to OpenSpiel's pure-Python tic-tac-toe.

Run: python benchmarks/bench_engines.py [--seconds S] [--games NAME ...]
Needs the bench extra (pip install -e '.[bench]') for the OpenSpiel reference; without it the
reference is skipped and only absolute figures are printed. Not a test: figures go to
docs/performance.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from skywidgets.bots import RandomBot
from skywidgets.core import available, get


def openspiel_moves_per_second(seconds: float) -> float | None:
    """Random moves/s of OpenSpiel's pure-Python tic-tac-toe, or None if not installed."""
    try:
        import open_spiel.python.games  # noqa: F401  (registers the python games)
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("python_tic_tac_toe")
    rnd = random.Random(0)
    moves, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rnd.choice(state.legal_actions()))
            moves += 1
    return moves / (time.perf_counter() - start)


def game_figures(name: str, seconds: float, options: dict, players: int) -> dict:
    """Moves/s of random playouts and the median legal_actions + apply latency."""
    rs = get(name)
    names = [f"P{i + 1}" for i in range(players)]
    latencies: list[float] = []
    moves, games, seed = 0, 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = rs.new_game(players=names, seed=seed, **options)
        bot = RandomBot(seed)
        seed += 1
        while not rs.is_over(state):
            t0 = time.perf_counter()
            auto = rs.automaton(state) if rs.automaton else None
            legal = [auto] if auto else rs.legal_actions(state)
            action = bot.random.choice(legal)
            state = rs.apply(state, action)
            latencies.append(time.perf_counter() - t0)
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "moves_per_s": moves / elapsed,
        "games_per_s": games / elapsed,
        "median_us": statistics.median(latencies) * 1e6,
        "games": games,
    }


CONFIGS = {
    "sky_islands": [({}, 4), ({}, 2)],
    "sky_towers": [({"mode": "multiplayer"}, 4), ({"mode": "light"}, 1), ({"mode": "taroma"}, 1)],
    "traders_air": [({}, 4), ({"side": "B"}, 3)],
    "merchants_seas": [({}, 4)],
}


def main() -> None:
    """Print one line per game configuration, with the ratio to the reference."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--games", nargs="*", default=None)
    args = parser.parse_args()
    ref = openspiel_moves_per_second(args.seconds)
    if ref:
        print(f"reference OpenSpiel python_tic_tac_toe: {ref:,.0f} moves/s")
    else:
        print("reference: open-spiel not installed (pip install -e '.[bench]')")
    print(
        f"{'game':<16}{'options':<24}{'players':>8}{'moves/s':>12}{'ratio':>8}"
        f"{'games/s':>10}{'median µs':>11}"
    )
    for name in args.games or available():
        for options, players in CONFIGS.get(name, [({}, 2)]):
            f = game_figures(name, args.seconds, options, players)
            ratio = f"{f['moves_per_s'] / ref:.3f}" if ref else "-"
            opts = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
            print(
                f"{name:<16}{opts:<24}{players:>8}{f['moves_per_s']:>12,.0f}{ratio:>8}"
                f"{f['games_per_s']:>10.1f}{f['median_us']:>11.0f}"
            )


if __name__ == "__main__":
    main()
