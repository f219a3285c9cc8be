"""Issue 33, the served pages: a seat's real board over /ws/board/{code}, files from the
package only (no CDN), the host shim among them (js/host/host.js, built to
skywidgets/serve/static/ with the bundles)."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
from websockets.sync.client import connect

from skywidgets import tables
from skywidgets.serve import pages
from skywidgets.tables import ws_url

ROOT = Path(__file__).resolve().parents[2]
ST = {"mode": "multiplayer"}


def test_a_seat_page_loads_everything_from_the_server(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, **ST)
    page = httpx.get(f"{server}/play/{made.seats[1]}")
    assert page.status_code == 200 and "bob (seat 2)" in page.text
    assert "/static/host.js" in page.text and "http" not in page.text.split("<body>")[1]
    assert page.headers["referrer-policy"] == "no-referrer"
    assert "spectator" in httpx.get(f"{server}/play/{made.spectator}").text
    assert httpx.get(f"{server}/play/nope").status_code == 404
    for name in ("host.js", "sky_towers.js", "skywidgets.css", "generic.js"):
        answer = httpx.get(f"{server}/static/{name}")
        assert answer.status_code == 200 and len(answer.content) > 1000, name
    for name in ("..%2Fapp.py", "bridge.py", "%2E%2E", "fixture.json"):
        assert httpx.get(f"{server}/static/{name}").status_code == 404, name
    assert pages.static_file("../serve/app.py") is None


def test_a_page_plays_through_its_board_and_a_client_seat_hears_of_it(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, **ST)
    bob = tables.join(server, made.seats[1])
    address = ws_url(server, made.seats[0]).replace("/ws/", "/ws/board/")
    with connect(address, compression=None, proxy=None, max_size=2**24) as ws:
        opened = json.loads(ws.recv(timeout=10))
        assert opened["type"] == "comm_open" and opened["bundle"] == "sky_towers.js"
        state = opened["data"]["state"]
        assert state["seat"] == 0 and state["locked"] is True
        assert state["view_base"]["seats"][1]["hand"] == {"count": 5}
        play = {"type": "play", "id": 0, "shown": state["version"]}
        ws.send(json.dumps({"type": "comm_msg", "data": {"method": "custom", "content": play}}))
        update = json.loads(ws.recv(timeout=10))
        assert update["type"] == "comm_msg" and update["data"]["state"]["step"] == 1
        assert bob.wait(10) and bob.step == 1
        ws.send(
            json.dumps(
                {"type": "comm_msg", "data": {"method": "custom", "content": {"type": "undo"}}}
            )
        )
        undone = json.loads(ws.recv(timeout=10))  # a quiet move, still ann's turn: allowed
        assert undone["data"]["state"]["step"] == 0 and not undone["data"]["state"].get("error")
        assert bob.wait(10) and bob.step == 0
        ws.send(
            json.dumps(
                {"type": "comm_msg", "data": {"method": "custom", "content": {"type": "undo"}}}
            )
        )
        refused = json.loads(ws.recv(timeout=10))
        assert "no move was played" in refused["data"]["state"]["error"]["reason"]
    bob.sync()
    assert bob.step == 0
    bob.close()


def test_only_app_py_imports_the_web_server():
    """Issue 33's boundary: starlette and uvicorn are app.py's alone, in the whole package."""
    import ast

    package = ROOT / "skywidgets"
    importers = set()
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            if any(n.split(".")[0] in {"starlette", "uvicorn", "fastapi"} for n in names):
                importers.add(path.relative_to(package).as_posix())
    assert importers == {"serve/app.py"}


def test_the_lobby_form_creates_a_table_and_lists_it_without_codes(server):
    lobby = httpx.get(server)
    assert lobby.status_code == 200 and "<form method='post' action='/lobby'>" in lobby.text
    assert "<option>sky_towers</option>" in lobby.text and "None yet." in lobby.text
    form = {
        "csrf": token_of(lobby.text),
        "game": "sky_towers",
        "players": "ann, bob, cy",
        "bots": ", , random",
        "seed": "4",
        "options": "mode=multiplayer\n",
    }
    made = httpx.post(f"{server}/lobby", data=form)
    assert made.status_code == 201, made.text
    (row,) = httpx.get(f"{server}/api/tables").json()["tables"]
    assert row["players"] == ["ann", "bob", "cy"] and row["bots"] == [None, None, "random"]
    links = {part.split("'")[0].split("?")[0] for part in made.text.split("href='/play/")[1:]}
    assert len(set(links)) == 3  # ann's, bob's and the spectator's (cy is a bot)
    assert "bot: random" in made.text
    roles = [httpx.get(f"{server}/api/join/{code}").json()["seat"] for code in links]
    assert sorted(roles, key=str) == [0, 1, None]
    listing = httpx.get(server).text
    assert "ann, bob, cy" in listing and not any(code in listing for code in links)


def token_of(page: str) -> str:
    """The lobby form's CSRF token."""
    return page.split("name='csrf' value='")[1].split("'")[0]


def test_a_bad_lobby_form_says_why_and_makes_nothing(server):
    token = token_of(httpx.get(server).text)
    for form, words in (
        ({"game": "chess", "players": "a, b"}, "chess"),
        ({"game": "sky_towers", "players": "a, b", "options": "mode=nope"}, "mode"),
        ({"game": "traders_air", "players": "a, b", "seed": "x"}, "seed"),
        ({"game": "traders_air", "players": "<b>a</b>, b", "bots": "genius"}, "unknown bot"),
    ):
        answer = httpx.post(f"{server}/lobby", data={**form, "csrf": token})
        assert answer.status_code == 400 and "role='alert'" in answer.text
        assert words in answer.text and "<b>a</b>" not in answer.text
    assert httpx.get(f"{server}/api/tables").json()["tables"] == []


def test_the_shims_fixture_is_what_the_bridge_sends_now(tmp_path):
    """js/host/fixture.json (the JS tests' input) is rewritten by js/host/make_fixture.py."""
    import importlib.util

    script = ROOT / "js" / "host" / "make_fixture.py"
    spec = importlib.util.spec_from_file_location("make_host_fixture", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(tmp_path / "fixture.json")
    fresh = (tmp_path / "fixture.json").read_text(encoding="utf-8")
    assert fresh == (ROOT / "js" / "host" / "fixture.json").read_text(encoding="utf-8")
