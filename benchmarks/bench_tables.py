"""Class scale: N tables of Sky Towers played at once through `skywidgets serve` on loopback.

Run: python benchmarks/bench_tables.py [--tables N] [--seconds T] [--think S] [--game NAME]
Not a test, and bounded: at most --tables tables (default 200, at most 500) for at most
--seconds seconds (default 60, at most 600). The real server (uvicorn, its SQLite file in a
temporary folder, in a process of its own so its memory is its own) and the real client
(`skywidgets.tables`: one RemoteGame, so one WebSocket and one thread, per seat). Each seat
waits --think seconds (default 0.2: a quick person), then plays a random legal move. Prints
moves per second, the move latency (a play sent until its answer is back: the move checked,
saved to SQLite and every seat at the table told) and the server's memory per table.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from skywidgets import tables  # noqa: E402

MAX_TABLES = 500
MAX_SECONDS = 600.0
# The server as `skywidgets serve` runs it, with the per-connection and per-address rates
# raised (one address creates every table here) and no hand-over to bots.
SERVER = """
import sys, uvicorn
from skywidgets.serve.app import WS_MAX_SIZE, create_app
app = create_app(sys.argv[1], leave_after=None, rate=(1000, 1.0), create_rate=(10**6, 1.0))
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[2]), ws_max_size=WS_MAX_SIZE,
            ws_per_message_deflate=False, log_level="warning")
"""


def free_port() -> int:
    """A free loopback port."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def rss_mb(pid: int) -> float:
    """A process's resident memory in MB (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


@contextlib.contextmanager
def server(folder: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """The table server in its own process; yields its address and the process."""
    port = free_port()
    db = str(folder / "tables.sqlite")
    proc = subprocess.Popen([sys.executable, "-c", SERVER, db, str(port)], cwd=ROOT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise RuntimeError("the server did not start") from None
                time.sleep(0.1)
        yield url, proc
    finally:
        proc.terminate()
        proc.wait(20)


class Stats:
    """Every seat thread's figures (one lock)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.latencies: list[float] = []
        self.refused = 0
        self.finished = 0
        self.failures: list[str] = []


def seat(url: str, code: str, deadline: float, think: float, seed: int, stats: Stats) -> None:
    """Play one seat: on its turn, after `think` seconds, a random legal move."""
    rng = random.Random(seed)
    try:
        game = tables.join(url, code, timeout=30)
    except Exception as err:  # a connection refused under load is a figure, not a crash
        with stats.lock:
            stats.failures.append(f"join: {type(err).__name__}: {err}")
        return
    try:
        while time.monotonic() < deadline:
            if game.is_over():
                with stats.lock:
                    stats.finished += 1
                return
            legal = game.legal()
            if game.turn != game.seat or not legal:
                game.wait(min(1.0, max(0.01, deadline - time.monotonic())))
                continue
            time.sleep(think)
            start = time.perf_counter()
            try:
                game.play(rng.randrange(len(legal)))
            except tables.RemoteError:
                with stats.lock:
                    stats.refused += 1
                continue
            with stats.lock:
                stats.latencies.append(time.perf_counter() - start)
    except Exception as err:
        with stats.lock:
            stats.failures.append(f"play: {type(err).__name__}: {err}")
    finally:
        game.close()


def run(n: int, seconds: float, think: float, game: str) -> dict[str, object]:
    """Create `n` tables, play them for `seconds`; the figures."""
    with tempfile.TemporaryDirectory() as tmp, server(Path(tmp)) as (url, proc):
        idle = rss_mb(proc.pid)
        options: dict[str, Any] = {"mode": "multiplayer"} if game == "sky_towers" else {}
        made = [
            tables.create(url, game, players=["ann", "bob"], seed=k, **options) for k in range(n)
        ]
        stats = Stats()
        deadline = time.monotonic() + seconds
        threads = [
            threading.Thread(
                target=seat, args=(url, code, deadline, think, k * 7 + s, stats), daemon=True
            )
            for k, table in enumerate(made)
            for s, code in enumerate(table.seats)
        ]
        started = time.monotonic()
        for thread in threads:
            thread.start()
        peak = idle
        while any(t.is_alive() for t in threads) and time.monotonic() < deadline + 30:
            peak = max(peak, rss_mb(proc.pid))
            time.sleep(0.5)
        elapsed = time.monotonic() - started
        loaded = rss_mb(proc.pid)
    lat = sorted(stats.latencies)
    p95 = lat[int(0.95 * (len(lat) - 1))] if lat else float("nan")
    return {
        "tables": n,
        "seats": 2 * n,
        "seconds": round(elapsed, 1),
        "think_s": think,
        "moves": len(lat),
        "moves_per_s": round(len(lat) / elapsed, 1),
        "latency_median_ms": round(statistics.median(lat) * 1000, 1) if lat else None,
        "latency_p95_ms": round(p95 * 1000, 1),
        "latency_max_ms": round(lat[-1] * 1000, 1) if lat else None,
        "refused": stats.refused,
        "games_finished": stats.finished // 2,
        "failures": stats.failures[:5],
        "server_rss_idle_mb": round(idle, 1),
        "server_rss_peak_mb": round(peak, 1),
        "server_mb_per_table": round((max(peak, loaded) - idle) / n, 2),
    }


def main() -> int:
    """Parse the bounds, run once, print the figures (JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200, help="tables at once (default 200)")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long (default 60)")
    parser.add_argument("--think", type=float, default=0.2, help="a seat's pause per move")
    parser.add_argument("--game", default="sky_towers", help="the game (two seats)")
    args = parser.parse_args()
    if not 1 <= args.tables <= MAX_TABLES or not 0 < args.seconds <= MAX_SECONDS:
        parser.error(f"--tables 1..{MAX_TABLES}, --seconds up to {MAX_SECONDS:g}")
    print(json.dumps(run(args.tables, args.seconds, max(0.0, args.think), args.game), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
