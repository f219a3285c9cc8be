"""Issue 33: the coach's review on a served board once the game is over (a seat: its own
decisions; the spectator: every seat's), run by the hub in a worker thread; refused during
play and on the public view. The pages carry the Review button and the teacher's hand-over."""

from __future__ import annotations

import json

import httpx
from websockets.sync.client import connect

from skywidgets import tables
from skywidgets.serve import pages
from skywidgets.serve.bridge import PUBLIC, REVIEW_LATER, SeatBoard
from skywidgets.serve.tables import TEACHER, Tables
from skywidgets.tables import ws_url

from .test_bridge import Page, custom


def finished():
    """A Sky Islands table its two bots played to the end (short: about 30 moves)."""
    table = Tables().create("sky_islands", ["ann", "bob"], seed=3, bots=["random", "random"])
    assert table.game.is_over()
    return table


def test_a_seat_reviews_its_own_decisions_once_the_game_is_over():
    table = finished()
    page = Page()
    board = SeatBoard(table, 0, page)
    board.open()
    assert page.state["review"] == {}
    assert board.receive(custom({"type": "review"})) is False  # nothing played at the table
    review = page.state["review"]
    assert review["actions"] == table.game.step and "decisions reviewed" in review["summary"]
    assert not page.state.get("error")
    ann_steps = {k + 1 for k in range(table.game.step) if table.game.states[k].current_player == 0}
    assert {int(s) for s in review["steps"]} <= ann_steps  # only ann's own decisions
    assert table.game.step == len(table.game.actions) and table.game.is_over()


def test_the_spectator_reviews_every_seat_and_the_public_view_refuses():
    table = finished()
    page = Page()
    watch = SeatBoard(table, TEACHER, page)
    watch.open()
    watch.receive(custom({"type": "review"}))
    assert "decisions reviewed" in page.state["review"]["summary"]
    assert not page.state.get("error")
    public_page = Page()
    public = SeatBoard(table, TEACHER, public_page, public=True)
    public.open()
    public.receive(custom({"type": "review"}))
    assert public_page.state["error"]["reason"] == PUBLIC["review"]
    assert public_page.state["review"] == {}


def test_a_review_during_play_is_refused_clearly():
    table = Tables().create("sky_towers", ["ann", "bob"], seed=3, mode="multiplayer")
    for seat in (0, TEACHER):
        page = Page()
        board = SeatBoard(table, seat, page)
        board.open()
        assert board.receive(custom({"type": "review"})) is False
        assert page.state["error"]["reason"] == REVIEW_LATER
        assert page.state["review"] == {}


def test_a_finished_tables_seat_page_gets_its_review_over_the_server(server):
    made = tables.create(server, "sky_islands", players=["ann", "bob"], seed=3,
                         bots=["random", "random"])  # fmt: skip
    address = ws_url(server, made.seats[1]).replace("/ws/", "/ws/board/")
    with connect(address, compression=None, proxy=None, max_size=2**24) as ws:
        opened = json.loads(ws.recv(timeout=10))
        assert opened["data"]["state"]["over"] is True
        ask = {"type": "comm_msg", "data": {"method": "custom", "content": {"type": "review"}}}
        ws.send(json.dumps(ask))
        update = json.loads(ws.recv(timeout=60))
        assert "decisions reviewed" in update["data"]["state"]["review"]["summary"]


def test_the_pages_carry_the_review_button_and_the_teachers_hand_over(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3,
                         bots=[None, "random"], mode="multiplayer")  # fmt: skip
    seat = httpx.get(f"{server}/play/{made.seats[0]}").text
    assert (
        "id='review'" in seat
        and "Review my decisions" in seat
        and "<form id='handover'>" not in seat
    )
    teacher = httpx.get(f"{server}/play/{made.spectator}").text
    assert "Review the game" in teacher and "<form id='handover'>" in teacher
    assert "<option value='0'>1: ann</option>" in teacher  # bob's seat is a bot's already
    assert "<option value='1'>" not in teacher
    public = httpx.get(f"{server}/play/{made.spectator}?view=public").text
    assert "id='review'" not in public and "<form id='handover'>" not in public
    policy = httpx.get(f"{server}/play/{made.seats[0]}").headers["content-security-policy"]
    assert pages.SCRIPT_HASH in policy and pages.BOARD_SCRIPT in seat
