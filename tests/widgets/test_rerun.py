"""A re-run cell's board replaces the boards that cell showed before (issue 9, item 9)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from skywidgets.core import Game
from skywidgets.widgets import SkyTowersTable, display


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    display.forget_all()
    yield
    display.forget_all()


def shown_by(monkeypatch: pytest.MonkeyPatch, board: SkyTowersTable, cell: str, run: str) -> None:
    monkeypatch.setattr(display, "running_cell", lambda: (cell, run))
    board._repr_mimebundle_()


def test_re_running_a_cell_200_times_leaves_one_board_observing(monkeypatch) -> None:
    first = SkyTowersTable(players=["ann", "bob"], seed=1)
    game: Game = first.game
    shown_by(monkeypatch, first, "cell-a", "run-0")
    boards = [first]
    for run in range(1, 200):
        board = SkyTowersTable(game=game)
        shown_by(monkeypatch, board, "cell-a", f"run-{run}")
        boards.append(board)
    assert len(game._observers) == 1
    assert all(b._retired and b.error["rule"] == "re-run cell" for b in boards[:-1])
    assert all(b.comm is not None for b in boards)  # comms stay open (no race with a page)
    boards[-1].play(game.legal()[0])  # the live board still follows its game
    assert boards[-1].step == 1 and boards[0].step == 0
    old = boards[0]
    old._on_message(old, {"type": "play", "id": 0}, [])  # a retired board refuses, changes nothing
    assert game.step == 1 and old.error["rule"] == "re-run cell"


def test_two_boards_in_one_run_and_other_cells_stay(monkeypatch) -> None:
    teacher = SkyTowersTable(players=["ann", "bob"], seed=1)
    seat = SkyTowersTable(game=teacher.game, seat=1)
    other = SkyTowersTable(game=teacher.game, seat=0)
    shown_by(monkeypatch, teacher, "cell-a", "run-1")
    shown_by(monkeypatch, seat, "cell-a", "run-1")
    shown_by(monkeypatch, other, "cell-b", "run-2")
    assert all(b.comm is not None for b in (teacher, seat, other))
    shown_by(monkeypatch, teacher, "cell-a", "run-3")  # the same board shown again by its cell
    assert getattr(seat, "_retired", False)
    assert not getattr(teacher, "_retired", False) and not getattr(other, "_retired", False)
    assert len(teacher.game._observers) == 2


def test_no_cell_id_closes_nothing(monkeypatch) -> None:
    monkeypatch.setattr(display, "running_cell", lambda: None)
    boards = [SkyTowersTable(players=["ann", "bob"], seed=1) for _ in range(3)]
    for board in boards:
        board._repr_mimebundle_()
    assert not any(getattr(b, "_retired", False) for b in boards)


def test_running_cell_reads_jupyterlabs_cell_id(monkeypatch) -> None:
    class Shell:
        def __init__(self, metadata: dict) -> None:
            self.parent_header = {"header": {"msg_id": "m1"}, "metadata": metadata}

    monkeypatch.setattr("IPython.get_ipython", lambda: Shell({"cellId": "c1"}))
    assert display.running_cell() == ("c1", "m1")
    monkeypatch.setattr("IPython.get_ipython", lambda: Shell({}))
    assert display.running_cell() is None
