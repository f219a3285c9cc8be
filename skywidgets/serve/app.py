"""The table server as an ASGI app (Starlette on uvicorn): the HTTP API, one WebSocket per
screen, the pages and the boards' bundles (served from the package: no CDN).

This is the ONLY module of skywidgets that imports starlette or uvicorn (issue 33). The
protocol is docs/serve.md; what a message does is skywidgets/serve/hub.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from skywidgets.core import SkywidgetsError, jsontext
from skywidgets.core.errors import IllegalAction
from skywidgets.core.registry import available

from . import pages
from .hub import LEAVE_AFTER, LEAVE_BOT, Hub
from .protocol import MAX_BYTES, RATE, RATE_WINDOW, ProtocolError
from .tables import TEACHER, Table, TableError, Tables

HOST = "127.0.0.1"  # loopback unless --host says otherwise
PORT = 8765
MAX_TABLES = 500  # tables one server holds (a class has a few dozen)
MAX_SEATS = 8
WS_MAX_SIZE = 256 * 1024  # a bigger frame closes the socket (1009); 64 KB..256 KB is refused
CREATE_FIELDS = {"game", "players", "seed", "bots", "options"}
HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # a join code in the address never leaves in a Referer
}


def create_app(
    db: str | Path | Tables = ":memory:",
    leave_after: float | None = LEAVE_AFTER,
    leave_bot: str = LEAVE_BOT,
    rate: tuple[int, float] = (RATE, RATE_WINDOW),
) -> Starlette:
    """The ASGI app of a table server over the SQLite file `db` (its tables resume);
    `rate`: at most that many messages per connection in that many seconds."""
    tables = db if isinstance(db, Tables) else Tables(db)
    hub = Hub(tables, leave_after=leave_after, leave_bot=leave_bot, rate=rate)

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        yield
        await hub.close()

    async def create_table(request: Request) -> Response:
        try:
            body = await _json_body(request)
            table = await _create(tables, body)
        except (SkywidgetsError, ValueError, TypeError) as err:
            return _error(err, 400)
        return _json(table_codes(table), 201)

    async def list_tables(_request: Request) -> Response:
        return _json({"tables": [table_summary(t) for t in tables.tables()]})

    async def join(request: Request) -> Response:
        try:
            found = tables.join(request.path_params["code"])
        except TableError as err:
            return _error(err, 404)
        return _json(
            {
                **table_summary(found.table),
                "seat": found.seat,
                "role": "spectator" if found.seat is TEACHER else "seat",
                "ws": f"/ws/{request.path_params['code']}",
            }
        )

    async def websocket(ws: WebSocket) -> None:
        await ws.accept()
        conn = await hub.connect(
            ws.path_params["code"], ws, board=ws.url.path.startswith("/ws/board/")
        )
        if conn is None:
            return
        try:
            while True:
                message = await ws.receive()
                if message["type"] == "websocket.disconnect":
                    break
                await hub.receive(conn, message.get("text", message.get("bytes")))
        except WebSocketDisconnect:
            pass
        finally:
            await hub.disconnect(conn)

    async def lobby(_request: Request) -> Response:
        rows = [table_summary(t) for t in tables.tables()]
        return HTMLResponse(pages.lobby(rows, available()), headers=HEADERS)

    async def lobby_create(request: Request) -> Response:
        try:
            body = await _body(request)
            table = await _create(tables, pages.lobby_form(body))
        except (SkywidgetsError, ValueError, TypeError) as err:
            rows = [table_summary(t) for t in tables.tables()]
            reason = err.reason if isinstance(err, IllegalAction) else str(err)[:200]
            return HTMLResponse(
                pages.lobby(rows, available(), error=reason), status_code=400, headers=HEADERS
            )
        return HTMLResponse(pages.created(table), status_code=201, headers=HEADERS)

    async def board_page(request: Request) -> Response:
        try:
            found = tables.join(request.path_params["code"])
        except TableError:
            return HTMLResponse(pages.unknown_code(), status_code=404, headers=HEADERS)
        return HTMLResponse(pages.board_page(found.table, found.seat), headers=HEADERS)

    async def static(request: Request) -> Response:
        path = pages.static_file(request.path_params["name"])
        if path is None:
            return _json({"error": {"rule": "static", "reason": "no such file"}}, 404)
        return FileResponse(path, headers=HEADERS)

    app = Starlette(
        routes=[
            Route("/", lobby),
            Route("/lobby", lobby_create, methods=["POST"]),
            Route("/favicon.ico", lambda _request: Response(status_code=204)),
            Route("/api/tables", create_table, methods=["POST"]),
            Route("/api/tables", list_tables, methods=["GET"]),
            Route("/api/join/{code}", join),
            Route("/play/{code}", board_page),
            Route("/static/{name}", static),
            WebSocketRoute("/ws/{code}", websocket),
            WebSocketRoute("/ws/board/{code}", websocket),
        ],
        lifespan=lifespan,
    )
    app.state.tables = tables
    app.state.hub = hub
    return app


def table_summary(table: Table) -> dict[str, Any]:
    """A table as anyone may list it: no codes."""
    with table.lock:
        return {
            "table": table.id,
            "game": table.game.ruleset.name,
            "players": list(table.game.seats),
            "bots": list(table.bots),
            "step": table.game.step,
            "over": bool(table.game.is_over()),
        }


def table_codes(table: Table) -> dict[str, Any]:
    """A new table's codes, for whoever created it: one per seat and the spectator's."""
    return {
        **table_summary(table),
        "seats": [table.code_of(seat) for seat in range(len(table.game.seats))],
        "spectator": table.code_of(TEACHER),
    }


async def _create(tables: Tables, body: Any) -> Table:
    """Check a create request's fields, then make the table (its bots move in a thread)."""
    if not isinstance(body, dict):
        raise ProtocolError("the request is a JSON object")
    unknown = sorted(body.keys() - CREATE_FIELDS)
    if unknown:
        raise ProtocolError(f"a table has no field {', '.join(map(repr, unknown))}")
    game, players = body.get("game"), body.get("players")
    seed, bots, options = body.get("seed", 0), body.get("bots", []), body.get("options", {})
    if not isinstance(game, str):
        raise ProtocolError("'game' must be a game's name")
    if (
        not isinstance(players, list)
        or not 1 <= len(players) <= MAX_SEATS
        or not all(isinstance(p, str) for p in players)
    ):
        raise ProtocolError(f"'players' must be a list of 1 to {MAX_SEATS} names")
    if not isinstance(bots, list) or not all(b is None or isinstance(b, str) for b in bots):
        raise ProtocolError("'bots' must be a list of bot specs or nulls, one per seat")
    if not isinstance(options, dict):
        raise ProtocolError("'options' must be a JSON object")
    if len(tables.tables()) >= MAX_TABLES:
        raise TableError(f"this server holds at most {MAX_TABLES} tables")
    return await asyncio.to_thread(tables.create, game, players, seed, bots, **options)


