"""Issue 33, bridge.py: a seat's real board on a page, through a fake socket (no server)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
from typing import Any

import pytest

from skywidgets.core.registry import available
from skywidgets.serve.bridge import SeatBoard
from skywidgets.serve.hub import Hub
from skywidgets.serve.tables import TEACHER, Tables
from skywidgets.widgets import STATIC
from skywidgets.widgets.wire import decode

ST = {"mode": "multiplayer"}


def run_apart(coroutine: Any) -> None:
    """Run `coroutine` on an event loop of its own, in a thread of its own: the browser tests'
    Playwright keeps an event loop in the main thread for the whole session, and asyncio.run()
    refuses to start beside it."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, coroutine).result()


def new_table(seed=3):
    return Tables().create("sky_towers", ["ann", "bob"], seed=seed, **ST)


class Page:
    """What one page received: the board's comm messages, and its state rebuilt from them."""

    def __init__(self):
        self.messages = []
        self.state = {}

    def __call__(self, message):
        json.dumps(message)  # everything sent is plain JSON
        self.messages.append(message)
        data = message.get("data", {})
        if message["type"] == "comm_open" or data.get("method") == "update":
            self.state.update(data.get("state", {}))


def custom(content):
    return {"method": "custom", "content": content}


def test_a_seat_board_opens_with_its_own_locked_view_and_no_bundle_inline():
    table = new_table()
    page = Page()
    seat = SeatBoard(table, 0, page)
    seat.open()
    (opened,) = page.messages
    assert opened["type"] == "comm_open" and opened["bundle"] == "sky_towers.js"
    assert opened["css"] == "skywidgets.css"
    state = opened["data"]["state"]
    assert "_esm" not in state and "_css" not in state
    assert state["seat"] == 0 and state["locked"] is True and state["step"] == 0
    assert state["view_base"]["seats"][1]["hand"] == {"count": 5}
    assert set(state["view_base"]["deck"]) == {"count"}
    assert isinstance(state["view_base"]["seats"][0]["hand"], list)
    spectator = Page()
    SeatBoard(table, TEACHER, spectator).open()
    assert spectator.messages[0]["data"]["state"]["locked"] is False
    assert "cards" in spectator.messages[0]["data"]["state"]["view_base"]["deck"]


def test_a_click_plays_at_the_table_and_every_board_catches_up():
    table = new_table()
    mover = table.game.state.current_player
    pages = [Page(), Page()]
    boards = [SeatBoard(table, s, pages[s]) for s in (0, 1)]
    for b in boards:
        b.open()
    version = pages[mover].state["version"]
    assert boards[mover].receive(custom({"type": "play", "id": 0, "shown": version})) is True
    assert table.game.step == 1 and pages[mover].state["step"] == 1
    other = 1 - mover
    assert pages[other].state["step"] == 0
    boards[other].catch_up()
    assert pages[other].state["step"] == 1
    assert boards[other].mirror.state == table.game.state
    # what reached each page, rebuilt from the wire, is that seat's own view and no more
    for s in (0, 1):
        view = decode(pages[s].state)["view"]
        assert view == table.game.ruleset.view(table.game.state, s)
        assert view["seats"][1 - s]["hand"] == {
            "count": len(table.game.view(None)["seats"][1 - s]["hand"])
        }


@pytest.mark.parametrize(
    ("who", "content", "words"),
    [
        ("waiter", {"type": "play", "id": 0}, "not seat"),
        ("waiter", {"type": "play", "action": {"type": "draw"}}, "not seat"),
        ("spectator", {"type": "play", "action": {"type": "draw"}}, "never plays"),
        ("mover", {"type": "play", "id": 99}, "'id' must be between"),
        ("mover", {"type": "play", "id": 0, "shown": 12345}, "moved on"),
        ("mover", {"type": "play"}, "names a move"),
        ("mover", {"type": "undo"}, "no move was played"),
        ("mover", {"type": "redo"}, "undone move is gone"),
        ("mover", {"type": "goto", "step": 0}, "does not rewind"),
        ("mover", {"type": "step"}, "bots play only"),
        ("mover", {"type": "seat", "seat": 1}, "cannot change seat"),
        ("mover", {"type": "format my disk"}, "type"),
    ],
)
def test_a_refused_click_shows_on_that_board_and_changes_nothing(who, content, words):
    table = new_table()
    mover = table.game.state.current_player
    seat = {"mover": mover, "waiter": 1 - mover, "spectator": TEACHER}[who]
    page = Page()
    board = SeatBoard(table, seat, page)
    board.open()
    assert board.receive(custom(content)) is False
    assert words in page.state["error"]["reason"]
    assert table.game.step == 0 and board.mirror.step == 0


