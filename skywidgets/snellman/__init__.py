"""snellman Terra Mystica ledgers: read the public game logs into typed records."""

from skywidgets.snellman.commands import Command, parse_command, tokenize
from skywidgets.snellman.errors import LedgerError
from skywidgets.snellman.ledger import (
    example_ledger,
    parse_ledger,
    parse_ledger_bytes,
    read_ledger,
)
from skywidgets.snellman.records import ActionRow, GameSetup, Ledger, Resources

__all__ = [
    "ActionRow",
    "Command",
    "GameSetup",
    "Ledger",
    "LedgerError",
    "Resources",
    "example_ledger",
    "parse_command",
    "parse_ledger",
    "parse_ledger_bytes",
    "read_ledger",
    "tokenize",
]
