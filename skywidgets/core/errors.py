"""Errors every game shares: illegal moves, bad records, bad position files."""

from __future__ import annotations

from typing import Any


class SkywidgetsError(Exception):
    """Base class of every error a user can cause."""


class IllegalAction(SkywidgetsError):
    """A move the rules forbid: `rule` cites the rulebook, `reason` explains it."""

    def __init__(self, rule: str, reason: str) -> None:
        super().__init__(f"{reason} ({rule})")
        self.rule = rule
        self.reason = reason

    def to_json(self) -> dict[str, Any]:
        """The error as a JSON-safe dict (for widgets and the command line)."""
        return {"rule": self.rule, "reason": self.reason}


class ActionFormatError(IllegalAction):
    """An action dict that does not describe any action of the game."""

    def __init__(self, reason: str) -> None:
        super().__init__("action format", reason)


class RecordError(SkywidgetsError):
    """A game record that cannot be loaded: names the field, and the action if any."""

    def __init__(
        self, field: str, reason: str, index: int | None = None, rule: str | None = None
    ) -> None:
        where = f"actions[{index}]" if index is not None else field
        text = f"{where}: {reason}"
        if rule:
            text += f" ({rule})"
        super().__init__(text)
        self.field = field
        self.reason = reason
        self.index = index
        self.rule = rule


class PositionError(SkywidgetsError):
    """A scoring position file that does not describe a legal end-of-game table."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason
