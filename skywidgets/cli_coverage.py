"""`skywidgets coverage`: every rulebook heading against the tutorial cells that show it and the
tests that check it, read from the tables in `docs/coverage/` (format: docs/coverage.md).

A table is one text file per game. Lines `key: value` give the game's `title`, its `rulebook`
(a file name, or `none`) and the `not-headings` (short rulebook lines that are titles, not
sections); every line with ` | ` is a row `heading | shown | tests`, where *shown* is
`NOTEBOOK#Section; ...` (a notebook in notebooks/ and one of its Markdown headings) or
`told: why it is not shown yet`, and *tests* is `path; ...` relative to the checkout.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TABLES = Path("docs") / "coverage"
#: the games in the order the tutorials teach them (any other table comes after, by name)
ORDER = ("sky_islands", "sky_towers", "traders_air", "terra_mystica", "merchants_seas")
HEADING = re.compile(r"^(#{1,6})\s+(.*\S)\s*$")


class CoverageError(ValueError):
    """A coverage table that cannot be read (its file and line are in the message)."""


@dataclasses.dataclass(frozen=True)
class Row:
    """One rulebook heading: where it is shown (or why it is only told) and its tests."""

    heading: str
    shown: tuple[str, ...]
    told: str
    tests: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class Table:
    """One game's coverage table."""

    game: str
    title: str
    rulebook: str
    not_headings: tuple[str, ...]
    rows: tuple[Row, ...]


def _items(text: str) -> tuple[str, ...]:
    """A `;`-separated list, trimmed, empty entries dropped."""
    return tuple(part.strip() for part in text.split(";") if part.strip())


def parse_table(game: str, text: str, where: str = "") -> Table:
    """A coverage table from its text (raises CoverageError naming the line)."""
    meta: dict[str, str] = {}
    rows: list[Row] = []
    for n, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if " | " in line:
            cells = [c.strip() for c in line.split("|")]
            if len(cells) != 3 or not cells[0] or not cells[1]:
                raise CoverageError(f"{where}:{n}: a row is 'heading | shown | tests'")
            told = cells[1][5:].strip() if cells[1].startswith("told:") else ""
            shown = () if told else _items(cells[1])
            if cells[1].startswith("told:") and not told:
                raise CoverageError(f"{where}:{n}: 'told:' needs a reason")
            rows.append(Row(cells[0], shown, told, _items(cells[2])))
        elif ": " in line:
            key, value = line.split(": ", 1)
            meta[key.strip()] = value.strip()
        else:
            raise CoverageError(f"{where}:{n}: neither 'key: value' nor a row")
    if not rows:
        raise CoverageError(f"{where}: no rows")
    return Table(
        game=game,
        title=meta.get("title", game),
        rulebook=meta.get("rulebook", "none"),
        not_headings=_items(meta.get("not-headings", "")),
        rows=tuple(rows),
    )


def read_tables(root: Path = ROOT) -> list[Table]:
    """Every game's table under `root/docs/coverage`, in teaching order."""
    folder = root / TABLES
    paths = sorted(folder.glob("*.txt")) if folder.is_dir() else []
    if not paths:
        raise CoverageError(f"no coverage tables in {folder} (run from a skywidgets checkout)")
    rank = {g: i for i, g in enumerate(ORDER)}
    paths.sort(key=lambda p: (rank.get(p.stem, len(ORDER)), p.stem))
    return [parse_table(p.stem, p.read_text(encoding="utf-8"), str(p)) for p in paths]


