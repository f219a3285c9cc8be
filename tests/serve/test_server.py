"""Issue 33, the server: tables played across machines through skywidgets.tables (the client)
against a real uvicorn server on a free loopback port (tests/serve/conftest.py)."""

from __future__ import annotations

import json
import random
import threading
import time

import httpx
import pytest

from skywidgets import tables
from skywidgets.tables import RemoteError

from .conftest import running

ST = {"mode": "multiplayer"}


def play_to_the_end(players, rng, limit=2000):
    """Let whoever's turn it is play a random legal move until the game ends; returns the
    number of moves and who played each."""
    moves, by = 0, []
    while True:
        for p in players:
            p.sync()
        if players[0].is_over():
            assert all(p.is_over() for p in players)
            return moves, by
        (mover,) = [p for p in players if p.turn == p.seat]
        others = [p for p in players if p is not mover]
        assert all(o.legal() == [] for o in others)  # only the seat on turn gets moves
        before = mover.step
        assert mover.play(rng.randrange(len(mover.legal()))) > before
        moves += 1
        by.append(mover.seat)
        assert moves < limit


def test_two_seats_play_sky_towers_to_the_end_through_the_client(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, **ST)
    assert made.players == ["ann", "bob"] and len(made.seats) == 2
    assert len({*made.seats, made.spectator}) == 3
    ann, bob = tables.join(server, made.seats[0]), tables.join(server, made.seats[1])
    teacher = tables.join(server, made.spectator)
    assert (ann.seat, bob.seat, teacher.seat) == (0, 1, None)
    moves, by = play_to_the_end([ann, bob], random.Random(7))
    assert moves > 10
    for who in (ann, bob, teacher):
        who.sync()
        assert who.is_over() and who.step >= moves and who.legal() == []
        assert who.scores() == ann.scores()
    totals = ann.scores()["totals"]
    assert set(totals) == {"ann", "bob"} and ann.scores()["winners"]
    # bob heard of each of ann's moves without asking: a pushed view (no ref) for each,
    # after the one it got on joining, with the steps in order
    pushed = [m["step"] for m in bob.received if m["type"] == "view" and "ref" not in m]
    assert pushed == [0] + [k + 1 for k, seat in enumerate(by) if seat == 0]
    for who in (ann, bob, teacher):
        who.close()


def test_a_seat_never_receives_the_other_seats_hand_or_the_draw_pile(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=5, **ST)
    ann, bob = tables.join(server, made.seats[0]), tables.join(server, made.seats[1])
    teacher = tables.join(server, made.spectator)
    rng = random.Random(1)
    for _ in range(12):
        play_one(ann, bob, rng)
    teacher.sync()
    for me, other in ((ann, 1), (bob, 0)):
        views = [m["view"] for m in me.received if m["type"] == "view"]
        assert len(views) >= 6
        for view in views:
            assert view["seat"] == me.seat
            assert set(view["seats"][other]["hand"]) == {"count"}
            assert isinstance(view["seats"][me.seat]["hand"], list)
            assert set(view["deck"]) == {"count"}
        text = json.dumps(me.received)
        hidden = teacher.view()["seats"][other]["hand"]
        assert f'"hand": {json.dumps(hidden)}' not in text or hidden == []
    assert isinstance(teacher.view()["seats"][0]["hand"], list)
    assert "cards" in teacher.view()["deck"]  # only the spectator's code sees the pile


def play_one(a, b, rng):
    """The seat on turn plays one random legal move."""
    for p in (a, b):
        p.sync()
    mover = a if a.turn == a.seat else b
    mover.play(rng.randrange(len(mover.legal())))


def test_refused_moves_get_a_clear_error_and_change_nothing(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, **ST)
    ann, bob = tables.join(server, made.seats[0]), tables.join(server, made.seats[1])
    teacher = tables.join(server, made.spectator)
    mover, waiter = (ann, bob) if ann.turn == 0 else (bob, ann)
    move = mover.legal()[0]["action"]
    before = teacher.sync()
    with pytest.raises(RemoteError, match="not seat"):  # a move for the seat on turn
        waiter.play(move)
    with pytest.raises(RemoteError, match="never plays"):
        teacher.play(move)
    with pytest.raises(RemoteError, match="no field 'seat'"):  # no way to name another seat
        waiter._request({"type": "play", "action": move, "step": 0, "seat": mover.seat})
    with pytest.raises(RemoteError, match="stale move: the table is at step 0, not 3"):
        mover._request({"type": "play", "action": move, "step": 3})
    with pytest.raises(RemoteError, match="unknown action type 'no such move'"):
        mover.play({"type": "no such move"})
    with pytest.raises(RemoteError, match="'step' must be"):
        mover._request({"type": "play", "action": move, "step": True})
    assert teacher.sync() == {**before, "ref": teacher.received[-1]["ref"]}
    assert mover.play(move) == 1
    with pytest.raises(RemoteError, match="stale move: the table is at step 1, not 0"):
        mover._request({"type": "play", "action": move, "step": 0})


def test_an_unknown_code_is_refused(server):
    with pytest.raises(RemoteError, match="unknown join code"):
        tables.join(server, "not-a-code")
    answer = httpx.get(f"{server}/api/join/not-a-code")
    assert answer.status_code == 404 and "unknown join code" in answer.json()["error"]["reason"]


