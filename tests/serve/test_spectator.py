"""Issue 33, the spectator's board: it never plays, its public view never carries a hand or a
pile's order, and its replay bar moves only its own mirror."""

from __future__ import annotations

import json

import pytest
from websockets.sync.client import connect

from skywidgets import tables
from skywidgets.bots.random_bot import RandomBot
from skywidgets.core import get
from skywidgets.serve.bridge import SeatBoard
from skywidgets.serve.public import public_view
from skywidgets.serve.tables import TEACHER, Tables
from skywidgets.tables import ws_url
from skywidgets.widgets.wire import decode

from .test_bridge import Page, custom

#: Every game with hidden information, as a class would set it up.
HIDDEN = [
    ("sky_towers", {"mode": "multiplayer"}, ["ann", "bob", "cy"]),
    ("sky_islands", {}, ["ann", "bob"]),
    ("traders_air", {}, ["ann", "bob", "cy"]),
]


def hands_in(game: str, view: dict) -> list:
    """Every hand (or secret pile) the view shows in full."""
    if game == "sky_towers":
        shown = [s["hand"] for s in view["seats"] if isinstance(s["hand"], list)]
        return shown + [view[k]["cards"] for k in ("deck", "box") if "cards" in view[k]]
    if game == "sky_islands":
        return [h for h in view["hands"] if isinstance(h, list)]
    return [s["markers"] for s in view["supply"] if "markers" in s]


def play_some(table, moves: int) -> None:
    """Persons' moves at the table (a seeded random bot chooses them)."""
    for k in range(moves):
        game = table.game
        if game.is_over():
            return
        seat = game.state.current_player
        action = RandomBot(seed=k).choose(game.ruleset, game.state)
        table.play(seat, action.to_json(), game.step)


@pytest.mark.parametrize(("name", "options", "players"), HIDDEN)
def test_the_public_view_shows_what_every_seat_sees_and_no_hand(name, options, players):
    table = Tables().create(name, players, seed=5, **options)
    ruleset = get(name)
    for _ in range(4):
        state = table.game.state
        view = public_view(ruleset, state)
        assert hands_in(name, view) == []
        assert hands_in(name, ruleset.view(state, None)) != []  # the teacher's has them
        for seat in range(len(players)):
            assert ruleset.checks.hidden_check(state, seat, view) == []
        assert view["seat"] is None
        play_some(table, 3)


@pytest.mark.parametrize(("name", "options", "players"), HIDDEN)
def test_the_public_board_never_sends_a_hand(name, options, players):
    table = Tables().create(name, players, seed=2, **options)
    page = Page()
    board = SeatBoard(table, TEACHER, page, public=True)
    board.open()
    for k in range(6):
        play_some(table, 2)
        board.catch_up()
        board.receive(custom({"type": "goto", "step": max(0, table.game.step - k)}))
    for refused in ({"type": "seat", "seat": 0}, {"type": "hint"}):
        assert board.receive(custom(refused)) is False
        assert "public view" in page.state["error"]["reason"]
    assert board.widget.seat == -1
    # every state the page was ever sent, rebuilt from the wire, shows no hand
    rebuilt: dict = {}
    for message in page.messages:
        data = message.get("data", {})
        if message["type"] == "comm_open" or data.get("method") == "update":
            rebuilt.update(data.get("state", {}))
            view = decode(rebuilt)["view"]
            assert hands_in(name, view) == []
            assert decode(rebuilt)["legal"] == []
    text = json.dumps(page.messages)
    for hand in hands_in(name, table.game.view(None)):
        if name == "sky_towers" and len(hand) >= 4:
            assert json.dumps(hand) not in text


def test_the_spectator_never_acts():
    table = Tables().create("sky_towers", ["ann", "bob"], seed=3, mode="multiplayer")
    for public in (False, True):
        page = Page()
        board = SeatBoard(table, TEACHER, page, public=public)
        board.open()
        assert page.state["locked"] is False and decode(page.state)["legal"] == []
        legal = table.game.legal()[0].to_json()
        for content in (
            {"type": "play", "id": 0},
            {"type": "play", "action": legal},
            {"type": "undo"},
            {"type": "redo"},
            {"type": "step"},
        ):
            assert board.receive(custom(content)) is False
            assert page.state["error"]["reason"]
        assert table.game.step == 0 and board.mirror.step == 0


