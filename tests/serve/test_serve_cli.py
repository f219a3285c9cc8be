"""Issue 33: `skywidgets serve` (loopback unless --host, a store that resumes)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time

import httpx
import pytest

from skywidgets.cli import build_parser, main
from skywidgets.serve import app, command


def test_help_works_and_names_every_option(capsys):
    with pytest.raises(SystemExit) as done:
        main(["serve", "--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    for option in ("--host", "--port", "--db", "--leave-after", "127.0.0.1", "8765"):
        assert option in text


def test_the_defaults_are_loopback_port_8765_and_tables_sqlite():
    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port, args.db, args.leave_after) == (
        "127.0.0.1",
        8765,
        "tables.sqlite",
        120.0,
    )
    assert command.is_loopback(args.host) and app.HOST == command.HOST == "127.0.0.1"
    assert app.PORT == command.PORT
    for host, loop in (("localhost", True), ("::1", True), ("0.0.0.0", False), ("10.0.0.5", False)):
        assert command.is_loopback(host) is loop


def test_a_file_that_is_not_a_table_store_is_refused(tmp_path, capsys):
    notes = tmp_path / "notes.sqlite"
    notes.write_text("my class notes " * 100)
    assert main(["serve", "--db", str(notes)]) == 2
    assert "not a readable SQLite file" in capsys.readouterr().err
    assert main(["serve", "--port", "0"]) == 2
    assert "--port must be from 1 to 65535" in capsys.readouterr().err


def outward_address():
    """This machine's address on its network (a UDP connect sends nothing), else loopback's
    neighbour 127.0.0.2, which a server bound to 127.0.0.1 does not answer either."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("10.255.255.255", 1))
            address = s.getsockname()[0]
        except OSError:
            address = "0.0.0.0"
    return "127.0.0.2" if address in ("0.0.0.0", "127.0.0.1") else address


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.cpython_only("starts the server in a subprocess")
def test_the_command_serves_tables_on_loopback_and_a_restart_resumes_them(tmp_path):
    db, port = tmp_path / "class.sqlite", free_port()
    cmd = [sys.executable, "-m", "skywidgets", "serve", "--port", str(port), "--db", str(db)]
    env = {**os.environ, "NO_PROXY": "*"}
    url = f"http://127.0.0.1:{port}"
    made = None
    for run in range(2):
        proc = subprocess.Popen(cmd, env=env, stderr=subprocess.PIPE, text=True)
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    listing = httpx.get(f"{url}/api/tables", trust_env=False)
                    break
                except httpx.TransportError:
                    assert proc.poll() is None and time.monotonic() < deadline
                    time.sleep(0.1)
            if run == 0:
                assert listing.json() == {"tables": []}
                body = {"game": "traders_air", "players": ["ann", "bob"], "seed": 2}
                made = httpx.post(f"{url}/api/tables", json=body, trust_env=False).json()
            else:
                assert [t["table"] for t in listing.json()["tables"]] == [made["table"]]
                joined = httpx.get(f"{url}/api/join/{made['seats'][1]}", trust_env=False)
                assert joined.json()["seat"] == 1
            other = outward_address()  # loopback only: the machine's other address is shut
            with socket.socket() as s:
                s.settimeout(2)
                assert s.connect_ex((other, port)) != 0
        finally:
            proc.send_signal(signal.SIGINT)
            _, err = proc.communicate(timeout=20)
        assert f"lobby at http://127.0.0.1:{port}/" in err
        assert f"{run} tables from" in err
