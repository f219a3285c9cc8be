"""Write js/host/fixture.json from the real server side (run from the repo root).

    python js/host/make_fixture.py

The messages a Sky Towers page gets from skywidgets/serve/bridge.py: the board's comm_open
for seat 1 (ann, whose turn it is), then the update after ann's first move, so the host
shim's tests render the real bundle from what a served page receives.
"""

from __future__ import annotations

import json
import pathlib

from skywidgets.serve.bridge import SeatBoard
from skywidgets.serve.tables import Tables

OUT = pathlib.Path(__file__).with_name("fixture.json")


def main(out: pathlib.Path = OUT) -> None:
    """Record a page's messages and write them to `out`."""
    table = Tables().create("sky_towers", ["ann", "bob"], seed=3, mode="multiplayer")
    messages: list[dict] = []
    board = SeatBoard(table, 0, messages.append)
    board.open()
    draw = next(a for a in table.game.legal() if a.kind == "draw")
    table.play(0, draw.to_json(), 0)
    board.catch_up()
    for m in messages:
        m["comm_id"] = "fixture"  # stable across runs
        if "layout" in m["data"].get("state", {}):
            m["data"]["state"]["layout"] = "IPY_MODEL_fixture"
    out.write_text(json.dumps(messages, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
