"""Issue 33, first stage: a class table and its store (skywidgets/serve/tables.py, store.py)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from skywidgets.core import Game, IllegalAction, get
from skywidgets.serve.store import StoreError
from skywidgets.serve.tables import TEACHER, TableError, Tables

ST = {"mode": "multiplayer"}


def first_legal(table, seat):
    """The first legal move of the seat on turn, as JSON."""
    assert table.game.state.current_player == seat
    return table.game.legal()[0].to_json()


def test_a_table_has_a_secret_code_per_seat_and_one_for_the_teacher():
    tables = Tables()
    table = tables.create("sky_towers", ["ann", "bob"], seed=3, **ST)
    codes = table.codes
    assert sorted(codes.values(), key=str) == [0, 1, None]
    assert len(set(codes)) == 3 and all(len(c) == 20 for c in codes)
    assert all(set(c) <= set("abcdefghijklmnopqrstuvwxyz234567") for c in codes)  # no "-"
    for code, seat in codes.items():
        join = tables.join(code)
        assert join.table is table and join.seat == seat
    for wrong in ("nope", table.id, 42, None, table.code_of(0)[:-1]):
        with pytest.raises(TableError, match="unknown join code"):
            tables.join(wrong)


def test_a_seat_plays_only_on_its_turn_and_the_teacher_never():
    table = Tables().create("sky_towers", ["ann", "bob"], seed=3, **ST)
    mover = table.game.state.current_player
    other = 1 - mover
    action = first_legal(table, mover)
    for seat, words in ((other, "not seat"), (TEACHER, "never plays")):
        with pytest.raises(TableError, match=words):
            table.play(seat, action, 0)
    with pytest.raises(TableError, match="stale move: the table is at step 0, not 5"):
        table.play(mover, action, 5)
    with pytest.raises(IllegalAction):
        table.play(mover, {"type": "no such move"}, 0)
    assert table.game.step == 0 and table.record()["actions"] == []
    assert table.play(mover, action, 0) == 1
    with pytest.raises(TableError, match="stale move: the table is at step 1, not 0"):
        table.play(mover, action, 0)


def test_each_code_sees_only_its_own_view():
    table = Tables().create("sky_towers", ["ann", "bob", "cy"], seed=5, **ST)
    rs = get("sky_towers")
    for seat in range(3):
        assert rs.checks.hidden_check(table.game.state, seat, table.view(seat)) == []
        assert table.view(seat) == rs.view(table.game.state, seat)
    assert table.view(TEACHER) == rs.view(table.game.state, None)


def test_bots_play_empty_seats_up_to_the_next_persons_turn():
    table = Tables().create("traders_air", ["ann", "bot"], seed=2, bots=[None, "random"])
    rs = get("traders_air")
    for _ in range(12):
        if table.game.is_over():
            break
        seat = table.game.state.current_player
        assert seat == 0  # the bot has always moved on to ann's turn
        table.play(0, first_legal(table, 0), table.game.step)
    record = table.record()
    replay = Game.from_record(record)
    assert replay.step == table.game.step and rs.view(replay.state, 0) == table.view(0)


def test_a_restart_resumes_every_table_at_its_last_move(tmp_path):
    db = tmp_path / "tables.sqlite"
    tables = Tables(db)
    one = tables.create("traders_air", ["ann", "bob"], seed=2)
    two = tables.create("sky_towers", ["cy", "di"], seed=4, bots=[None, "greedy"], **ST)
    for _ in range(5):
        seat = one.game.state.current_player
        one.play(seat, first_legal(one, seat), one.game.step)
    two.play(0, first_legal(two, 0), two.game.step)
    again = Tables(db)
    assert [t.id for t in again.tables()] == [one.id, two.id]
    for before, after in zip((one, two), again.tables(), strict=True):
        assert after.codes == before.codes and after.bots == before.bots
        assert after.game.step == before.game.step and after.record() == before.record()
        assert after.game.state == before.game.state
    assert again.join(one.code_of(1)).table.id == one.id


def test_a_seat_whose_player_left_goes_to_a_bot_and_the_change_is_kept(tmp_path):
    db = tmp_path / "tables.sqlite"
    table = Tables(db).create("traders_air", ["ann", "bob"], seed=2)
    seat = table.game.state.current_player
    table.give_to_bot(seat, "random")
    assert table.game.state.current_player != seat or table.game.is_over()
    assert Tables(db).tables()[0].bots == table.bots
    with pytest.raises(TableError, match="there is no seat 5"):
        table.give_to_bot(4)


def test_a_store_that_is_not_ours_or_is_damaged_is_refused(tmp_path):
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
    with pytest.raises(StoreError, match="not a skywidgets table store"):
        Tables(other)
    text = tmp_path / "text.sqlite"
    text.write_text("these are my class notes, not a database " * 50)
    with pytest.raises(StoreError, match="not a readable SQLite file"):
        Tables(text)


def test_a_tampered_stored_move_is_named_on_restart(tmp_path):
    db = tmp_path / "tables.sqlite"
    table = Tables(db).create("traders_air", ["ann", "bob"], seed=2)
    seat = table.game.state.current_player
    table.play(seat, first_legal(table, seat), 0)
    with sqlite3.connect(db) as raw:
        raw.execute("UPDATE moves SET action = ?", (json.dumps({"type": "nonsense"}),))
    with pytest.raises(TableError, match=f"table {table.id}: stored move 0 is refused"):
        Tables(db)


def test_a_table_is_refused_for_an_unknown_game_bot_or_bad_players():
    tables = Tables()
    with pytest.raises(TableError, match="chess"):
        tables.create("chess", ["a", "b"])
    with pytest.raises(TableError, match="unknown bot"):
        tables.create("traders_air", ["a", "b"], bots=[None, "genius"])
    with pytest.raises(TableError, match="3 bots for 2 seats"):
        tables.create("traders_air", ["a", "b"], bots=[None, None, "random"])
    with pytest.raises(IllegalAction):
        tables.create("traders_air", ["a", "a"])
    assert tables.tables() == []


def test_a_move_that_cannot_be_saved_is_taken_back():
    table = Tables().create("traders_air", ["ann", "bob"], seed=2)
    seat = table.game.state.current_player
    table._store.close()
    with pytest.raises(sqlite3.ProgrammingError):
        table.play(seat, first_legal(table, seat), 0)
    assert table.game.step == 0 and table.game.actions == []


def test_the_table_and_its_store_import_no_web_or_widget_library():
    """Issue 33's module boundary: only serve/app.py may import the web server."""
    import ast
    from pathlib import Path

    import skywidgets.serve

    folder = Path(skywidgets.serve.__file__).parent
    for name in ("tables.py", "store.py"):
        tree = ast.parse((folder / name).read_text(encoding="utf-8"))
        imported = {
            alias.name.split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.Import | ast.ImportFrom)
            for alias in (node.names if isinstance(node, ast.Import) else [node])
            if isinstance(alias, ast.alias)
        } | {
            (node.module or "").split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.level == 0
        }
        assert not imported & {"starlette", "uvicorn", "fastapi", "ipywidgets", "anywidget"}
        assert "skywidgets" in imported or name == "store.py"
