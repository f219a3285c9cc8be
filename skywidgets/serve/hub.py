"""The connections of a table server: who is connected to which table as which seat, what
each message does, and who is told what after a change (no web library here: a connection's
socket is anything with `async send_text(text)` and `async close(code)`).

Every table's messages are handled one at a time (an asyncio lock per table) and the work
itself (a move, the bots after it, a view) runs in a worker thread under the table's own
lock, so a slow bot never stops the event loop. Each connection has its own outbox, sent in
order by its own task, so a slow screen never holds up a table.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from skywidgets.core.errors import IllegalAction

from .bridge import SeatBoard
from .protocol import (
    RATE,
    RATE_WINDOW,
    ProtocolError,
    RateLimit,
    Request,
    dumps,
    error_message,
    parse,
    parse_frame,
    view_message,
)
from .tables import TEACHER, Join, Table, TableError, Tables

CLOSE_UNKNOWN = 4404  # the WebSocket close code for an unknown join code
LEAVE_AFTER = 120.0  # seconds a seat may stay away before a bot takes it over
LEAVE_BOT = "mcts"
OUTBOX = 64  # messages waiting for one slow screen before it is dropped


class Socket(Protocol):
    """What the hub needs of a WebSocket."""

    async def send_text(self, data: str) -> None:
        """Send one text frame."""

    async def close(self, code: int = 1000) -> None:
        """Close the connection."""


@dataclass(eq=False)
class Connection:
    """One open socket: its table, its seat (None: the spectator's code) and its outbox."""

    socket: Socket
    table: Table
    seat: int | None
    limit: RateLimit
    outbox: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue(maxsize=OUTBOX))
    sender: asyncio.Task[None] | None = None
    board: SeatBoard | None = None  # a page's real board (bridge.py); None: the JSON protocol
    public: bool = False  # the spectator's code asked for the public view (?view=public)


