"""`import snellman` refuses what the engine does not play: one line, the line number and
why, exit 2, and no record written — for a ledger and for a command list alike."""

from __future__ import annotations

import pytest

from skywidgets.cli import main
from tests.snellman.helpers import FIXTURES

GAME = (FIXTURES / "4pLeague_S60_D1L1_G2.txt").read_text(encoding="utf-8").split("\n")
OPTION = GAME.index("option shipping-bonus") + 1  # 1-based line numbers
FIRST_ROW = next(i for i, line in enumerate(GAME) if "\t" in line) + 1
BUILD = next(i for i, line in enumerate(GAME) if line.endswith("\tbuild E5")) + 1


def with_line(number: int, text: str, insert: bool = False) -> str:
    """The ledger with line `number` replaced by (or, `insert`, preceded by) `text`."""
    lines = list(GAME)
    lines[number - 1 : number - 1 if insert else number] = [text]
    return "\n".join(lines)


def refused(tmp_path, capsys, text: str) -> str:
    """Import `text`: exit 2, one line on stderr, no record; the line."""
    source, out = tmp_path / "game.txt", tmp_path / "record.json"
    source.write_text(text, encoding="utf-8")
    assert main(["import", "snellman", str(source), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert not out.exists() and list(tmp_path.iterdir()) == [source]
    return err


LEDGERS = [
    (with_line(OPTION, "option fire-and-ice-factions"), OPTION, "unsupported option"),
    (
        with_line(FIRST_ROW, GAME[FIRST_ROW - 1].replace("halflings", "yetis")),
        FIRST_ROW,
        "unknown faction 'yetis': a Fire & Ice faction",
    ),
    (
        with_line(OPTION, "map 126fe960806d587c78546b30f1a90853b1ada468", True),
        OPTION,
        "not the base map",
    ),
    (with_line(OPTION, "Added final scoring tile: connected-distance", True), OPTION, "Fire & Ice"),
    (
        with_line(BUILD, GAME[BUILD - 1].replace("build E5", "pick-color red")),
        BUILD,
        "Fire & Ice command",
    ),
    (with_line(BUILD, GAME[BUILD - 1].replace("build E5", "build A1")), BUILD, "is refused"),
    (
        with_line(BUILD, GAME[BUILD - 1].replace("build E5", "upgrade E5 to SA")),
        BUILD,
        "is not possible now",
    ),
]


@pytest.mark.parametrize(("text", "line", "why"), LEDGERS)
def test_a_ledger_the_engine_does_not_play_is_refused(tmp_path, capsys, text, line, why):
    err = refused(tmp_path, capsys, text)
    assert f"line {line}: " in err and why in err, err


COMMANDS = "\n".join(
    [
        "option shipping-bonus",
        "score SCORE2,SCORE6,SCORE7,SCORE1,SCORE4,SCORE8",
        "delete BON3",
        "delete BON2",
        "delete BON7",
        "setup halflings",
        "setup darklings",
        "setup engineers",
        "setup witches",
        "halflings: build E6",
    ]
)
LISTS = [
    (COMMANDS.replace("option shipping-bonus", "option loose-dig"), 1, "unsupported option"),
    (COMMANDS.replace("setup witches", "setup dragonlords"), 9, "Fire & Ice faction"),
    (COMMANDS + "\nmap 95a66999127893f5925a5f591d54f8bcb9a670e6", 11, "not the base map"),
    (COMMANDS + "\nnomads: build E7", 11, "is not in this game"),
    (COMMANDS + "\nrandomize v1 seed 7", 11, "unrecognised line"),
    (COMMANDS.replace("build E6", "build E5"), 10, "is refused"),
    (COMMANDS.replace("delete BON7", "delete FAV3"), 5, "only Bonus cards"),
]


@pytest.mark.parametrize(("text", "line", "why"), LISTS)
def test_a_command_list_the_engine_does_not_play_is_refused(tmp_path, capsys, text, line, why):
    err = refused(tmp_path, capsys, text)
    assert f"line {line}: " in err and why in err, err


def test_a_command_list_replays_but_has_nothing_to_check(tmp_path, capsys):
    source, out = tmp_path / "game.txt", tmp_path / "record.json"
    source.write_text(COMMANDS, encoding="utf-8")
    assert main(["import", "snellman", str(source), "--out", str(out), "--check"]) == 2
    assert "no figures to check" in capsys.readouterr().err and not out.exists()
    assert main(["import", "snellman", str(source), "--out", str(out)]) == 0
    assert "the game is not over" in capsys.readouterr().out and out.exists()


def test_the_base_map_by_name_is_accepted(tmp_path, capsys):
    source, out = tmp_path / "game.txt", tmp_path / "record.json"
    source.write_text(with_line(OPTION, "map original", True), encoding="utf-8")
    assert main(["import", "snellman", str(source), "--out", str(out), "--check"]) == 0
    assert "every row checked" in capsys.readouterr().out and out.exists()


def test_a_number_of_thousands_of_digits_is_one_line(tmp_path, capsys):
    """Issue 31: a ledger (or command list) with a number of over 4,300 digits is refused at
    its line, not with Python's ValueError."""
    from skywidgets.cli import main
    from tests.snellman.helpers import FIXTURES

    text = (FIXTURES / "4pLeague_S60_D1L1_G2.txt").read_text(encoding="utf-8").split("\n")
    k = next(i for i, line in enumerate(text) if "\t" in line)
    fields = text[k].split("\t")
    fields[4] = "9" * 5000 + " C"
    text[k] = "\t".join(fields)
    bad = tmp_path / "huge.txt"
    bad.write_text("\n".join(text), encoding="utf-8")
    out = tmp_path / "r.json"
    assert main(["import", "snellman", str(bad), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"line {k + 1}: a number of more than 9 digits" in err and err.count("\n") == 1
    assert not out.exists()
    game = tmp_path / "game.txt"
    game.write_text("option strict-leech\nwitches: burn " + "7" * 5000 + "\n", encoding="utf-8")
    assert main(["import", "snellman", str(game), "--out", str(out)]) == 2
    assert "line 2: a number of more than 9 digits" in capsys.readouterr().err


def test_import_never_overwrites_its_ledger_and_says_why_it_cannot_write(tmp_path, capsys):
    """Issue 31: `--out` naming the ledger itself, a folder or a missing folder: one line,
    exit 2, the ledger untouched."""
    from skywidgets.cli import main
    from tests.snellman.helpers import FIXTURES

    ledger = tmp_path / "game.txt"
    ledger.write_text((FIXTURES / "4pLeague_S60_D1L1_G2.txt").read_text(encoding="utf-8"))
    before = ledger.read_bytes()
    assert main(["import", "snellman", str(ledger), "--out", str(ledger)]) == 2
    assert "would overwrite the ledger" in capsys.readouterr().err
    assert ledger.read_bytes() == before
    assert main(["import", "snellman", str(ledger), "--out", str(tmp_path)]) == 2
    assert "cannot write" in capsys.readouterr().err
    assert main(["import", "snellman", str(ledger), "--out", str(tmp_path / "no" / "r.json")]) == 2
    assert "cannot write" in capsys.readouterr().err
    huge = tmp_path / "huge.txt"
    with open(huge, "wb") as f:
        f.truncate(9 * 1024 * 1024)  # 9 MB (of zeros) without writing them
    assert main(["import", "snellman", str(huge), "--out", str(tmp_path / "z.json")]) == 2
    assert "larger than 8 MB" in capsys.readouterr().err
