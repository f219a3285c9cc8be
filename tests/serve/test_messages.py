"""Issue 33, every message checked: raw WebSocket frames that the client would never send
(too big, not JSON, binary, too many) each get a clear error, and the table is unchanged."""

from __future__ import annotations

import json
import time

import pytest
from websockets.sync.client import connect

from skywidgets import tables
from skywidgets.serve.protocol import MAX_BYTES, ProtocolError, RateLimit, parse
from skywidgets.tables import ws_url

from .conftest import running

ST = {"mode": "multiplayer"}


class Raw:
    """A bare WebSocket to a join code: send any frame, read the server's JSON answers."""

    def __init__(self, url, code):
        self._cm = connect(ws_url(url, code), compression=None, proxy=None, max_size=2**24)
        self.ws = self._cm.__enter__()
        self.first = self.recv()

    def recv(self, timeout=10):
        return json.loads(self.ws.recv(timeout=timeout))

    def ask(self, frame):
        self.ws.send(frame)
        return self.recv()

    def close(self):
        self._cm.__exit__(None, None, None)


@pytest.fixture
def table(server):
    """A Sky Towers table for ann and bob: (server url, codes, seat on turn)."""
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, **ST)
    return server, made


def unchanged(url, made, before):
    """The spectator's view of the table is still `before` (nothing played)."""
    with tables.join(url, made.spectator) as teacher:
        assert teacher.step == 0
        assert teacher.view() == before


@pytest.mark.parametrize(
    ("frame", "words"),
    [
        ("{" * 10 + "not json", "not JSON"),
        ("[1, 2]", "a message is a JSON object, not an array"),
        ('"play"', "a message is a JSON object, not text"),
        ('{"type": "undo"}', "an undo message needs 'step'"),
        ('{"type": "redo"}', "'type' must be one of play, sync, undo"),
        ('{"type": "play", "step": 0}', "needs 'action'"),
        ('{"type": "play", "action": [], "step": 0}', "'action' must be a JSON object"),
        ('{"type": "play", "action": {}, "step": -1}', "'step' must be"),
        ('{"type": "sync", "ref": "x"}', "'ref' must be a whole number"),
        ("[" * 5000 + "]" * 5000, "not JSON"),  # deeper than any record: refused unparsed
        (b"\x00\x01binary", "text frames, not binary"),
        ("x" * (MAX_BYTES + 1), f"at most {MAX_BYTES} bytes, not {MAX_BYTES + 1}"),
        (json.dumps({"type": "play", "step": 0, "action": {"pad": "é" * 40_000}}), "at most"),
    ],
)
def test_a_bad_frame_gets_a_clear_error_and_changes_nothing(table, frame, words):
    url, made = table
    with tables.join(url, made.spectator) as teacher:
        before = teacher.view()
    mover = Raw(url, made.seats[made_turn(made, url)])
    answer = mover.ask(frame)
    assert answer["type"] == "error", answer
    assert answer["error"]["rule"] == "table message"
    assert words in answer["error"]["reason"]
    assert mover.ask('{"type": "sync", "ref": 7}')["ref"] == 7  # the socket still works
    mover.close()
    unchanged(url, made, before)


def made_turn(made, url):
    """The seat whose turn it is at a fresh table."""
    with tables.join(url, made.seats[0]) as ann:
        return ann.turn


def test_a_frame_past_the_socket_cap_closes_only_that_socket(table):
    url, made = table
    raw = Raw(url, made.seats[0])
    raw.ws.send("x" * (300 * 1024))
    with pytest.raises(Exception, match=r"1009|too big|closed"):
        raw.recv(timeout=5)
    raw.close()
    with tables.join(url, made.seats[0]) as ann:  # the server and the table are fine
        assert ann.step == 0


def test_too_many_messages_are_refused_then_allowed_again():
    with running(rate=(5, 0.5)) as url:
        made = tables.create(url, "sky_towers", players=["ann", "bob"], seed=3, **ST)
        raw = Raw(url, made.seats[0])
        answers = [raw.ask(json.dumps({"type": "sync", "ref": k})) for k in range(8)]
        kinds = [a["type"] for a in answers]
        assert kinds == ["view"] * 5 + ["error"] * 3
        assert "too many messages: at most 5 in 0.5 seconds" in answers[-1]["error"]["reason"]
        assert answers[-1]["ref"] == 7
        time.sleep(0.6)
        assert raw.ask('{"type": "sync"}')["type"] == "view"
        raw.close()


def test_an_unknown_code_is_told_and_closed(server):
    raw = connect(ws_url(server, "x" * 16), compression=None, proxy=None)
    with raw as ws:
        answer = json.loads(ws.recv(timeout=5))
        assert answer == {
            "type": "error",
            "error": {"rule": "class table", "reason": "unknown join code"},
        }
        with pytest.raises(Exception, match="4404"):
            ws.recv(timeout=5)


def test_parse_checks_every_field_and_keeps_the_ref():
    assert parse('{"type": "sync"}').type == "sync"
    request = parse('{"type": "play", "action": {"type": "draw"}, "step": 4, "ref": 9}')
    assert (request.action, request.step, request.ref) == ({"type": "draw"}, 4, 9)
    with pytest.raises(ProtocolError, match="no field 'seat'") as err:
        parse('{"type": "play", "action": {}, "step": 0, "seat": 1, "ref": 3}')
    assert err.value.ref == 3
    with pytest.raises(ProtocolError, match="'step' must be"):
        parse('{"type": "play", "action": {}, "step": 1.5}')
    with pytest.raises(ProtocolError, match="binary"):
        parse(None)


def test_the_rate_limit_is_a_sliding_window():
    limit = RateLimit(3, 1.0)
    for now in (0.0, 0.1, 0.2):
        limit.check(now)
    with pytest.raises(ProtocolError, match="too many"):
        limit.check(0.5)
    limit.check(1.05)  # the first one left the window
    with pytest.raises(ProtocolError):
        limit.check(1.06)
