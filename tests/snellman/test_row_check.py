"""`import snellman --check` refuses a ledger changed in one row, naming that row.

Real ledgers with one change — a figure, a command, a tile — in rows of every kind: moves,
answers to power offers, the Cultists' reward, income, cult income, Phase III spades, final
scoring, the conversion of resources, rows that change nothing, the rows of a faction that
left the game, and a row the model plays out of the ledger's order.
"""

from __future__ import annotations

import pytest

from skywidgets.cli import main
from skywidgets.snellman import LedgerError, parse_ledger
from skywidgets.snellman.replay import replay
from skywidgets.snellman.sections import row_kinds
from tests.snellman.helpers import FIXTURES

G2, G4, G5, G7 = (f"4pLeague_S6{s}_D1L1_G{g}.txt" for s, g in ((0, 2), (0, 4), (0, 5), (2, 7)))


def changed(name: str, line: int, old: str, new: str) -> str:
    """The ledger with `old` replaced by `new` in one line (which must hold it)."""
    lines = (FIXTURES / name).read_text(encoding="utf-8").split("\n")
    assert old in lines[line - 1], lines[line - 1]
    lines[line - 1] = lines[line - 1].replace(old, new, 1)
    return "\n".join(lines)


def refusal(text: str) -> tuple[int, str]:
    """The line and the text of the first refusal of a ledger replayed with the check."""
    try:
        played = replay(parse_ledger(text), check=True)
    except LedgerError as exc:
        return exc.line, str(exc)
    assert played.mismatch is not None, "the changed ledger was accepted"
    return played.mismatch.line, str(played.mismatch)


FIGURES = [  # (ledger, line, old, new, what the refusal names)
    (G2, 26, "3/9/0 PW", "4/8/0 PW", "power is 4/8/0 in the ledger but 3/9/0"),  # setup
    (G2, 62, "10 C", "11 C", "coins is 11"),  # a turn: dig 1. build G6
    (G2, 58, "0/12/0 PW", "1/11/0 PW", "power"),  # an answer to a power offer
    (G2, 43, "17 C", "18 C", "coins is 18"),  # income
    (G2, 100, "13 C", "14 C", "Phase III"),  # cult income (no spades: the tile's bonus)
    (G2, 104, "18 VP", "19 VP", "vp is 19"),  # a Phase III spade
    (G2, 98, "0/0/8/0", "0/0/9/0", "cults"),  # the last pass of round 1
    (G2, 407, "105 VP", "106 VP", "vp is 106"),  # final scoring: Fire
    (G2, 430, "1 C", "2 C", "coins is 2"),  # score_resources
    (G4, 194, "0 C", "1 C", "coins is 1"),  # `wait`: changes nothing
    (G5, 70, "19 VP", "20 VP", "vp change is 1"),  # played out of the ledger's order
    (G5, 71, "2/6/0 PW", "3/5/0 PW", "power"),  # the Cultists' reward
    (G7, 433, "102 VP", "103 VP", "vp is 103"),  # the empty row of a faction that left
]


@pytest.mark.parametrize(("name", "line", "old", "new", "why"), FIGURES)
def test_a_figure_changed_in_one_row_is_refused_at_that_row(name, line, old, new, why):
    at, text = refusal(changed(name, line, old, new))
    assert at == line and why in text, text


COMMANDS = [
    (G2, 62, "dig 1", "dig 2", "spades dug is 2 in the ledger but 1"),
    (G2, 49, "Leech 1 from", "Leech 2 from", "power offered is 2 in the ledger but 1"),
    (G2, 48, "\t1 1 1\t", "\t1 1\t", "leech column is 1 1 in the ledger but 1 1 1"),
    (G2, 54, "upgrade E7 to TP", "upgrade E7 to TE", "a Dwelling cannot become TE"),
    (G2, 64, "send p to Earth", "send p to Earth for 2", "priest steps on EARTH is 2"),
    (G2, 308, "convert 3PW to 3C", "convert 4PW to 3C", "conversion is 4 PW for 3 C"),
    (G2, 407, "+8vp for FIRE", "+8vp for WATER", "VP for FIRE"),
    (G2, 430, "score_resources", "wait", "command is 'wait'"),
    (G5, 71, "[opponent accepted power]", "[all opponents declined power]", "reward"),
    (G2, 34, "build E9", "build E10", "initial Dwelling"),
]


@pytest.mark.parametrize(("name", "line", "old", "new", "why"), COMMANDS)
def test_a_command_changed_in_one_row_is_refused_at_that_row(name, line, old, new, why):
    at, text = refusal(changed(name, line, old, new))
    assert at == line and why in text, text


TILES = [
    (G2, 75, "+FAV9", "+FAV10", "cults"),  # another Favor tile
    (G2, 152, "pass BON10", "pass BON9", "coins"),  # another Bonus card
    (G2, 381, "+TW3", "+TW4", "vp"),  # another Town tile
    (G2, 41, "Pass BON1", "Pass BON4", "BON4 is not among the available"),  # setup pick
]


@pytest.mark.parametrize(("name", "line", "old", "new", "why"), TILES)
def test_a_tile_changed_in_one_row_is_refused_at_that_row(name, line, old, new, why):
    at, text = refusal(changed(name, line, old, new))
    assert at == line and why in text, text


def test_the_cases_cover_every_kind_of_row():
    kinds = {
        row_kinds(parse_ledger((FIXTURES / name).read_text(encoding="utf-8")))[line].kind
        for name, line, *_ in FIGURES + COMMANDS + TILES
    }
    assert kinds == {
        "setup",
        "move",
        "reward",
        "cult income",
        "income",
        "final scoring",
        "resources",
        "no change",
    }


def test_the_command_line_refuses_a_changed_row_with_exit_2_and_one_line(tmp_path, capsys):
    ledger = tmp_path / "changed.txt"
    ledger.write_text(changed(G2, 100, "13 C", "14 C"), encoding="utf-8")
    out = tmp_path / "record.json"
    assert main(["import", "snellman", str(ledger), "--out", str(out), "--check"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "line 100: darklings coins is 14 in the ledger" in err
    assert not out.exists()
    assert main(["import", "snellman", str(FIXTURES / G2), "--out", str(out), "--check"]) == 0
