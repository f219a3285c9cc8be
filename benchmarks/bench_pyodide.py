"""The engines and the coach on the site's Python: Pyodide (CPython 3.14 in WebAssembly) in Node.

Run: python benchmarks/bench_pyodide.py [--positions N] [--seconds S] [--game NAME ...]

One run measures each game twice, here on CPython and then under Pyodide in Node (the npm
`pyodide` package at the site's version, skywidgets' wheel installed as in scripts/test-pyodide):
a hint's time at the default budget (bench_hints.py) and random playouts in one process
(bench_engines.py --same-process; OpenSpiel has no WebAssembly build, so under Pyodide the
figure is moves per second, compared with CPython's in the same run). Not a test: figures go
to docs/performance.md.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(label: str, command: list[str]) -> None:
    """Run one measurement and print its output under a heading."""
    print(f"== {label}", flush=True)
    subprocess.run(command, cwd=ROOT, check=True)


def main() -> None:
    """Hints and playouts on CPython, then the same under Pyodide."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--game", action="append", default=None)
    args = parser.parse_args()
    hints = ["benchmarks/bench_hints.py", "--positions", str(args.positions)]
    engines = ["benchmarks/bench_engines.py", "--same-process", "--seconds", str(args.seconds)]
    for game in args.game or []:
        hints += ["--game", game]
    if args.game:
        engines += ["--games", *args.game]
    run("CPython: hints", [sys.executable, *hints])
    run("CPython: playouts", [sys.executable, *engines])
    with tempfile.TemporaryDirectory() as wheels:
        subprocess.run([sys.executable, "scripts/pyodide_wheels.py", wheels], cwd=ROOT, check=True)
        node = ["node", "scripts/pyodide_run.mjs", wheels, "--script"]
        run("Pyodide: hints", [*node, *hints])
        run("Pyodide: playouts", [*node, *engines])


if __name__ == "__main__":
    main()
