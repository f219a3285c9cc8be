"""The one error a snellman ledger raises: which line, and what is wrong with it."""

from __future__ import annotations


class LedgerError(ValueError):
    """A malformed or unsupported ledger line, named by its 1-based line number."""

    def __init__(self, line: int, problem: str) -> None:
        self.line = line
        self.problem = problem
        super().__init__(f"line {line}: {problem}")
