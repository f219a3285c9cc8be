"""Malformed or unsupported ledgers: one LedgerError naming the line and the problem."""

from __future__ import annotations

import pytest

from skywidgets.snellman import LedgerError, parse_ledger, parse_ledger_bytes, read_ledger
from tests.snellman.helpers import FIXTURES

GOOD = (FIXTURES / "4pLeague_S60_D1L1_G1.txt").read_text()
LINES = GOOD.split("\n")
FIRST_ROW = next(i for i, line in enumerate(LINES) if "\t" in line)  # 0-based
FIRST_ACTION = next(i for i, line in enumerate(LINES) if line.endswith("build G5"))


def replaced(index: int, text: str) -> str:
    """The good ledger with one line replaced."""
    return "\n".join(LINES[:index] + [text] + LINES[index + 1 :])


def error_of(text: str) -> LedgerError:
    """The LedgerError a ledger text raises."""
    with pytest.raises(LedgerError) as caught:
        parse_ledger(text)
    return caught.value


def test_the_unchanged_ledger_parses():
    """The base of every hostile case is a good ledger."""
    assert len(parse_ledger(GOOD).action_rows()) > 300


@pytest.mark.parametrize("text", ["", "\n\n", "   \n"])
def test_empty_ledger(text):
    """Nothing to read: line 1."""
    assert str(error_of(text)) == "line 1: empty ledger"


def test_binary_input():
    """Bytes that are not UTF-8 name the line they sit on; NUL bytes are refused too."""
    data = GOOD.encode().replace(b"build G5", b"build \xff\xfe", 1)
    with pytest.raises(LedgerError) as caught:
        parse_ledger_bytes(data)
    assert caught.value.line == FIRST_ACTION + 1
    assert caught.value.problem == "not UTF-8 text"
    with pytest.raises(LedgerError, match=r"^line 1: control characters"):
        parse_ledger_bytes(b"\x00\x01\x02PNG")


def test_truncated_row():
    """A row cut short (its command column lost) names its field count."""
    cut = LINES[FIRST_ACTION].rsplit("\t", 3)[0]
    error = error_of(replaced(FIRST_ACTION, cut))
    assert error.line == FIRST_ACTION + 1
    assert error.problem == "expected 15 tab-separated fields, found 12"


def test_truncated_file():
    """A file cut in the middle of the setup lacks its faction rows."""
    error = error_of("\n".join(LINES[:10]))
    assert str(error) == "line 10: no faction setup rows: not a snellman ledger"


def test_unknown_faction():
    """A faction outside the 14 base factions is refused on its row."""
    row = LINES[FIRST_ROW].replace("darklings", "dragonlords", 1)
    assert str(error_of(replaced(FIRST_ROW, row))) == (
        f"line {FIRST_ROW + 1}: unknown faction 'dragonlords': a Fire & Ice faction "
        "(the engine plays the 14 base factions)"
    )
    row = LINES[FIRST_ROW].replace("darklings", "orcs", 1)
    assert (
        str(error_of(replaced(FIRST_ROW, row))) == f"line {FIRST_ROW + 1}: unknown faction 'orcs'"
    )


def test_faction_without_setup_row():
    """A base faction that never joined the game cannot act."""
    row = LINES[FIRST_ACTION].replace("darklings", "giants", 1)
    error = error_of(replaced(FIRST_ACTION, row))
    assert error.problem == "faction 'giants' has no setup row before this line"


def test_unknown_command_in_a_row():
    """The row's command column goes through the grammar."""
    row = LINES[FIRST_ACTION].replace("build G5", "build G5. teleport G6")
    assert str(error_of(replaced(FIRST_ACTION, row))) == (
        f"line {FIRST_ACTION + 1}: unknown command 'teleport G6'"
    )


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("20 VP", "twenty VP", "bad VP column 'twenty VP'"),
        ("15 C", "15 coins", "bad C column '15 coins'"),
        ("5/7/0 PW", "5/7 PW", "bad power column '5/7 PW'"),
        ("0/1/1/0", "0/1/1/11", "cult position beyond 10"),
    ],
)
def test_bad_resource_columns(old, new, problem):
    """A resource column that is not `N VP`, `a/b/c PW`, ... is refused."""
    row = LINES[FIRST_ACTION].replace(old, new, 1)
    error = error_of(replaced(FIRST_ACTION, row))
    assert error.line == FIRST_ACTION + 1
    assert error.problem.startswith(problem)


def test_unsupported_option_and_stray_line():
    """An option outside the league set, and a line of no known kind."""
    index = LINES.index("option shipping-bonus")
    error = error_of(replaced(index, "option fire-and-ice-factions"))
    assert str(error) == f"line {index + 1}: unsupported option 'fire-and-ice-factions'"
    error = error_of(replaced(index, "Hello world"))
    assert str(error) == f"line {index + 1}: unrecognised line 'Hello world'"


def test_missing_round_scoring_tile():
    """All six round scoring tiles must be named."""
    index = LINES.index("Round 6 scoring: SCORE2, TOWN >> 5")
    error = error_of("\n".join(LINES[:index] + LINES[index + 1 :]))
    assert error.problem == "ledger names 5 of 6 round scoring tiles"


def test_read_ledger_reads_a_file(tmp_path):
    """read_ledger parses a path; a broken file gives the same one-line error."""
    path = tmp_path / "broken.txt"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    with pytest.raises(LedgerError, match=r"^line \d+: "):
        read_ledger(path)
    assert read_ledger(FIXTURES / "4pLeague_S60_D1L1_G1.txt").setup.factions[0] == "darklings"
