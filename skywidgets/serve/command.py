"""`skywidgets serve`: host class tables across machines (docs/serve.md).

The web libraries are imported only when the server starts, so `skywidgets serve --help`
works without the `serve` extra, and a missing extra is named with its install command.
"""

from __future__ import annotations

import argparse
import importlib.util
import ipaddress
import sys
from typing import Any

HOST = "127.0.0.1"  # the same default as skywidgets.serve.app.HOST (a test checks)
PORT = 8765
FORWARDED_ALLOW_IPS = "127.0.0.1"  # the same default as skywidgets.serve.app's (a test checks)
DB = "tables.sqlite"
INSTALL_SERVE = "python3 -m pip install -e '.[serve]' -c requirements/lock.txt"


def add_parser(sub: Any) -> None:
    """The `serve` sub-command's arguments."""
    serve = sub.add_parser(
        "serve", help="host class tables: a join code per seat, one screen per player"
    )
    serve.add_argument(
        "--host",
        default=HOST,
        help=f"address to listen on (default {HOST}: this machine only; give 0.0.0.0 or "
        "this machine's address for a class on the local network)",
    )
    serve.add_argument("--port", type=int, default=PORT, metavar="P", help=f"port (default {PORT})")
    serve.add_argument(
        "--db",
        default=DB,
        metavar="FILE",
        help=f"the SQLite file of the tables; a restart resumes them (default {DB})",
    )
    serve.add_argument(
        "--leave-after",
        type=float,
        default=120.0,
        metavar="SECONDS",
        help="a seat nobody holds for this long goes to a bot (default 120; 0: never)",
    )
    serve.add_argument(
        "--forwarded-allow-ips",
        default=FORWARDED_ALLOW_IPS,
        metavar="IPS",
        help="the reverse proxies (commas between) whose X-Forwarded-For header names the "
        f"client, so each student keeps their own rate limit (default {FORWARDED_ALLOW_IPS}: "
        "a proxy on this machine; docs/serve.md)",
    )
    serve.set_defaults(run=cmd_serve)


def cmd_serve(args: argparse.Namespace) -> int:
    """Open the table store, then serve it until interrupted."""
    from skywidgets.cli_commands import CliError

    missing = [m for m in ("starlette", "uvicorn", "websockets") if not _has(m)]
    if missing:
        raise CliError(
            f"skywidgets serve needs {', '.join(missing)}: install the serve extra "
            f"({INSTALL_SERVE})"
        )
    if not 0 < args.port < 65536:
        raise CliError(f"--port must be from 1 to 65535, not {args.port}")
    if args.leave_after < 0:
        raise CliError("--leave-after must be 0 (never) or a number of seconds")
    from .app import serve
    from .store import StoreError
    from .tables import Tables

    try:
        tables = Tables(args.db)
    except StoreError as err:
        raise CliError(str(err)) from None
    if not is_loopback(args.host):
        print(
            f"skywidgets serve: listening on {args.host}: anyone who can reach this machine "
            "can open the lobby and create tables; join codes stay secret (no TLS: use a "
            "trusted network)",
            file=sys.stderr,
        )
    print(
        f"skywidgets serve: {len(tables.tables())} tables from {args.db}; "
        f"lobby at http://{_shown_host(args.host)}:{args.port}/",
        file=sys.stderr,
    )
    serve(
        args.host,
        args.port,
        tables,
        leave_after=args.leave_after or None,
        forwarded_allow_ips=args.forwarded_allow_ips,
    )
    return 0


def is_loopback(host: str) -> bool:
    """Whether an address is this machine only (127.x, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _shown_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _has(module: str) -> bool:
    return importlib.util.find_spec(module) is not None
