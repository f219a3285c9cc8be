"""Issue 33: a seat undoes at a class table by the strict policy (its own move, nothing
revealed, still its turn), on the table under its lock, deleted from SQLite first; every
other screen catches up and a restart resumes at the undone step."""

from __future__ import annotations

import pytest

from skywidgets import tables
from skywidgets.serve.bridge import SeatBoard
from skywidgets.serve.tables import TEACHER, TableError, Tables
from skywidgets.tables import RemoteError
from skywidgets.widgets.wire import decode

from .test_bridge import Page, custom

ST = {"mode": "multiplayer"}


def first(table, kind):
    """The JSON of the first legal move of that kind at the table."""
    return next(a for a in table.game.legal() if a.kind == kind).to_json()


def new_table(db=":memory:"):
    tables_ = Tables(db)
    table = tables_.create("sky_towers", ["ann", "bob"], seed=3, **ST)
    assert table.game.state.current_player == 0  # ann starts (seed 3)
    return tables_, table


def test_an_own_quiet_move_is_undone_saved_and_a_restart_resumes_there(tmp_path):
    db = tmp_path / "class.sqlite"
    tables_, table = new_table(db)
    table.play(0, first(table, "play"), 0)
    table.play(0, first(table, "play"), 1)  # ann's two actions: bob's turn
    assert table.game.state.current_player == 1
    table.play(1, first(table, "play"), 2)
    assert table.game.state.current_player == 1  # still bob's turn: nothing revealed
    assert table.undo(1, 3) == 2
    assert table.game.step == 2 and len(table.game.actions) == 2
    kept = [a.to_json() for a in table.game.actions]
    tables_.store.close()
    again = Tables(db).tables()[0]
    assert again.game.step == 2 and [a.to_json() for a in again.game.actions] == kept
    assert again.game.state == table.game.state
    # the undone step is free again: another move is saved in its place
    again.play(1, first(again, "draw"), 2)
    assert again.game.step == 3
    assert Tables(db).tables()[0].game.step == 3


@pytest.mark.parametrize(
    ("case", "words"),
    [
        ("reveal", "Undo is off: ann's move is final: it revealed hidden information"),
        ("turn passed", "Undo is off: ann's move is final: another player is to act"),
        ("other seat", "only over bob's own moves"),
        ("teacher", "never undoes a move"),
        ("stale", "stale undo: the table is at step 1, not 0"),
        ("nothing", "no move was played"),
    ],
)
def test_a_refused_undo_says_why_in_the_policys_words_and_changes_nothing(tmp_path, case, words):
    db = tmp_path / "class.sqlite"
    tables_, table = new_table(db)
    seat, step = 0, None
    if case == "reveal":
        table.play(0, first(table, "draw"), 0)
    elif case == "turn passed":
        while table.game.state.current_player == 0:
            quiet = [a for a in table.game.legal() if a.kind in ("play", "end_turn")]
            table.play(0, (quiet or table.game.legal())[0].to_json(), table.game.step)
    elif case in ("other seat", "teacher", "stale"):
        table.play(0, first(table, "play"), 0)
        seat = {"other seat": 1, "teacher": TEACHER, "stale": 0}[case]
        step = 0 if case == "stale" else None
    before = [a.to_json() for a in table.game.actions]
    with pytest.raises(TableError, match=words):
        table.undo(seat, table.game.step if step is None else step)
    assert [a.to_json() for a in table.game.actions] == before
    assert table.game.step == len(before)
    tables_.store.close()
    assert [a.to_json() for a in Tables(db).tables()[0].game.actions] == before


def test_a_seat_page_undoes_and_every_board_catches_up():
    _, table = new_table()
    pages = {0: Page(), 1: Page(), TEACHER: Page()}
    boards = {s: SeatBoard(table, s, pages[s]) for s in pages}
    for b in boards.values():
        b.open()
    ann = boards[0]
    assert ann.receive(custom({"type": "play", "id": 0, "shown": pages[0].state["version"]}))
    for s in (1, TEACHER):
        boards[s].catch_up()
    assert pages[0].state["can_undo"] is True and pages[0].state["undo_note"] == ""
    assert pages[1].state["step"] == 1 and pages[TEACHER].state["step"] == 1
    # bob's board may not undo ann's move, the spectator's board never undoes
    assert boards[1].receive(custom({"type": "undo"})) is False
    assert "bob's own moves" in pages[1].state["error"]["reason"]
    assert boards[TEACHER].receive(custom({"type": "undo"})) is False
    assert "never undoes" in pages[TEACHER].state["error"]["reason"]
    assert table.game.step == 1
    # ann's undo: the table steps back, every board forgets the move (no redo left)
    assert ann.receive(custom({"type": "undo", "shown": pages[0].state["version"]})) is True
    for s in (1, TEACHER):
        boards[s].catch_up()
    assert table.game.step == 0 and table.game.actions == []
    for s, page in pages.items():
        assert page.state["step"] == 0, s
        assert boards[s].mirror.actions == []
        assert len(decode(page.state)["history"]) == 1  # the setup only
        assert page.state["can_redo"] is False
    # a draw revealed a card: ann's board says why Undo is off, and refuses it
    assert ann.receive(custom({"type": "play", "action": first(table, "draw")}))
    assert pages[0].state["can_undo"] is False
    assert "revealed hidden information" in pages[0].state["undo_note"]
    assert ann.receive(custom({"type": "undo"})) is False
    assert "revealed hidden information" in pages[0].state["error"]["reason"]
    assert table.game.step == 1


def test_the_client_undoes_over_the_server_and_the_other_seat_hears_of_it(server):
    made = tables.create(server, "sky_towers", players=["ann", "bob"], seed=3, **ST)
    ann, bob = tables.join(server, made.seats[0]), tables.join(server, made.seats[1])
    teacher = tables.join(server, made.spectator)
    quiet = next(m for m in ann.legal() if m["type"] == "play")
    assert ann.play(quiet["id"]) == 1
    assert bob.wait(10) and bob.step == 1
    with pytest.raises(RemoteError, match="bob's own moves"):
        bob.undo()
    with pytest.raises(RemoteError, match="never undoes"):
        teacher.undo()
    assert ann.undo() == 0
    assert bob.wait(10) and bob.step == 0
    assert teacher.wait(10) and teacher.step == 0
    with pytest.raises(RemoteError, match="no move was played"):
        ann.undo()
    for who in (ann, bob, teacher):
        who.close()
