"""Play at a class table of a `skywidgets serve` server from Python (docs/serve.md).

    from skywidgets import tables
    made = tables.create("http://127.0.0.1:8765", "sky_towers", players=["ann", "bob"],
                         seed=3, mode="multiplayer")
    ann = tables.join("http://127.0.0.1:8765", made.seats[0])
    ann.legal(); ann.play(0); ann.view(); ann.step; ann.is_over(); ann.scores()
    ann.undo(); ann.board()   # the strict policy's undo; the seat's board in a notebook

A remote game holds only what the server told its code: its own view, and its legal moves
on its turn. Needs the `serve` extra (httpx and websockets).
"""

from __future__ import annotations

import contextlib
import itertools
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlsplit, urlunsplit

TIMEOUT = 30.0  # seconds to wait for the server's answer (a bot may think first)
MAX_SIZE = 16 * 1024 * 1024  # the largest view a client accepts


class RemoteError(Exception):
    """The server refused a request: `rule` and `reason` say why (nothing changed)."""

    def __init__(self, rule: str, reason: str) -> None:
        super().__init__(f"{reason} ({rule})")
        self.rule, self.reason = rule, reason


@dataclass(frozen=True)
class Created:
    """A new table: its id, players, one join code per seat and the spectator's code."""

    table: str
    game: str
    players: list[str]
    seats: list[str]
    spectator: str


def create(
    url: str,
    game: str,
    players: Sequence[str] = ("ann", "bob"),
    seed: int = 0,
    bots: Sequence[str | None] = (),
    timeout: float = TIMEOUT,
    **options: Any,
) -> Created:
    """Create a table on the server at `url`; returns its seat codes and spectator code."""
    import httpx

    body = {
        "game": game,
        "players": list(players),
        "seed": seed,
        "bots": list(bots),
        "options": options,
    }
    with httpx.Client(base_url=url, timeout=timeout, trust_env=False) as http:
        answer = http.post("/api/tables", json=body)
    data = _answer(answer.status_code, answer.text)
    return Created(data["table"], data["game"], data["players"], data["seats"], data["spectator"])


def join_info(url: str, code: str, timeout: float = TIMEOUT) -> dict[str, Any]:
    """What a join code opens (`GET /api/join/{code}`: its table, seat and role); an unknown
    code raises RemoteError, a server that does not answer ConnectionError."""
    import httpx

    try:
        with httpx.Client(base_url=url, timeout=timeout, trust_env=False) as http:
            answer = http.get(f"/api/join/{quote(code, safe='')}")
    except httpx.TransportError as err:
        raise ConnectionError(f"no answer from {url}: {err}") from None
    return _answer(answer.status_code, answer.text)


def record(url: str, spectator: str, timeout: float = TIMEOUT) -> dict[str, Any]:
    """A table's record (`Game.from_record` loads it, `.review()` reviews it); the
    spectator's code only."""
    import httpx

    with httpx.Client(base_url=url, timeout=timeout, trust_env=False) as http:
        answer = http.get(f"/api/tables/{quote(spectator, safe='')}/record")
    return _answer(answer.status_code, answer.text)


def seat_to_bot(
    url: str, spectator: str, seat: int, bot: str = "mcts", timeout: float = TIMEOUT
) -> dict[str, Any]:
    """The teacher hands `seat` (from 0) to a bot: a player who never came or left; returns
    the table as listed (its `bots`, its `step`)."""
    import httpx

    with httpx.Client(base_url=url, timeout=timeout, trust_env=False) as http:
        answer = http.post(
            f"/api/tables/{quote(spectator, safe='')}/bot", json={"seat": seat, "bot": bot}
        )
    return _answer(answer.status_code, answer.text)


def join(url: str, code: str, timeout: float = TIMEOUT, public: bool = False) -> RemoteGame:
    """Join a table with a seat's or the spectator's code: a live remote game (`public`: the
    spectator's code sees the public view, no hand and no pile's order)."""
    return RemoteGame(url, code, timeout, public=public)


