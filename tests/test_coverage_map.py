"""The coverage map (docs/coverage/*.txt): every rulebook heading is in it, shown by a real
notebook section or told only with a reason, and checked by real test files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skywidgets.cli import main
from skywidgets.cli_coverage import (
    CoverageError,
    coverage,
    parse_table,
    problems,
    read_tables,
    render_markdown,
    rulebook_headings,
    rulebook_problems,
)

ROOT = Path(__file__).resolve().parents[1]
GAMES = {"sky_islands", "sky_towers", "traders_air", "merchants_seas", "terra_mystica"}


def test_every_game_has_a_table_and_every_row_names_real_sections_and_tests():
    assert {t.game for t in read_tables(ROOT)} == GAMES
    assert problems(ROOT) == []


def test_every_heading_is_shown_or_told_with_a_reason():
    for table in read_tables(ROOT):
        for row in table.rows:
            assert bool(row.shown) != bool(row.told), (table.game, row.heading)
            assert row.tests, (table.game, row.heading)


def test_the_heading_check_sees_a_missing_heading_and_a_foreign_row(tmp_path):
    book = tmp_path / "book.txt"
    book.write_text("My Game\nSetup\nEveryone takes 3 coins.\n- a list item\nScoring\n")
    assert rulebook_headings(book.read_text()) == ["My Game", "Setup", "Scoring"]
    table = parse_table(
        "g", "rulebook: book.txt\nnot-headings: My Game\nSetup | x#y | t.py\nEnd | x#y | t.py\n"
    )
    assert rulebook_problems(table, book) == [
        "g: rulebook heading 'Scoring' is not in the map",
        "g: 'End' is no line of book.txt",
    ]


def test_a_broken_table_names_its_line():
    with pytest.raises(CoverageError, match=r"f\.txt:2"):
        parse_table("g", "title: G\nSetup | only two\n", "f.txt")
    with pytest.raises(CoverageError, match="needs a reason"):
        parse_table("g", "Setup | told: | t.py\n", "f.txt")


def test_unknown_sections_and_test_files_are_problems(tmp_path):
    (tmp_path / "docs" / "coverage").mkdir(parents=True)
    (tmp_path / "notebooks").mkdir()
    cells = [{"cell_type": "markdown", "id": "n-0", "source": "## Setup\ntext"}]
    (tmp_path / "notebooks" / "n.ipynb").write_text(json.dumps({"cells": cells}))
    (tmp_path / "docs" / "coverage" / "g.txt").write_text(
        "Setup | n#Setup | tests/t.py\nEnd | n#End; m#End | tests/t.py\nFlow | told: later | \n"
    )
    assert problems(tmp_path) == [
        "g: 'Setup': no test file tests/t.py",
        "g: 'End': notebooks/n.ipynb has no section 'End'",
        "g: 'End': no notebook notebooks/m.ipynb",
        "g: 'End': no test file tests/t.py",
        "g: 'Flow': no test checks it",
    ]
    assert coverage(tmp_path)["games"]["g"]["headings"][0]["cells"] == ["n.ipynb#n-0"]


def test_json_gives_cells_for_each_heading(capsys):
    assert main(["coverage", "--json", "--root", str(ROOT)]) == 0
    games = json.loads(capsys.readouterr().out)["games"]
    assert set(games) == GAMES
    setup = games["terra_mystica"]["headings"][0]
    assert setup["heading"] == "Setup"
    assert setup["cells"] and all(c.startswith("35_terra_mystica.ipynb#") for c in setup["cells"])
    told = [h for g in games.values() for h in g["headings"] if "told" in h]
    assert all(not h["cells"] for h in told)


def test_docs_coverage_md_is_generated_from_the_tables():
    """Regenerate with `skywidgets coverage --markdown > docs/coverage.md`."""
    assert (ROOT / "docs" / "coverage.md").read_text(encoding="utf-8") == render_markdown(ROOT)


def test_check_and_text_from_the_command_line(capsys, tmp_path):
    # the checkout's tables (an installed wheel, as in the Pyodide lane, has none of its own)
    assert main(["coverage", "--check", "--root", str(ROOT)]) == 0
    assert "no problems" in capsys.readouterr().out
    assert main(["coverage", "--root", str(ROOT)]) == 0
    assert "Terra Mystica (terra_mystica)" in capsys.readouterr().out
    assert main(["coverage", "--root", str(tmp_path)]) == 2
    assert "no coverage tables" in capsys.readouterr().err
