"""Which of a faction's ledger rows answers what the model asks of it now.

A faction's rows are in time order, but snellman lets a power offer wait: the answer to an
offer (and what follows from it, such as the Cultists' cult step) can come after other
turns, while the model settles every offer before play goes on. So the next row played is
the first one not yet played that answers the model's question: the answer to that offer
(`Leech`/`Decline` from that faction), the follow-up asked for (`+FAV`, `+TW`, `+FIRE`...),
or else the faction's next turn.
"""

from __future__ import annotations

from collections.abc import Callable

from skywidgets.games.terra_mystica.engine import (
    CultChoice,
    DoubleTurn,
    PowerOffer,
    SpadeUse,
    State,
    TurnEnd,
)

from . import commands as C
from .records import ActionRow, Delta
from .translate import CULT_NAMES, PASSIVE, Untranslatable, answer, expand

_ANSWERS = (C.Leech, C.Decline)
_FREE = (C.Convert, C.Burn)  # free actions: they do not tell which decision a row answers
_NOT_TURN = (*_ANSWERS, *_FREE, C.Adjust)  # answers, conversions, follow-ups (`+FIRE`, `+TW5`)


def active(row: ActionRow) -> list[C.Command]:
    """The row's commands that play something in the model, split into units."""
    return expand([c for c in row.commands if not isinstance(c, PASSIVE)])


def _is_follow_up(cmds: list[C.Command]) -> bool:
    first = cmds[0]
    return isinstance(first, _ANSWERS) or (
        isinstance(first, C.Adjust) and first.reason is None and first.amount > 0
    )


class Cursor:
    """One faction's rows: the commands each has left, the row being played and its
    commands still to play."""

    def __init__(
        self,
        rows: list[ActionRow],
        on_skip: Callable[[ActionRow], None] | None = None,
        figures: bool = True,
    ) -> None:
        self.rows = rows
        self.on_skip = on_skip  # told of a row the model plays nothing for
        self.figures = figures  # rows with figures (a ledger): they tell what did nothing
        self.left: list[list[C.Command]] = [active(r) for r in rows]
        self.played = [False] * len(rows)  # every command played (automatic rows: reached)
        self.k = -1
        self.cmds: list[C.Command] = []
        self.closed = False

    @property
    def row(self) -> ActionRow | None:
        """The row being played (None before the first)."""
        return self.rows[self.k] if 0 <= self.k < len(self.rows) else None

    def finished(self) -> bool:
        """Whether every command of every row is played."""
        return not self.cmds and all(p or not left for p, left in zip(self.played, self.left))

    def upcoming(self) -> list[C.Command]:
        """The commands left of the first row not played (for a decision left open)."""
        for k, left in enumerate(self.left):
            if not self.played[k] and left:
                return left
        return []

    def automatic_done(self, kind: type) -> None:
        """The model did what the first unplayed row holding a `kind` command records (the
        Cultists' reward): that row counts as played, early if rows before it are not."""
        for k, row in enumerate(self.rows):
            if not self.played[k] and any(isinstance(c, kind) for c in row.commands):
                self.played[k] = True
                return

    def _answers(self, state: State, seat: int, factions: tuple[str, ...]) -> list[int]:
        """The rows not played that answer the power offer in front, in order."""
        head = state.pending[0]
        return [
            k
            for k, left in enumerate(self.left)
            if not self.played[k] and left and _take(state, seat, head, left, factions)
        ]

    def _same_amount(self, state: State, seat: int, factions: tuple[str, ...]) -> int | None:
        """The first row answering the power offer in front with its amount, when offers of
        several of one faction's builds are open (each answer names its own amount)."""
        head = state.pending[0] if state.pending else None
        if not isinstance(head, PowerOffer) or not any(
            isinstance(p, PowerOffer) and (p.seat, p.actor) == (head.seat, head.actor)
            for p in (*state.pending[1:], *state.waiting)
        ):
            return None  # one offer of that faction's: its answer is the first
        for k in self._answers(state, seat, factions):
            if any(isinstance(c, _ANSWERS) and c.power == head.power for c in self.left[k]):
                return k
        return None

    def answer_row(self, state: State, seat: int, factions: tuple[str, ...]) -> ActionRow | None:
        """The row not played that answers the power offer in front (None: none)."""
        exact = self._same_amount(state, seat, factions)
        found = self._answers(state, seat, factions)
        k = exact if exact is not None else (found[0] if found else None)
        return None if k is None else self.rows[k]

    def next_turn_row(self) -> ActionRow | None:
        """The first row not played with a move of the faction's own turn (not an answer to
        an offer, a follow-up or a conversion)."""
        for k, row in enumerate(self.rows):
            if not self.played[k] and any(not isinstance(c, _NOT_TURN) for c in self.left[k]):
                return row
        return None

    def next_reward_row(self) -> ActionRow | None:
        """The first row not played that records the Cultists' reward for power offers."""
        for k, row in enumerate(self.rows):
            if not self.played[k] and any(isinstance(c, C.CultistsOutcome) for c in row.commands):
                return row
        return None

    def advance(self, state: State, seat: int, factions: tuple[str, ...]) -> ActionRow | None:
        """Take from the first row that answers what `state` asks of `seat` the commands
        that answer it (None: no row does)."""
        head = state.pending[0] if state.pending else None
        exact = self._same_amount(state, seat, factions)
        first_unplayed = True
        for k, row in enumerate(self.rows):
            if self.played[k]:
                continue
            left = self.left[k]
            before = self.rows[k - 1] if k else None
            if left and (
                _unasked(state, seat, row, left, factions)
                or (self.figures and _held(state, row, before))
            ):
                left = self.left[k] = []  # an offer or a step the model did not make
                if self.on_skip:
                    self.on_skip(row)
            if not left:
                self.played[k] = self.played[k] or first_unplayed
                continue
            taken = _take(state, seat, head, left, factions)
            if taken is not None and exact not in (None, k):
                taken = None  # another offer's answer: this one's amount comes later
            if taken is not None:
                self.cmds = [left[j] for j in taken]
                self.left[k] = [c for j, c in enumerate(left) if j not in taken]
                self.played[k] = not self.left[k]
                self.k, self.closed = k, False
                return row
            first_unplayed = False
        return None


