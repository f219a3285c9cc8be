"""The table server as an ASGI app (Starlette on uvicorn): the HTTP API, one WebSocket per
screen, the pages and the boards' bundles (served from the package: no CDN).

This is the ONLY module of skywidgets that imports starlette or uvicorn (issue 33). The
protocol is docs/serve.md; what a message does is skywidgets/serve/hub.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import secrets
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
from .protocol import MAX_BYTES, RATE, RATE_WINDOW, ProtocolError, RateLimit
from .tables import TEACHER, Table, TableError, Tables

HOST = "127.0.0.1"  # loopback unless --host says otherwise
PORT = 8765
#: The proxies trusted to name the client in X-Forwarded-For (uvicorn's `forwarded_allow_ips`):
#: a reverse proxy on this machine; "*" trusts any (only when nothing else can reach the port).
FORWARDED_ALLOW_IPS = "127.0.0.1"
MAX_TABLES = 500  # tables one server holds (a class has a few dozen)
MAX_SEATS = 8
WS_MAX_SIZE = 256 * 1024  # a bigger frame closes the socket (1009); 64 KB..256 KB is refused
CREATE_FIELDS = {"game", "players", "seed", "bots", "options"}
CREATE_RATE = (30, 60.0)  # tables one address may create in that many seconds
HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # a join code in the address never leaves in a Referer
}
PAGE_HEADERS = {**HEADERS, "Content-Security-Policy": pages.PAGE_CSP}
BOARD_HEADERS = {**HEADERS, "Content-Security-Policy": pages.BOARD_CSP}


def create_app(
    db: str | Path | Tables = ":memory:",
    leave_after: float | None = LEAVE_AFTER,
    leave_bot: str = LEAVE_BOT,
    rate: tuple[int, float] = (RATE, RATE_WINDOW),
    create_rate: tuple[int, float] = CREATE_RATE,
) -> Starlette:
    """The ASGI app of a table server over the SQLite file `db` (its tables resume);
    `rate`: at most that many messages per connection in that many seconds; `create_rate`:
    at most that many new tables per client address in that many seconds."""
    tables = db if isinstance(db, Tables) else Tables(db)
    hub = Hub(tables, leave_after=leave_after, leave_bot=leave_bot, rate=rate)
    form_token = secrets.token_urlsafe(16)  # the lobby form's CSRF token (one per server)
    creators: dict[str, RateLimit] = {}

    def too_many(request: Request) -> ProtocolError | None:
        """Count one table made by this client's address; the refusal when over the rate."""
        address = request.client.host if request.client is not None else "?"
        if address not in creators and len(creators) > 10_000:
            creators.clear()
        try:
            creators.setdefault(address, RateLimit(*create_rate)).check()
        except ProtocolError as err:
            return ProtocolError(f"too many new tables: {err.reason.split(': ', 1)[-1]}")
        return None

    def teacher_table(request: Request) -> Table:
        """The table of the spectator's code in the address (a seat's code is refused)."""
        found = tables.join(request.path_params["code"])
        if found.seat is not TEACHER:
            raise TableError("only the spectator's code may do this")
        return found.table

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        yield
        await hub.close()

    async def create_table(request: Request) -> Response:
        try:
            kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
            if kind != "application/json":
                raise ProtocolError("a table is created with a JSON body (application/json)")
            refused = too_many(request)
            if refused is not None:
                return _error(refused, 429)
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

    async def record(request: Request) -> Response:
        try:
            table = teacher_table(request)
        except TableError as err:
            return _error(err, 404)
        data = await asyncio.to_thread(table.record)
        return JSONResponse(
            data,
            headers={
                **HEADERS,
                "Content-Disposition": f"attachment; filename=table-{table.id}.json",
            },
        )

    async def seat_to_bot(request: Request) -> Response:
        try:
            table = teacher_table(request)
        except TableError as err:
            return _error(err, 404)
        try:
            body = await _json_body(request)
            if not isinstance(body, dict) or not body.keys() <= {"seat", "bot"}:
                raise ProtocolError('the request is {"seat": n, "bot": spec}')
            seat, bot = body.get("seat"), body.get("bot", LEAVE_BOT)
            if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(bot, str):
                raise ProtocolError("'seat' is a seat's number (from 0), 'bot' a bot spec")
            await hub.seat_to_bot(table, seat, bot)
        except (SkywidgetsError, ValueError, TypeError) as err:
            return _error(err, 400)
        return _json(table_summary(table))

    async def websocket(ws: WebSocket) -> None:
        await ws.accept()
        conn = await hub.connect(
            ws.path_params["code"],
            ws,
            board=ws.url.path.startswith("/ws/board/"),
            public=ws.query_params.get("view") == "public",
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
        return HTMLResponse(pages.lobby(rows, available(), token=form_token), headers=PAGE_HEADERS)

    async def lobby_create(request: Request) -> Response:
        try:
            body = await _body(request)
            if not hmac.compare_digest(pages.form_token(body).encode(), form_token.encode()):
                rows = [table_summary(t) for t in tables.tables()]
                error = "this form is not this server's lobby form: reload the lobby"
                page = pages.lobby(rows, available(), error=error, token=form_token)
                return HTMLResponse(page, status_code=403, headers=PAGE_HEADERS)
            refused = too_many(request)
            if refused is not None:
                raise refused
            table = await _create(tables, pages.lobby_form(body))
        except (SkywidgetsError, ValueError, TypeError) as err:
            rows = [table_summary(t) for t in tables.tables()]
            reason = err.reason if isinstance(err, IllegalAction) else str(err)[:200]
            page = pages.lobby(rows, available(), error=reason, token=form_token)
            return HTMLResponse(page, status_code=400, headers=PAGE_HEADERS)
        return HTMLResponse(pages.created(table), status_code=201, headers=PAGE_HEADERS)

    async def board_page(request: Request) -> Response:
        try:
            found = tables.join(request.path_params["code"])
        except TableError:
            return HTMLResponse(pages.unknown_code(), status_code=404, headers=PAGE_HEADERS)
        public = request.query_params.get("view") == "public"
        page = pages.board_page(found.table, found.seat, public)
        return HTMLResponse(page, headers=BOARD_HEADERS)

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
            Route("/api/tables/{code}/record", record),
            Route("/api/tables/{code}/bot", seat_to_bot, methods=["POST"]),
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


def server_config(
    asgi: Any,
    host: str = HOST,
    port: int = PORT,
    forwarded_allow_ips: str = FORWARDED_ALLOW_IPS,
    log_level: str = "info",
) -> Any:
    """The uvicorn configuration of a table server: the socket caps, and the proxies whose
    X-Forwarded-For names the client (so a proxy's clients each keep their own rate limit)."""
    import uvicorn

    return uvicorn.Config(
        asgi,
        host=host,
        port=port,
        ws_max_size=WS_MAX_SIZE,
        ws_per_message_deflate=False,  # no compressed frame that grows past the caps
        proxy_headers=True,
        forwarded_allow_ips=forwarded_allow_ips,
        log_level=log_level,
    )


def serve(
    host: str = HOST,
    port: int = PORT,
    db: str | Path | Tables = "tables.sqlite",
    leave_after: float | None = LEAVE_AFTER,
    sock: socket.socket | None = None,
    forwarded_allow_ips: str = FORWARDED_ALLOW_IPS,
) -> None:
    """Run the server until interrupted (uvicorn; binds loopback unless told otherwise)."""
    import uvicorn

    asgi = create_app(db, leave_after=leave_after)
    config = server_config(asgi, host, port, forwarded_allow_ips)
    server = uvicorn.Server(config)
    server.run(sockets=[sock] if sock is not None else None)
