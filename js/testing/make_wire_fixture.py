"""Write js/testing/wire_fixture.json: what a real board sends over a game (run from the root).

    python js/testing/make_wire_fixture.py

Each entry is the wire traits a Sky Islands board synced after one change (moves, an undo, a
goto back, a seat change) and the plain values they stand for, so js/shared/wire.test.js checks
that the browser rebuilds exactly what Python meant.
"""

from __future__ import annotations

import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))

from skywidgets.bots import RandomBot
from skywidgets.widgets import SkyIslandsBoard

OUT = pathlib.Path(__file__).with_name("wire_fixture.json")
WIRE = ("view_base", "view_patch", "history_base", "history_patch", "legal_packed")


def positions() -> list[dict]:
    """[{wire, plain}] after each change of one seeded game."""
    board = SkyIslandsBoard(players=["ann", "bob"], seed=5)
    game = board.game
    bot = RandomBot(5)
    found = []

    def take() -> None:
        found.append(
            {
                "wire": {name: getattr(board, name) for name in WIRE},
                "plain": {"view": board.view, "history": board.history, "legal": board.legal},
            }
        )

    take()
    for _ in range(5):
        game.play(bot.choose(game.ruleset, game.state))
        take()
    game.undo()
    take()
    game.replay_to(2)
    take()
    game.redo()
    take()
    board.seat = 1
    take()
    return json.loads(json.dumps(found))


if __name__ == "__main__":
    OUT.write_text(json.dumps(positions(), ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")