def test_a_page_may_not_set_the_boards_state():
    table = new_table()
    page = Page()
    board = SeatBoard(table, 0, page)
    board.open()
    assert board.receive({"method": "update", "state": {"seat": 1}}) is False
    assert "custom messages" in page.state["error"]["reason"]
    assert board.widget.seat == 0 and board.receive("nonsense") is False


def test_closing_a_board_stops_what_reaches_its_page():
    table = new_table()
    page = Page()
    board = SeatBoard(table, 0, page)
    board.open()
    board.close()
    count = len(page.messages)
    seat = table.game.state.current_player
    table.play(seat, table.game.legal()[0].to_json(), 0)
    assert len(page.messages) <= count + 1  # at most the comm_close itself
    assert all(m["type"] != "comm_msg" for m in page.messages[count:])


class FakeSocket:
    """A WebSocket as the hub sees it: what it was sent, and whether it was closed."""

    def __init__(self):
        self.sent = []
        self.closed = None

    async def send_text(self, data):
        self.sent.append(json.loads(data))

    async def close(self, code=1000):
        self.closed = code


def test_the_hub_bridges_a_page_and_tells_a_json_client_of_its_move():
    async def scene():
        tables = Tables()
        table = tables.create("sky_towers", ["ann", "bob"], seed=3, **ST)
        hub = Hub(tables, leave_after=None)
        mover = table.game.state.current_player
        page, client = FakeSocket(), FakeSocket()
        conn = await hub.connect(table.code_of(mover), page, board=True)
        other = await hub.connect(table.code_of(1 - mover), client)
        await asyncio.sleep(0.05)
        assert page.sent[0]["type"] == "comm_open" and client.sent[0]["step"] == 0
        version = page.sent[0]["data"]["state"]["version"]
        frame = {"type": "comm_msg", "data": custom({"type": "play", "id": 0, "shown": version})}
        await hub.receive(conn, json.dumps(frame))
        await hub.receive(conn, json.dumps({"type": "sync"}))  # not a board message
        await hub.receive(conn, b"\x00")
        await asyncio.sleep(0.05)
        assert table.game.step >= 1 and client.sent[-1]["step"] == table.game.step
        updates = [m for m in page.sent if m["type"] == "comm_msg"]
        assert any(m["data"]["state"].get("step") == 1 for m in updates)
        errors = [m["error"]["reason"] for m in page.sent if m["type"] == "error"]
        assert errors[0] == "a board page sends comm messages only"
        assert "binary" in errors[1]
        await hub.disconnect(conn)
        await hub.disconnect(other)
        await hub.close()

    run_apart(scene())


def test_a_board_that_fails_to_open_leaves_no_connection_behind(monkeypatch):
    def broken(self):
        raise RuntimeError("no board")

    monkeypatch.setattr(SeatBoard, "open", broken)

    async def scene():
        tables = Tables()
        table = tables.create("sky_towers", ["ann", "bob"], seed=3, **ST)
        hub = Hub(tables, leave_after=None)
        with pytest.raises(RuntimeError, match="no board"):
            await hub.connect(table.code_of(0), FakeSocket(), board=True)
        assert hub.connections(table) == []
        client = FakeSocket()
        await hub.connect(table.code_of(1), client)  # the table itself is fine
        await asyncio.sleep(0.05)
        assert client.sent[0]["type"] == "view" and len(hub.connections(table)) == 1
        await hub.close()

    run_apart(scene())


@pytest.mark.parametrize("game", available())
def test_every_games_board_opens_for_a_seat_with_its_own_view(game):
    table = Tables().create(game, ["ann", "bob"], seed=1)
    page = Page()
    board = SeatBoard(table, 1, page)
    board.open()
    (opened,) = page.messages
    assert (STATIC / opened["bundle"]).is_file()
    assert decode(page.state)["view"] == table.game.ruleset.view(table.game.state, 1)
    board.close()