async def _body(request: Request) -> bytes:
    """The request's body, refused past MAX_BYTES before it is all read."""
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BYTES:
            raise ProtocolError(f"a request may hold at most {MAX_BYTES} bytes")
        chunks.append(chunk)
    return b"".join(chunks)


async def _json_body(request: Request) -> Any:
    """The request's JSON body (at most MAX_BYTES)."""
    body = await _body(request)
    try:
        return jsontext.loads(body.decode("utf-8"))
    except ValueError as err:  # UnicodeDecodeError is a ValueError too
        raise ProtocolError(f"not JSON ({str(err)[:80]})") from None


def _json(content: Any, status: int = 200) -> Response:
    return JSONResponse(content, status_code=status, headers=HEADERS)


def _error(err: Exception, status: int) -> Response:
    if isinstance(err, IllegalAction):
        error = err.to_json()
    else:
        error = {"rule": "table request", "reason": str(err)[:200]}
    return _json({"error": error}, status)


def serve(
    host: str = HOST,
    port: int = PORT,
    db: str | Path | Tables = "tables.sqlite",
    leave_after: float | None = LEAVE_AFTER,
    sock: socket.socket | None = None,
) -> None:
    """Run the server until interrupted (uvicorn; binds loopback unless told otherwise)."""
    import uvicorn

    config = uvicorn.Config(
        create_app(db, leave_after=leave_after),
        host=host,
        port=port,
        ws_max_size=WS_MAX_SIZE,
        ws_per_message_deflate=False,  # no compressed frame that grows past the caps
        log_level="info",
    )
    server = uvicorn.Server(config)
    server.run(sockets=[sock] if sock is not None else None)
