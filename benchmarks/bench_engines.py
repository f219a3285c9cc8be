"""Random-playout throughput of every game, as a ratio to OpenSpiel's pure-Python tic-tac-toe.

The reference and the game run in alternating chunks of the same process, so a busy machine
slows both alike and the ratio stays meaningful.

Run: python benchmarks/bench_engines.py [--seconds S] [--games NAME ...] [--warmup GAMES]

Each configuration runs in a fresh process (reference and game interleaved inside it), so a
line does not depend on which games ran before it; the game's process-wide tables (placements,
boards, gains: remembered and bounded) start empty unless --warmup fills them first.
Needs the bench extra (pip install -e '.[bench]') for the OpenSpiel reference; without it the
reference is skipped and only absolute figures are printed. Not a test: figures go to
docs/performance.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from typing import Any

from skywidgets.bots import RandomBot
from skywidgets.core import available, get


def openspiel_run(seconds: float, rnd: random.Random) -> tuple[int, float] | None:
    """(moves, seconds) of random OpenSpiel pure-Python tic-tac-toe, or None if not installed."""
    try:
        import open_spiel.python.games  # noqa: F401  (registers the python games)
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("python_tic_tac_toe")
    moves, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rnd.choice(state.legal_actions()))
            moves += 1
    return moves, time.perf_counter() - start


def game_run(
    name: str, seconds: float, options: dict[str, Any], players: int, seed: int
) -> dict[str, Any]:
    """Random playouts of one game for about `seconds`: moves, games, next seed.

    The loop is shaped like the reference's (attribute lookups, choose at random, apply) and
    times no single move, so both sides carry the same harness cost; see `latencies`.
    """
    rs = get(name)
    names = [f"P{i + 1}" for i in range(players)]
    moves, games = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = rs.new_game(players=names, seed=seed, **options)
        rnd = RandomBot(seed).random
        seed += 1
        if rs.automaton is None:
            while not rs.is_over(state):
                state = rs.apply(state, rnd.choice(rs.legal_actions(state)))
                moves += 1
        else:  # Taroma's turns are the automaton's, not a random pick
            while not rs.is_over(state):
                auto = rs.automaton(state)
                state = rs.apply(state, auto if auto else rnd.choice(rs.legal_actions(state)))
                moves += 1
        games += 1
    return {"moves": moves, "games": games, "s": time.perf_counter() - start, "seed": seed}


def random_game(rs: Any, names: list[str], seed: int, options: dict[str, Any]) -> list[float]:
    """Play one seeded random game (an automaton plays its own turns): each move's seconds."""
    state = rs.new_game(players=names, seed=seed, **options)
    rnd = RandomBot(seed).random
    out: list[float] = []
    while not rs.is_over(state):
        t0 = time.perf_counter()
        auto = rs.automaton(state) if rs.automaton else None
        state = rs.apply(state, auto if auto else rnd.choice(rs.legal_actions(state)))
        out.append(time.perf_counter() - t0)
    return out


def latencies(
    name: str, seconds: float, options: dict[str, Any], players: int, seed: int
) -> list[float]:
    """Seconds per move (choosing and applying it) over random games played for `seconds`."""
    rs = get(name)
    names = [f"P{i + 1}" for i in range(players)]
    out: list[float] = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        out += random_game(rs, names, seed, options)
        seed += 1
    return out


def warm_up(name: str, games: int, options: dict[str, Any], players: int) -> None:
    """Play `games` random games, untimed, on seeds the measurement never uses."""
    rs = get(name)
    names = [f"P{i + 1}" for i in range(players)]
    for seed in range(WARM_SEEDS, WARM_SEEDS + games):
        random_game(rs, names, seed, options)


WARM_SEEDS = 1_000_000  # warm-up games never replay a measured game (seeds 0, 1, 2, ...)


def interleaved(
    name: str, seconds: float, options: dict[str, Any], players: int, chunks: int = 6
) -> dict[str, Any]:
    """Game and reference measured in alternating chunks, so load hits both alike."""
    rnd = random.Random(0)
    ref_moves, ref_s = 0, 0.0
    moves, games, elapsed, seed = 0, 0, 0.0, 0
    for _ in range(chunks):
        ref = openspiel_run(seconds / chunks, rnd)
        if ref:
            ref_moves, ref_s = ref_moves + ref[0], ref_s + ref[1]
        g = game_run(name, seconds / chunks, options, players, seed)
        moves, games, elapsed, seed = (
            moves + g["moves"],
            games + g["games"],
            elapsed + g["s"],
            g["seed"],
        )
    mps = moves / elapsed
    return {
        "ref_moves_per_s": ref_moves / ref_s if ref_s else None,
        "moves_per_s": mps,
        "ratio": mps / (ref_moves / ref_s) if ref_s else None,
        "games_per_s": games / elapsed,
        "median_us": statistics.median(latencies(name, 0.5, options, players, seed)) * 1e6,
    }


CONFIGS: dict[str, list[tuple[dict[str, Any], int]]] = {
    "sky_islands": [({}, 4), ({}, 2)],
    "sky_towers": [({"mode": "multiplayer"}, 4), ({"mode": "light"}, 1), ({"mode": "taroma"}, 1)],
    "traders_air": [({}, 4), ({"side": "B"}, 3)],
    "merchants_seas": [({}, 4), ({}, 5)],
    "terra_mystica": [({}, 4), ({}, 5)],
}


def line(name: str, index: int, seconds: float, warmup: int) -> str:
    """The printed line of one configuration (`CONFIGS[name][index]`), measured here."""
    options, players = CONFIGS.get(name, [({}, 2)])[index]
    warm_up(name, warmup, options, players)
    f = interleaved(name, seconds, options, players)
    ratio = f"{f['ratio']:.3f}" if f["ratio"] else "-"
    ref = f"{f['ref_moves_per_s']:,.0f}" if f["ref_moves_per_s"] else "-"
    opts = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
    return (
        f"{name:<16}{opts:<24}{players:>8}{f['moves_per_s']:>12,.0f}{ref:>10}{ratio:>8}"
        f"{f['games_per_s']:>10.1f}{f['median_us']:>11.0f}"
    )


def main() -> None:
    """Print one line per game configuration, with the ratio to the interleaved reference."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument(
        "--warmup",
        type=int,
        default=0,
        metavar="GAMES",
        help="random games played untimed before each configuration (steady state: the "
        "games' process-wide tables already filled, as in a long simulation or search)",
    )
    parser.add_argument(
        "--same-process",
        action="store_true",
        help="measure every configuration in this process (each then inherits the caches and "
        "the garbage-collector load of those measured before it)",
    )
    parser.add_argument("--one", nargs=2, metavar=("GAME", "INDEX"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(line(args.one[0], int(args.one[1]), args.seconds, args.warmup), flush=True)
        return
    print(
        f"{'game':<16}{'options':<24}{'players':>8}{'moves/s':>12}{'ref/s':>10}{'ratio':>8}"
        f"{'games/s':>10}{'median µs':>11}",
        flush=True,
    )
    for name in args.games or available():
        for index in range(len(CONFIGS.get(name, [({}, 2)]))):
            if args.same_process:
                print(line(name, index, args.seconds, args.warmup), flush=True)
                continue
            # a fresh process per configuration: its figure does not depend on what ran before
            command = [sys.executable, __file__, "--one", name, str(index)]
            command += ["--seconds", str(args.seconds), "--warmup", str(args.warmup)]
            subprocess.run(command, check=True)


if __name__ == "__main__":
    main()
