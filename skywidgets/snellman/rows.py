"""Which of a faction's ledger rows answers what the model asks of it now.

A faction's rows are in time order, but snellman lets a power offer wait: the answer to an
offer (and what follows from it, such as the Cultists' cult step) can come after other
turns, while the model settles every offer before play goes on. So the next row played is
the first one not yet played that answers the model's question: the answer to that offer
(`Leech`/`Decline` from that faction), the follow-up asked for (`+FAV`, `+TW`, `+FIRE`...),
or else the faction's next turn.
"""

from __future__ import annotations

from skywidgets.games.merchants_seas.state import PowerOffer, State, TurnEnd

from . import commands as C
from .records import ActionRow
from .translate import PASSIVE, Untranslatable, expand, next_move

_ANSWERS = (C.Leech, C.Decline)


def active(row: ActionRow) -> list[C.Command]:
    """The row's commands that play something in the model, split into units."""
    return expand([c for c in row.commands if not isinstance(c, PASSIVE)])


def _is_follow_up(cmds: list[C.Command]) -> bool:
    first = cmds[0]
    return isinstance(first, _ANSWERS) or (
        isinstance(first, C.Adjust) and first.reason is None and first.amount > 0
    )


class Cursor:
    """One faction's rows: which are played, the one being played and its commands left."""

    def __init__(self, rows: list[ActionRow]) -> None:
        self.rows = rows
        self.played = [False] * len(rows)
        self.k = -1
        self.cmds: list[C.Command] = []
        self.closed = False
        self.round = 0  # the round when the current row began
        self.passive: ActionRow | None = None  # the last automatic row before it, in order

    @property
    def row(self) -> ActionRow | None:
        """The row being played (None before the first)."""
        return self.rows[self.k] if 0 <= self.k < len(self.rows) else None

    def upcoming(self) -> list[C.Command]:
        """The commands of the first unplayed row with any (for a decision left open)."""
        for k, row in enumerate(self.rows):
            if not self.played[k]:
                cmds = active(row)
                if cmds:
                    return cmds
        return []

    def advance(self, state: State, seat: int, factions: tuple[str, ...]) -> ActionRow | None:
        """Start the row that answers what `state` asks of `seat` (None: there is none)."""
        head = state.pending[0] if state.pending else None
        first_unplayed = True
        self.passive = None
        for k, row in enumerate(self.rows):
            if self.played[k]:
                continue
            cmds = active(row)
            if not cmds:
                if first_unplayed:
                    self.played[k] = True
                    self.passive = row
                continue
            if self._fits(state, seat, head, cmds, factions):
                if not first_unplayed:
                    self.passive = None
                self.played[k] = True
                self.k, self.cmds, self.closed, self.round = k, cmds, False, state.round
                return row
            first_unplayed = False
        return None

    @staticmethod
    def _fits(
        state: State, seat: int, head: object, cmds: list[C.Command], factions: tuple[str, ...]
    ) -> bool:
        """Whether a row's commands answer the model's question."""
        if isinstance(head, PowerOffer):
            first = cmds[0]
            if not isinstance(first, _ANSWERS):
                return False
            return first.source is None or first.source == factions[head.actor]
        if head is None or isinstance(head, TurnEnd):
            return not _is_follow_up(cmds)
        try:
            return next_move(state, seat, cmds) is not None
        except Untranslatable:
            return False