class Hub:
    """Every connection of a server, and what each message does to its table."""

    def __init__(
        self,
        tables: Tables,
        leave_after: float | None = LEAVE_AFTER,
        leave_bot: str = LEAVE_BOT,
        run: Callable[..., Awaitable[Any]] | None = None,
        rate: tuple[int, float] = (RATE, RATE_WINDOW),
    ) -> None:
        self.tables = tables
        self.leave_after = leave_after
        self.leave_bot = leave_bot
        self.rate = rate
        self._run = run or asyncio.to_thread
        self._connections: dict[str, set[Connection]] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._leaving: dict[tuple[str, int], asyncio.Task[None]] = {}

    def lock(self, table: Table) -> asyncio.Lock:
        """The asyncio lock that orders a table's messages."""
        return self._locks.setdefault(table.id, asyncio.Lock())

    def connections(self, table: Table) -> list[Connection]:
        """The open connections of a table."""
        return list(self._connections.get(table.id, ()))

    async def connect(
        self, code: str, socket: Socket, board: bool = False, public: bool = False
    ) -> Connection | None:
        """Open a connection for a join code and send it its view (with `board`: open that
        seat's real board for a page, bridge.py; `public`: the spectator's board shows the
        public view); an unknown code is told so and closed."""
        try:
            join: Join = self.tables.join(code)
        except TableError as err:
            await socket.send_text(dumps(error_message(err)))
            await socket.close(CLOSE_UNKNOWN)
            return None
        public = public and join.seat is TEACHER
        conn = Connection(socket, join.table, join.seat, RateLimit(*self.rate), public=public)
        conn.sender = asyncio.create_task(self._send_loop(conn))
        async with self.lock(join.table):
            self._connections.setdefault(join.table.id, set()).add(conn)
            if join.seat is not None:
                leaving = self._leaving.pop((join.table.id, join.seat), None)
                if leaving is not None:
                    leaving.cancel()
            if board:
                loop = asyncio.get_running_loop()

                def deliver(message: dict[str, Any]) -> None:
                    loop.call_soon_threadsafe(self._queue, conn, message)

                seat_board = SeatBoard(join.table, join.seat, deliver, public=public)
                try:
                    await self._run(seat_board.open)
                except BaseException:
                    self._connections[join.table.id].discard(conn)
                    conn.sender.cancel()
                    raise
                conn.board = seat_board
            else:
                message = await self._run(view_message, join.table, join.seat, None, public)
                self._queue(conn, message)
        return conn

    async def receive(self, conn: Connection, text: str | bytes | None) -> None:
        """Handle one client message: a move (then everyone at the table is told) or a sync;
        a refused one gets an error and changes nothing."""
        ref = None
        try:
            if conn.board is not None:
                await self._board_message(conn, text)
                return
            request = parse(text)
            ref = request.ref
            conn.limit.check()  # after parsing, so the refusal carries the request's ref
            async with self.lock(conn.table):
                if request.type == "sync":
                    message = await self._run(view_message, conn.table, conn.seat, ref, conn.public)
                    self._queue(conn, message)
                    return
                act = self._undo if request.type == "undo" else self._play
                await self._run(act, conn, request)
                await self._tell_all(conn.table, answer=conn, ref=ref)
        except IllegalAction as err:
            own = getattr(err, "ref", None)  # a ProtocolError raised inside parse()
            self._queue(conn, error_message(err, ref if own is None else own))
        except Exception as err:  # never let one message take the server down
            reason = f"internal error: {type(err).__name__}"
            self._queue(conn, error_message(ProtocolError(reason), ref))

    async def disconnect(self, conn: Connection) -> None:
        """Forget a closed connection; a seat nobody holds any more goes to a bot later."""
        table = conn.table
        async with self.lock(table):
            self._connections.get(table.id, set()).discard(conn)
            left = conn.seat is not None and not any(
                c.seat == conn.seat for c in self._connections.get(table.id, ())
            )
            if conn.board is not None:
                await self._run(conn.board.close)
        if conn.sender is not None:
            conn.sender.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await conn.sender
        if left and conn.seat is not None and self.leave_after is not None:
            key = (table.id, conn.seat)
            if key not in self._leaving:
                self._leaving[key] = asyncio.create_task(self._leave(table, conn.seat))

    async def give_to_bot(self, table: Table, seat: int, bot: str | None = None) -> None:
        """A bot plays `seat` from now on (its player left); everyone is told the moves."""
        async with self.lock(table):
            await self._run(table.give_to_bot, seat, bot or self.leave_bot)
            await self._tell_all(table)

    async def seat_to_bot(self, table: Table, seat: int, bot: str = LEAVE_BOT) -> None:
        """The teacher hands a seat to a bot (a player who never came, or left): refused
        while the seat's player is connected, or when a bot already plays it."""
        async with self.lock(table):  # no player connects between the check and the change
            if not 0 <= seat < len(table.bots):
                raise TableError(
                    f"there is no seat {seat} at this table (seats are 0 to {len(table.bots) - 1})"
                )
            if table.bots[seat] is not None:
                raise TableError(f"a bot ({table.bots[seat]}) already plays seat {seat}")
            if any(c.seat == seat for c in self.connections(table)):
                raise TableError(f"seat {seat}'s player is at the table")
            leaving = self._leaving.pop((table.id, seat), None)
            if leaving is not None:
                leaving.cancel()
            await self._run(table.give_to_bot, seat, bot)
            await self._tell_all(table)

    async def close(self) -> None:
        """Stop every connection's sender and every pending hand-over (server shutdown)."""
        for task in list(self._leaving.values()):
            task.cancel()
        for conns in list(self._connections.values()):
            for conn in list(conns):
                if conn.sender is not None:
                    conn.sender.cancel()

    # -- inside ------------------------------------------------------------------
    @staticmethod
    def _play(conn: Connection, request: Request) -> int:
        """Play a checked move for the connection's own seat (in a worker thread)."""
        assert request.action is not None and request.step is not None
        if conn.seat is TEACHER:
            raise TableError("the spectator's code watches the table; it never plays")
        return conn.table.play(conn.seat, request.action, request.step)

    @staticmethod
    def _undo(conn: Connection, request: Request) -> int:
        """Take back the connection's own seat's last move by the strict policy (in a worker
        thread)."""
        assert request.step is not None
        if conn.seat is TEACHER:
            raise TableError("the spectator's code watches the table; it never undoes a move")
        return conn.table.undo(conn.seat, request.step)

    async def _tell_all(
        self, table: Table, answer: Connection | None = None, ref: int | None = None
    ) -> None:
        """Queue every connection of the table its own new view (the mover's with its ref)."""
        conns = self.connections(table)
        for c in conns:
            if c.board is not None and c is not answer:
                await self._run(c.board.catch_up)
        conns = [c for c in conns if c.board is None]
        seats = {(c.seat, c.public) for c in conns}
        views = await self._run(lambda: {(s, p): view_message(table, s, None, p) for s, p in seats})
        for c in conns:
            message = views[(c.seat, c.public)]
            self._queue(c, {**message, "ref": ref} if c is answer and ref is not None else message)

    async def _board_message(self, conn: Connection, text: str | bytes | None) -> None:
        """A page's comm message for its board: checked like any message, then handled by
        the board (bridge.py); a move it played is told to everyone at the table."""
        content = parse_frame(text)
        conn.limit.check()
        if not isinstance(content, dict) or content.get("type") != "comm_msg":
            raise ProtocolError("a board page sends comm messages only")
        assert conn.board is not None
        async with self.lock(conn.table):
            if await self._run(conn.board.receive, content.get("data")):
                await self._tell_all(conn.table, answer=conn)

    def _queue(self, conn: Connection, message: dict[str, Any]) -> None:
        """Put a message in a connection's outbox; a screen too far behind is dropped."""
        try:
            conn.outbox.put_nowait(dumps(message))
        except asyncio.QueueFull:
            while not conn.outbox.empty():
                conn.outbox.get_nowait()
            conn.outbox.put_nowait(None)  # the sender closes it; a reconnect resyncs

    async def _send_loop(self, conn: Connection) -> None:
        """Send a connection's outbox in order until it closes."""
        while True:
            text = await conn.outbox.get()
            try:
                if text is None:
                    await conn.socket.close(1008)
                    return
                await conn.socket.send_text(text)
            except Exception:
                return  # the socket is gone; its receive loop will disconnect it

    async def _leave(self, table: Table, seat: int) -> None:
        """After `leave_after` seconds with nobody at the seat, a bot takes it over."""
        try:
            await asyncio.sleep(self.leave_after or 0)
            if any(c.seat == seat for c in self.connections(table)):
                return
            if table.bots[seat] is None:
                await self.give_to_bot(table, seat)
        finally:
            if self._leaving.get((table.id, seat)) is asyncio.current_task():
                del self._leaving[(table.id, seat)]