def test_the_api_lists_tables_without_codes_and_join_names_the_seat(server):
    made = tables.create(
        server, "traders_air", players=["ann", "bob"], seed=2, bots=[None, "random"]
    )
    listing = httpx.get(f"{server}/api/tables")
    assert listing.status_code == 200
    (row,) = listing.json()["tables"]
    assert row["table"] == made.table and row["players"] == ["ann", "bob"]
    assert row["bots"] == [None, "random"] and row["over"] is False
    for code in (*made.seats, made.spectator):
        assert code not in listing.text
    seat = httpx.get(f"{server}/api/join/{made.seats[1]}").json()
    assert (seat["seat"], seat["role"], seat["table"]) == (1, "seat", made.table)
    spectator = httpx.get(f"{server}/api/join/{made.spectator}").json()
    assert (spectator["seat"], spectator["role"]) == (None, "spectator")
    assert spectator["ws"] == f"/ws/{made.spectator}"


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"game": "chess", "players": ["a", "b"]}, "chess"),
        ({"game": "traders_air", "players": "ab"}, "'players' must be"),
        ({"game": "traders_air", "players": ["a", "b"], "bots": [None, "genius"]}, "unknown bot"),
        ({"game": "traders_air", "players": ["a", "b"], "admin": True}, "no field 'admin'"),
        ({"game": "traders_air", "players": ["a", "a"]}, "a"),
        ({"game": "sky_towers", "players": ["a", "b"], "options": {"mode": "nope"}}, "mode"),
    ],
)
def test_a_bad_table_request_is_refused_with_its_reason(server, body, words):
    answer = httpx.post(f"{server}/api/tables", json=body)
    assert answer.status_code == 400
    assert words in answer.json()["error"]["reason"]
    assert httpx.get(f"{server}/api/tables").json()["tables"] == []


def test_a_restart_on_the_same_file_resumes_the_table_at_its_step(tmp_path):
    db = tmp_path / "tables.sqlite"
    with running(db) as url:
        made = tables.create(url, "sky_towers", players=["ann", "bob"], seed=4, **ST)
        ann, bob = tables.join(url, made.seats[0]), tables.join(url, made.seats[1])
        rng = random.Random(3)
        for _ in range(7):
            play_one(ann, bob, rng)
        step, view = ann.sync()["step"], ann.view()
        ann.close(), bob.close()
    with running(db) as url:  # a new server process would do the same: the file is all
        again = tables.join(url, made.seats[0])
        assert again.step == step == 7 and again.view() == view
        bob = tables.join(url, made.seats[1])
        play_one(again, bob, rng)
        assert again.sync()["step"] == 8
        again.close(), bob.close()


def test_a_seat_whose_player_left_goes_to_a_bot(tmp_path):
    with running(leave_after=0.2, leave_bot="random") as url:
        made = tables.create(url, "traders_air", players=["ann", "bob"], seed=2)
        ann, bob = tables.join(url, made.seats[0]), tables.join(url, made.seats[1])
        waiting = ann if ann.turn != ann.seat else bob
        leaving = bob if waiting is ann else ann
        leaving.close()
        deadline = time.monotonic() + 10
        while waiting.sync()["turn"] != waiting.seat and not waiting.is_over():
            assert time.monotonic() < deadline, "the bot never took the seat"
            time.sleep(0.05)
        assert waiting.step >= 1
        row = httpx.get(f"{url}/api/tables").json()["tables"][0]
        assert row["bots"][leaving.seat] == "random" and row["bots"][waiting.seat] is None
        waiting.close()


def test_a_seat_that_comes_back_in_time_keeps_its_seat():
    with running(leave_after=0.5, leave_bot="random") as url:
        made = tables.create(url, "traders_air", players=["ann", "bob"], seed=2)
        ann = tables.join(url, made.seats[0])
        ann.close()
        ann = tables.join(url, made.seats[0])  # reconnect: resynced at once
        assert ann.step == 0 and ann.received[0]["type"] == "view"
        time.sleep(0.8)
        row = httpx.get(f"{url}/api/tables").json()["tables"][0]
        assert row["bots"] == [None, None]  # ann came back; bob never came, so never left
        ann.close()


def test_a_thinking_bot_holds_up_only_its_own_table(server):
    """Bots think in a worker thread under their table's lock: other tables answer meanwhile."""
    slow = tables.create(
        server, "sky_towers", players=["ann", "bot"], seed=2, bots=[None, "mcts:1000"], **ST
    )
    fast = tables.create(server, "sky_towers", players=["cy", "di"], seed=2, **ST)
    ann, cy = tables.join(server, slow.seats[0]), tables.join(server, fast.seats[0])
    ann.play(0)  # ann's first action; her second ends her turn and the bot thinks (~2 s)
    finished = threading.Event()
    mover = threading.Thread(target=lambda: (ann.play(0), finished.set()))
    mover.start()
    time.sleep(0.2)
    for _ in range(5):
        assert cy.sync()["step"] == 0
    assert not finished.is_set(), "the other table answered only after the bot had moved"
    mover.join(60)
    assert finished.is_set() and ann.step > 2 and ann.turn == 0  # the bot moved, ann's turn
    ann.close(), cy.close()
