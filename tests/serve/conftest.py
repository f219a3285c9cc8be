"""A real table server for the tests: uvicorn in a thread on a free 127.0.0.1 port."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from skywidgets.serve.app import FORWARDED_ALLOW_IPS, create_app, server_config


@contextmanager
def running(
    db: str | Path = ":memory:", forwarded_allow_ips: str = FORWARDED_ALLOW_IPS, **kwargs: Any
) -> Iterator[str]:
    """Serve a table app over `db` on a free loopback port, configured as `skywidgets serve`
    does (app.server_config); yields its http:// address. The tests' clients play far faster
    than people: the rate limit is raised unless given."""
    kwargs.setdefault("rate", (100_000, 1.0))
    kwargs.setdefault("create_rate", (100_000, 1.0))
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = server_config(
        create_app(db, **kwargs), "127.0.0.1", port, forwarded_allow_ips, log_level="warning"
    )
    config.lifespan = "on"
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()
        assert not thread.is_alive(), "the server did not stop"


@pytest.fixture
def server() -> Iterator[str]:
    """A table server that forgets on exit (":memory:")."""
    with running() as url:
        yield url