class RemoteGame:
    """One code's live connection to a table: its view, legal moves, moves and scores."""

    def __init__(self, url: str, code: str, timeout: float = TIMEOUT, public: bool = False) -> None:
        from websockets.sync.client import connect

        self.url, self.code, self.public = url, code, public
        self.timeout = timeout
        self._refs = itertools.count(1)
        self._last: dict[str, Any] = {}
        self.received: list[dict[str, Any]] = []  # every message, in order (for tests/logs)
        self._stack = contextlib.ExitStack()  # connect() as a context manager, held open
        self._ws = self._stack.enter_context(
            connect(
                ws_url(url, code) + ("?view=public" if public else ""),
                open_timeout=timeout,
                max_size=MAX_SIZE,
                compression=None,
                proxy=None,
            )
        )
        first = self._next(timeout)
        if first.get("type") == "error":
            self.close()
            error = first.get("error") or {}
            raise RemoteError(error.get("rule", "table"), error.get("reason", "refused"))

    # -- what this code sees ---------------------------------------------------------
    @property
    def step(self) -> int:
        """The table's step as last told (moves played so far)."""
        self._drain()
        return int(self._last["step"])

    @property
    def seat(self) -> int | None:
        """This code's seat (None: the spectator's code)."""
        return self._last.get("seat")

    @property
    def turn(self) -> int | None:
        """The seat that must decide now (None when the game is over)."""
        self._drain()
        return self._last.get("turn")

    @property
    def players(self) -> list[str]:
        """The players' names in seat order."""
        return list(self._last.get("players", []))

    def view(self) -> dict[str, Any]:
        """This seat's own view of the table (the spectator's: everything)."""
        self._drain()
        return dict(self._last["view"])

    def legal(self) -> list[dict[str, Any]]:
        """The legal moves ({"id", "type", "label", "action"}), empty unless it is our turn."""
        self._drain()
        return list(self._last["legal"])

    def is_over(self) -> bool:
        """Whether the game has ended."""
        self._drain()
        return bool(self._last["over"])

    def scores(self) -> dict[str, Any]:
        """The score sheet as JSON: {"totals", "winners", "items"}."""
        self._drain()
        return dict(self._last["scores"])

    # -- acting ------------------------------------------------------------------------
    def play(self, action: Mapping[str, Any] | int | Any) -> int:
        """Play a move (an id of `legal()`, its JSON, or an Action); returns the new step.
        Raises RemoteError when the server refuses it (nothing changes)."""
        if isinstance(action, int) and not isinstance(action, bool):
            legal = self.legal()
            if not 0 <= action < len(legal):
                raise RemoteError("table client", f"no legal move {action} (0..{len(legal) - 1})")
            move = legal[action]["action"]
        elif hasattr(action, "to_json"):
            move = action.to_json()
        elif isinstance(action, Mapping):
            move = dict(action)
        else:
            raise RemoteError("table client", "a move is an id of legal(), its JSON or an Action")
        self._request({"type": "play", "action": move, "step": self.step})
        return self.step

    def board(self) -> Any:
        """This code's board, to show in a notebook: the server's own board of this seat
        (its view only), relayed over a socket of its own (skywidgets.widgets.remote); its
        clicks are played at the table, the other seats' moves show on it."""
        from skywidgets.widgets.remote import RemoteBoard

        address = ws_url(self.url, self.code, board=True)
        return RemoteBoard.connect(address + ("?view=public" if self.public else ""), self.timeout)

    def undo(self) -> int:
        """Take back this seat's last move, by the strict policy (its own move, nothing
        revealed, still its turn); returns the new step. Raises RemoteError when refused."""
        self._request({"type": "undo", "step": self.step})
        return self.step

    def sync(self) -> dict[str, Any]:
        """Ask the server for this code's view now (after a reconnect or a doubt)."""
        return self._request({"type": "sync"})

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the server's next news (another seat moved); False when none came."""
        try:
            self._next(self.timeout if timeout is None else timeout)
        except TimeoutError:
            return False
        return True

    def close(self) -> None:
        """Leave the table (the seat stays the player's until the server's leave time)."""
        self._stack.close()

    def __enter__(self) -> RemoteGame:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        who = "spectator" if self.seat is None else f"seat {self.seat}"
        return f"<RemoteGame {self._last.get('game')} {who} step {self._last.get('step')}>"

    # -- inside ------------------------------------------------------------------------
    def _request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send a message with a fresh ref and wait for the reply that echoes it."""
        ref = next(self._refs)
        self._ws.send(json.dumps({**message, "ref": ref}))
        while True:
            reply = self._next(self.timeout)
            if reply.get("ref") == ref:
                if reply.get("type") == "error":
                    error = reply.get("error") or {}
                    raise RemoteError(error.get("rule", "table"), error.get("reason", "refused"))
                return reply

    def _next(self, timeout: float) -> dict[str, Any]:
        """Receive one server message (TimeoutError when none comes in time)."""
        message = json.loads(self._ws.recv(timeout=timeout))
        self.received.append(message)
        if message.get("type") == "view":
            self._last = message
        return dict(message)

    def _drain(self) -> None:
        """Take in whatever the server has already sent (other seats' moves)."""
        while True:
            try:
                self._next(0)
            except TimeoutError:
                return


def ws_url(url: str, code: str, board: bool = False) -> str:
    """The WebSocket address of a join code on the server at `url` (http→ws, https→wss;
    `board`: the socket of that code's board, /ws/board/{code})."""
    parts = urlsplit(url)
    scheme = {"http": "ws", "https": "wss"}.get(parts.scheme, parts.scheme)
    path = parts.path.rstrip("/") + ("/ws/board/" if board else "/ws/") + quote(code, safe="")
    return urlunsplit((scheme, parts.netloc, path, "", ""))


def _answer(status: int, text: str) -> dict[str, Any]:
    """A JSON answer of the HTTP API, or RemoteError with its error."""
    try:
        data = json.loads(text)
    except ValueError:
        data = {}
    if status >= 400 or not isinstance(data, dict):
        error = data.get("error") if isinstance(data, dict) else None
        error = error if isinstance(error, dict) else {}
        raise RemoteError(error.get("rule", "table server"), error.get("reason", f"HTTP {status}"))
    return data