def test_replay_moves_only_the_spectators_mirror():
    table = Tables().create("sky_towers", ["ann", "bob"], seed=3, mode="multiplayer")
    play_some(table, 6)
    live = table.game.step
    seat_page, watch_page = Page(), Page()
    seat = SeatBoard(table, 0, seat_page)
    watch = SeatBoard(table, TEACHER, watch_page)
    seat.open()
    watch.open()
    assert watch.receive(custom({"type": "goto", "step": 2})) is False
    assert watch_page.state["step"] == 2 and not watch_page.state["error"]
    assert table.game.step == live and seat_page.state["step"] == live
    assert watch.mirror.state == table.game.states[2]
    # a move at the table: the spectator stays where it replays, its log grows
    mover = table.game.state.current_player
    table.play(mover, table.game.legal()[0].to_json(), live)
    seat.catch_up()
    watch.catch_up()
    assert watch_page.state["step"] == 2 and len(watch.mirror.actions) == live + 1
    assert len(decode(watch_page.state)["history"]) == live + 2
    assert watch.receive(custom({"type": "goto", "step": live + 1})) is False
    assert watch.mirror.state == table.game.state and seat_page.state["step"] == live + 1
    assert table.game.step == live + 1


def test_the_public_spectator_page_over_the_server(server):
    made = tables.create(server, "sky_islands", players=["ann", "bob"], seed=1)
    address = ws_url(server, made.spectator).replace("/ws/", "/ws/board/") + "?view=public"
    with connect(address, compression=None, proxy=None, max_size=2**24) as ws:
        opened = json.loads(ws.recv(timeout=10))
        assert opened["type"] == "comm_open"
        state = opened["data"]["state"]
        assert state["locked"] is False and state["seat"] == -1
        assert all(h == {"count": 3} or "count" in h for h in state["view_base"]["hands"])
        ws.send(json.dumps({"type": "comm_msg", "data": custom({"type": "seat", "seat": 0})}))
        reply = json.loads(ws.recv(timeout=10))
        assert "public view" in json.dumps(reply) and '"hands"' not in json.dumps(reply)
    page = tables_page(server, made.spectator, "?view=public")
    assert "everything public" in page and "/record" in page


def tables_page(server: str, code: str, query: str = "") -> str:
    """A board page's HTML."""
    import httpx

    answer = httpx.get(f"{server}/play/{code}{query}")
    assert answer.status_code == 200
    assert "script-src 'self' 'sha256-" in answer.headers["content-security-policy"]
    return answer.text


def test_a_closed_page_leaves_no_widget_behind():
    import warnings

    from ipywidgets import Widget

    def live() -> int:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return len(Widget._active_widgets)

    table = Tables().create("sky_towers", ["ann", "bob"], seed=3, mode="multiplayer")
    before = live()
    boards = [SeatBoard(table, seat, Page(), public=True) for seat in (0, 1, TEACHER)]
    for board in boards:
        board.open()
    assert live() == before + 6  # a board and its layout per page
    for board in boards:
        board.close()
    assert live() == before


def test_the_public_spectator_over_the_json_protocol_never_gets_a_hand(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, mode="multiplayer")
    seats = [tables.join(server, code) for code in made.seats]
    wall = tables.join(server, made.spectator, public=True)
    everything = tables.join(server, made.spectator)
    for _ in range(8):
        mover = next(s for s in seats if s.turn == s.seat)
        mover.play(0)
        for s in seats:
            s.sync()
    wall.sync()
    everything.sync()
    assert wall.step == everything.step == seats[0].step >= 8
    views = [m["view"] for m in wall.received if m["type"] == "view"]
    assert len(views) >= 9 and all(hands_in("sky_towers", v) == [] for v in views)
    assert hands_in("sky_towers", everything.view()) != []
    assert wall.legal() == [] and wall.seat is None
    for remote in (*seats, wall, everything):
        remote.close()


def test_a_message_type_that_is_not_text_is_refused_by_the_board():
    table = Tables().create("sky_towers", ["ann", "bob"], seed=3, mode="multiplayer")
    for seat in (0, TEACHER):
        page = Page()
        board = SeatBoard(table, seat, page, public=True)
        board.open()
        assert board.receive(custom({"type": ["play"]})) is False
        assert "unknown message type" in page.state["error"]["reason"]
        assert table.game.step == 0
