"""A board of a class table in a notebook (issue 33): `tables.join(url, code).board()`.

The table server runs that code's real board, exactly as for a seat's page in a browser
(skywidgets/serve/bridge.py: its own view only, locked to its seat), and this widget relays it
over the board socket `/ws/board/{code}`: the server's state becomes this widget's synced
traits, the board's clicks (its intents) go to the server. Nothing is decided here: no seed,
no other seat's hand and no move list reach the kernel, so a student in JupyterLab plays a
student in a browser on the same terms. Needs the `serve` extra (websockets).
"""

from __future__ import annotations

import contextlib
import json
import threading
from typing import Any, ClassVar

import anywidget
import traitlets as t

from .base import BOARDS, STATIC, GameWidget
from .wire import decode

RULE = "class table"
GONE = "the table server is gone: run the cell again to reconnect"


class RemoteBoard(anywidget.AnyWidget):
    """The server's board of one join code, relayed: it shows what the server sends and
    sends the board's clicks to the server (one WebSocket, read by its own thread)."""

    NAMES: ClassVar[frozenset[str]] = frozenset()
    _made: ClassVar[dict[tuple[str, str, str], type[RemoteBoard]]] = {}

    @classmethod
    def connect(cls, address: str, timeout: float = 30.0, max_size: int = 2**24) -> RemoteBoard:
        """Connect to a board socket (ws://.../ws/board/{code}) and show its board; a refused
        code raises `skywidgets.tables.RemoteError`."""
        from websockets.sync.client import connect

        from skywidgets.tables import RemoteError

        stack = contextlib.ExitStack()  # connect() as a context manager, held open
        ws = stack.enter_context(
            connect(address, open_timeout=timeout, max_size=max_size, compression=None, proxy=None)
        )
        try:
            opened = json.loads(ws.recv(timeout=timeout))
            if opened.get("type") != "comm_open":
                error = opened.get("error") or {}
                raise RemoteError(error.get("rule", RULE), error.get("reason", "refused"))
            state = dict((opened.get("data") or {}).get("state") or {})
            kind = cls._kind(str(state.get("game_name", "")), opened["bundle"], opened["css"])
            board = kind(**{k: v for k, v in state.items() if k in kind.NAMES})
        except BaseException:
            stack.close()
            raise
        board._stack = stack
        board._start(ws)
        return board

    @classmethod
    def _kind(cls, game: str, bundle: Any, css: Any) -> type[RemoteBoard]:
        """The relay class of a game's board: its bundle, its stylesheet, its synced traits
        (a file the package does not ship is refused: the server names files, never code)."""
        files = {p.name: p for p in STATIC.iterdir() if p.is_file()}
        if bundle not in files or css not in files or not str(bundle).endswith(".js"):
            raise ValueError(f"the server named a board file this package lacks: {bundle!r}")
        key = (game, str(bundle), str(css))
        if key not in cls._made:
            names = BOARDS.get(game, GameWidget).synced_traits()
            traits: dict[str, Any] = {n: t.Any(None, allow_none=True).tag(sync=True) for n in names}
            body: dict[str, Any] = {"_esm": files[bundle], "_css": files[css], **traits}
            body["NAMES"] = frozenset(names)
            cls._made[key] = type(f"Remote{BOARDS.get(game, GameWidget).__name__}", (cls,), body)
        return cls._made[key]

    def __init__(self, **state: Any) -> None:
        super().__init__(**state)
        self._ws: Any = None
        self._stack: contextlib.ExitStack | None = None
        self._changed = threading.Condition()
        self.updates = 0  # server updates taken in so far
        self.live = False
        self.on_msg(self._forward)

    # -- reading -------------------------------------------------------------------------
    def decoded(self) -> dict[str, Any]:
        """The board's `view`, `history` and `legal` as plain values (from its wire traits)."""
        return decode({n: getattr(self, n) for n in self.NAMES})

    def wait(self, timeout: float = 10.0, after: int | None = None) -> bool:
        """Wait until the server sent an update beyond number `after` (default: the current
        one); False when none came in time."""
        with self._changed:
            seen = self.updates if after is None else after
            return self._changed.wait_for(lambda: self.updates > seen, timeout)

    def send_intent(self, content: dict[str, Any]) -> None:
        """Send one intent as the board's front end would (`{"type": "play", "id": 0}`)."""
        self._forward(self, content, [])

    def close(self) -> None:
        """Close the board and its socket."""
        stack, self._ws, self._stack = self._stack, None, None
        if stack is not None:
            stack.close()
        super().close()

    def set_state(self, sync_data: Any) -> None:
        """The front end never sets the board's state: the server owns it."""
        rest = {k: v for k, v in dict(sync_data).items() if k not in self.NAMES}
        if rest:
            super().set_state(rest)

    # -- inside --------------------------------------------------------------------------
    def _start(self, ws: Any) -> None:
        self._ws, self.live = ws, True
        threading.Thread(target=self._read, args=(ws,), daemon=True, name="remote-board").start()

    def _forward(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A click of the board: to the server, which decides (and answers with an update)."""
        ws = self._ws
        try:
            if ws is None or not self.live:
                raise ConnectionError(GONE)
            message = {"type": "comm_msg", "data": {"method": "custom", "content": content}}
            ws.send(json.dumps(message))
        except Exception:
            self.live = False
            self._gone()

    def _read(self, ws: Any) -> None:
        """Take in the server's messages until the socket closes."""
        try:
            for text in ws:
                message = json.loads(text)
                data = message.get("data") or {}
                if message.get("type") == "comm_msg" and data.get("method") == "update":
                    state = data.get("state") or {}
                    with self.hold_sync():
                        for name, value in state.items():
                            if name in self.NAMES:
                                setattr(self, name, value)
                elif message.get("type") in ("comm_close", "error"):
                    break
                with self._changed:
                    self.updates += 1
                    self._changed.notify_all()
        except Exception:
            pass
        finally:
            if self._ws is ws:
                self.live = False
                self._gone()

    def _gone(self) -> None:
        """Say on the board that the link is gone (its clicks would go nowhere)."""
        self.error = {"rule": RULE, "reason": GONE}
        with self._changed:
            self.updates += 1
            self._changed.notify_all()
