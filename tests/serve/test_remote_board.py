"""Issue 33: a board on a remote session in a notebook (`RemoteGame.board()`): the server's
board of that seat relayed to the kernel; its clicks are played at the table, the other
seat's moves show on it, and no other seat's hand ever reaches the kernel."""

from __future__ import annotations

import json

import pytest

from skywidgets import tables
from skywidgets.tables import RemoteError
from skywidgets.widgets import SkyTowersTable
from skywidgets.widgets.remote import GONE, RemoteBoard

ST = {"mode": "multiplayer"}


def test_a_notebook_board_plays_at_the_table_and_shows_the_other_seats_move(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, **ST)
    ann, bob = tables.join(server, made.seats[0]), tables.join(server, made.seats[1])
    board = ann.board()
    try:
        assert isinstance(board, RemoteBoard) and board.live
        assert type(board).__name__ == "RemoteSkyTowersTable"
        assert set(type(board).NAMES) == set(SkyTowersTable.synced_traits())
        assert board.seat == 0 and board.locked is True and board.step == 0
        assert "var " in board._esm or "function" in board._esm  # the real bundle's text
        assert board.decoded()["view"]["seats"][1]["hand"] == {"count": 5}
        # a click on the notebook's board (as its front end sends it) is played at the table
        seen = board.updates
        while ann.turn == 0:
            quiet = [i for i, m in enumerate(ann.legal()) if m["type"] in ("play", "end_turn")]
            board.send_intent({"type": "play", "id": quiet[0] if quiet else 0,
                               "shown": board.version})  # fmt: skip
            assert board.wait(10, after=seen)
            seen = board.updates
            ann.sync()
        assert ann.step == board.step >= 2 and board.error in ({}, None)
        assert bob.wait(10) and bob.step == board.step
        # bob's move (from another screen) shows on the notebook's board: step and history
        before = len(board.decoded()["history"])
        bob.play(0)
        assert board.wait(10, after=seen)
        assert board.step == bob.step and len(board.decoded()["history"]) == before + 1
        assert board.decoded()["view"]["seats"][1]["hand"].keys() == {"count"}
        # a refusal comes back as the board's own error, the table unchanged
        step = bob.step
        seen = board.updates
        board.send_intent({"type": "redo"})
        assert board.wait(10, after=seen)
        assert "undone move is gone" in board.error["reason"] and bob.step == step
    finally:
        board.close()
        for who in (ann, bob):
            who.close()


def test_a_notebook_board_never_takes_state_from_its_front_end_and_says_when_cut_off(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, **ST)
    with tables.join(server, made.seats[1]) as bob:
        board = bob.board()
        board.set_state({"seat": 0, "step": 99})
        assert board.seat == 1 and board.step == 0
        seen = board.updates
        board._ws.close()  # the link is lost: the board says so
        assert board.wait(10, after=seen)
        assert board.live is False and board.error["reason"] == GONE
        board.send_intent({"type": "play", "id": 0})  # goes nowhere, says so again
        assert board.error["reason"] == GONE
        board.close()


def test_an_unknown_code_or_a_foreign_file_is_refused(server):
    with pytest.raises(RemoteError, match="unknown join code"):
        RemoteBoard.connect(tables.ws_url(server, "nope", board=True), timeout=10)
    with pytest.raises(ValueError, match="lacks"):
        RemoteBoard._kind("sky_towers", "../../serve/app.py", "skywidgets.css")
    assert json.dumps(sorted(RemoteBoard._kind("sky_towers", "sky_towers.js",
                                               "skywidgets.css").NAMES))  # fmt: skip
