"""Strength of the coach's search, measured large: every game's result kept, runs resumable.

Each cell (a pairing in one game, or a solitaire measure) plays games from consecutive seeds
(game i: seed 1000 + i, seats alternating as in `skywidgets simulate`) and appends one JSON
line per game to `benchmarks/results/strength/<cell>.jsonl`. A run picks up where the file
ends, so a cell of 200 games can be played over several sittings and on several machines
(`--shard K/N` plays the games i with i % N == K). `--table` prints the Markdown table of
docs/coach.md from the files.

Run:  python benchmarks/bench_strength.py --cell sky_towers-mcts-greedy --games 200
      python benchmarks/bench_strength.py --all --games 200 --jobs 2
      python benchmarks/bench_strength.py --table
      python benchmarks/bench_strength.py --cell sky_islands-mcts-greedy --games 40 --cutoff 8
(--cutoff N plays the game's search with playouts of N moves, `rollout.cutoff`; --exploration C
and --prior-weight W set its UCB exploration and its prior's weight, `rollout.exploration` and
`rollout.prior_weight`; a run with any of them keeps its games apart:
`<cell>@cutoffN-explorationC-prior_weightW.jsonl`, naming only the ones given)
Not a test: a game of Terra Mystica between the hint's search and the greedy bot takes
about 100 s on these machines.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from skywidgets.core import Game, get
from skywidgets.sim import Job, play_job

RESULTS = Path(__file__).parent / "results" / "strength"
SEED = 1000
SUFFIX = ""  # "@cutoffN…" for games played with other search settings (`suffix`)
Knobs = tuple[tuple[str, float], ...]  # rollout attributes the search reads, set for a run


@dataclass(frozen=True)
class Cell:
    """One measurement: a game, its options, the bots by slot and what a game counts."""

    name: str
    game: str
    bots: tuple[str, ...]
    options: tuple[tuple[str, Any], ...] = ()
    measure: str = "win share of the first bot"


def _cells() -> list[Cell]:
    out = []
    for game in ("sky_islands", "sky_towers", "traders_air", "merchants_seas", "terra_mystica"):
        options = (("mode", "multiplayer"),) if game == "sky_towers" else ()
        out.append(Cell(f"{game}-mcts-greedy", game, ("mcts", "greedy"), options))
    for bot in ("mcts", "random"):
        light = (("mode", "light"), ("difficulty", 5))
        out.append(Cell(f"light-{bot}", "sky_towers", (bot,), light, "master-builder rate"))
    for level in ("normal", "hard"):
        taroma = (("mode", "taroma"), ("difficulty", level))
        out.append(Cell(f"taroma-{level}-mcts", "sky_towers", ("mcts",), taroma, "win share"))
    return out


CELLS = {cell.name: cell for cell in _cells()}


def play(cell: Cell, index: int) -> dict[str, Any]:
    """Play game `index` of a cell and reduce it to one JSON-able row."""
    players = ("P1",) if len(cell.bots) == 1 else ("P1", "P2")
    light = cell.measure == "master-builder rate"
    job = Job(cell.game, players, cell.options, SEED + index, index, cell.bots, light)
    start = time.perf_counter()
    result = play_job(job)
    row: dict[str, Any] = {
        "index": index,
        "seed": result.seed,
        "slots": list(result.slots),
        "totals": list(result.totals),
        "shares": list(result.shares),
        "moves": result.moves,
        "seconds": round(time.perf_counter() - start, 1),
    }
    if light:
        view = Game.from_record(result.record or {}).view(None)
        row["master_builder"] = bool(view["light"]["master_builder"])
    return row


def done(cell: Cell) -> dict[int, dict[str, Any]]:
    """The games of a cell already played, by index (a torn last line is ignored)."""
    path = RESULTS / f"{cell.name}{SUFFIX}.jsonl"
    rows: dict[int, dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            try:
                row = json.loads(line)
            except json.JSONDecodeError:
                continue
            rows[int(row["index"])] = row
    return rows


def _play_task(task: tuple[str, int, Knobs]) -> tuple[str, dict[str, Any]]:
    name, index, knobs = task
    set_knobs(CELLS[name].game, knobs)
    return name, play(CELLS[name], index)


def set_knobs(game: str, knobs: Knobs) -> None:
    """Set the search's settings on the game's playout policy: `cutoff` (moves of a playout; 0:
    none, the leaf judged by the position value), `exploration`, `prior_weight`, `paired` (1:
    paired playouts at the root, 0: the tree search), paired playouts' `prune` and
    `strong_prior`, and `iterations` (a decision's budget; `bots.mcts`)."""
    for name, value in knobs:
        if name == "paired":
            setattr(get(game).coach.rollout, name, bool(value))
        else:
            whole = name in ("cutoff", "iterations")
            setattr(get(game).coach.rollout, name, int(value) if whole else value)


def suffix(knobs: Knobs) -> str:
    """The file-name suffix of a run with these settings ("" for the game's own)."""
    return "@" + "-".join(f"{name}{value:g}" for name, value in knobs) if knobs else ""


def run(
    cells: list[Cell], games: int, jobs: int, shard: tuple[int, int], knobs: Knobs = ()
) -> None:
    """Play the missing games of each cell, appending each row as soon as it is in."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    tasks: list[tuple[str, int, Knobs]] = []
    for cell in cells:
        have = done(cell)
        tasks += [
            (cell.name, i, knobs)
            for i in range(games)
            if i not in have and i % shard[1] == shard[0]
        ]
    stream: Iterator[tuple[str, dict[str, Any]]]
    if jobs > 1:
        pool = multiprocessing.get_context("spawn").Pool(jobs)
        stream = pool.imap(_play_task, tasks)
    else:
        stream = map(_play_task, tasks)
    for name, row in stream:
        with open(RESULTS / f"{name}{SUFFIX}.jsonl", "a") as out:
            out.write(json.dumps(row, separators=(",", ":")) + "\n")
        print(f"{name} game {row['index']}: {row['totals']} in {row['seconds']} s", flush=True)


def summary(cell: Cell) -> dict[str, Any] | None:
    """Games, the measured share with one standard error, and the mean scores of a cell."""
    rows = list(done(cell).values())
    if not rows:
        return None
    if cell.measure == "master-builder rate":
        values = [float(r["master_builder"]) for r in rows]
        scores = f"{sum(r['totals'][0] for r in rows) / len(rows):.1f}"
    else:
        first = [r["slots"].index(0) for r in rows]  # the seat the first bot played
        values = [r["shares"][seat] for r, seat in zip(rows, first, strict=True)]
        mine = sum(r["totals"][s] for r, s in zip(rows, first, strict=True)) / len(rows)
        theirs = sum(r["totals"][1 - s] for r, s in zip(rows, first, strict=True)) / len(rows)
        scores = f"{mine:.1f} : {theirs:.1f}"
    n = len(values)
    share = sum(values) / n
    error = math.sqrt(sum((v - share) ** 2 for v in values) / max(n - 1, 1) / n)
    seconds = sum(r["seconds"] for r in rows) / n
    return {"games": n, "share": share, "error": error, "scores": scores, "seconds": seconds}


def table() -> str:
    """The Markdown table of every cell with results."""
    lines = [
        "| cell | measure | games | share ± 1 SE | mean scores | s/game |",
        "|---|---|---:|---:|---|---:|",
    ]
    for cell in CELLS.values():
        row = summary(cell)
        if row:
            lines.append(
                f"| {cell.name} | {cell.measure} | {row['games']} | "
                f"{row['share']:.1%} ± {row['error']:.1%} | {row['scores']} | "
                f"{row['seconds']:.0f} |"
            )
    return "\n".join(lines)


def main() -> None:
    """Play the asked cells or print the table."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--cell", action="append", choices=sorted(CELLS))
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--shard", default="0/1", help="K/N: play the games i with i %% N == K")
    parser.add_argument("--table", action="store_true")
    parser.add_argument("--cutoff", type=int, default=None, help="playouts of this many moves")
    parser.add_argument("--exploration", type=float, default=None, help="UCB's exploration")
    parser.add_argument("--prior-weight", type=float, default=None, help="the prior's weight")
    parser.add_argument("--paired", type=int, choices=(0, 1), default=None, help="paired playouts")
    parser.add_argument("--prune", type=float, default=None, help="paired: prior share pruned")
    parser.add_argument("--strong-prior", type=float, default=None, help="paired: tie-break")
    parser.add_argument("--iterations", type=int, default=None, help="the search's budget")
    args = parser.parse_args()
    given = {"cutoff": args.cutoff, "exploration": args.exploration, "iterations": args.iterations}
    given["prior_weight"] = args.prior_weight
    given["paired"] = args.paired
    given["prune"] = args.prune
    given["strong_prior"] = args.strong_prior
    knobs: Knobs = tuple((k, float(v)) for k, v in given.items() if v is not None)
    global SUFFIX
    SUFFIX = suffix(knobs)
    if args.table:
        print(table())
        return
    k, n = (int(x) for x in args.shard.split("/"))
    cells = list(CELLS.values()) if args.all else [CELLS[c] for c in args.cell or []]
    run(cells, args.games, args.jobs, (k, n), knobs)


if __name__ == "__main__":
    main()
