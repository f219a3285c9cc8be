"""Bytes a board syncs per move, for every game: the JSON size of the traits that change.

Run: python benchmarks/bench_widgets.py [--moves N]
Not a test: figures go to docs/performance.md. ipywidgets sends only the traits whose value
changed, so the size of those traits' JSON is what crosses to the browser after a move.
"""

from __future__ import annotations

import argparse
import json
import statistics

from skywidgets.bots import RandomBot
from skywidgets.core import Game, available
from skywidgets.widgets.snapshot import TEACHER, snapshot

CONFIGS = {"sky_towers": {"mode": "multiplayer"}}


def synced_bytes(name: str, moves: int, seat: int = TEACHER) -> list[int]:
    """Bytes of changed traits after each of `moves` random moves of a 2-player game."""
    game = Game(name, players=["P1", "P2"], seed=1, **CONFIGS.get(name, {}))
    bot = RandomBot(1)
    before = snapshot(game, seat)
    sizes = []
    for _ in range(moves):
        if game.is_over():
            break
        game.play(bot.choose(game.ruleset, game.state))
        after = snapshot(game, seat)
        changed = {k: v for k, v in after.items() if before.get(k) != v}
        sizes.append(len(json.dumps(changed, separators=(",", ":"))))
        before = after
    return sizes


def main() -> None:
    """Print median and largest bytes per move for each game."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=60)
    args = parser.parse_args()
    print(f"{'game':<16}{'moves':>6}{'median bytes':>14}{'max bytes':>11}")
    for name in available():
        sizes = synced_bytes(name, args.moves)
        print(f"{name:<16}{len(sizes):>6}{statistics.median(sizes):>14,.0f}{max(sizes):>11,}")


if __name__ == "__main__":
    main()
