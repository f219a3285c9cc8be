"""Issue 33: behind a school's HTTPS reverse proxy. The proxy named by --forwarded-allow-ips
(default: one on this machine) names each client in X-Forwarded-For, so the per-address
limit on new tables counts each student, not the proxy; any other sender's header is
ignored (a student cannot dodge the limit by writing one)."""

from __future__ import annotations

import httpx

from skywidgets.cli import build_parser, main
from skywidgets.serve import app, command

from .conftest import running

BODY = {"game": "traders_air", "players": ["ann", "bob"], "seed": 2}


def create(url, client):
    return httpx.post(
        f"{url}/api/tables", json=BODY, headers={"X-Forwarded-For": client}, trust_env=False
    ).status_code


def test_a_trusted_proxy_keeps_each_clients_own_limit():
    with running(create_rate=(1, 60.0)) as url:  # the proxy is this machine (127.0.0.1)
        assert create(url, "10.0.0.1") == 201
        assert create(url, "10.0.0.2") == 201  # another student behind the same proxy
        assert create(url, "10.0.0.1") == 429  # the first one, again: its own limit


def test_an_untrusted_senders_header_is_ignored():
    with running(create_rate=(1, 60.0), forwarded_allow_ips="10.9.9.9") as url:
        assert create(url, "10.0.0.1") == 201
        assert create(url, "10.0.0.2") == 429  # the header is not believed: one address


def test_the_command_passes_the_trusted_proxies_on(tmp_path, monkeypatch):
    args = build_parser().parse_args(["serve"])
    assert args.forwarded_allow_ips == command.FORWARDED_ALLOW_IPS == app.FORWARDED_ALLOW_IPS
    args = build_parser().parse_args(["serve", "--forwarded-allow-ips", "10.0.0.9,10.0.0.10"])
    assert args.forwarded_allow_ips == "10.0.0.9,10.0.0.10"
    config = app.server_config(object(), "0.0.0.0", 8765, args.forwarded_allow_ips)
    assert config.proxy_headers is True
    assert config.forwarded_allow_ips == "10.0.0.9,10.0.0.10"
    served = {}
    monkeypatch.setattr(app, "serve", lambda *a, **k: served.update(k))
    db = str(tmp_path / "t.sqlite")
    assert main(["serve", "--db", db, "--forwarded-allow-ips", "10.0.0.9"]) == 0
    assert served["forwarded_allow_ips"] == "10.0.0.9"