def answered_later(row: ActionRow, others: list[Cursor]) -> bool:
    """Whether an answer to a power offer comes after another faction's next turn (in a
    command list, where that order is the order the moves were made: the offer waited)."""
    lines = [r.line for c in others if (r := c.next_turn_row()) is not None]
    return bool(lines) and min(lines) < row.line


def _unasked(
    state: State, seat: int, row: ActionRow, left: list[C.Command], factions: tuple[str, ...]
) -> bool:
    """Whether the row answers a power offer that changed nothing and that the model never
    made (snellman offers power a faction has no room for; the model does not; a command
    list has no figures, so its rows change nothing here)."""
    if len(left) != 1 or not isinstance(left[0], _ANSWERS) or row.delta != Delta():
        return False
    source = left[0].source
    return not any(
        isinstance(p, PowerOffer)
        and p.seat == seat
        and (source is None or factions[p.actor] == source)
        for p in (*state.pending, *state.waiting)
    )


def _held(state: State, row: ActionRow, before: ActionRow | None) -> bool:
    """Whether the row is a cult step snellman held at 9 for want of a key (`+FIRE` that
    moves no position) while the model asks for no cult step: the model drops it."""
    cmds = row.commands
    if len(cmds) != 1 or before is None or before.resources.cults != row.resources.cults:
        return False
    c = cmds[0]
    if not (isinstance(c, C.Adjust) and c.amount > 0 and c.what.upper() in CULT_NAMES):
        return False
    return not any(isinstance(p, CultChoice) for p in state.pending)


def _throws(c: C.Command) -> bool:
    """Whether the command throws spades away (`-SPADE`)."""
    return isinstance(c, C.Adjust) and c.amount < 0 and c.what.upper() == "SPADE"


def _take(
    state: State, seat: int, head: object, cmds: list[C.Command], factions: tuple[str, ...]
) -> list[int] | None:
    """The indices of a row's commands that answer the model's question now: the answer to
    a power offer (with the conversions and burns before it) or to a follow-up decision (the
    rest of the row waits for its turn), the whole row for a turn or a spade decision."""
    if cmds and isinstance(cmds[0], C.Done) and head is not None:  # `done`: leave it unused
        return None if isinstance(head, PowerOffer) else [0]
    if isinstance(head, PowerOffer):
        for j, c in enumerate(cmds):
            if isinstance(c, _ANSWERS):
                ok = c.source is None or c.source == factions[head.actor]
                free = all(isinstance(x, _FREE) for x in cmds[:j])  # `burn 1. Leech 2 ...`
                return (list(range(j + 1)) if free else [j]) if ok else None
        return None
    if head is None or isinstance(head, (TurnEnd, DoubleTurn)):
        return None if _is_follow_up(cmds) else list(range(len(cmds)))
    if isinstance(head, SpadeUse):
        main = [c for c in cmds if not isinstance(c, _FREE)]
        ok = bool(main) and (isinstance(main[0], (C.Dig, C.Transform, C.Build)) or _throws(main[0]))
        return list(range(len(cmds))) if ok else None
    for j, c in enumerate(cmds):
        try:
            if answer(state, seat, head, c) is not None:
                return [j]
        except Untranslatable:
            return None
    return None
