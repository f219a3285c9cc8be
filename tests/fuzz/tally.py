"""Counts of what the fuzz properties tried: refused or accepted, per property and game.

`FUZZ_TALLY=path.json pytest tests/fuzz --hypothesis-profile=soak` writes them at the end of the
run (tests/conftest.py); docs/reliability.md quotes the figures.
"""

from __future__ import annotations

from collections import Counter

COUNTS: Counter[tuple[str, str, str]] = Counter()


def count(prop: str, game: str, outcome: str) -> None:
    """Count one input of property `prop` on `game` as `refused` or `accepted`."""
    COUNTS[(prop, game, outcome)] += 1


def table() -> list[dict[str, object]]:
    """The counts as rows {property, game, tried, refused, accepted}."""
    rows: dict[tuple[str, str], dict[str, object]] = {}
    for (prop, game, outcome), n in sorted(COUNTS.items()):
        row = rows.setdefault(
            (prop, game), {"property": prop, "game": game, "refused": 0, "accepted": 0}
        )
        row[outcome] = n
    for row in rows.values():
        row["tried"] = int(row["refused"]) + int(row["accepted"])  # type: ignore[call-overload]
    return list(rows.values())