def notebook_sections(path: Path) -> dict[str, list[str]]:
    """A notebook's Markdown headings, each with the ids of its cells (up to the next heading
    of the same or a higher level)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    sections: dict[str, list[str]] = {}
    open_: list[tuple[int, str]] = []  # (level, title) of the headings still open
    for cell in cells:
        source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        if cell["cell_type"] == "markdown":
            for line in source.splitlines():
                m = HEADING.match(line)
                if m:
                    level = len(m.group(1))
                    open_ = [(lv, t) for lv, t in open_ if lv < level] + [(level, m.group(2))]
                    sections.setdefault(m.group(2), [])
        for _level, title in open_:
            sections[title].append(str(cell.get("id", "")))
    return sections


def rulebook_headings(text: str) -> list[str]:
    """The heading-like lines of a rulebook text: short lines that are no sentence, no list
    item and no table-of-contents entry (the project's tables list which ones are titles)."""
    found: list[str] = []
    for line in text.splitlines():
        line = line.strip()
        if not line or len(line) >= 70 or line[-1] in ".:;,!" or line[0] in "-◎•(":
            continue
        if line not in found:
            found.append(line)
    return found


def problems(root: Path = ROOT, rulebooks: Path | None = None) -> list[str]:
    """Everything wrong with the tables: unknown notebooks, sections or test files, rows
    neither shown nor told; with `rulebooks`, headings missing from or foreign to the map."""
    out: list[str] = []
    cache: dict[str, dict[str, list[str]]] = {}
    for table in read_tables(root):
        for row in table.rows:
            where = f"{table.game}: {row.heading!r}"
            if not row.shown and not row.told:
                out.append(f"{where}: neither shown nor told")
            for ref in row.shown:
                name, _, section = ref.partition("#")
                path = root / "notebooks" / f"{name}.ipynb"
                if name not in cache:
                    cache[name] = notebook_sections(path) if path.is_file() else {}
                if not path.is_file():
                    out.append(f"{where}: no notebook notebooks/{name}.ipynb")
                elif section not in cache[name]:
                    out.append(f"{where}: notebooks/{name}.ipynb has no section {section!r}")
            if not row.tests:
                out.append(f"{where}: no test checks it")
            out += [f"{where}: no test file {t}" for t in row.tests if not (root / t).is_file()]
        if rulebooks is not None and table.rulebook != "none":
            out += rulebook_problems(table, rulebooks / table.rulebook)
    return out


def rulebook_problems(table: Table, path: Path) -> list[str]:
    """Headings of the rulebook at `path` missing from the table, and rows it does not have."""
    if not path.is_file():
        return [f"{table.game}: no rulebook {path}"]
    text = path.read_text(encoding="utf-8")
    lines = {line.strip() for line in text.splitlines()}
    mapped = [row.heading for row in table.rows]
    out = [
        f"{table.game}: rulebook heading {h!r} is not in the map"
        for h in rulebook_headings(text)
        if h not in mapped and h not in table.not_headings
    ]
    out += [f"{table.game}: {h!r} is no line of {path.name}" for h in mapped if h not in lines]
    return out


def coverage(root: Path = ROOT) -> dict[str, Any]:
    """The map as JSON: for each game, each heading with its cells, or why it is told only."""
    games: dict[str, Any] = {}
    cache: dict[str, dict[str, list[str]]] = {}
    for table in read_tables(root):
        headings = []
        for row in table.rows:
            cells: list[str] = []
            for ref in row.shown:
                name, _, section = ref.partition("#")
                path = root / "notebooks" / f"{name}.ipynb"
                if name not in cache:
                    cache[name] = notebook_sections(path) if path.is_file() else {}
                cells += [f"{name}.ipynb#{c}" for c in cache[name].get(section, [])]
            entry: dict[str, Any] = {"heading": row.heading, "cells": cells}
            entry["shown"] = list(row.shown)
            if row.told:
                entry["told"] = row.told
            entry["tests"] = list(row.tests)
            headings.append(entry)
        games[table.game] = {"title": table.title, "headings": headings}
    return {"games": games}


def render_text(root: Path = ROOT) -> str:
    """The map for a terminal: per game, each heading and where it is shown."""
    lines: list[str] = []
    for table in read_tables(root):
        shown = sum(1 for r in table.rows if r.shown)
        lines.append(f"{table.title} ({table.game}): {shown} of {len(table.rows)} shown")
        for row in table.rows:
            where = "; ".join(row.shown) if row.shown else f"told only: {row.told}"
            lines.append(f"  {row.heading}\n      {where}\n      tests: {'; '.join(row.tests)}")
    return "\n".join(lines)


PREAMBLE = """# Coverage: every rulebook heading, shown and checked

Generated by `skywidgets coverage --markdown > docs/coverage.md`; `tests/test_coverage_map.py`
fails when this file is stale, or when a row names a notebook section or a test file that does
not exist.

## The data

One small table per game, `docs/coverage/GAME.txt`, written by hand (headings only, never rule
text). Chosen over notebook cell tags so that the map is readable and reviewable in one place
per game, and a notebook can be rewritten without losing it; the section names are checked
against the built notebooks, so a renamed section fails the test.

* `title: ...`, `rulebook: FILE` (the rulebook text the headings come from, or `none`) and
  `not-headings: a; b` (short rulebook lines that are titles, not sections);
* one row per rulebook heading, in the rulebook's order: `heading | shown | tests`. *Shown*
  is `NOTEBOOK#Section; ...`, a tutorial and one of its Markdown headings (the section runs to
  the next heading of the same level), or `told: why`, for a heading the text explains but no
  cell acts out yet. *Tests* are test files, relative to the checkout.

`skywidgets coverage --json` gives, for each game, each heading with its notebook cells
(`"10_sky_islands.ipynb#10_sky_islands-12"`), the sections, the tests and, when told only, why.
`--check` exits 2 on any problem. The rulebook texts are not part of this repository, so the
check that every heading of a rulebook is in its table (and every row is a line of it) runs by
hand, with the texts at hand: `skywidgets coverage --check --rulebooks DIR` (last run
2026-12-06 against the project's four rulebooks: no problems). The Terra Mystica table
(`rulebook: none`) lists the base-game sections the engine cites.
"""


def render_markdown(root: Path = ROOT) -> str:
    """docs/coverage.md: the preamble, then one table per game."""
    out = [PREAMBLE]
    for table in read_tables(root):
        told = [r for r in table.rows if not r.shown]
        out.append(f"## {table.title} (`{table.game}`)\n")
        out.append(
            f"{len(table.rows) - len(told)} of {len(table.rows)} headings shown; "
            f"rulebook: {table.rulebook}.\n"
        )
        out.append("| heading | shown in | tests |\n|---|---|---|")
        for row in table.rows:
            shown = "<br>".join(row.shown) if row.shown else f"*told only:* {row.told}"
            tests = "<br>".join(t.removeprefix("tests/") for t in row.tests)
            out.append(f"| {row.heading} | {shown} | {tests} |")
        out.append("")
    return "\n".join(out)


def add_parser(sub: Any) -> None:
    """The `coverage` sub-command's arguments."""
    cov = sub.add_parser("coverage", help="rulebook headings against tutorial cells and tests")
    form = cov.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="the map as JSON")
    form.add_argument("--markdown", action="store_true", help="docs/coverage.md's text")
    form.add_argument("--check", action="store_true", help="list problems; exit 2 if any")
    cov.add_argument("--root", help="the skywidgets checkout (default: this one)")
    cov.add_argument(
        "--rulebooks",
        default=os.environ.get("SKYWIDGETS_RULEBOOKS"),
        help="folder of the rulebook texts, to check the headings (--check)",
    )
    cov.set_defaults(run=cmd_coverage)


def cmd_coverage(args: argparse.Namespace) -> int:
    """Print the coverage map (text, JSON or Markdown) or check it."""
    from .cli_commands import CliError

    root = Path(args.root) if args.root else ROOT
    try:
        if args.check:
            books = Path(args.rulebooks) if args.rulebooks else None
            found = problems(root, books)
            print("\n".join(found) if found else "coverage map: no problems")
            return 2 if found else 0
        if args.json:
            print(json.dumps(coverage(root), indent=1, ensure_ascii=False))
        elif args.markdown:
            print(render_markdown(root), end="")
        else:
            print(render_text(root))
    except BrokenPipeError:
        raise
    except (CoverageError, OSError, ValueError) as exc:
        raise CliError(str(exc)) from exc
    return 0
