"""Bytes a board sends to the browser per move, for every game: the real `update` messages.

Run: python benchmarks/bench_widgets.py [--moves N] [--seat S] [--plain]
Not a test: figures go to docs/performance.md. Each game's own board plays seeded random moves
(teacher's view by default); every `update` message the board sends for a move is captured at
ipywidgets' `Widget._send` and its state measured as compact JSON. `--plain` measures what the
plain traits (the whole view, log and legal moves on every change) would cost instead.
"""

from __future__ import annotations

import argparse
import json
import statistics
from typing import Any

from skywidgets.bots import RandomBot
from skywidgets.core import Game, available
from skywidgets.widgets import board
from skywidgets.widgets.snapshot import TEACHER, snapshot

CONFIGS = {"sky_towers": {"mode": "multiplayer"}}


def _size(value: Any) -> int:
    return len(json.dumps(value, separators=(",", ":"), ensure_ascii=False))


def synced_bytes(name: str, moves: int, seat: int = TEACHER) -> list[int]:
    """Bytes the board sends after each of `moves` random moves of a 2-player game."""
    game = Game(name, players=["P1", "P2"], seed=1, **CONFIGS.get(name, {}))
    widget = board(game, seat=None if seat == TEACHER else seat)
    sent: list[int] = []
    widget._send = lambda msg, buffers=None: sent.append(_size(msg.get("state", {})))
    bot = RandomBot(1)
    sizes = []
    for _ in range(moves):
        if game.is_over():
            break
        sent.clear()
        game.play(bot.choose(game.ruleset, game.state))
        sizes.append(sum(sent))
    widget.close()
    return sizes


def plain_bytes(name: str, moves: int, seat: int = TEACHER) -> list[int]:
    """What resending the changed plain traits (whole view, log, legal) costs per move."""
    game = Game(name, players=["P1", "P2"], seed=1, **CONFIGS.get(name, {}))
    bot = RandomBot(1)
    before = snapshot(game, seat)
    sizes = []
    for _ in range(moves):
        if game.is_over():
            break
        game.play(bot.choose(game.ruleset, game.state))
        after = snapshot(game, seat)
        sizes.append(_size({k: v for k, v in after.items() if before.get(k) != v}))
        before = after
    return sizes


def main() -> None:
    """Print median and largest bytes per move for each game."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seat", type=int, default=TEACHER)
    parser.add_argument("--plain", action="store_true", help="the whole traits, as before")
    args = parser.parse_args()
    measure = plain_bytes if args.plain else synced_bytes
    print(f"{'game':<16}{'moves':>6}{'median bytes':>14}{'max bytes':>11}")
    for name in available():
        sizes = measure(name, args.moves, args.seat)
        print(f"{name:<16}{len(sizes):>6}{statistics.median(sizes):>14,.0f}{max(sizes):>11,}")


if __name__ == "__main__":
    main()
