"""Issue 33 in real JupyterLab: a notebook joins a class table with `skywidgets.tables` and
shows its seat's board (`RemoteGame.board()`); a click on that board is played at the table,
and another seat's move (made elsewhere) shows on it. The table server runs in the kernel's
own process here, on a free loopback port, as `skywidgets serve` would on the teacher's."""

from __future__ import annotations

import pytest
from browserkit import driven_board, write_notebook

pytestmark = pytest.mark.browser

CELLS = [
    """import socket, threading, time
import uvicorn
from skywidgets import tables
from skywidgets.serve.app import create_app, server_config

sock = socket.socket()
sock.bind(("127.0.0.1", 0))
port = sock.getsockname()[1]
server = uvicorn.Server(
    server_config(create_app(":memory:"), "127.0.0.1", port, "127.0.0.1", log_level="warning")
)
threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True).start()
while not server.started:
    time.sleep(0.05)
url = f"http://127.0.0.1:{port}"
made = tables.create(url, "sky_towers", players=["ann", "bob"], seed=3, mode="multiplayer")
ann, bob = tables.join(url, made.seats[0]), tables.join(url, made.seats[1])""",
    "board = ann.board()\nboard",
]


def test_a_notebooks_board_plays_at_a_served_table(lab, open_notebook):
    write_notebook(lab["root"] / "remote_board.ipynb", CELLS)
    nb = open_notebook("remote_board.ipynb")
    app = driven_board(nb.page, nb.python, "[data-testid=seat-0]")
    # bob's hand never reaches this notebook's board: it shows as a count
    assert "5 hidden cards" in app.locator("[data-testid=seat-1]").inner_text()
    app.locator("[data-testid=action-draw]").click()
    assert nb.wait_python("ann.sync(); print(ann.step)", "1", timeout_s=30) == "1"
    app.locator("[data-testid=log-entry-1]").wait_for(timeout=30_000)
    # ann ends her turn through the client; bob (another screen) moves: the board shows it
    code = """
ann.sync()
while ann.turn == 0:
    quiet = [i for i, m in enumerate(ann.legal()) if m["type"] in ("draw", "end_turn")]
    ann.play(quiet[0] if quiet else 0)
bob.sync()
bob.play(0)
print(bob.step)"""
    step = int(nb.python(code))
    app.locator(f"[data-testid=log-entry-{step}]").wait_for(timeout=30_000)
    assert "hidden cards" in app.locator("[data-testid=seat-1]").inner_text()
    assert not nb.errors, nb.errors
