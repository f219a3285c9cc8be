"""Explained scores: every point is an item with its source, a why sentence and a rule."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any

from . import printable


@dataclasses.dataclass(frozen=True)
class ScoreItem:
    """Points one player got from one source, with the reason and the rule."""

    player: str
    source: str
    points: int
    why: str
    rule: str

    def to_json(self) -> dict[str, Any]:
        """The item as a JSON-safe dict."""
        return dataclasses.asdict(self)


@dataclasses.dataclass(frozen=True)
class ScoreSheet:
    """All score items of a game, the seat order, and the winners when known."""

    players: tuple[str, ...]
    items: tuple[ScoreItem, ...] = ()
    winners: tuple[str, ...] = ()
    tiebreak: str = ""

    @classmethod
    def build(
        cls,
        players: Sequence[str],
        items: Iterable[ScoreItem],
        winners: Sequence[str] | None = None,
        tiebreak: str = "",
    ) -> ScoreSheet:
        """Make a sheet; without explicit winners, the highest totals win (shared)."""
        sheet = cls(tuple(players), tuple(items), (), tiebreak)
        if winners is None:
            winners = sheet.leaders()
        return dataclasses.replace(sheet, winners=tuple(winners))

    def totals(self) -> dict[str, int]:
        """Each player's total points, in seat order (players with no items score 0)."""
        out = dict.fromkeys(self.players, 0)
        for item in self.items:
            out[item.player] = out.get(item.player, 0) + item.points
        return out

    def leaders(self) -> list[str]:
        """The players with the highest total (ties shared)."""
        totals = self.totals()
        if not totals:
            return []
        best = max(totals.values())
        return [p for p, t in totals.items() if t == best]

    def for_player(self, player: str) -> list[ScoreItem]:
        """The items of one player."""
        return [i for i in self.items if i.player == player]

    def to_json(self) -> dict[str, Any]:
        """`{"totals", "winners", "items"}`: the one shape every game's scores share."""
        out = {
            "totals": self.totals(),
            "winners": list(self.winners),
            "items": [i.to_json() for i in self.items],
        }
        if self.tiebreak:
            out["tiebreak"] = self.tiebreak
        return out

    def text(self) -> str:
        """A plain-text score sheet: one line per item, then the totals (names shown as data)."""
        lines: list[str] = []
        for player in self.players:
            total = self.totals()[player]
            lines.append(f"{player}: {total} points")
            for item in self.for_player(player):
                lines.append(f"  {item.points:>+4d}  {item.source}: {item.why} [{item.rule}]")
        if self.winners:
            lines.append(
                "Winner" + ("s" if len(self.winners) > 1 else "") + ": " + ", ".join(self.winners)
            )
        if self.tiebreak:
            lines.append(f"Tie-break: {self.tiebreak}")
        return printable.lines(lines)

    def __str__(self) -> str:
        return self.text()
