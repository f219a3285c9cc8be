"""Issue 33, what the teacher's code does beyond watching: download a table's record (it loads
and reviews as any record), hand an empty seat to a bot; and the HTTP hardening (a rate of new
tables, the lobby form's CSRF token, a JSON-only API, the pages' Content-Security-Policy)."""

from __future__ import annotations

import httpx
import pytest

from skywidgets import tables
from skywidgets.core import Game
from skywidgets.tables import RemoteError

from .conftest import running


def test_a_finished_table_downloads_as_a_record_that_loads_and_reviews(server):
    made = tables.create(
        server, "sky_islands", players=["ann", "bob"], seed=1, bots=["random", "random"]
    )
    record = tables.record(server, made.spectator)
    game = Game.from_record(record)
    assert game.is_over() and game.step == len(record["actions"]) > 10
    assert game.players == ["ann", "bob"] and game.seed == 1
    review = game.review(0, iterations=2)
    assert review.decisions and "step" in review.text()
    answer = httpx.get(f"{server}/api/tables/{made.spectator}/record")
    assert "attachment" in answer.headers["content-disposition"]


def test_a_table_in_play_downloads_too_but_only_with_the_spectators_code(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, mode="multiplayer")
    ann = tables.join(server, made.seats[0])
    bob = tables.join(server, made.seats[1])
    mover = ann if ann.turn == 0 else bob
    mover.play(0)
    game = Game.from_record(tables.record(server, made.spectator))
    assert game.step == 1 and not game.is_over()
    for code in (made.seats[0], "nonsense"):
        with pytest.raises(RemoteError, match=r"spectator's code|unknown join code"):
            tables.record(server, code)
    ann.close()
    bob.close()


def test_the_teacher_hands_a_seat_nobody_took_to_a_bot(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, mode="multiplayer")
    ann = tables.join(server, made.seats[0])
    while ann.turn == 0:
        ann.play(0)  # until it is bob's turn, and bob never came
    assert ann.turn == 1
    with pytest.raises(RemoteError, match="spectator's code"):
        tables.seat_to_bot(server, made.seats[0], 1, "random")
    with pytest.raises(RemoteError, match="player is at the table"):
        tables.seat_to_bot(server, made.spectator, 0, "random")
    with pytest.raises(RemoteError, match="no seat 5"):
        tables.seat_to_bot(server, made.spectator, 5, "random")
    with pytest.raises(RemoteError, match="genius"):
        tables.seat_to_bot(server, made.spectator, 1, "genius")
    step = ann.step
    row = tables.seat_to_bot(server, made.spectator, 1, "random")
    assert row["bots"] == [None, "random"] and row["step"] > step
    ann.wait(5)
    assert ann.turn in (0, None) and ann.step == row["step"]
    with pytest.raises(RemoteError, match="already plays seat 1"):
        tables.seat_to_bot(server, made.spectator, 1, "random")
    ann.close()


def test_too_many_new_tables_from_one_address_are_refused():
    with running(create_rate=(2, 60.0)) as url:
        for _ in range(2):
            tables.create(url, "sky_towers", players=["a", "b"], mode="multiplayer")
        with pytest.raises(RemoteError, match="too many new tables"):
            tables.create(url, "sky_towers", players=["a", "b"], mode="multiplayer")
        body = {"game": "sky_towers", "players": ["a", "b"], "options": {"mode": "multiplayer"}}
        assert httpx.post(f"{url}/api/tables", json=body).status_code == 429
        assert len(httpx.get(f"{url}/api/tables").json()["tables"]) == 2


def test_the_lobby_form_needs_its_token_and_the_api_needs_json(server):
    form = {"game": "sky_towers", "players": "ann, bob", "options": "mode=multiplayer"}
    for token in (None, "forged"):
        sent = form if token is None else {**form, "csrf": token}
        answer = httpx.post(f"{server}/lobby", data=sent)
        assert answer.status_code == 403 and "reload the lobby" in answer.text
    # a cross-site form may post text/plain that reads as JSON: refused
    text = '{"game": "sky_towers", "players": ["a", "b"], "options": {"mode": "multiplayer"}}'
    answer = httpx.post(
        f"{server}/api/tables", content=text, headers={"content-type": "text/plain"}
    )
    assert answer.status_code == 400 and "application/json" in answer.text
    assert httpx.get(f"{server}/api/tables").json()["tables"] == []


def test_every_page_says_what_it_may_load(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], mode="multiplayer")
    lobby = httpx.get(server).headers["content-security-policy"]
    assert "default-src 'none'" in lobby and "form-action 'self'" in lobby
    board = httpx.get(f"{server}/play/{made.seats[0]}").headers["content-security-policy"]
    assert "default-src 'self'" in board and "connect-src 'self'" in board
    assert "'unsafe-eval'" not in board and "frame-ancestors 'none'" in board
