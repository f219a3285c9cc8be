"""Every table's record in one SQLite file: its set-up, its codes and every move, each
written in a transaction before anyone is told of it, so a restart resumes every table."""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

APP = "skywidgets-tables"
VERSION = 1
SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE tables (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, players TEXT NOT NULL, seed INTEGER NOT NULL,
    options TEXT NOT NULL, bots TEXT NOT NULL, created REAL NOT NULL
);
CREATE TABLE codes (
    code TEXT PRIMARY KEY, table_id TEXT NOT NULL REFERENCES tables(id), seat INTEGER
);
CREATE TABLE moves (
    table_id TEXT NOT NULL REFERENCES tables(id), n INTEGER NOT NULL, seat INTEGER,
    action TEXT NOT NULL, PRIMARY KEY (table_id, n)
);
"""


class StoreError(Exception):
    """A database file that is not a table store of this version, or is damaged."""


@dataclass(frozen=True)
class Saved:
    """One table as stored: its set-up, bots by seat, codes (seat or None) and moves."""

    id: str
    game: str
    players: list[str]
    seed: int
    options: dict[str, Any]
    bots: list[str | None]
    codes: dict[str, int | None]
    moves: list[dict[str, Any]]


class Store:
    """The SQLite file of a table server (":memory:" for one that forgets on exit)."""

    def __init__(self, path: str | Path = ":memory:") -> None:
        self.path = str(path)
        self._lock = threading.Lock()
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            self._db.execute("PRAGMA foreign_keys = ON")
            self._check_or_create()
        except sqlite3.DatabaseError as err:
            raise StoreError(f"{self.path}: not a readable SQLite file ({err})") from None

    def _check_or_create(self) -> None:
        """Create the schema in an empty file; refuse a file that is not ours."""
        names = {r[0] for r in self._db.execute("SELECT name FROM sqlite_master")}
        if not names:  # a new file: the schema and our mark, in one transaction
            with self._lock:
                self._db.executescript(
                    f"BEGIN; {SCHEMA} INSERT INTO meta VALUES ('app', '{APP}'), "
                    f"('version', '{VERSION}'); COMMIT;"
                )
            return
        meta = dict(self._db.execute("SELECT key, value FROM meta")) if "meta" in names else {}
        if meta.get("app") != APP:
            raise StoreError(f"{self.path}: not a skywidgets table store")
        if meta.get("version") != str(VERSION):
            raise StoreError(
                f"{self.path}: table store version {meta.get('version')}, not {VERSION}"
            )

    def _transaction(self) -> Any:
        """A transaction: all of it is written, or none of it."""
        return _Transaction(self._db, self._lock)

    def add_table(self, saved: Saved, created: float) -> None:
        """Write a new table's set-up and codes."""
        with self._transaction():
            self._db.execute(
                "INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    saved.id,
                    saved.game,
                    json.dumps(saved.players),
                    saved.seed,
                    json.dumps(saved.options),
                    json.dumps(saved.bots),
                    created,
                ),
            )
            self._db.executemany(
                "INSERT INTO codes VALUES (?, ?, ?)",
                [(code, saved.id, seat) for code, seat in saved.codes.items()],
            )

    def add_moves(
        self, table_id: str, first: int, moves: list[tuple[int | None, dict[str, Any]]]
    ) -> None:
        """Write moves `first`, `first` + 1, ... of a table: (seat or None, action JSON)."""
        with self._transaction():
            self._db.executemany(
                "INSERT INTO moves VALUES (?, ?, ?, ?)",
                [(table_id, first + k, s, json.dumps(a)) for k, (s, a) in enumerate(moves)],
            )

    def drop_moves(self, table_id: str, first: int) -> None:
        """Forget moves `first`, `first` + 1, ... of a table (an undo), in one transaction."""
        with self._transaction():
            self._db.execute("DELETE FROM moves WHERE table_id = ? AND n >= ?", (table_id, first))

    def set_bots(self, table_id: str, bots: list[str | None]) -> None:
        """Write which seats bots play (a seat whose player left goes to a bot)."""
        with self._transaction():
            self._db.execute(
                "UPDATE tables SET bots = ? WHERE id = ?", (json.dumps(bots), table_id)
            )

    def tables(self) -> Iterator[Saved]:
        """Every stored table, oldest first, with its codes and moves in order."""
        rows = self._db.execute(
            "SELECT id, game, players, seed, options, bots FROM tables ORDER BY created, id"
        ).fetchall()
        for table_id, game, players, seed, options, bots in rows:
            codes = dict(
                self._db.execute("SELECT code, seat FROM codes WHERE table_id = ?", (table_id,))
            )
            moves = [
                json.loads(a)
                for (a,) in self._db.execute(
                    "SELECT action FROM moves WHERE table_id = ? ORDER BY n", (table_id,)
                )
            ]
            yield Saved(
                table_id, game, json.loads(players), seed, json.loads(options), json.loads(bots),
                codes, moves,
            )  # fmt: skip

    def close(self) -> None:
        """Close the file."""
        self._db.close()


class _Transaction:
    """BEGIN ... COMMIT, or ROLLBACK when the block raises; one writer at a time."""

    def __init__(self, db: sqlite3.Connection, lock: threading.Lock) -> None:
        self.db, self.lock = db, lock

    def __enter__(self) -> None:
        self.lock.acquire()
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: Any, value: Any, tb: Any) -> None:
        try:
            self.db.execute("ROLLBACK" if kind else "COMMIT")
        finally:
            self.lock.release()
